// Journey (issue 18 §4, §5): a guest does everything by keyboard only. Erik (gast2@noq.example)
// logs in, books tonight with one key press on 'Boka i natt', reads the answer in a dialog that
// holds the focus (Tab stays inside, Escape closes it and the focus comes back), and cancels: Avboka
// asks first, Escape keeps the booking, 'Ja, avboka' cancels it and the notice takes the focus.
import type { Page } from 'playwright-core';
import { journey, viewports } from './support/browser';
import { expectAccessible } from './support/guest-journey';
import { hydrated } from './support/hydration';

const ERIK = { email: 'gast2@noq.example', password: 'noqdemo' };

/** The focused element's accessible words (aria-label, else its text). */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });

/** Presses Tab until the focused element's words match, at most `max` times. */
async function tabTo(page: Page, words: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (words.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no focusable element matching ${String(words)} (last: ${await focused(page)})`);
}

/** Whether the focus is inside the open dialog. */
const focusInDialog = (page: Page): Promise<boolean> => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

describe('a guest by keyboard only (issue 18)', () => {
  const j = journey('guest-keyboard');

  it('logs in, books tonight, reads the answer, and cancels after being asked', async () => {
    const { page } = j;
    await page.setViewportSize(viewports.phone);
    await page.goto('/login');
    // The e-mail field has the focus on load.
    await page.keyboard.type(ERIK.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ERIK.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/user');
    await page.locator('.shelter-card__free').first().waitFor();
    await hydrated(page);

    // 'Boka i natt' on the first shelter with a bed free tonight.
    const card = page
      .locator('.shelter-card')
      .filter({ hasNot: page.locator('.shelter-card__free--none') })
      .first();
    const shelter = (await card.locator('.shelter-card__name').textContent())?.trim() ?? '';
    await tabTo(page, new RegExp(`^Boka i natt på ${shelter}$`));
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toMatch(/Förfrågan skickad – inte klar än|Du står i kö/);
    expect(await focusInDialog(page)).toBe(true);
    // The dialog holds the focus: Tab and Shift+Tab stay inside.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(page)).toBe(true);
    }
    await expectAccessible(page, 'tonight result');
    await j.shoot('01-tonight-result');
    // Escape closes it, and the focus is back on the button pressed.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe(`Boka i natt på ${shelter}`);

    // His bookings: Avboka asks first.
    await page.goto('/user/requests');
    const booking = page.locator('.booking-card').filter({ hasText: shelter }).first();
    await booking.waitFor();
    await hydrated(page);
    const room = (await booking.locator('.booking-card__room').textContent())?.trim() ?? '';
    await page.getByRole('heading', { level: 1 }).focus();
    await tabTo(page, new RegExp(`^Avboka ${room}`));
    const avboka = await focused(page);
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog', { name: 'Avboka?' });
    await ask.waitFor();
    await ask.getByText('Platsen går till någon annan.', { exact: false }).waitFor();
    // The safe answer has the focus.
    expect(await focused(page)).toBe('Nej, behåll');
    for (const key of ['Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(page)).toBe(true);
    }
    await expectAccessible(page, 'cancel question');
    await j.shoot('02-cancel-question');
    // Escape keeps the booking, and gives the focus back.
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe(avboka);
    expect(await booking.count()).toBe(1);

    // Now really: Ja, avboka.
    await page.keyboard.press('Enter');
    await ask.waitFor();
    await tabTo(page, /^Ja, avboka$/, 5);
    await page.keyboard.press('Enter');
    await page.getByText('Bokningen är avbokad.').waitFor();
    expect(await focused(page)).toBe('Bokningen är avbokad.');
    await j.shoot('03-cancelled');
  });
});
