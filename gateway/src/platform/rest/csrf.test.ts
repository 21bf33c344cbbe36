import { useServerSuite } from '../../test-support/suite';
import { HttpClient } from '../../test-support/http';
import { TEST_PASSWORD } from '../../test-support/factories';

const s = useServerSuite('2030-11-01');
afterAll(async () => {});

describe('CSRF on the REST shims', () => {
  it('refuses a state-changing call marked cross-site or from a foreign Origin, including the GET confirm', async () => {
    const shelter = await s.f.shelter();
    const host = await s.f.host(shelter, { login: true });
    const guest = await s.f.guest({ login: true });
    const room = await s.f.product(shelter);
    const b = await s.services.bookings.request(guest, { productId: room, startDate: '2030-11-02', endDate: '2030-11-03' });
    await s.services.bookings.transition(host, b.id, 'assign');

    const c = new HttpClient(s.server.url);
    await c.login(guest.email as string, TEST_PASSWORD);
    const crossSite = await c.rest('GET', `/api/user/bookings/confirm/${b.id}`, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite).toEqual({
      status: 403,
      body: {
        code: 'CROSS_SITE_REQUEST',
        message: 'Förfrågan kom från en annan webbplats och nekades.',
        error: 'Förfrågan kom från en annan webbplats och nekades.',
      },
    });
    const foreign = await c.rest('DELETE', `/api/user/bookings/${b.id}`, undefined, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const login = await new HttpClient(s.server.url).rest(
      'POST',
      '/api/login/',
      { email: guest.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(login.status).toBe(403);
    expect((await s.services.bookings.get(guest, b.id)).status).toBe('reserved');

    // Reads are never refused; same-origin and header-less clients pass.
    expect((await c.rest('GET', '/api/user/bookings', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    const same = await c.rest('GET', `/api/user/bookings/confirm/${b.id}`, undefined, {
      origin: s.server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(same.status).toBe(200);
    expect((await s.services.bookings.get(guest, b.id)).status).toBe('confirmed');
  });

  it("leaves /graphql to Apollo's csrfPrevention: a simple cross-site form post is refused", async () => {
    const res = await fetch(`${s.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(res.status).toBe(400);
  });
});
