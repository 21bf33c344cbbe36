/**
 * Ikväll and Kalender (issue 19): the host's own shelter only, the same data in the query and the
 * CSV, agreement with the capacity ledger, and a fixed number of SQL statements.
 */
import type { Actor } from '../domain/actor';
import { HELD_STATUSES, holdsPlace, type BookingStatus } from '../domain/booking-status';
import { checkLedger, tryHold } from '../booking/ledger';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';
import { at } from '../test-support/at';
import { instantClock } from '../platform/clock';
import { HostNightService } from './night.service';
import { noShowOpen } from './staff.rules';

const TODAY = '2030-05-10';
const s = useServerSuite(TODAY);

let shelter: number;
let roomA: number;
let roomB: number;
let host: Actor;
let otherHost: Actor;
const ids = {} as Record<
  'checkedIn' | 'reserved' | 'confirmed' | 'noShow' | 'pending' | 'declined' | 'left' | 'tomorrow' | 'formula' | 'foreign',
  number
>;

/** A stay written directly; statuses that hold a place take it in the ledger too. */
async function stay(productId: number, guest: Actor, status: BookingStatus, start: string, end: string, reason: string | null = null) {
  if (holdsPlace(status)) expect(await tryHold(s.db.dataSource.manager, productId, start, end)).toBe(true);
  const rows: { id: number }[] = await s.db.dataSource.query(
    `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, decline_reason, requested_by, requested_by_group)
     VALUES ($1, $2, $3, $4, $5, $6, $2, 'user') RETURNING id`,
    [productId, guest.userId, status, start, end, reason],
  );
  return at(rows, 0).id;
}

async function clientFor(actor: Actor | null): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  if (actor) await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

async function raw(c: HttpClient, path: string) {
  const res = await fetch(s.server.url + path, { headers: c.cookie ? { cookie: c.cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const TONIGHT_QUERY = `{ hostTonight { date shelterName rooms { product { id name } capacity freeBeds
  checkedIn { id status allowedActions guest { firstName lastName unokod } }
  expected { id status allowedActions guest { firstName lastName unokod } }
  noShows { id status declineReason guest { firstName lastName unokod } }
  requests { id status allowedActions guest { firstName lastName unokod } } } } }`;

interface Guest {
  id: string;
  status: BookingStatus;
  allowedActions?: string[];
  guest: { firstName: string; lastName: string; unokod: string | null };
}
interface TonightAnswer {
  hostTonight: {
    date: string;
    shelterName: string;
    rooms: {
      product: { id: string; name: string };
      capacity: number;
      freeBeds: number;
      checkedIn: Guest[];
      expected: Guest[];
      noShows: Guest[];
      requests: Guest[];
    }[];
  };
}

const CALENDAR_QUERY = `query($from: LocalDate, $days: Int!) { hostCalendar(from: $from, days: $days) { from days nights
  rooms { product { id name } nights { date capacity freeBeds bookings { id status startDate endDate guest { firstName lastName } } } } } }`;

interface CalendarAnswer {
  hostCalendar: {
    from: string;
    days: number;
    nights: string[];
    rooms: {
      product: { id: string; name: string };
      nights: { date: string; capacity: number; freeBeds: number; bookings: { id: string; status: BookingStatus }[] }[];
    }[];
  };
}

beforeAll(async () => {
  shelter = await s.f.shelter({ name: 'Härbärget Natt' });
  roomA = await s.f.product(shelter, { places: 4, name: 'Rum A' });
  roomB = await s.f.product(shelter, { places: 2, name: 'Rum B' });
  await s.f.product(shelter, { places: 30, name: 'Frukost', type: 'breakfast' });
  host = await s.f.host(shelter, { login: true });
  const other = await s.f.shelter();
  const otherRoom = await s.f.product(other, { places: 2 });
  otherHost = await s.f.host(other, { login: true });
  const g = async (first: string, last: string) => s.f.guest({ first, last });
  ids.checkedIn = await stay(roomA, await g('Anna', 'Berg'), 'checked_in', addDays(TODAY, -2), addDays(TODAY, 1));
  ids.reserved = await stay(roomA, await g('Bo', 'Ek'), 'reserved', TODAY, addDays(TODAY, 2));
  ids.confirmed = await stay(roomB, await g('Cilla', 'Dahl'), 'confirmed', addDays(TODAY, -1), addDays(TODAY, 3));
  ids.noShow = await stay(roomB, await g('Dan', 'Ås'), 'declined', TODAY, addDays(TODAY, 2), 'Uteblev');
  // On Ikväll since issue 33: a request (it holds a place, so it counts in the free beds).
  // Not on Ikväll: another decline,
  // a stay that ended this morning, one that starts tomorrow, and another shelter's guest.
  ids.pending = await stay(roomA, await g('Eva', 'Fors'), 'pending', TODAY, addDays(TODAY, 1));
  ids.declined = await stay(roomA, await g('Frej', 'Gran'), 'declined', TODAY, addDays(TODAY, 1), 'Fullt');
  ids.left = await stay(roomA, await g('Gun', 'Hed'), 'checked_in', addDays(TODAY, -3), TODAY);
  ids.tomorrow = await stay(roomA, await g('Hans', 'Is'), 'reserved', addDays(TODAY, 1), addDays(TODAY, 3));
  ids.formula = await stay(roomB, await g('=HYPERLINK("x")', '+1'), 'reserved', TODAY, addDays(TODAY, 1));
  ids.foreign = await stay(otherRoom, await g('Ivar', 'Jon'), 'checked_in', TODAY, addDays(TODAY, 1));
});

describe('hostTonight (Ikväll)', () => {
  it("lists tonight's checked in, expected and released no-shows per room, with free beds from the ledger", async () => {
    const c = await clientFor(host);
    const r = await c.gql<TonightAnswer>(TONIGHT_QUERY);
    expect(r.errors).toBeUndefined();
    const t = r.data?.hostTonight;
    expect(t?.date).toBe(TODAY);
    expect(t?.shelterName).toBe('Härbärget Natt');
    expect(t?.rooms.map((x) => x.product.name)).toEqual(['Rum A', 'Rum B']); // no services
    const [a, b] = [at(t?.rooms ?? [], 0), at(t?.rooms ?? [], 1)];
    expect(a.checkedIn.map((x) => Number(x.id))).toEqual([ids.checkedIn]);
    expect(a.expected.map((x) => Number(x.id))).toEqual([ids.reserved]);
    expect(a.noShows).toEqual([]);
    expect(b.checkedIn).toEqual([]);
    expect(b.expected.map((x) => Number(x.id)).sort()).toEqual([ids.confirmed, ids.formula].sort());
    expect(b.noShows.map((x) => Number(x.id))).toEqual([ids.noShow]);
    // Issue 33 §1: tonight's unanswered request is on the list, with Tilldela and Neka.
    expect(a.requests.map((x) => Number(x.id))).toEqual([ids.pending]);
    expect(at(a.requests, 0).allowedActions).toEqual(expect.arrayContaining(['assign', 'decline']));
    expect(b.requests).toEqual([]);
    // One tap away: check-in and Uteblev (decline) for the expected; check-out for the checked in.
    expect(at(a.expected, 0).allowedActions).toEqual(expect.arrayContaining(['check_in', 'decline']));
    expect(at(a.checkedIn, 0).allowedActions).toEqual(expect.arrayContaining(['check_out']));
    expect(at(a.expected, 0).guest.unokod).toMatch(/^\d{4}$/);
    // Free beds agree with the ledger: Rum A holds checked in + reserved + pending = 3 of 4.
    expect([a.capacity, a.freeBeds]).toEqual([4, 1]);
    expect([b.capacity, b.freeBeds]).toEqual([2, 0]);
    const ledger: { product_id: number; held: number; capacity: number }[] = await s.db.dataSource.query(
      `SELECT product_id, held, capacity FROM product_night WHERE night = $1 AND product_id = ANY ($2)`,
      [TODAY, [roomA, roomB]],
    );
    for (const room of [a, b]) {
      const row = ledger.find((l) => l.product_id === Number(room.product.id));
      expect(room.capacity - room.freeBeds).toBe(row?.held ?? 0);
    }
    expect(await checkLedger(s.db.dataSource.manager)).toEqual([]);
  });

  it('shows a host only their own shelter, and refuses others', async () => {
    const other = await (await clientFor(otherHost)).gql<TonightAnswer>(TONIGHT_QUERY);
    const all = other.data?.hostTonight.rooms.flatMap((r) => [...r.checkedIn, ...r.expected, ...r.noShows].map((g) => Number(g.id)));
    expect(all).toEqual([ids.foreign]);
    const guest = await (await clientFor(await s.f.guest({ login: true }))).gql(TONIGHT_QUERY);
    expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const homeless = await (await clientFor(await s.f.host(null, { login: true }))).gql(TONIGHT_QUERY);
    expect(homeless.errors?.[0]?.extensions?.code).toBe('HOST_NOT_FOUND');
  });

  it('answers the same data as CSV: BOM, Swedish headers, text/csv, formulas defused', async () => {
    const c = await clientFor(host);
    const t = (await c.gql<TonightAnswer>(TONIGHT_QUERY)).data?.hostTonight;
    const csv = await raw(c, '/api/host/tonight.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="ikvall-${TODAY}.csv"`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Rum;Gäst;UNO;Läge;Incheckning;Utcheckning;Bokning;Lediga sängar;Datum');
    expect(lines.at(-1)).toBe('');
    const body = lines.slice(1, -1);
    // One line per guest of the query, with its room, group and the room's free beds.
    const fromQuery = (t?.rooms ?? []).flatMap((room) =>
      (
        [
          ['Incheckad', room.checkedIn],
          ['Väntas', room.expected],
          ['Uteblev', room.noShows],
          ['Förfrågan', room.requests],
        ] as const
      ).flatMap(([label, list]) => list.map((g) => `${room.product.name}|${g.id}|${label}|${room.freeBeds}|${g.guest.unokod}`)),
    );
    const fromCsv = body.map((l) => {
      const f = l.split(';');
      return `${f[0]}|${f[6]}|${f[3]}|${f[7]}|${f[2]}`;
    });
    expect(fromCsv.sort()).toEqual(fromQuery.sort());
    // CSV injection: a name starting with = gets an apostrophe (and quotes, as it holds quotes).
    const formula = body.find((l) => l.split(';')[6] === String(ids.formula));
    expect(formula).toContain(`"'=HYPERLINK(""x"") +1"`);
    expect(body.every((l) => l.endsWith(`;${TODAY}`))).toBe(true);
  });

  it('lists a room nobody sleeps in on its own CSV line, and answers 401/403 to others', async () => {
    const lonely = await s.f.product(shelter, { places: 5, name: 'Rum C' });
    const c = await clientFor(host);
    const lines = (await raw(c, '/api/host/tonight.csv')).bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toContain(`Rum C;;;;;;;5;${TODAY}`);
    await s.db.dataSource.query(`UPDATE product SET archived_at = now() WHERE id = $1`, [lonely]);
    expect((await raw(await clientFor(null), '/api/host/tonight.csv')).status).toBe(401);
    expect((await raw(await clientFor(await s.f.caseworker([shelter], { login: true })), '/api/host/tonight.csv')).status).toBe(403);
  });
});

describe('Uteblev from the latest check-in time (issue 33 §2)', () => {
  it("is offered from the shelter's latest check-in time on, not before", async () => {
    await s.db.dataSource.query(`UPDATE shelter SET check_in_from = '18:00', check_in_until = '22:00' WHERE id = $1`, [shelter]);
    try {
      // 2030-05-10 is summer time: Stockholm is UTC+2.
      const before = await new HostNightService(s.db.dataSource, instantClock('2030-05-10T11:15:00Z')).tonight(host);
      expect([before.date, before.time, before.checkInUntil, before.noShowOpen]).toEqual([TODAY, '13:15', '22:00', false]);
      const justBefore = await new HostNightService(s.db.dataSource, instantClock('2030-05-10T19:59:00Z')).tonight(host);
      expect(justBefore.noShowOpen).toBe(false);
      const from = await new HostNightService(s.db.dataSource, instantClock('2030-05-10T20:00:00Z')).tonight(host);
      expect([from.time, from.noShowOpen]).toEqual(['22:00', true]);
      // The GraphQL answer carries the same fields.
      const r = await (
        await clientFor(host)
      ).gql<{ hostTonight: { checkInUntil: string; noShowOpen: boolean; time: string } }>(
        '{ hostTonight { checkInUntil noShowOpen time } }',
      );
      expect(r.data?.hostTonight.checkInUntil).toBe('22:00');
      expect(r.data?.hostTonight.time).toMatch(/^\d\d:\d\d$/);
    } finally {
      await s.db.dataSource.query(`UPDATE shelter SET check_in_from = NULL, check_in_until = NULL WHERE id = $1`, [shelter]);
    }
  });

  it("the rule: without a latest check-in time always; one after midnight not on tonight's list", () => {
    expect(noShowOpen(null, null, '03:00')).toBe(true);
    expect(noShowOpen('18:00', '22:00', '21:59')).toBe(false);
    expect(noShowOpen('18:00', '22:00', '22:00')).toBe(true);
    expect(noShowOpen(null, '21:00', '23:30')).toBe(true);
    expect(noShowOpen('20:00', '01:00', '23:59')).toBe(false);
  });
});

describe('hostCalendar (Kalender)', () => {
  it('defaults to 14 nights from today, and refuses other widths', async () => {
    const c = await clientFor(host);
    const r = await c.gql<CalendarAnswer>('{ hostCalendar { from days nights rooms { nights { date } } } }');
    expect(r.errors).toBeUndefined();
    expect(r.data?.hostCalendar.from).toBe(TODAY);
    expect(r.data?.hostCalendar.nights).toHaveLength(14);
    expect(r.data?.hostCalendar.rooms.map((x) => x.nights.length)).toEqual([14, 14]);
    const bad = await c.gql(CALENDAR_QUERY, { days: 7 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('Kalendern visar 14 eller 28 nätter.');
  });

  it("shows a host only their own shelter's rooms and bookings", async () => {
    const mine = (await (await clientFor(host)).gql<CalendarAnswer>(CALENDAR_QUERY, { days: 14 })).data?.hostCalendar;
    const theirs = (await (await clientFor(otherHost)).gql<CalendarAnswer>(CALENDAR_QUERY, { days: 14 })).data?.hostCalendar;
    const bookingsOf = (cal: CalendarAnswer['hostCalendar'] | undefined) =>
      new Set(cal?.rooms.flatMap((r) => r.nights.flatMap((n) => n.bookings.map((b) => Number(b.id)))));
    expect(bookingsOf(theirs)).toEqual(new Set([ids.foreign]));
    expect(bookingsOf(mine).has(ids.foreign)).toBe(false);
    expect(bookingsOf(mine).has(ids.declined)).toBe(false);
    expect(bookingsOf(mine).has(ids.pending)).toBe(true);
    const guest = await (await clientFor(await s.f.guest({ login: true }))).gql(CALENDAR_QUERY, { days: 14 });
    expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('statements and the ledger at 10 and 1000 bookings', () => {
  let busy: number;
  let rooms: number[];
  let busyHost: Actor;

  /** `n` more bookings in many statuses, written in one statement; the ledger is then recounted. */
  async function addBookings(n: number, offset: number): Promise<void> {
    const guests = await s.f.guests(n);
    const statuses: BookingStatus[] = [
      'pending',
      'reserved',
      'confirmed',
      'checked_in',
      'accepted',
      'in_queue',
      'declined',
      'cancelled',
      'completed',
    ];
    const rows = guests.map((g, i) => {
      const k = i + offset;
      const start = addDays(TODAY, (k % 33) - 4);
      return [at(rooms, k % rooms.length), g.userId, at(statuses, k % statuses.length), start, addDays(start, 1 + (k % 4))];
    });
    await s.db.dataSource.query(
      `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by_group)
       SELECT (r->>0)::int, (r->>1)::int, r->>2, (r->>3)::date, (r->>4)::date, 'user' FROM json_array_elements($1::json) AS r`,
      [JSON.stringify(rows)],
    );
    await s.db.dataSource.query(
      `INSERT INTO product_night (product_id, night, capacity, held)
       SELECT b.product_id, d::date, p.total_places, count(*)
         FROM booking b JOIN product p ON p.id = b.product_id, generate_series(b.start_date, b.end_date - 1, interval '1 day') AS d
        WHERE p.shelter_id = $1 AND b.status = ANY ($2)
        GROUP BY 1, 2, 3
       ON CONFLICT (product_id, night) DO UPDATE SET held = EXCLUDED.held`,
      [busy, HELD_STATUSES],
    );
  }

  /** Each cell equals the bookings holding a place that product-night, and capacity − free = held. */
  async function expectGridAgreesWithLedger(): Promise<void> {
    const cal = await s.services.hostNight.calendar(busyHost, addDays(TODAY, -3), 28);
    expect(cal.nights).toHaveLength(28);
    expect(cal.rooms).toHaveLength(rooms.length);
    const held: { product_id: number; night: string; ids: number[] }[] = await s.db.dataSource.query(
      `SELECT b.product_id, d::date::text AS night, array_agg(b.id ORDER BY b.id) AS ids
         FROM booking b, generate_series(b.start_date, b.end_date - 1, interval '1 day') AS d
        WHERE b.product_id = ANY ($1) AND b.status = ANY ($2) AND d >= $3::date AND d < $4::date
        GROUP BY 1, 2`,
      [rooms, HELD_STATUSES, cal.from, addDays(cal.from, 28)],
    );
    const ledger: { product_id: number; night: string; held: number; capacity: number }[] = await s.db.dataSource.query(
      `SELECT product_id, night::text AS night, held, capacity FROM product_night WHERE product_id = ANY ($1)`,
      [rooms],
    );
    let cells = 0;
    for (const room of cal.rooms) {
      expect(room.nights.map((n) => n.date)).toEqual(cal.nights);
      for (const cell of room.nights) {
        const expected = held.find((h) => h.product_id === room.product.id && h.night === cell.date)?.ids ?? [];
        expect(cell.bookings.map((b) => b.id).sort((x, y) => x - y)).toEqual(expected);
        const l = ledger.find((x) => x.product_id === room.product.id && x.night === cell.date);
        expect(cell.capacity - cell.freeBeds).toBe(l?.held ?? 0);
        expect(cell.bookings.length).toBe(l?.held ?? 0);
        cells++;
      }
    }
    expect(cells).toBe(28 * rooms.length);
    expect(await checkLedger(s.db.dataSource.manager)).toEqual([]);
  }

  beforeAll(async () => {
    busy = await s.f.shelter();
    rooms = [];
    for (let i = 0; i < 4; i++) rooms.push(await s.f.product(busy, { places: 200, name: `Sal ${i + 1}` }));
    busyHost = await s.f.host(busy, { login: true });
  });

  it('reads the whole grid in ONE statement and Ikväll in one (issue 22), with 10 and with 1000 bookings; cells equal the ledger', async () => {
    const counter = new SqlCounter(s.db.dataSource);
    const c = await clientFor(busyHost);
    const counts = async () => ({
      calendar: await counter.count(() => s.services.hostNight.calendar(busyHost, addDays(TODAY, -3), 28)),
      tonight: await counter.count(() => s.services.hostNight.tonight(busyHost)),
      // Over HTTP: the session lookup, then the same statements (allowedActions costs none).
      calendarHttp: await counter.count(async () => expect((await c.gql(CALENDAR_QUERY, { days: 28 })).errors).toBeUndefined()),
      tonightHttp: await counter.count(async () => expect((await c.gql(TONIGHT_QUERY)).errors).toBeUndefined()),
      csv: await counter.count(async () => expect((await raw(c, '/api/host/tonight.csv')).status).toBe(200)),
    });
    try {
      await addBookings(10, 0);
      const small = await counts();
      await expectGridAgreesWithLedger();
      await addBookings(990, 10);
      const large = await counts();
      await expectGridAgreesWithLedger();
      expect(large).toEqual(small);
      expect(small.calendar).toBe(1);
      expect(small.tonight).toBe(1);
      expect(small.calendarHttp).toBeLessThanOrEqual(2);
      expect(small.tonightHttp).toBe(2);
    } finally {
      counter.restore();
    }
  }, 120_000);
});
