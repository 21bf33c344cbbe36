/**
 * A shelter's availability (SPEC §7's host overview; REST GET /api/host/available/{days}), read in
 * one statement since issue 11: the answer night by night from the ledger, over GraphQL and REST,
 * and the refusals (unknown or archived shelter, days outside 1..31).
 */
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import type { Actor } from '../domain/actor';
import { at } from '../test-support/at';

const TODAY = '2031-03-10';
const s = useServerSuite(TODAY);
let host: HttpClient;
let shelter: number;
let rooms: number[];
let empty: number;

const Q = `query($id: ID!, $days: Int!, $from: LocalDate) {
  shelterAvailability(shelterId: $id, days: $days, from: $from) { product { id name totalPlaces } nights { date placesLeft } }
}`;

beforeAll(async () => {
  shelter = await s.f.shelter();
  rooms = [await s.f.product(shelter, { places: 2, name: 'Rum A' }), await s.f.product(shelter, { places: 5, name: 'Rum B' })];
  const archivedRoom = await s.f.product(shelter, { places: 9, name: 'Gammalt rum' });
  await s.db.dataSource.query(`UPDATE product SET archived_at = now() WHERE id = $1`, [archivedRoom]);
  empty = await s.f.shelter();
  const hostActor = await s.f.host(shelter, { login: true });
  const guests: Actor[] = await s.f.guests(3);
  // Rum A: two guests tonight and tomorrow (full both nights); Rum B: one guest the night after.
  await s.services.bookings.request(at(guests, 0), { productId: at(rooms, 0), startDate: TODAY, endDate: addDays(TODAY, 2) });
  await s.services.bookings.request(at(guests, 1), { productId: at(rooms, 0), startDate: TODAY, endDate: addDays(TODAY, 2) });
  await s.services.bookings.request(at(guests, 2), { productId: at(rooms, 1), startDate: addDays(TODAY, 2), endDate: addDays(TODAY, 3) });
  host = new HttpClient(s.server.url);
  await host.login(hostActor.email as string, TEST_PASSWORD);
});

describe('shelterAvailability (GraphQL)', () => {
  it('answers each open product, in id order, with its places left night by night', async () => {
    const r = await host.gql<{ shelterAvailability: unknown }>(Q, { id: String(shelter), days: 4 });
    expect(r.errors).toBeUndefined();
    expect(r.data?.shelterAvailability).toEqual([
      {
        product: { id: String(rooms[0]), name: 'Rum A', totalPlaces: 2 },
        nights: [
          { date: TODAY, placesLeft: 0 },
          { date: addDays(TODAY, 1), placesLeft: 0 },
          { date: addDays(TODAY, 2), placesLeft: 2 },
          { date: addDays(TODAY, 3), placesLeft: 2 },
        ],
      },
      {
        product: { id: String(rooms[1]), name: 'Rum B', totalPlaces: 5 },
        nights: [
          { date: TODAY, placesLeft: 5 },
          { date: addDays(TODAY, 1), placesLeft: 5 },
          { date: addDays(TODAY, 2), placesLeft: 4 },
          { date: addDays(TODAY, 3), placesLeft: 5 },
        ],
      },
    ]);
  });

  it('starts from `from` when given', async () => {
    const r = await host.gql<{ shelterAvailability: { nights: { date: string; placesLeft: number }[] }[] }>(Q, {
      id: String(shelter),
      days: 1,
      from: addDays(TODAY, 2),
    });
    expect(r.data?.shelterAvailability.map((p) => p.nights)).toEqual([
      [{ date: addDays(TODAY, 2), placesLeft: 2 }],
      [{ date: addDays(TODAY, 2), placesLeft: 4 }],
    ]);
  });

  it('answers an empty list for an open shelter without products', async () => {
    const r = await host.gql(Q, { id: String(empty), days: 7 });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ shelterAvailability: [] });
  });

  it("refuses an unknown or archived shelter with 'Host not found'", async () => {
    const archived = await s.f.shelter();
    await s.db.dataSource.query(`UPDATE shelter SET archived_at = now() WHERE id = $1`, [archived]);
    for (const id of ['999999', String(archived), 'x1']) {
      const r = await host.gql(Q, { id, days: 7 });
      expect(r.errors?.[0]?.extensions?.code).toBe('HOST_NOT_FOUND');
    }
  });

  it('refuses days outside 1..31', async () => {
    for (const days of [0, 32]) {
      const r = await host.gql(Q, { id: String(shelter), days });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('GET /api/host/available/{days} (REST)', () => {
  it('answers available_dates: per night, each product with its places left', async () => {
    const r = await host.rest<{
      available_dates: Record<string, { id: number; product: { name: string; total_places: number }; places_left: number }[]>;
    }>('GET', '/api/host/available/3');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.available_dates)).toEqual([TODAY, addDays(TODAY, 1), addDays(TODAY, 2)]);
    expect(r.body.available_dates[TODAY]?.map((p) => [p.id, p.product.name, p.places_left])).toEqual([
      [rooms[0], 'Rum A', 0],
      [rooms[1], 'Rum B', 5],
    ]);
    expect(r.body.available_dates[addDays(TODAY, 2)]?.map((p) => p.places_left)).toEqual([2, 4]);
  });
});
