/**
 * Issue 22: the host overview (the web's HostOverview document: eight root fields) is ONE SQL
 * statement after the session lookup, whatever the history, and answers exactly what each field
 * asked alone answers. The fields' reads meet in platform/db/tick-statement.ts.
 */
import { addDays } from '../platform/dates';
import type { Actor } from '../domain/actor';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';
import { at } from '../test-support/at';
import { combineParts, readInTick } from '../platform/db/tick-statement';

const TODAY = '2031-03-10';
const s = useServerSuite(TODAY);
let counter: SqlCounter;
let host: HttpClient;
let hostActor: Actor;
let shelter: number;
let rooms: number[];

const STAY = 'id status startDate endDate allowedActions guest { id firstName lastName } product { id name }';
const PLACES = 'product { id name type totalPlaces } nights { date placesLeft }';
/** The web's HostOverview document (web/src/features/host/host.graphql.ts), fragments inlined. */
const OVERVIEW = `query HostOverview($shelterId: ID!, $withPlaces: Boolean!) {
  myShelter { id name }
  hostCounts { pendingCount arrivalsCount departuresCount currentGuestsCount }
  today: shelterAvailability(shelterId: $shelterId, days: 1) @include(if: $withPlaces) { ${PLACES} }
  week: shelterAvailability(shelterId: $shelterId, days: 7) @include(if: $withPlaces) { ${PLACES} }
  hostRequests { id status bookingTime startDate endDate guest { id firstName lastName } product { id name } }
  hostIncoming { ${STAY} }
  hostOutgoing { ${STAY} }
  hostCheckedIn { ${STAY} }
}`;

async function addBookings(n: number): Promise<void> {
  const guests = await s.f.guests(n);
  for (let i = 0; i < n; i++) {
    const start = addDays(TODAY, (i % 5) - 1);
    const b = await s.services.bookings.request(at(guests, i), {
      productId: at(rooms, i % rooms.length),
      startDate: start < TODAY ? TODAY : start,
      endDate: addDays(start < TODAY ? TODAY : start, 1 + (i % 3)),
    });
    if (b.status === 'pending' && i % 3 === 1) await s.services.bookings.transition(hostActor, b.id, 'assign');
    if (b.status === 'pending' && i % 3 === 2 && b.startDate === TODAY) {
      await s.services.bookings.transition(hostActor, b.id, 'assign');
      await s.services.bookings.transition(hostActor, b.id, 'check_in');
    }
  }
}

beforeAll(async () => {
  shelter = await s.f.shelter();
  rooms = [];
  for (let i = 0; i < 3; i++) rooms.push(await s.f.product(shelter, { places: 40 }));
  hostActor = await s.f.host(shelter, { login: true });
  host = new HttpClient(s.server.url);
  await host.login(hostActor.email as string, TEST_PASSWORD);
  counter = new SqlCounter(s.db.dataSource);
});
afterAll(async () => {
  counter?.restore();
});

async function overview(): Promise<{ n: number; data: Record<string, unknown> }> {
  let data: Record<string, unknown> = {};
  const n = await counter.count(async () => {
    const r = await host.gql(OVERVIEW, { shelterId: String(shelter), withPlaces: true });
    expect(r.errors).toBeUndefined();
    data = r.data as Record<string, unknown>;
  });
  return { n, data };
}

it('answers the whole overview in one statement after the session lookup, at 10 and at 200 bookings', async () => {
  await addBookings(10);
  const small = await overview();
  await addBookings(190);
  const large = await overview();
  expect([small.n, large.n]).toEqual([2, 2]);
  // The one statement carries every part.
  expect(counter.statements.filter((q) => /json_agg/.test(q))).toHaveLength(1);
  const data = large.data as { hostIncoming: unknown[]; hostCheckedIn: unknown[]; hostRequests: unknown[]; week: { nights: unknown[] }[] };
  expect(data.hostIncoming.length).toBeGreaterThan(0);
  expect(data.hostCheckedIn.length).toBeGreaterThan(0);
  expect(data.hostRequests.length).toBeGreaterThan(0);
  expect(data.week.map((p) => p.nights.length)).toEqual([7, 7, 7]);
}, 120_000);

it('answers each part as the same field asked alone', async () => {
  const { data } = await overview();
  const alone: Record<string, unknown> = {};
  const lines = OVERVIEW.split('\n').slice(1, -1);
  for (const line of lines) {
    const vars = line.includes('$') ? '($shelterId: ID!, $withPlaces: Boolean!)' : '';
    const r = await host.gql(`query One${vars} {\n${line}\n}`, vars ? { shelterId: String(shelter), withPlaces: true } : undefined);
    expect(r.errors).toBeUndefined();
    Object.assign(alone, r.data);
  }
  expect(Object.keys(alone)).toHaveLength(8);
  expect(alone).toEqual(data);
  expect(new Date((data.hostRequests as { bookingTime: string }[])[0]?.bookingTime ?? '').getTime()).not.toBeNaN();
});

it('keeps an error to its own field: an unknown shelter is HOST_NOT_FOUND, read in the same one statement', async () => {
  const n = await counter.count(async () => {
    const r = await host.gql(`query { other: shelterAvailability(shelterId: "999999", days: 1) { product { id } } myShelter { id } }`);
    expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['HOST_NOT_FOUND']);
  });
  expect(n).toBe(2);
});

it('a part whose SQL fails rejects alone; the others of its tick still answer', async () => {
  const good = readInTick<{ n: number }>(s.db.dataSource, 'SELECT $1::int + 1 AS n', [41]);
  const bad = readInTick(s.db.dataSource, 'SELECT 1 / $1::int AS n', [0]);
  await expect(bad).rejects.toThrow();
  expect(await good).toEqual([{ n: 42 }]);
});

it('renumbers each part’s parameters into the combined statement', () => {
  expect(
    combineParts([
      { sql: 'SELECT $1 AS a, $2 AS b', params: [1, 2] },
      { sql: 'SELECT $1 AS c, $10 AS d', params: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    ]),
  ).toEqual({
    sql: `SELECT (SELECT COALESCE(json_agg(t), '[]'::json) FROM (SELECT $1 AS a, $2 AS b) t) AS p0,\n(SELECT COALESCE(json_agg(t), '[]'::json) FROM (SELECT $3 AS c, $12 AS d) t) AS p1`,
    params: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  });
});
