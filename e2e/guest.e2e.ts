// Journey: a guest books a bed (issue 4). Anna (gast@noq.example) logs in through the login page,
// chooses a shelter, dates and a room, sends the request, sees 'Bokning genomfört' and finds the
// booking in 'Mina Bokningar'; then logs out. A guest opening /host lands on the no-permission page.
// axe runs on every guest route. Other journeys share the server: nothing here counts demo rows.
import type { Page } from 'playwright-core';
import { journey, viewports } from './support/browser';
import { dayMonth, expectAccessible, freeNight, GUEST_EMAIL, logInThroughForm } from './support/guest-journey';

const SHELTER = 'Härbärget Ljusglimten';

/** Waits until no loading text is left on the page. */
async function settled(page: Page): Promise<void> {
  const loading = page.getByText(/^(Laddar\.\.\.|Fetching data \.\.\.)$/);
  for (let i = 0; i < 100 && (await loading.count()) > 0; i++) await page.waitForTimeout(100);
  expect(await loading.count()).toBe(0);
}

const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { level, name, exact: true });

describe('guest journey', () => {
  const j = journey('guest');

  it('logs in, books a room, finds it in Mina Bokningar, and logs out', async () => {
    const { page } = j;

    // Not logged in: the guard sends the guest to the login page, e-mail focused.
    await page.goto('/user-landing');
    await heading(page, 'Välkommen till noQ').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The browser applies `autofocus` when it next renders, which can come after the heading on a
    // loaded machine (two journeys at once): wait for it, for up to 5 s, then read it.
    await page
      .waitForFunction(() => document.activeElement?.getAttribute('type') === 'email', null, { timeout: 5_000 })
      .catch(() => undefined);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await expectAccessible(page, 'login');
    await j.shoot('01-login');

    // A wrong password: the SPEC text, and both fields emptied.
    await logInThroughForm(page, GUEST_EMAIL, 'fel-lösenord');
    await page.getByRole('alert').filter({ hasText: 'Autentisering misslyckades.' }).waitFor();
    expect(await page.getByLabel('E-post').inputValue()).toBe('');
    expect(await page.getByLabel('Lösenord').inputValue()).toBe('');
    await j.shoot('02-login-failed');

    // The right one: back to the page asked for, with the name in the top bar.
    await logInThroughForm(page);
    await heading(page, 'Hej Anna!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user-landing');
    await page.locator('.top-bar__title').filter({ hasText: 'Anna Lind - Start' }).waitFor();
    await expectAccessible(page, 'user-landing');
    await j.shoot('03-landing');

    // Boka → the shelter list.
    await page.getByRole('link', { name: 'Boka', exact: true }).click();
    await heading(page, 'Boställen').waitFor();
    await page.getByText('118 20 Stockholm').waitFor();
    await expectAccessible(page, 'user');
    await j.shoot('04-shelters');

    // Mer information → what the shelter offers.
    await page.getByRole('link', { name: `Mer information om ${SHELTER}` }).click();
    await heading(page, 'Om bostället').waitFor();
    await page.getByRole('heading', { name: 'Vad vi erbjuder' }).waitFor();
    for (const group of ['Rum', 'Hygien', 'Mat', 'Övrigt'])
      await page.getByRole('heading', { level: 3, name: group, exact: true }).waitFor();
    await page.getByText('Tvättmaskin').waitFor();
    await expectAccessible(page, 'accommodation');
    await j.shoot('05-shelter-info');

    // Välj → the booking form of this shelter.
    await page.locator('main').getByRole('link', { name: 'Välj', exact: true }).click();
    await heading(page, 'Välj rum').waitFor();
    const chooseRoom = page.getByRole('button', { name: 'Välj Rum 1', exact: true });
    await chooseRoom.waitFor();
    await expectAccessible(page, 'booking');

    const { start, end } = await freeNight(page);
    const checkIn = page.getByLabel('Incheckningsdatum');
    expect(await checkIn.getAttribute('placeholder')).toBe('Välj incheckningsdatum');
    await checkIn.fill(start);
    await checkIn.press('Escape');
    const checkOut = page.getByLabel('Utcheckningsdatum');
    await checkOut.click();
    await page.locator('.react-datepicker').waitFor();
    await j.shoot('06-calendar');
    await checkOut.fill(end);
    await checkOut.press('Escape');
    expect(await checkIn.inputValue()).toBe(start);
    expect(await checkOut.inputValue()).toBe(end);

    await chooseRoom.click();
    const chosen = page.getByRole('button', { name: 'Vald Rum 1', exact: true });
    expect(await chosen.isDisabled()).toBe(true);
    await page.getByLabel('Skicka meddelande till bostället').fill('Jag kommer runt 21.');
    await j.shoot('07-room-chosen');

    await page.getByRole('button', { name: 'Skicka förfrågan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bokning genomfört' });
    await dialog.waitFor();
    await dialog.getByText('Din bokning har genomförts och hanteras snarast.').waitFor();
    await expectAccessible(page, 'booking result');
    await j.shoot('08-booked');

    // Stäng → back to the shelter list.
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await heading(page, 'Boställen').waitFor();

    // The side menu's Bokningar → the new booking in 'Mina Bokningar'.
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Bokningar' }).click();
    await heading(page, 'Bokningar').waitFor();
    await heading(page, 'Mina Bokningar', 2).waitFor();
    const stay = `${dayMonth(start)} – ${dayMonth(end)}`;
    const card = page.locator('.booking-card').filter({ hasText: SHELTER }).filter({ hasText: 'Rum 1' }).filter({ hasText: stay });
    await card.waitFor();
    expect(await card.getByText(/Avvaktar|I kö/).count()).toBe(1);
    expect(await card.getByRole('button', { name: /^Avboka/ }).count()).toBe(1);
    // Anna's reserved stay can be confirmed.
    await page
      .locator('.booking-card')
      .filter({ hasText: 'Tilldelad' })
      .getByRole('button', { name: /^Bekräfta/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'user/requests');
    await j.shoot('09-my-bookings');

    // The start page's other targets, the top bar's pages.
    for (const [path, title] of [
      ['/se-bokningar', 'Se bokningar'],
      ['/status-bokningar', 'Status bokningar'],
      ['/notifications', 'Notiser'],
      ['/settings', 'Inställningar'],
      ['/user-management', 'Mitt konto'],
    ] as const) {
      await page.goto(path);
      await heading(page, title).waitFor();
      await settled(page);
      await expectAccessible(page, path);
      await j.shoot(`10${path.replace('/', '-')}`);
    }

    // Logout: back to `/` (the login page), reloaded, local storage empty.
    await page.evaluate(() => window.localStorage.setItem('noq-test', '1'));
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await heading(page, 'Välkommen till noQ').waitFor();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(await page.locator('.top-bar').count()).toBe(0);
    await j.shoot('11-logged-out');

    // The session is gone: a guest page asks for the login again.
    await page.goto('/user/requests');
    await heading(page, 'Välkommen till noQ').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a guest who opens /host to the no-permission page', async () => {
    const { page } = j;
    await page.goto('/login');
    await logInThroughForm(page);
    await heading(page, 'Boställen').waitFor();

    await page.goto('/host');
    await heading(page, 'Du har inte rättigheter att besöka denna sidan.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/unauthorized');
    expect(await page.getByRole('link', { name: 'Till din startsida' }).getAttribute('href')).toBe('/user');
    await expectAccessible(page, 'unauthorized');
    await j.shoot('12-unauthorized');
  });

  it('shows the public pages: register placeholder and not-found', async () => {
    const { page } = j;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Skapa konto' }).click();
    await heading(page, 'Skapa konto').waitFor();
    await expectAccessible(page, 'register');
    await j.shoot('13-register');

    await page.goto('/finns-inte');
    await heading(page, 'Sidan finns inte.').waitFor();
    await expectAccessible(page, 'not found');
    await j.shoot('14-not-found');
  });

  it('is usable on a 360 px phone: the menu opens behind its button', async () => {
    const { page } = j;
    await page.setViewportSize(viewports.phone);
    await page.goto('/login');
    await logInThroughForm(page);
    await heading(page, 'Boställen').waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    expect(await menu.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Meny' });
    // The server's page shows before its script runs, and the toggle is the script's
    // (lib/early-input.ts from then on): the login page's redirect is not awaited to its load.
    await page.waitForLoadState('domcontentloaded');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Bokningar' }).waitFor();
    await expectAccessible(page, 'phone menu');
    await j.shoot('15-phone-menu');

    await menu.getByRole('link', { name: 'Bokningar' }).click();
    await heading(page, 'Mina Bokningar', 2).waitFor();
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await j.shoot('16-phone-bookings');
  });
});
