// Journey (issue 34 §1): a guest whose phone runs no JavaScript. Erik (gast2@noq.example) opens a
// link to his bookings logged out, follows the page's link to the login page, and logs in with its
// plain form (a wrong address first: the page says why), which brings him to his bookings; the
// gateway renders his pages on the server: /user lists the shelters with their free beds tonight,
// "Boka i natt" is a plain form post that books tonight and says so on the page it leads back to,
// /user/requests shows the request with its status, Avboka (a plain form too) cancels it, and the
// language menu's OK button shows the page in English and back in Swedish.
// No script of the page runs at any point (javaScriptEnabled: false).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, viewports } from './support/browser';
import { baseUrl } from './support/server-info';
import { dayMonth } from './support/guest-journey';
import { apiAs, DEMO_PASSWORD, gqlData, stockholmDate } from './support/staff-session';

const ERIK = 'gast2@noq.example';
const SHELTER = 'Härbärget Ljusglimten';

describe('a guest without JavaScript (issue 34)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: viewports.phone,
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
      javaScriptEnabled: false,
    });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('reads the free beds, books tonight with the form, finds the request, and cancels it', async () => {
    // A link to his bookings (from a message), logged out: the app's shell says what works without
    // JavaScript and leads to the login page, whose form the browser posts itself
    // (gateway/src/auth/login-form.ts): a wrong address comes back with the reason; the right one
    // lands on the server-rendered bookings he asked for, and the side menu's link leads to /user.
    await page.goto('/user/requests');
    // (Playwright's text queries skip <noscript>: its text is read by CSS.)
    const withoutScript = page.locator('#noq-noscript');
    expect(await withoutScript.locator('p').first().innerText()).toMatch(
      /^Den här sidan behöver JavaScript\. Utan JavaScript kan du logga in/,
    );
    await withoutScript.getByRole('link', { name: 'Logga in' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/user/requests');
    await page.getByLabel('E-post').fill('ingen-sadan@noq.example');
    await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('failed') === 'LOGIN_FAILED');
    expect(await page.getByRole('alert').innerText()).toBe('Autentisering misslyckades.');
    await page.getByLabel('E-post').fill(ERIK);
    await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL((url) => url.pathname === '/user/requests');
    await page.getByRole('heading', { level: 1, name: 'Bokningar' }).waitFor();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Överblick' }).click();
    await page.waitForURL((url) => url.pathname === '/user');
    await page.getByRole('heading', { level: 1, name: 'Boställen' }).waitFor();
    const card = page.locator('.shelter-card').filter({ hasText: SHELTER });
    expect(await card.locator('.shelter-card__free').innerText()).toMatch(/ledig(a)? plats(er)? i natt/);
    // No script ran: the page is the server's HTML (nothing says 'Laddar...').
    expect(await page.getByText('Laddar...').count()).toBe(0);
    await screenshot(page, 'guest-nojs', '01-shelters', 'phone');

    // "Boka i natt": a form post, 303 back to /user, which says what happened.
    await card.getByRole('button', { name: `Boka i natt på ${SHELTER}` }).click();
    await page.waitForURL((url) => url.pathname === '/user' && url.searchParams.has('tonight'));
    const outcome = page.locator('.form-outcome');
    expect(await outcome.innerText()).toMatch(/Förfrågan skickad – inte klar än|Du står i kö|Bokning genomfört/);
    await screenshot(page, 'guest-nojs', '02-booked', 'phone');

    // The request on /user/requests with its status.
    await outcome.getByRole('link', { name: 'Se dina bokningar' }).click();
    await page.waitForURL((url) => url.pathname === '/user/requests');
    await page.getByRole('heading', { level: 1, name: 'Bokningar' }).waitFor();
    // Tonight's (other journeys may have left Erik other requests there).
    const tonight = `${dayMonth(stockholmDate(0))} – ${dayMonth(stockholmDate(1))}`;
    const booking = page
      .locator('.booking-card')
      .filter({ hasText: SHELTER })
      .filter({ hasText: tonight })
      .filter({ hasText: /Avvaktar|I kö/ });
    expect(await booking.count()).toBe(1);
    await screenshot(page, 'guest-nojs', '03-bookings', 'phone');

    // Avboka: a form post; the page says so and the booking has left the list.
    await booking.getByRole('button', { name: /^Avboka/ }).click();
    await page.waitForURL((url) => url.pathname === '/user/requests' && url.searchParams.get('cancelled') === '1');
    await page.getByText('Bokningen är avbokad.').waitFor();
    expect(await booking.count()).toBe(0);
    await screenshot(page, 'guest-nojs', '04-cancelled', 'phone');

    // The language menu: a choice and OK (shown only without a script); the same page comes back
    // in English, and the account keeps it until Swedish is chosen the same way.
    const choose = async (label: string) => {
      await page.locator('.language-menu select').selectOption({ label });
      await page.locator('.language-menu').getByRole('button', { name: 'OK' }).click();
    };
    try {
      await choose('English');
      await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/user/requests?cancelled=1');
      expect(await page.getByText('The booking is cancelled.').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await screenshot(page, 'guest-nojs', '05-english', 'phone');
      await choose('Svenska');
      await page.getByRole('heading', { level: 1, name: 'Bokningar' }).waitFor();
    } finally {
      // Other journeys of this lane read Erik's pages in Swedish.
      const api = await apiAs(ERIK);
      await gqlData(api, 'mutation { setMyLanguage(language: sv) { id } }', {}).finally(() => api.dispose());
    }

    // "Logga ut": the side menu is shown open without a script (the toggle cannot open it), and
    // its button posts a form; the session ends and the login page comes.
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The session is gone: the bookings page is no longer rendered for Erik.
    await page.goto('/user/requests');
    expect(await page.locator('#noq-ssr').count()).toBe(0);
    expect(await page.locator('.booking-card').count()).toBe(0);
  });
});
