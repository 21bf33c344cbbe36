// Journey: the foundation. The app loads, a guest logs in through the REST shim, and the page
// shows who is logged in; a wrong password is refused.
import { journey } from './support/browser';

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

  it('refuses a wrong password with 401 and stays logged out', async () => {
    await j.page.goto('/');

    const login = await j.page.request.post('/api/login/', {
      data: { email: GUEST.email, password: 'fel-lösenord' },
    });
    expect(login.status()).toBe(401);
    expect(await login.json()).toMatchObject({
      login_status: false,
      message: 'Autentisering misslyckades.',
    });

    await j.page.reload();
    await j.page.getByLabel('E-post').waitFor();

    await j.shoot('03-wrong-password');
  });
});
