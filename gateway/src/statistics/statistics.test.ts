/**
 * Beläggning och avvisningar (issue 37): a month of real bookings (requests, assignments, check-ins
 * and -outs, a queue, declines, a no-show, a cancel from the queue) made through the booking
 * service night by night; the report's figures are checked by hand and against an independent
 * reading of the ledger and the booking events; GraphQL, REST (with "<5") and CSV agree; each
 * person counts once per night; caseworkers see their shelters, admins all or a region.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { NOTICES } from '../platform/messages';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient, startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { checkLedger } from '../booking/ledger';
import type { OccupancyFigures, OccupancyReport } from './statistics.view';
import { periodRanges, suppress } from './statistics.rules';

const s = useSuite('2030-02-10');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock);
});
afterAll(async () => {
  await server?.close();
});

interface World {
  r1: number;
  r2: number;
  a: number;
  b: number;
  c: number;
  cw: Actor;
  otherCw: Actor;
  admin: Actor;
}

let world: World;

/** The scenario of the file's comment, once for every test (the report only reads). */
async function build(): Promise<World> {
  const b = s.services.bookings;
  const r1 = await s.f.region();
  const r2 = await s.f.region();
  const a = await s.f.shelter({ name: 'Ankaret', regionId: r1 });
  const bShelter = await s.f.shelter({ name: 'Bryggan', regionId: r1 });
  const c = await s.f.shelter({ name: 'Cirkeln', regionId: r2 });
  const aRoom = await s.f.product(a, { places: 2 });
  const aWomen = await s.f.product(a, { places: 1, type: 'woman-only' });
  await s.f.product(a, { places: 5, type: 'breakfast' }); // a service: never beds
  const bRoom = await s.f.product(bShelter, { places: 1 });
  const cRoom = await s.f.product(c, { places: 4 });
  const hostA = await s.f.host(a);
  const hostB = await s.f.host(bShelter);
  const hostC = await s.f.host(c);
  const cw = await s.f.caseworker([a, bShelter], { login: true });
  const otherCw = await s.f.caseworker([c], { login: true });
  const admin = await s.f.admin({ login: true });
  const g = async (gender: 'K' | 'M' = 'M') => s.f.guest({ gender });
  const ask = async (guest: Actor, productId: number, start: string, nights = 1) =>
    (await b.request(guest, { productId, startDate: start, endDate: addDays(start, nights) })).id;

  // The year before: one stay at Ankaret.
  s.clock.set('2029-02-05');
  const g10 = await g();
  const last = await ask(g10, aRoom, '2029-02-05');
  await b.transition(hostA, last, 'assign');
  await b.transition(hostA, last, 'check_in');
  s.clock.set('2029-02-06');
  await b.transition(hostA, last, 'check_out');

  s.clock.set('2030-02-10');
  const [g1, g2, g3, g4, g5, g8, g9, g11] = [await g(), await g(), await g(), await g(), await g(), await g(), await g(), await g()];
  const [g6, g7] = [await g('K'), await g('K')];
  // Ankaret's room (2 beds): g1 two nights, used; g2 a no-show; g3 queued (full) and declined.
  const b1 = await ask(g1, aRoom, '2030-02-10', 2);
  await b.transition(hostA, b1, 'assign');
  await b.transition(hostA, b1, 'check_in');
  const b2 = await ask(g2, aRoom, '2030-02-10');
  await b.transition(hostA, b2, 'assign');
  const b3 = await ask(g3, aRoom, '2030-02-10');
  expect((await b.get(hostA, b3)).status).toBe('in_queue');
  await b.transition(hostA, b3, 'decline');
  // Bryggan's room (1 bed): g5 used; g4 left in the queue; g9 queued and gave up.
  const b5 = await ask(g5, bRoom, '2030-02-10');
  await b.transition(hostB, b5, 'assign');
  await b.transition(hostB, b5, 'check_in');
  const b4 = await ask(g4, bRoom, '2030-02-10');
  expect((await b.get(hostB, b4)).status).toBe('in_queue');
  const b9 = await ask(g9, bRoom, '2030-02-10');
  await b.transition(g9, b9, 'cancel');
  // …then g9 asks at Ankaret, full too, and is declined: once for the region, as "full".
  const b9a = await ask(g9, aRoom, '2030-02-10');
  expect((await b.get(hostA, b9a)).status).toBe('in_queue');
  await b.transition(hostA, b9a, 'decline', { reason: 'Fullt' });
  // Ankaret's women-only room (1 bed): g6 declined for another reason; g7 three nights, used.
  const b6 = await ask(g6, aWomen, '2030-02-10');
  await b.transition(hostA, b6, 'decline', { reason: 'Passar inte' });
  const b7 = await ask(g7, aWomen, '2030-02-10', 3);
  await b.transition(hostA, b7, 'assign');
  await b.transition(hostA, b7, 'check_in');
  // g2 never came.
  await b.transition(hostA, b2, 'decline', { reason: NOTICES.noShow });
  // Cirkeln (another region, another caseworker's): g11 one night.
  const b11 = await ask(g11, cRoom, '2030-02-10');
  await b.transition(hostC, b11, 'assign');
  await b.transition(hostC, b11, 'check_in');

  s.clock.set('2030-02-11');
  await b.transition(hostB, b5, 'check_out');
  await b.transition(hostC, b11, 'check_out');
  // g8 is declined at Ankaret but gets Bryggan's bed that night: not turned away.
  const b8a = await ask(g8, aRoom, '2030-02-11');
  await b.transition(hostA, b8a, 'decline', { reason: 'Annat' });
  const b8 = await ask(g8, bRoom, '2030-02-11');
  await b.transition(hostB, b8, 'assign');
  await b.transition(hostB, b8, 'check_in');

  s.clock.set('2030-02-12');
  await b.transition(hostA, b1, 'check_out');
  await b.transition(hostB, b8, 'check_out');
  s.clock.set('2030-02-13');
  await b.transition(hostA, b7, 'check_out');

  s.clock.set('2030-03-02');
  expect(await checkLedger(s.db.dataSource.manager)).toEqual([]);
  return { r1, r2, a, b: bShelter, c, cw, otherCw, admin };
}

beforeAll(async () => {
  world = await build();
}, 60_000);

const fig = (f: Partial<OccupancyFigures>): OccupancyFigures => ({
  bedsOffered: 0,
  womenOnlyBedsOffered: 0,
  bedsUsed: 0,
  womenOnlyBedsUsed: 0,
  heldNotUsed: 0,
  requests: 0,
  turnedAway: 0,
  turnedAwayFull: 0,
  turnedAwayQueued: 0,
  turnedAwayDeclined: 0,
  guests: 0,
  ...f,
});

const shelterOf = (r: OccupancyReport, id: number) => r.shelters.find((x) => x.shelter.id === id)!;

describe('the numbers', () => {
  it("gives a caseworker last month's figures for their shelters, by hand", async () => {
    const r = await s.services.statistics.occupancy(world.cw, { period: 'month', date: '2030-02-14' });
    expect([r.start, r.end, r.previousStart, r.previousEnd]).toEqual(['2030-02-01', '2030-02-28', '2029-02-01', '2029-02-28']);
    expect(r.shelters.map((x) => x.shelter.id)).toEqual([world.a, world.b]);
    expect(shelterOf(r, world.a).totals).toEqual(
      fig({
        bedsOffered: 3 * 28,
        womenOnlyBedsOffered: 28,
        bedsUsed: 5,
        womenOnlyBedsUsed: 3,
        heldNotUsed: 1,
        requests: 10,
        turnedAway: 3,
        turnedAwayFull: 2,
        turnedAwayDeclined: 1,
        guests: 2,
      }),
    );
    expect(shelterOf(r, world.b).totals).toEqual(
      fig({ bedsOffered: 28, bedsUsed: 2, requests: 4, turnedAway: 2, turnedAwayQueued: 2, guests: 2 }),
    );
    // The region: g9 (full at Ankaret, queued at Bryggan) once, as full.
    const region = fig({
      bedsOffered: 112,
      womenOnlyBedsOffered: 28,
      bedsUsed: 7,
      womenOnlyBedsUsed: 3,
      heldNotUsed: 1,
      requests: 14,
      turnedAway: 4,
      turnedAwayFull: 2,
      turnedAwayQueued: 1,
      turnedAwayDeclined: 1,
      guests: 4,
    });
    expect(r.regions).toEqual([expect.objectContaining({ region: expect.objectContaining({ id: world.r1 }), totals: region })]);
    expect(r.totals).toEqual(region);
    // The tenth, night by night.
    const tenth = r.nights.find((n) => n.night === '2030-02-10')!;
    expect(tenth).toEqual({
      night: '2030-02-10',
      ...fig({
        bedsOffered: 4,
        womenOnlyBedsOffered: 1,
        bedsUsed: 3,
        womenOnlyBedsUsed: 1,
        heldNotUsed: 1,
        requests: 9,
        turnedAway: 4,
        turnedAwayFull: 2,
        turnedAwayQueued: 1,
        turnedAwayDeclined: 1,
        guests: 3,
      }),
    });
    // The eleventh: g8 declined at Ankaret slept at Bryggan.
    expect(r.nights.find((n) => n.night === '2030-02-11')).toMatchObject({ bedsUsed: 3, requests: 4, turnedAway: 0 });
    expect(r.nights).toHaveLength(28);
    // A year before: g10's one night.
    expect(r.hasPrevious).toBe(true);
    expect(r.previous).toMatchObject({ bedsUsed: 1, requests: 1, guests: 1, turnedAway: 0 });
    expect(shelterOf(r, world.b).previous).toMatchObject({ bedsUsed: 0, bedsOffered: 28 });
  });

  it('matches an independent reading of the ledger and the booking events, night by night', async () => {
    const r = await s.services.statistics.occupancy(world.admin, { period: 'range', start: '2030-02-08', end: '2030-02-14' });
    const today = s.clock.today();
    const q = (sql: string, p: unknown[] = []) => s.db.dataSource.query(sql, p);
    const products: { id: number; shelter_id: number; type: string; total_places: number }[] = await q(
      `SELECT id, shelter_id, type, total_places FROM product WHERE shelter_id = ANY ($1) AND type IN ('room', 'woman-only')`,
      [r.shelters.map((x) => x.shelter.id)],
    );
    const ledger: { product_id: number; night: string; capacity: number }[] = await q(
      `SELECT product_id, night, capacity FROM product_night`,
    );
    const bookings: { id: number; product_id: number; guest_id: number; status: string; start_date: string; end_date: string }[] = await q(
      `SELECT id, product_id, guest_id, status, start_date, end_date FROM booking`,
    );
    const events: { booking_id: number; action: string; from_status: string | null; to_status: string; reason: string | null }[] = await q(
      `SELECT booking_id, action, from_status, to_status, reason FROM booking_event ORDER BY id`,
    );
    const productOf = new Map(products.map((p) => [p.id, p]));
    const eventsOf = (id: number) => events.filter((e) => e.booking_id === id);
    const checkedIn = (bk: (typeof bookings)[number]) => eventsOf(bk.id).some((e) => e.action === 'check_in');
    const covers = (bk: (typeof bookings)[number], night: string) => bk.start_date <= night && night < bk.end_date;
    const housed = (guest: number, night: string) =>
      bookings.some((x) => x.guest_id === guest && covers(x, night) && checkedIn(x) && night <= today);
    // This file's shelters: on a database other test files share, theirs change while this reads.
    const own = new Set<number>([world.a, world.b, world.c].map(Number));
    const checked = r.shelters.filter((x) => own.has(Number(x.shelter.id)));
    expect(checked).toHaveLength(3);
    for (const sh of checked) {
      for (const n of sh.nights) {
        const mine = products.filter((p) => p.shelter_id === sh.shelter.id);
        const cap = (p: (typeof products)[number]) =>
          ledger.find((l) => l.product_id === p.id && l.night === n.night)?.capacity ?? p.total_places;
        const here = bookings.filter((bk) => productOf.get(bk.product_id)?.shelter_id === sh.shelter.id && covers(bk, n.night));
        const last = (bk: (typeof bookings)[number]) => eventsOf(bk.id).at(-1)!;
        const turned = new Map<number, string>();
        for (const bk of here) {
          const e = last(bk);
          let why: string | null = null;
          if (e.to_status === 'declined' && e.reason !== NOTICES.noShow) why = e.from_status === 'in_queue' ? 'full' : 'declined';
          if (e.to_status === 'cancelled' && e.from_status === 'in_queue') why = 'queued';
          if (e.to_status === 'in_queue' && n.night < today) why = 'queued';
          if (why && !housed(bk.guest_id, n.night)) {
            const rank = ['full', 'queued', 'declined'];
            const before = turned.get(bk.guest_id);
            if (!before || rank.indexOf(why) < rank.indexOf(before)) turned.set(bk.guest_id, why);
          }
        }
        const used = here.filter((bk) => checkedIn(bk));
        const reasons = [...turned.values()];
        expect({ shelter: sh.shelter.name, ...n }).toEqual({
          shelter: sh.shelter.name,
          night: n.night,
          bedsOffered: mine.reduce((t, p) => t + cap(p), 0),
          womenOnlyBedsOffered: mine.filter((p) => p.type === 'woman-only').reduce((t, p) => t + cap(p), 0),
          bedsUsed: used.length,
          womenOnlyBedsUsed: used.filter((bk) => productOf.get(bk.product_id)?.type === 'woman-only').length,
          heldNotUsed: here.filter((bk) => last(bk).reason === NOTICES.noShow && n.night === bk.start_date).length,
          requests: here.length,
          turnedAway: turned.size,
          turnedAwayFull: reasons.filter((x) => x === 'full').length,
          turnedAwayQueued: reasons.filter((x) => x === 'queued').length,
          turnedAwayDeclined: reasons.filter((x) => x === 'declined').length,
          guests: new Set(used.map((bk) => bk.guest_id)).size,
        });
      }
    }
    // Something was counted: the check above is not over empty nights.
    expect(r.totals.bedsUsed).toBeGreaterThan(0);
    expect(r.totals.turnedAway).toBeGreaterThan(0);
  });

  it('gives admins every shelter or a region, and caseworkers only theirs', async () => {
    const all = await s.services.statistics.occupancy(world.admin, { period: 'week', date: '2030-02-12' });
    expect([all.start, all.end]).toEqual(['2030-02-11', '2030-02-17']);
    expect(all.shelters.map((x) => x.shelter.id)).toEqual(expect.arrayContaining([world.a, world.b, world.c]));
    const r2 = await s.services.statistics.occupancy(world.admin, { period: 'night', date: '2030-02-10', regionId: String(world.r2) });
    expect(r2.shelters.map((x) => x.shelter.id)).toEqual([world.c]);
    expect(r2.totals).toMatchObject({ bedsOffered: 4, bedsUsed: 1, guests: 1 });
    const other = await s.services.statistics.occupancy(world.otherCw, { period: 'month', date: '2030-02-01' });
    expect(other.shelters.map((x) => x.shelter.id)).toEqual([world.c]);
    // A shelter outside the caseworker's: nothing.
    const outside = await s.services.statistics.occupancy(world.cw, { period: 'month', date: '2030-02-01', shelterId: world.c });
    expect(outside.shelters).toEqual([]);
    // No data a year before the night: no comparison.
    expect(r2.hasPrevious).toBe(false);
    expect(r2.previous).toBeNull();
  });

  it('counts the beds of a room from its first booking when that is before its creation (history brought in)', async () => {
    const region = await s.f.region();
    const shelter = await s.f.shelter({ regionId: region });
    const room = await s.f.product(shelter, { places: 3 }); // created now (the real clock), after the night below
    const host = await s.f.host(shelter);
    const guest = await s.f.guest();
    const saved = s.clock.today();
    try {
      s.clock.set('2025-01-10');
      const id = (await s.services.bookings.request(guest, { productId: room, startDate: '2025-01-10', endDate: '2025-01-11' })).id;
      await s.services.bookings.transition(host, id, 'assign');
      await s.services.bookings.transition(host, id, 'check_in');
      s.clock.set('2025-01-11');
      await s.services.bookings.transition(host, id, 'check_out');
    } finally {
      s.clock.set(saved);
    }
    // History brought in holds no ledger rows for its past nights (the demo's seed, an import).
    await s.db.dataSource.query(`DELETE FROM product_night WHERE product_id = $1 AND held = 0`, [room]);
    const r = await s.services.statistics.occupancy(world.admin, {
      period: 'range',
      start: '2025-01-08',
      end: '2025-01-10',
      regionId: region,
    });
    expect(r.nights.map((n) => [n.night, n.bedsOffered, n.bedsUsed])).toEqual([
      ['2025-01-08', 0, 0],
      ['2025-01-09', 0, 0],
      ['2025-01-10', 3, 1],
    ]);
  });

  it('refuses bad input and the wrong groups with clear answers', async () => {
    const ask = (q: Record<string, unknown>) => s.services.statistics.occupancy(world.cw, { period: 'month', date: '2030-02-01', ...q });
    await expect(ask({ period: 'year' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'period måste vara night, week, month eller range.',
    });
    await expect(ask({ date: '2030-02-30' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(ask({ period: 'range', start: '2030-02-10', end: '2030-02-01' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(ask({ period: 'range', start: '2029-01-01', end: '2030-02-01' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(ask({ regionId: 'x' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    const guest = await s.f.guest();
    await expect(s.services.statistics.occupancy(guest, { period: 'month', date: '2030-02-01' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(s.services.statistics.occupancy(null, { period: 'month', date: '2030-02-01' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('periods', () => {
  it('knows the same period a year before', () => {
    expect(periodRanges('night', '2030-02-12')).toMatchObject({
      current: { start: '2030-02-12' },
      previous: { start: '2029-02-13', end: '2029-02-13' },
    });
    expect(periodRanges('week', '2030-02-17')).toMatchObject({
      current: { start: '2030-02-11', end: '2030-02-17' },
      previous: { start: '2029-02-12', end: '2029-02-18' },
    });
    expect(periodRanges('month', '2024-02-10')).toMatchObject({
      current: { start: '2024-02-01', end: '2024-02-29' },
      previous: { start: '2023-02-01', end: '2023-02-28' },
    });
    expect(periodRanges('range', null, '2024-02-29', '2024-03-01').previous).toEqual({ start: '2023-02-28', end: '2023-03-01' });
  });

  it('writes counts of one to four people as "<5"', () => {
    expect([0, 1, 4, 5, 12].map(suppress)).toEqual([0, '<5', '<5', 5, 12]);
  });
});

describe('GraphQL, REST and CSV', () => {
  const QUERY = `query Occ($period: OccupancyPeriod!, $date: LocalDate) {
    occupancy(period: $period, date: $date) {
      start end hasPrevious
      totals { bedsOffered bedsUsed turnedAway turnedAwayFull guests }
      shelters { shelter { id name } totals { bedsUsed requests turnedAway } nights { night bedsUsed } }
    }
  }`;

  async function client(actor: Actor): Promise<HttpClient> {
    const c = new HttpClient(server.url);
    await c.login(actor.email as string, TEST_PASSWORD);
    return c;
  }

  it('answers the same numbers on every path, with "<5" on the ones that leave noQ', async () => {
    const c = await client(world.cw);
    const gql = await c.gql<{
      occupancy: { totals: OccupancyFigures; shelters: { shelter: { name: string }; totals: OccupancyFigures }[] };
    }>(QUERY, {
      period: 'month',
      date: '2030-02-01',
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.occupancy.totals).toEqual({ bedsOffered: 112, bedsUsed: 7, turnedAway: 4, turnedAwayFull: 2, guests: 4 });

    const rest = await c.rest('GET', '/api/caseworker/statistics/occupancy?period=month&date=2030-02-01');
    expect(rest.status).toBe(200);
    const body = rest.body as { totals: Record<string, unknown>; shelters: { shelter: { id: number }; totals: Record<string, unknown> }[] };
    expect(body.totals).toMatchObject({ beds_offered: 112, beds_used: 7, turned_away: '<5', guests: '<5', requests: 14 });
    expect(body.shelters.find((x) => x.shelter.id === world.a)!.totals).toMatchObject({ beds_used: 5, requests: 10, turned_away: '<5' });

    const csv = await fetch(`${server.url}/api/caseworker/statistics/occupancy/export.csv?period=month&date=2030-02-01`, {
      headers: { cookie: c.cookie! },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="belaggning-2030-02-01-2030-02-28.csv"');
    const text = new TextDecoder().decode(await csv.arrayBuffer());
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nivå;Boende;Region;Från;Till;Erbjudna platser;Varav kvinnoplatser;Använda platser;Varav kvinnoplatser använda;Hållna men oanvända;Förfrågningar;Avvisade personer;Avvisade: fullt;Avvisade: kvar i kö;Avvisade: nekade;Gäster',
    );
    const ankaret = lines.find((l) => l.startsWith('Boende;Ankaret;'))!.split(';');
    expect(ankaret.slice(3)).toEqual(['2030-02-01', '2030-02-28', '84', '28', '5', '<5', '<5', '10', '<5', '<5', '0', '<5', '<5']);
    expect(
      lines
        .find((l) => l.startsWith('Totalt;'))!
        .split(';')
        .slice(5),
    ).toEqual(['112', '28', '7', '<5', '<5', '14', '<5', '<5', '<5', '<5', '<5']);
    expect(lines.filter((l) => l.startsWith('Natt;'))).toHaveLength(2 * 28);
    expect(lines.some((l) => l.startsWith('Totalt, året före;'))).toBe(true);
    // No names of people, no UNO codes: only shelters and regions.
    expect(text).not.toMatch(/Test|Person/);
  });

  it('keeps each path to its group, with bad input a 400', async () => {
    const cw = await client(world.cw);
    expect((await cw.rest('GET', '/api/admin/statistics/occupancy?period=month&date=2030-02-01')).status).toBe(403);
    expect((await cw.rest('GET', '/api/caseworker/statistics/occupancy?period=month&date=nope')).status).toBe(400);
    const admin = await client(world.admin);
    const res = await admin.rest('GET', `/api/admin/statistics/occupancy?period=month&date=2030-02-01&region_id=${world.r2}`);
    expect(res.status).toBe(200);
    expect((res.body as { shelters: { shelter: { id: number } }[] }).shelters.map((x) => x.shelter.id)).toEqual([world.c]);
    expect((await new HttpClient(server.url).rest('GET', '/api/caseworker/statistics/occupancy?period=month&date=2030-02-01')).status).toBe(
      401,
    );
  });
});
