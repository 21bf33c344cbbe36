/**
 * Login throttling (DESIGN §6, issue 15): counted and checked atomically, refused (429 with
 * Retry-After) per client address and per e-mail, and forwarded addresses believed only from
 * trusted proxies. Each test sends from its own loopback address (127.x.y.z), so no test's
 * failures weigh on another's (or on another test file's, on a shared PostgreSQL).
 */
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient, postFrom, startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { DEFAULT_THROTTLE } from './throttle';
import { one } from '../platform/db/rows';
import { issueToken } from '../credentials/tokens';

const s = useSuite('2031-06-01');
/** The gateway as deployed by default: no trusted proxy. */
let server: TestServer;
/** The gateway behind a proxy on loopback (NOQ_TRUSTED_PROXIES=loopback, as the cluster sets it). */
let proxied: TestServer;
beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock);
  proxied = await startTestServer(s.db.dataSource, s.clock, undefined, { trustedProxies: ['loopback'] });
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
});

const TOO_MANY = 'För många försök. Vänta en stund och försök igen.';
type LoginAnswer = { login_status: boolean; code?: string; message: string };
let nextAddress = 10;
/** A loopback address no other test uses. */
const freshAddress = () => `127.0.${Math.floor(++nextAddress / 250) + 20}.${(nextAddress % 250) + 1}`;
const login = (srv: TestServer, email: unknown, password: unknown, localAddress: string, headers: Record<string, string> = {}) =>
  postFrom<LoginAnswer>(srv.url, '/api/login/', { email, password }, { localAddress, headers });
const checked = (answers: { status: number }[]) => answers.filter((a) => a.status === 200).length;

describe('login throttling', () => {
  it('200 parallel wrong guesses from one fresh address: at most the limit are checked, the rest get 429 with Retry-After', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(server, `gissning-${i}-${Math.random()}@test.example`, 'fel', address)),
    );
    expect(checked(answers)).toBe(DEFAULT_THROTTLE.maxFailuresPerAddress);
    for (const a of answers) {
      if (a.status === 200) {
        expect(a.body).toMatchObject({ login_status: false, code: 'LOGIN_FAILED' });
      } else {
        expect(a.status).toBe(429);
        expect(a.body).toEqual({ login_status: false, code: 'TOO_MANY_REQUESTS', message: TOO_MANY, error: TOO_MANY });
        const retry = Number(a.headers['retry-after']);
        expect(retry).toBeGreaterThan(0);
        expect(retry).toBeLessThanOrEqual(DEFAULT_THROTTLE.windowSeconds);
      }
    }
    // Refused now also with the right password, and through GraphQL.
    const guest = await s.f.guest({ login: true });
    expect((await login(server, guest.email, TEST_PASSWORD, address)).status).toBe(429);
    const gql = await postFrom<{ errors: { extensions: { code: string; retryAfter: number } }[] }>(
      server.url,
      '/graphql',
      {
        query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }',
        variables: { e: guest.email, p: TEST_PASSWORD },
      },
      { localAddress: address },
    );
    expect(gql.body.errors[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    // The person is not locked out: from their own address they get in.
    expect((await login(server, guest.email, TEST_PASSWORD, freshAddress())).status).toBe(200);
  }, 60_000);

  it('aliasing logins into one GraphQL request buys no extra tries: the first failure stops it, and it is counted', async () => {
    const address = freshAddress();
    const aliased = `mutation { ${Array.from({ length: 30 }, (_, i) => `l${i}: login(email: "okand${i}-${Math.random()}@test.example", password: "fel") { id }`).join(' ')} }`;
    const r = await postFrom<{ errors: { extensions: { code: string } }[] }>(
      server.url,
      '/graphql',
      { query: aliased },
      { localAddress: address },
    );
    expect(r.body.errors.map((e) => e.extensions.code)).toEqual(['LOGIN_FAILED']);
    const { failures } = one<{ failures: number }>(
      await s.db.dataSource.query(`SELECT failures FROM login_throttle WHERE key = $1`, [`a:${address}`]),
    );
    expect(failures).toBe(1);
  });

  it('refuses one e-mail after its limit, from however many addresses; the owner gets in after the window', async () => {
    const host = await s.f.host(await s.f.shelter(), { login: true });
    // 200 parallel guesses through a trusted proxy that reports a new client address each time.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login(proxied, host.email, `fel-${i}`, freshAddress(), { 'x-forwarded-for': `198.51.${Math.floor(i / 200)}.${i % 200}` }),
      ),
    );
    expect(checked(answers)).toBe(DEFAULT_THROTTLE.maxFailuresPerEmail);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(200 - DEFAULT_THROTTLE.maxFailuresPerEmail);
    // The right password is refused too while the window lasts (the guesser cannot tell it apart).
    const refused = await login(server, host.email, TEST_PASSWORD, freshAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    const other = await s.f.host(await s.f.shelter(), { login: true });
    expect((await login(server, other.email, TEST_PASSWORD, freshAddress())).status).toBe(200);
    // When the window has passed (moved back here rather than waited for), the owner gets in.
    await s.db.dataSource.query(`UPDATE login_throttle SET window_start = window_start - make_interval(secs => $1) WHERE key LIKE 'e:%'`, [
      DEFAULT_THROTTLE.windowSeconds,
    ]);
    const ok = await login(server, host.email, TEST_PASSWORD, freshAddress());
    expect(ok.status).toBe(200);
    expect(ok.body.login_status).toBe(true);
  }, 60_000);

  it("a success clears the e-mail's count and gives the address its attempt back", async () => {
    const guest = await s.f.guest({ login: true });
    const address = freshAddress();
    for (let i = 0; i < DEFAULT_THROTTLE.maxFailuresPerEmail - 1; i++)
      expect((await login(server, guest.email, 'fel', address)).body.login_status).toBe(false);
    expect((await login(server, guest.email, TEST_PASSWORD, address)).body.login_status).toBe(true);
    const rows: { key: string; failures: number }[] = await s.db.dataSource.query(
      `SELECT key, failures FROM login_throttle WHERE key = $1`,
      [`a:${address}`],
    );
    expect(rows).toEqual([{ key: `a:${address}`, failures: DEFAULT_THROTTLE.maxFailuresPerEmail - 1 }]);
    // A fresh count for the e-mail: as many failures as before are checked again.
    for (let i = 0; i < DEFAULT_THROTTLE.maxFailuresPerEmail; i++)
      expect((await login(server, guest.email, 'fel', freshAddress())).status).toBe(200);
    expect((await login(server, guest.email, 'fel', freshAddress())).status).toBe(429);
  }, 60_000);

  it('believes X-Forwarded-For only from a trusted proxy: a spoofed, rotating one is counted against the peer', async () => {
    const address = freshAddress();
    const answers: { status: number }[] = [];
    for (let i = 0; i < DEFAULT_THROTTLE.maxFailuresPerAddress + 20; i++) {
      answers.push(
        await login(server, `spoof-${i}-${Math.random()}@test.example`, 'fel', address, { 'x-forwarded-for': `203.0.113.${i % 250}` }),
      );
    }
    expect(checked(answers)).toBe(DEFAULT_THROTTLE.maxFailuresPerAddress);
    const keys: { key: string }[] = await s.db.dataSource.query(`SELECT key FROM login_throttle WHERE key LIKE 'a:203.0.113.%'`);
    expect(keys).toEqual([]);
    // Through a trusted proxy the forwarded address is the client's.
    const viaProxy = await login(proxied, `proxied-${Math.random()}@test.example`, 'fel', freshAddress(), {
      'x-forwarded-for': '192.0.2.55',
    });
    expect(viaProxy.status).toBe(200);
    const { n } = one<{ n: number }>(
      await s.db.dataSource.query(`SELECT count(*)::int AS n FROM login_throttle WHERE key = 'a:192.0.2.55'`),
    );
    expect(n).toBe(1);
  }, 60_000);

  it('stores no e-mail in clear', async () => {
    const rows: { key: string }[] = await s.db.dataSource.query(`SELECT key FROM login_throttle`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key).not.toContain('@');
  });

  it('a client that sends nothing usable still gets a clear answer', async () => {
    const c = new HttpClient(server.url);
    const r = await c.rest<LoginAnswer>('POST', '/api/login/', { email: 'x@test.example' });
    expect(r).toMatchObject({ status: 200, body: { login_status: false, message: 'Autentisering misslyckades.' } });
  });
});

describe('strangers cannot lock an owner out (issue 29 §4, OWASP ASVS 2.2.1)', () => {
  const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }';
  /** The device cookie a login answer set, as a Cookie header. */
  const deviceCookie = (headers: Record<string, string | string[] | undefined>): string => {
    const all = ([] as string[]).concat(headers['set-cookie'] ?? []);
    const value = all.map((c) => /^noq_device=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined) ?? '';
    return `noq_device=${value}`;
  };
  const lockOut = async (email: unknown) => {
    for (let i = 0; i <= DEFAULT_THROTTLE.maxFailuresPerEmail; i++) await login(server, email, `fel-${i}`, freshAddress());
    expect((await login(server, email, TEST_PASSWORD, freshAddress())).status).toBe(429);
  };

  it("lets the owner in from a device that logged in before, while strangers' guesses keep the account shut to others", async () => {
    const guest = await s.f.guest({ login: true });
    const first = await login(server, guest.email, TEST_PASSWORD, freshAddress());
    expect(first.body.login_status).toBe(true);
    const device = deviceCookie(first.headers);
    expect(device).toMatch(/^noq_device=[A-Za-z0-9_-]{43}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/noq_device=[^;]*;.*HttpOnly/);

    // Eleven wrong guesses from anywhere: unknown clients are refused, the right password included ...
    await lockOut(guest.email);
    // ... but the owner's own phone gets in, over REST and GraphQL, from whatever network.
    const mine = await login(server, guest.email, TEST_PASSWORD, freshAddress(), { cookie: device });
    expect(mine).toMatchObject({ status: 200, body: { login_status: true } });
    const gql = await postFrom<{ data: { login: { id: string } } | null }>(
      server.url,
      '/graphql',
      { query: LOGIN, variables: { e: guest.email, p: TEST_PASSWORD } },
      { localAddress: freshAddress(), headers: { cookie: device } },
    );
    expect(gql.body.data?.login.id).toBe(String(guest.userId));
    // Still shut to a stranger, and to a forged device cookie.
    expect((await login(server, guest.email, TEST_PASSWORD, freshAddress())).status).toBe(429);
    expect((await login(server, guest.email, TEST_PASSWORD, freshAddress(), { cookie: `noq_device=${'A'.repeat(43)}` })).status).toBe(429);

    // The cookie is this account's: it opens no other account's lock ...
    const other = await s.f.guest({ login: true });
    await lockOut(other.email);
    expect((await login(server, other.email, TEST_PASSWORD, freshAddress(), { cookie: device })).status).toBe(429);
    // ... and guessing from the device is limited as well (per device, the per-account limit).
    const address = freshAddress();
    for (let i = 0; i < DEFAULT_THROTTLE.maxFailuresPerEmail; i++) {
      expect((await login(server, guest.email, `fel-${i}`, address, { cookie: device })).body.code).toBe('LOGIN_FAILED');
    }
    expect((await login(server, guest.email, TEST_PASSWORD, address, { cookie: device })).status).toBe(429);
  }, 60_000);

  it("a reset link lifts the account's lock for a new device too, and forgets the account's devices", async () => {
    const guest = await s.f.guest({ login: true });
    const device = deviceCookie((await login(server, guest.email, TEST_PASSWORD, freshAddress())).headers);
    await lockOut(guest.email);
    const token = await s.db.dataSource.transaction((tx) => issueToken(tx, guest.userId, 'reset'));
    const reset = await postFrom(
      server.url,
      '/api/auth/password-reset/complete/',
      { token, password: 'nytt-lösen-efter' },
      {
        localAddress: freshAddress(),
      },
    );
    expect([reset.status, reset.body]).toEqual([200, { ok: true }]);
    expect((await login(server, guest.email, 'nytt-lösen-efter', freshAddress())).body.login_status).toBe(true);
    const devices: unknown[] = await s.db.dataSource.query(`SELECT 1 FROM login_device WHERE user_id = $1`, [guest.userId]);
    // Only the device of the login just now: the one from before the reset is a stranger again.
    expect(devices).toHaveLength(1);
    await lockOut(guest.email);
    expect((await login(server, guest.email, 'nytt-lösen-efter', freshAddress(), { cookie: device })).status).toBe(429);
  }, 60_000);
});
