// Helpers of the guest journey: logging in through the login page, a free night for the guest, and
// axe on whole pages (the layout is part of what a guest sees).
import type { Page } from 'playwright-core';
import { a11yProblems } from './a11y';
import { stockholmDate } from './staff-session';

export const GUEST_EMAIL = 'gast@noq.example';
export const GUEST_PASSWORD = 'noqdemo';

/** SPEC §9's month labels, to find a stay on a booking card ('25 NOV – 26 NOV'). */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAJ', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEC'];
export const dayMonth = (date: string): string => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** Fills the login page's fields and sends them. */
export async function logInThroughForm(page: Page, email = GUEST_EMAIL, password = GUEST_PASSWORD): Promise<void> {
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/**
 * A one-night stay, 3 or more days ahead, that none of the logged-in guest's current bookings
 * overlaps (Anna has a reserved stay 10–12 days ahead; other journeys may have added more).
 */
export async function freeNight(page: Page): Promise<{ start: string; end: string }> {
  const response = await page.request.post('/graphql', { data: { query: '{ myBookings { startDate endDate } }' } });
  const body = (await response.json()) as { data?: { myBookings: { startDate: string; endDate: string }[] } };
  const stays = body.data?.myBookings ?? [];
  for (let day = 3; day < 28; day++) {
    const start = stockholmDate(day);
    const end = stockholmDate(day + 1);
    if (!stays.some((s) => s.startDate < end && s.endDate > start)) return { start, end };
  }
  throw new Error(`no free night for the guest in the next four weeks: ${JSON.stringify(stays)}`);
}

/** axe on the whole page, layout included: no violation, whatever its impact. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const problems = await a11yProblems(page);
  expect({ where, problems }).toEqual({ where, problems: [] });
}
