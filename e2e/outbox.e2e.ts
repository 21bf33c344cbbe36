// Journey: notifications that leave the product (issue 20). The demo guest gast2@noq.example asks
// for a room far ahead and the host assigns it; the e-mail reaches the run's SMTP server (global
// setup's mailbox). The admin opens Administration → Utskick by keyboard and sees it sent, axe clean,
// also at 360 px; the guest's settings page offers e-mail, SMS or no messages.
import type { Page } from 'playwright-core';
import { a11yProblems } from './support/a11y';
import { journey, viewports } from './support/browser';
import { cancelAsGuest, pendingRequestAt } from './support/guest-requests';
import { waitForMail } from './support/mailbox';
import { expectPhoneFriendly } from './support/phone';
import { runToday } from './support/server-info';
import { loginPage } from './support/staff-session';

jest.setTimeout(120_000);

const GUEST = 'gast2@noq.example';
const HOST = 'vard@noq.example';
const ADMIN = 'admin@noq.example';
const SHELTER = 'Härbärget Ljusglimten';

const plusDays = (date: string, n: number): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function openOutboxByKeyboard(page: Page): Promise<void> {
  await page.goto('/administration');
  const first = page.getByRole('tab', { name: 'Boställen', selected: true });
  await first.waitFor();
  await first.focus();
  // Left from the first tab wraps to the last: Utskick.
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('tab', { name: 'Utskick', selected: true }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Utskick');
}

describe('outbox', () => {
  const j = journey('outbox');

  it('an assign e-mails the guest; the admin sees it under Utskick; the guest chooses how to be told', async () => {
    // Far ahead, so no other journey's stay of this guest overlaps; the nights differ per run.
    const offset = 60 + (Date.now() % 200);
    const start = plusDays(runToday(), offset);
    const id = await pendingRequestAt(GUEST, SHELTER, start, plusDays(start, 1), HOST);
    expect(id).not.toBeNull();
    try {
      const mail = await waitForMail(GUEST, /^noQ: Du har fått en plats$/, { containing: `${start} – ${plusDays(start, 1)}` });
      expect(mail.text).toContain('Hej Erik!');
      expect(mail.text).toContain(SHELTER);
      expect(mail.text).toContain(`${start} – ${plusDays(start, 1)}`);
      expect(mail.text).toContain('Bekräfta platsen i noQ senast');

      const page = j.page;
      await loginPage(page, ADMIN);
      await openOutboxByKeyboard(page);
      const list = page.getByRole('region', { name: 'Lista över utskick' });
      const sent = list.getByRole('row').filter({ hasText: 'Tilldelad plats' }).filter({ hasText: 'Skickat' }).first();
      await sent.waitFor();
      expect(await sent.textContent()).toContain('ga•••@noq.example');
      expect(await list.textContent()).not.toContain(GUEST);
      await j.shoot('01-utskick');
      expect(await a11yProblems(page)).toEqual([]);

      // Only the failures: the filter by keyboard.
      await page.getByLabel('Visa').selectOption({ label: 'Misslyckat' });
      await page.getByText(/^(\d+ utskick|Inga utskick\.)$/).waitFor();

      await page.setViewportSize(viewports.phone);
      await page.getByLabel('Visa').selectOption({ label: 'Alla' });
      await list.waitFor();
      await expectPhoneFriendly(page, 3, '.table-scroll');
      await j.shoot('02-utskick-phone');

      // The guest's settings: e-mail chosen, SMS and none offered.
      await page.setViewportSize(viewports.desktop);
      await page.context().clearCookies();
      await loginPage(page, GUEST);
      await page.goto('/settings');
      const form = page.locator('form', { has: page.getByRole('heading', { name: 'Meddelanden om dina bokningar' }) });
      await form.waitFor();
      expect(await form.getByRole('radio', { name: 'E-post' }).isChecked()).toBe(true);
      expect(await form.getByRole('radio', { name: 'Sms' }).isChecked()).toBe(false);
      expect(await form.getByRole('radio', { name: 'Inga meddelanden' }).isChecked()).toBe(false);
      // By keyboard: arrow keys move the choice within the group (nothing is saved without Spara).
      await form.getByRole('radio', { name: 'E-post' }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await form.getByRole('radio', { name: 'Sms' }).isChecked()).toBe(true);
      await j.shoot('03-guest-settings');
      expect(await a11yProblems(page)).toEqual([]);
    } finally {
      await cancelAsGuest(GUEST, id);
    }
  });
});
