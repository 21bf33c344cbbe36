/**
 * The request pages read each row's guestBarredUntil with the rows (issue 22: one statement less
 * per page): the host's and the caseworker's lists show the bar in force at the booking's shelter,
 * null for a guest without one, after a lift, after the bar's last day and for a bar at another
 * shelter; and the page costs the session, the list and the history (3 statements) whatever the rows.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';

const TODAY = '2031-05-04';
const s = useServerSuite(TODAY);
let host: HttpClient;
let otherHost: HttpClient;
let caseworker: HttpClient;
let barred: Actor;
let free: Actor;
let barredElsewhere: Actor;
const UNTIL = addDays(TODAY, 7);

const BAR = `mutation($input: BarGuestInput!) { barGuest(input: $input) { id } }`;
const LIFT = `mutation($id: ID!) { liftGuestBar(id: $id) { id } }`;
const ROW = `id guestBarredUntil guest { id } history { action }`;
type Row = { id: string; guestBarredUntil: string | null; guest: { id: string }; history: { action: string }[] };

async function login(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

/** The page's rows by guest, and every statement it sent. */
async function page(
  c: HttpClient,
  field: 'hostRequests' | 'caseworkerRequests',
): Promise<{ bars: Map<number, string | null>; statements: string[] }> {
  const counter = new SqlCounter(s.db.dataSource);
  let r: { data?: Record<string, Row[]> | null; errors?: unknown } = {};
  try {
    await counter.count(async () => {
      r = await c.gql(`{ ${field} { ${ROW} } }`);
    });
  } finally {
    counter.restore();
  }
  expect(r.errors).toBeUndefined();
  const rows = r.data?.[field] ?? [];
  return { bars: new Map(rows.map((row) => [Number(row.guest.id), row.guestBarredUntil])), statements: [...counter.statements] };
}

let barId = '';

beforeAll(async () => {
  const shelter = await s.f.shelter();
  const room = await s.f.product(shelter, { places: 5 });
  const otherShelter = await s.f.shelter();
  const otherRoom = await s.f.product(otherShelter, { places: 5 });
  host = await login(await s.f.host(shelter, { login: true }));
  otherHost = await login(await s.f.host(otherShelter, { login: true }));
  caseworker = await login(await s.f.caseworker([shelter], { login: true }));
  barred = await s.f.guest();
  free = await s.f.guest();
  barredElsewhere = await s.f.guest();
  for (const g of [barred, free, barredElsewhere])
    await s.services.bookings.request(g, { productId: room, startDate: addDays(TODAY, 10), endDate: addDays(TODAY, 11) });
  await s.services.bookings.request(barredElsewhere, { productId: otherRoom, startDate: addDays(TODAY, 3), endDate: addDays(TODAY, 4) });
  const r = await host.gql<{ barGuest: { id: string } }>(BAR, { input: { guestId: String(barred.userId), until: UNTIL, reason: 'Hot' } });
  expect(r.errors).toBeUndefined();
  barId = r.data?.barGuest.id ?? '';
  const other = await otherHost.gql(BAR, { input: { guestId: String(barredElsewhere.userId), until: UNTIL, reason: 'Hot' } });
  expect(other.errors).toBeUndefined();
});
afterEach(() => s.clock.set(TODAY));

it.each(['hostRequests', 'caseworkerRequests'] as const)('%s: the bar in force at this shelter, in 3 statements', async (field) => {
  const { bars, statements } = await page(field === 'hostRequests' ? host : caseworker, field);
  expect(bars.get(barred.userId)).toBe(UNTIL);
  expect(bars.get(free.userId)).toBeNull();
  expect(bars.get(barredElsewhere.userId)).toBeNull();
  expect(statements).toHaveLength(3);
  expect(statements.filter((q) => q.includes('guest_bar'))).toHaveLength(1);
});

it('no bar once its last day has passed', async () => {
  s.clock.set(addDays(UNTIL, 1));
  const { bars } = await page(host, 'hostRequests');
  expect(bars.has(barred.userId)).toBe(true);
  expect(bars.get(barred.userId)).toBeNull();
});

it('no bar after a lift', async () => {
  expect((await host.gql(LIFT, { id: barId })).errors).toBeUndefined();
  for (const [c, field] of [
    [host, 'hostRequests'],
    [caseworker, 'caseworkerRequests'],
  ] as const)
    expect((await page(c, field)).bars.get(barred.userId)).toBeNull();
});
