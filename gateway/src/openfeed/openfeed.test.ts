/**
 * The open feed of free beds tonight (issue 37): anonymous; only shelters whose host or an admin
 * opted in; free beds by room type read live from the ledger; HSDS field names; cacheable (ETag,
 * 304); rate-limited per client.
 */
import type { Actor } from '../domain/actor';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient, startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import type { OpenFeed } from './openfeed.view';

const TODAY = '2030-03-15';
const s = useSuite(TODAY);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock);
});
afterAll(async () => {
  await server?.close();
});

const SET = `mutation Set($shelterId: ID!, $on: Boolean!) { setOpenFeed(shelterId: $shelterId, on: $on) }`;
const GET = `query Get($shelterId: ID!) { openFeed(shelterId: $shelterId) }`;

async function login(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

async function feed(headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/open/beds`, { headers });
  return { status: res.status, headers: res.headers, body: res.status === 200 ? ((await res.json()) as OpenFeed) : null };
}

describe('the open feed', () => {
  it('serves only the shelters that opted in, with their free beds tonight by room type', async () => {
    const region = await s.f.region();
    const inFeed = await s.f.shelter({ name: 'Öppna Dörren', regionId: region });
    const byAdmin = await s.f.shelter({ name: 'Adminhuset', regionId: region });
    const never = await s.f.shelter({ name: 'Tysta Huset', regionId: region });
    await s.db.dataSource.query(
      `UPDATE shelter SET street = 'Storgatan 1', postcode = '11122', city = 'Stockholm', latitude = 59.33, longitude = 18.06,
              phone = '08-123 45', check_in_from = '18:00', check_in_until = '23:00', criteria = '{accessible}' WHERE id = $1`,
      [inFeed],
    );
    const room = await s.f.product(inFeed, { places: 3 });
    await s.f.product(inFeed, { places: 2, type: 'woman-only' });
    await s.f.product(inFeed, { places: 9, type: 'breakfast' });
    await s.f.product(never, { places: 5 });
    const host = await s.f.host(inFeed, { login: true });
    const otherHost = await s.f.host(never, { login: true });
    const admin = await s.f.admin({ login: true });

    // Nothing is in the feed until someone opts in.
    const before = await feed();
    expect(before.status).toBe(200);
    expect(before.body!.services.map((x) => x.name)).not.toContain('Öppna Dörren');

    const h = await login(host);
    expect((await h.gql(SET, { shelterId: String(inFeed), on: true })).data).toEqual({ setOpenFeed: true });
    expect((await h.gql(GET, { shelterId: String(inFeed) })).data).toEqual({ openFeed: true });
    // A host cannot switch another shelter ("not yours" is not found).
    const other = await login(otherHost);
    expect((await other.gql(SET, { shelterId: String(inFeed), on: false })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const a = await login(admin);
    expect((await a.gql(SET, { shelterId: String(byAdmin), on: true })).data).toEqual({ setOpenFeed: true });
    expect((await a.gql(SET, { shelterId: String(byAdmin), on: false })).data).toEqual({ setOpenFeed: false });
    expect((await a.gql(SET, { shelterId: '999999', on: true })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Anonymous: not allowed to switch.
    expect((await new HttpClient(server.url).gql(SET, { shelterId: String(inFeed), on: false })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );

    // One guest holds a place in the room tonight.
    const guest = await s.f.guest();
    await s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-03-16' });

    const res = await feed();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=30/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const names = res.body!.services.map((x) => x.name);
    expect(names).toContain('Öppna Dörren');
    expect(names).not.toContain('Adminhuset');
    expect(names).not.toContain('Tysta Huset');
    expect(res.body!.night).toBe(TODAY);
    const entry = res.body!.services.find((x) => x.name === 'Öppna Dörren')!;
    expect(entry).toMatchObject({
      id: `noq-shelter-${inFeed}`,
      status: 'active',
      criteria: ['accessible'],
      phones: [{ number: '08-123 45' }],
      schedules: [{ opens_at: '18:00', closes_at: '23:00' }],
      location: {
        latitude: 59.33,
        longitude: 18.06,
        addresses: [{ address_1: 'Storgatan 1', city: 'Stockholm', postal_code: '11122', country: 'SE', address_type: 'physical' }],
      },
    });
    expect(entry.capacities.map((c) => [c.unit.identifier, c.available, c.maximum])).toEqual([
      ['room', 2, 3],
      ['woman-only', 2, 2],
    ]);
    // No people in it.
    expect(JSON.stringify(res.body)).not.toContain(guest.lastName);

    // Cacheable: the same numbers give the same ETag, and If-None-Match a 304.
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await feed({ 'if-none-match': etag })).status).toBe(304);
    // Live: a booking changes the numbers and the ETag.
    const guest2 = await s.f.guest();
    await s.services.bookings.request(guest2, { productId: room, startDate: TODAY, endDate: '2030-03-16' });
    const after = await feed({ 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body!.services.find((x) => x.name === 'Öppna Dörren')!.capacities[0]).toMatchObject({ available: 1, maximum: 3 });

    // Out again: gone from the feed.
    expect((await h.gql(SET, { shelterId: String(inFeed), on: false })).data).toEqual({ setOpenFeed: false });
    expect((await feed()).body!.services.map((x) => x.name)).not.toContain('Öppna Dörren');
  });

  it('is rate-limited per client, with Retry-After', async () => {
    const limit = server.gateway.services.openFeed.limit;
    const saved = { ...limit };
    // A fresh window for this test's counting.
    await s.db.dataSource.query(`DELETE FROM login_throttle WHERE key LIKE 'openfeed:%'`);
    limit.perClient = 2;
    try {
      expect((await feed()).status).toBe(200);
      expect((await feed()).status).toBe(200);
      const refused = await fetch(`${server.url}/api/open/beds`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_REQUESTS');
    } finally {
      Object.assign(limit, saved);
      await s.db.dataSource.query(`DELETE FROM login_throttle WHERE key LIKE 'openfeed:%'`);
    }
  });
});
