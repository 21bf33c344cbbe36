/**
 * The login form without JavaScript (issue 34 §1) over real HTTP: login.html's form posted
 * form-urlencoded to POST /login logs in (the session cookie, 303 to the guest's server-rendered
 * /user, to a staff member's `/`, or to `next` when it is this app's path), a refusal comes back to
 * /login with its reason on the page, a cross-site post is refused and sets nothing, and no input
 * answers 500. Needs the built web (`npm run build`, which `npm test` runs first).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from '../platform/config';
import { stockholmDate } from '../platform/dates';
import { startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { TEST_PASSWORD } from '../test-support/factories';
import { failureText } from './login-form';

const webDist = path.join(repoRoot(), 'web', 'dist');
if (!fs.existsSync(path.join(webDist, 'login.html'))) throw new Error(`build the web first (${webDist}): npm run build`);

const s = useSuite(stockholmDate(new Date()));
let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock, undefined, { webDist });
  origin = new URL(server.url).origin;
});
afterAll(async () => {
  await server?.close();
});

/** Posts the form as a browser does (its own origin unless told otherwise), without following the redirect. */
async function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    status: res.status,
    location: res.headers.get('location'),
    cookies: res.headers.getSetCookie(),
    cacheControl: res.headers.get('cache-control'),
    text: await res.text(),
  };
}

async function get(urlPath: string, cookie?: string) {
  const res = await fetch(server.url + urlPath, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, html: await res.text(), cacheControl: res.headers.get('cache-control') };
}

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');
const sessionSet = (setCookies: string[]) => setCookies.some((c) => /^noq_session=[^;]+/.test(c) && !/^noq_session=;/.test(c));

describe('POST /login (the form without JavaScript)', () => {
  it("logs a guest in and sends them to the server-rendered /user, which now shows the guest's page", async () => {
    const guest = await s.f.guest({ login: true, first: 'Formgäst' });
    const r = await post({ email: ` ${guest.email as string} `, password: TEST_PASSWORD });
    expect(r.status).toBe(303);
    expect(r.location).toBe('/user');
    expect(r.cacheControl).toBe('no-store');
    expect(sessionSet(r.cookies)).toBe(true);
    const page = await get('/user', cookieHeader(r.cookies));
    expect(page.status).toBe(200);
    expect(page.html).toContain('id="noq-ssr"');
  });

  it('sends a staff member to / (the app sends them home), and goes to `next` when it is a path of this app', async () => {
    const host = await s.f.host(await s.f.shelter(), { login: true });
    expect((await post({ email: host.email as string, password: TEST_PASSWORD })).location).toBe('/');
    const guest = await s.f.guest({ login: true });
    expect((await post({ email: guest.email as string, password: TEST_PASSWORD, next: '/user/requests?x=1' })).location).toBe(
      '/user/requests?x=1',
    );
    for (const next of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '/login',
      '/',
      'javascript:alert(1)',
      '/user\r\nSet-Cookie: x=1',
    ]) {
      expect({ next, location: (await post({ email: guest.email as string, password: TEST_PASSWORD, next })).location }).toEqual({
        next,
        location: '/user',
      });
    }
  });

  it('comes back to the login page with the reason, keeping `next`, and sets no session', async () => {
    const guest = await s.f.guest({ login: true });
    const r = await post({ email: guest.email as string, password: 'fel-lösenord', next: '/user/requests' });
    expect(r.status).toBe(303);
    expect(r.location).toBe('/login?failed=LOGIN_FAILED&next=%2Fuser%2Frequests');
    expect(sessionSet(r.cookies)).toBe(false);

    const page = await get(r.location as string);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('no-store');
    expect(page.html).toContain(`<p role="alert" class="error" id="login-failure">${failureText('LOGIN_FAILED')}</p>`);
    expect(failureText('LOGIN_FAILED')).toBe('Autentisering misslyckades.');
    expect(page.html).toContain('<input type="hidden" name="next" value="/user/requests" />');
    // Posted again from that page, `next` comes along and is followed.
    const again = await post({ email: guest.email as string, password: TEST_PASSWORD, next: '/user/requests' });
    expect(again.location).toBe('/user/requests');
  });

  it('serves the plain page without an answer, and writes nothing of an unknown reason or a foreign `next`', async () => {
    const plain = await get('/login');
    expect(plain.status).toBe(200);
    expect(plain.html).toContain('id="login-form"');
    expect(plain.html).not.toContain('role="alert"');
    for (const query of ['?failed=<b>x</b>', '?failed=INTERNAL', '?next=//evil.example', '?next=https%3A%2F%2Fevil.example']) {
      const page = await get(`/login${query}`);
      expect({ query, status: page.status }).toEqual({ query, status: 200 });
      expect(page.html).not.toContain('role="alert"');
      expect(page.html).not.toContain('name="next"');
    }
    // A path of this app with markup in it is written as text.
    const odd = await get(`/login?next=${encodeURIComponent('/user/"><script>alert(1)</script>')}`);
    expect(odd.html).toContain('value="/user/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(odd.html).not.toContain('<script>alert(1)');
    // A `$` in the path is written as it is.
    const dollar = await get(`/login?next=${encodeURIComponent("/user/$1$&$'")}`);
    expect(dollar.html).toContain(`<input type="hidden" name="next" value="/user/$1$&amp;$'" />`);
    expect(dollar.html.match(/id="login-form"/g)).toHaveLength(1);
  });

  it('refuses a cross-site post and sets nothing', async () => {
    const guest = await s.f.guest({ login: true });
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const r = await post({ email: guest.email as string, password: TEST_PASSWORD }, headers);
      expect({ headers, status: r.status }).toEqual({ headers, status: 403 });
      expect(sessionSet(r.cookies)).toBe(false);
    }
  });

  it('answers every odd post with the login page again or a 4xx, never a 500', async () => {
    const bodies: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'email=&password='],
      ['application/x-www-form-urlencoded', 'email=a&email=b&password=x'],
      ['application/x-www-form-urlencoded', `email=${'a'.repeat(20_000)}&password=x`],
      ['application/json', '{"email":"x@example.org","password":"y"}'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'email=%E0%A4%A&password=%'],
    ];
    for (const [type, body] of bodies) {
      const res = await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: { 'content-type': type, origin },
        body,
        redirect: 'manual',
      });
      await res.text();
      expect({ type, body: body.slice(0, 40), status: res.status < 500 }).toEqual({ type, body: body.slice(0, 40), status: true });
      expect(sessionSet(res.headers.getSetCookie())).toBe(false);
    }
  });
});

describe('POST /logout (the side menu\'s "Logga ut" without JavaScript)', () => {
  /** Whether the session of `cookie` still logs its person in (GraphQL `me`). */
  async function loggedIn(cookie: string): Promise<boolean> {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const body = (await res.json()) as { data?: { me: { id: string } | null } };
    return body.data?.me != null;
  }

  async function logout(cookie: string | undefined, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}), ...headers },
      body: '',
      redirect: 'manual',
    });
    await res.text();
    return {
      status: res.status,
      location: res.headers.get('location'),
      cookies: res.headers.getSetCookie(),
      cacheControl: res.headers.get('cache-control'),
    };
  }

  it('ends the session, clears its cookie and sends the guest to the login page', async () => {
    const guest = await s.f.guest({ login: true, first: 'Utloggad' });
    const cookie = cookieHeader((await post({ email: guest.email as string, password: TEST_PASSWORD })).cookies);
    expect(await loggedIn(cookie)).toBe(true);
    const r = await logout(cookie);
    expect([r.status, r.location, r.cacheControl]).toEqual([303, '/login', 'no-store']);
    expect(r.cookies.some((c) => /^noq_session=;/.test(c))).toBe(true);
    // The session is gone on the server, not only its cookie in this browser.
    expect(await loggedIn(cookie)).toBe(false);
  });

  it('sends a browser without a session to the login page too', async () => {
    expect((await logout(undefined)).location).toBe('/login');
    expect((await logout('noq_session=not-a-token')).location).toBe('/login');
  });

  it('refuses a cross-site post and keeps the session', async () => {
    const guest = await s.f.guest({ login: true, first: 'Kvar' });
    const cookie = cookieHeader((await post({ email: guest.email as string, password: TEST_PASSWORD })).cookies);
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const r = await logout(cookie, headers);
      expect({ headers, status: r.status }).toEqual({ headers, status: 403 });
      expect(r.cookies).toEqual([]);
    }
    expect(await loggedIn(cookie)).toBe(true);
  });
});
