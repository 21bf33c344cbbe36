// Journey: the foundation. The app loads, a guest logs in through the REST shim, and the page
// shows who is logged in; a wrong password is refused. The login page and a guest page load no more
// JavaScript than the route-level code splitting allows (docs/DECISIONS.md).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { journey } from './support/browser';

/** Every JavaScript file the page fetches from now on, with its gzip -9 size. */
function scriptsOf(page: Page): () => Promise<{ file: string; gzip: number }[]> {
  const loaded: Promise<{ file: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname;
    if (file.endsWith('.js')) loaded.push(response.body().then((body) => ({ file, gzip: gzipSync(body, { level: 9 }).length })));
  });
  return () => Promise.all(loaded);
}

const total = (scripts: { gzip: number }[]): number => scripts.reduce((sum, s) => sum + s.gzip, 0);

const GUEST = { email: 'gast@noq.example', password: 'noqdemo' };

describe('foundation', () => {
  const j = journey('foundation');

  it("shows 'Välkommen till noQ' to a visitor who is not logged in", async () => {
    const response = await j.page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await j.page.locator('html').getAttribute('lang')).toBe('sv');

    const title = j.page.getByRole('heading', { level: 1, name: 'Välkommen till noQ' });
    await title.waitFor();
    await j.page.getByLabel('E-post').waitFor();

    await j.shoot('01-home');
  });

  it("shows the guest's name after logging in through POST /api/login/ and reloading", async () => {
    await j.page.goto('/');
    await j.page.getByLabel('E-post').waitFor();

    // The page's request context shares the browser context's cookies, so the session lands there.
    const login = await j.page.request.post('/api/login/', { data: GUEST });
    expect(login.status()).toBe(200);
    const body = (await login.json()) as {
      login_status: boolean;
      groups: string[];
      first_name: string;
      last_name: string;
    };
    expect(body.login_status).toBe(true);
    expect(body.groups).toContain('user');
    const name = `${body.first_name} ${body.last_name}`.trim();
    expect(name).not.toBe('');

    const cookies = await j.context.cookies();
    expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true);

    await j.page.reload();
    await j.page.getByText(name, { exact: true }).waitFor();
    expect(await j.page.getByText('Inte inloggad', { exact: true }).count()).toBe(0);

    await j.shoot('02-logged-in-guest');
  });

  it('refuses a wrong password (200, login_status false: DESIGN §12) and stays logged out', async () => {
    await j.page.goto('/');

    const login = await j.page.request.post('/api/login/', {
      data: { email: GUEST.email, password: 'fel-lösenord' },
    });
    expect(login.status()).toBe(200);
    expect(await login.json()).toMatchObject({
      login_status: false,
      message: 'Autentisering misslyckades.',
    });

    await j.page.reload();
    await j.page.getByLabel('E-post').waitFor();

    await j.shoot('03-wrong-password');
  });

  // Route-level code splitting (docs/DECISIONS.md): the login page is the first chunk only.
  it('loads at most 120 kB of JavaScript (gzip) on the login page, none of the logged-in app', async () => {
    const scripts = scriptsOf(j.page);
    await j.page.goto('/');
    await j.page.getByLabel('E-post').waitFor();
    await j.page.waitForLoadState('networkidle');

    const loaded = await scripts();
    expect(loaded.filter((s) => /\/(app|\w+-pages|\w+Page|DatePicker)-/.test(s.file))).toEqual([]);
    expect(total(loaded)).toBeLessThanOrEqual(120_000);
  });

  it("loads at most 200 kB on a guest's booking page; the calendar only when a date field is used", async () => {
    const login = await j.page.request.post('/api/login/', { data: GUEST });
    expect(login.status()).toBe(200);
    const scripts = scriptsOf(j.page);
    await j.page.goto('/accommodations/1/booking');
    await j.page.getByRole('heading', { level: 1, name: 'Välj rum' }).waitFor();
    await j.page.getByRole('button', { name: 'Välj Rum 1', exact: true }).waitFor();
    await j.page.waitForLoadState('networkidle');

    const loaded = await scripts();
    expect(loaded.some((s) => /\/BookingRequestPage-/.test(s.file))).toBe(true);
    expect(loaded.filter((s) => /\/DatePicker-/.test(s.file))).toEqual([]);
    expect(total(loaded)).toBeLessThanOrEqual(200_000);

    await j.page.getByLabel('Incheckningsdatum').click();
    await j.page.locator('.react-datepicker__month').waitFor();
    expect((await scripts()).some((s) => /\/DatePicker-/.test(s.file))).toBe(true);
  });
});
