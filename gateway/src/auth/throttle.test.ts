import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient, startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { AuthService } from './auth.service';
import { DEFAULT_THROTTLE, delayFor, LoginThrottle } from './throttle';

const s = useSuite('2031-06-01');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock);
});
afterAll(async () => {
  await server?.close();
});

/** Requests from a given client address, as the trusted proxy (loopback) reports it. */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('login throttling', () => {
  it('refuses an address after too many failures, counting every attempt, also aliased ones', async () => {
    const address = '203.0.113.7';
    const aliased = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `l${i}: login(email: "okand${i}-${Math.random()}@test.example", password: "fel") { id }`).join(' ')} }`;
    const c = new HttpClient(server.url);
    // Aliasing does not buy more tries: the mutation stops at the first failed login, and that
    // one attempt is counted.
    const r = await c.rest<{ errors: { extensions: { code: string } }[] }>('POST', '/graphql', { query: aliased(30) }, from(address));
    expect(r.body.errors.map((e) => e.extensions.code)).toEqual(['LOGIN_FAILED']);
    const [{ n }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM login_attempt WHERE address = $1`, [address]);
    expect(n).toBe(1);
    for (let i = 1; i < DEFAULT_THROTTLE.maxFailuresPerAddress; i++) {
      const failed = await c.rest('POST', '/api/login/', { email: `okand-${i}@test.example`, password: 'fel' }, from(address));
      expect(failed.status).toBe(401);
    }
    // The limit is reached: refused now, also with the right password, also through GraphQL.
    const guest = await s.f.guest({ login: true });
    const refused = await c.rest('POST', '/api/login/', { email: guest.email, password: TEST_PASSWORD }, from(address));
    expect(refused).toEqual({
      status: 429,
      body: {
        login_status: false,
        code: 'TOO_MANY_REQUESTS',
        message: 'För många försök. Vänta en stund och försök igen.',
        error: 'För många försök. Vänta en stund och försök igen.',
      },
    });
    const gql = await c.rest<{ errors: { extensions: { code: string } }[] }>(
      'POST',
      '/graphql',
      { query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }', variables: { e: guest.email, p: TEST_PASSWORD } },
      from(address),
    );
    expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // The account is not locked: the same person logs in from elsewhere.
    const elsewhere = await new HttpClient(server.url).rest('POST', '/api/login/', { email: guest.email, password: TEST_PASSWORD }, from('198.51.100.9'));
    expect(elsewhere.status).toBe(200);
  }, 60_000);

  it('slows logins for a much-failed e-mail progressively, and never locks it out', async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => delayFor(n))).toEqual([0, 0, 0, 0, 250, 500, 1000, DEFAULT_THROTTLE.maxDelayMs]);
    const waits: number[] = [];
    const auth = new AuthService(s.db.dataSource, undefined, new LoginThrottle(s.db.dataSource, DEFAULT_THROTTLE, async (ms) => void waits.push(ms)));
    const host = await s.f.host(await s.f.shelter(), { login: true });
    for (let i = 0; i < 6; i++) await expect(auth.login(host.email, 'fel', null, `192.0.2.${i}`)).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(waits).toEqual([250, 500]);
    const ok = await auth.login(host.email, TEST_PASSWORD, null, '192.0.2.99');
    expect(ok.me.id).toBe(host.userId);
    expect(waits).toEqual([250, 500, 1000]);
    // A success resets the count for the e-mail.
    await expect(auth.login(host.email, 'fel', null, '192.0.2.100')).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(waits).toEqual([250, 500, 1000]);
  });

  it('stores no e-mail in clear', async () => {
    const rows: { email_hash: string }[] = await s.db.dataSource.query(`SELECT email_hash FROM login_attempt`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.email_hash).not.toContain('@');
  });
});
