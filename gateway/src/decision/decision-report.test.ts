/**
 * Biståndsbeslut, issue 38 §4–§5 and privacy: the caseworker's reports "nights per decision" and
 * "decisions ending soon" on GraphQL, REST and CSV, scoped to the caseworker's guests (another
 * region's caseworker sees nothing, and a guest outside the scope answers like an unknown one);
 * the bell entry of a decision running out reaches every caseworker in scope once and is marked
 * read like the other notifications; the guest's data export lists decisions, anonymisation clears
 * the note and keeps the case number.
 */
import type { Actor } from '../domain/actor';
import { holdsPlace, type BookingStatus } from '../domain/booking-status';
import { tryHold } from '../booking/ledger';
import { addDays } from '../platform/dates';
import { BOM } from '../platform/csv';
import type { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { DECISION_NIGHTS_CSV_HEADER, DECISIONS_ENDING_CSV_HEADER } from './decision-report';

const TODAY = '2031-06-10';
const s = useServerSuite(TODAY);
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

const ROW = `id caseNumber guest { id firstName lastName unokod } startDate endDate maxNights nightsUsed nightsBooked nightsLeft status daysLeft`;
const NIGHTS = `query($start: LocalDate!, $end: LocalDate!, $guestId: ID) { decisionNightsReport(start: $start, end: $end, guestId: $guestId) { start end rows { ${ROW} } } }`;
const ENDING = `query($days: Int) { decisionsEndingSoon(days: $days) { today days rows { ${ROW} } } }`;
const BELL = `query($limit: Int) { notifications(limit: $limit) { unreadCount decisionNotices { id decisionId caseNumber endDate guest { id firstName } unread } } }`;

type Row = {
  id: string;
  caseNumber: string;
  guest: { id: string; firstName: string };
  startDate: string;
  endDate: string;
  maxNights: number | null;
  nightsUsed: number;
  nightsBooked: number;
  nightsLeft: number | null;
  status: string;
  daysLeft: number;
};
type Bell = {
  notifications: {
    unreadCount: number;
    decisionNotices: {
      id: string;
      decisionId: string;
      caseNumber: string;
      endDate: string;
      guest: { firstName: string };
      unread: boolean;
    }[];
  };
};

let room: number;
let guestA: Actor; // in scope (home region), a decision ending in two days with nights used and booked
let guestB: Actor; // in scope, a later decision without a maximum
let stranger: Actor; // another region's guest
let caseworkerActor: Actor;
let caseworker: HttpClient;
let colleagueActor: Actor; // a second caseworker of the same shelter
let colleague: HttpClient;
let otherActor: Actor;
let other: HttpClient; // a caseworker of another region
let host: HttpClient;
let admin: HttpClient;
let guest: HttpClient;
let d1: number;
let d2: number;
let d3: number;

/** A booking written directly; a status that holds a place takes it in the ledger too (the ledger's check stays clean). */
async function booking(guestId: number, start: string, end: string, status: BookingStatus, decisionId: number): Promise<void> {
  if (holdsPlace(status)) expect(await tryHold(s.db.dataSource.manager, room, start, end)).toBe(true);
  await s.db.dataSource.query(
    `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group, decision_id)
     VALUES ($1, $2, $3, $4, $5, $2, 'user', $6)`,
    [room, guestId, status, start, end, decisionId],
  );
}

beforeAll(async () => {
  const region = await s.f.region();
  const shelter = await s.f.shelter({ regionId: region });
  await s.db.dataSource.query(`UPDATE shelter SET criteria = ARRAY['requires_decision'] WHERE id = $1`, [shelter]);
  room = await s.f.product(shelter, { places: 5 });
  const otherRegion = await s.f.region();
  const otherShelter = await s.f.shelter({ regionId: otherRegion });
  guestA = await s.f.guest({ login: true });
  guestB = await s.f.guest();
  stranger = await s.f.guest();
  for (const [g, r] of [
    [guestA, region],
    [guestB, region],
    [stranger, otherRegion],
  ] as const) {
    await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [g.userId, r]);
  }
  caseworkerActor = await s.f.caseworker([shelter], { login: true });
  colleagueActor = await s.f.caseworker([shelter], { login: true });
  otherActor = await s.f.caseworker([otherShelter], { login: true });
  caseworker = await s.clientFor(caseworkerActor);
  colleague = await s.clientFor(colleagueActor);
  other = await s.clientFor(otherActor);
  host = await s.clientFor(await s.f.host(shelter, { login: true }));
  admin = await s.clientFor(await s.f.admin({ login: true }));
  guest = await s.clientFor(guestA);

  // Recorded in the past (a decision's last night cannot have passed when recorded).
  s.clock.set(addDays(TODAY, -10));
  d1 = (
    await s.services.decisions.record(caseworkerActor, {
      guestId: guestA.userId,
      caseNumber: 'SOC 2031/501',
      startDate: addDays(TODAY, -10),
      endDate: addDays(TODAY, 2),
      maxNights: 10,
      shelterIds: [shelter],
      note: 'Hemlig anteckning om personen',
    })
  ).id;
  s.clock.set(TODAY);
  d2 = (
    await s.services.decisions.record(caseworkerActor, {
      guestId: guestB.userId,
      caseNumber: 'SOC 2031/502',
      startDate: addDays(TODAY, 20),
      endDate: addDays(TODAY, 40),
      anyShelter: true,
    })
  ).id;
  d3 = (
    await s.services.decisions.record(otherActor, {
      guestId: stranger.userId,
      caseNumber: 'SOC 2031/999',
      startDate: TODAY,
      endDate: addDays(TODAY, 1),
      anyShelter: true,
    })
  ).id;
  // Three nights stayed, two booked ahead, a cancelled one that does not count.
  await booking(guestA.userId, addDays(TODAY, -10), addDays(TODAY, -7), 'completed', d1);
  await booking(guestA.userId, addDays(TODAY, -5), addDays(TODAY, -4), 'cancelled', d1);
  await booking(guestA.userId, TODAY, addDays(TODAY, 2), 'confirmed', d1);
});
afterEach(() => s.clock.set(TODAY));

describe('nights per decision', () => {
  it('lists the decisions of the caseworker’s guests that overlap the period, with nights used, booked and left (GraphQL)', async () => {
    const r = await caseworker.gql<{ decisionNightsReport: { start: string; end: string; rows: Row[] } }>(NIGHTS, {
      start: addDays(TODAY, -30),
      end: addDays(TODAY, 30),
    });
    expect(r.errors).toBeUndefined();
    const rows = r.data!.decisionNightsReport.rows;
    const byId = new Map(rows.map((x) => [Number(x.id), x]));
    expect([...byId.keys()].sort()).toEqual([d1, d2].sort());
    expect(byId.get(d1)).toMatchObject({
      caseNumber: 'SOC 2031/501',
      guest: { id: String(guestA.userId), firstName: guestA.firstName },
      startDate: addDays(TODAY, -10),
      endDate: addDays(TODAY, 2),
      maxNights: 10,
      nightsUsed: 3,
      nightsBooked: 2,
      nightsLeft: 5,
      status: 'active',
      daysLeft: 2,
    });
    expect(byId.get(d2)).toMatchObject({ maxNights: null, nightsUsed: 0, nightsBooked: 0, nightsLeft: null, status: 'upcoming' });
    // A period before d2 leaves it out.
    const early = await caseworker.gql<{ decisionNightsReport: { rows: Row[] } }>(NIGHTS, {
      start: addDays(TODAY, -30),
      end: addDays(TODAY, 5),
    });
    expect(early.data?.decisionNightsReport.rows.map((x) => Number(x.id))).toEqual([d1]);
  });

  it('another region’s caseworker sees none of them; a guest outside the scope answers like an unknown guest', async () => {
    const period = { start: addDays(TODAY, -30), end: addDays(TODAY, 30) };
    const theirs = await other.gql<{ decisionNightsReport: { rows: Row[] } }>(NIGHTS, period);
    expect(theirs.data?.decisionNightsReport.rows.map((x) => Number(x.id))).toEqual([d3]);
    const outside = await other.gql(NIGHTS, { ...period, guestId: String(guestA.userId) });
    const unknown = await other.gql(NIGHTS, { ...period, guestId: '999999' });
    expect(outside).toEqual(unknown);
    expect(outside.data).toEqual({ decisionNightsReport: { ...period, rows: [] } });
    const restOutside = await other.rest(
      'GET',
      `/api/caseworker/decisions/report/nights?start=${period.start}&end=${period.end}&guest_id=${guestA.userId}`,
    );
    const restUnknown = await other.rest(
      'GET',
      `/api/caseworker/decisions/report/nights?start=${period.start}&end=${period.end}&guest_id=999999`,
    );
    expect(restOutside).toEqual(restUnknown);
    expect(restOutside).toEqual({ status: 200, body: { ...period, rows: [] } });
  });

  it('only caseworkers; bad input is a clear 400', async () => {
    const period = { start: TODAY, end: TODAY };
    for (const c of [host, admin, guest]) expect(code(await c.gql(NIGHTS, period))).toBe('FORBIDDEN');
    for (const c of [host, admin, guest]) {
      expect((await c.rest('GET', `/api/caseworker/decisions/report/nights?start=${TODAY}&end=${TODAY}`)).status).toBe(403);
      expect((await c.rest('GET', `/api/caseworker/decisions/report/nights.csv?start=${TODAY}&end=${TODAY}`)).status).toBe(403);
    }
    expect(code(await caseworker.gql(NIGHTS, { start: TODAY, end: addDays(TODAY, -1) }))).toBe('BAD_USER_INPUT');
    expect(code(await caseworker.gql(NIGHTS, { start: TODAY, end: addDays(TODAY, 400) }))).toBe('BAD_USER_INPUT');
    const bad = await caseworker.rest<{ message?: string }>('GET', `/api/caseworker/decisions/report/nights?start=igår&end=${TODAY}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/yyyy-MM-dd/);
    expect(
      (await caseworker.rest('GET', `/api/caseworker/decisions/report/nights?start=${TODAY}&start=${TODAY}&end=${TODAY}`)).status,
    ).toBe(400);
    expect(
      (await caseworker.rest('GET', `/api/caseworker/decisions/report/nights.csv?start=${TODAY}&end=${TODAY}&guest_id=x`)).status,
    ).toBe(400);
  });

  it('REST answers what GraphQL does, in snake_case; the CSV is a download without the note', async () => {
    const q = `start=${addDays(TODAY, -30)}&end=${addDays(TODAY, 5)}`;
    const json = await caseworker.rest<{ rows: Record<string, unknown>[] }>('GET', `/api/caseworker/decisions/report/nights?${q}`);
    expect(json.status).toBe(200);
    expect(json.body.rows).toEqual([
      {
        id: d1,
        case_number: 'SOC 2031/501',
        guest: { id: guestA.userId, first_name: guestA.firstName, last_name: guestA.lastName, unokod: expect.any(String) },
        start_date: addDays(TODAY, -10),
        end_date: addDays(TODAY, 2),
        max_nights: 10,
        nights_used: 3,
        nights_booked: 2,
        nights_left: 5,
        status: 'active',
        days_left: 2,
      },
    ]);
    const res = await fetch(`${s.server.url}/api/caseworker/decisions/report/nights.csv?${q}`, { headers: { cookie: caseworker.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="beslut-natter-${addDays(TODAY, -30)}-${addDays(TODAY, 5)}.csv"`,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(DECISION_NIGHTS_CSV_HEADER.join(';'));
    expect(lines[0]).toBe('Diarienummer;Gäst;UNO;Första natt;Sista natt;Högst nätter;Använda nätter;Bokade nätter;Nätter kvar;Status');
    expect(lines[1]).toBe(
      [
        'SOC 2031/501',
        `${guestA.firstName} ${guestA.lastName}`,
        json.body.rows[0]?.guest && (json.body.rows[0].guest as { unokod: string }).unokod,
        addDays(TODAY, -10),
        addDays(TODAY, 2),
        10,
        3,
        2,
        5,
        'Gäller',
      ].join(';'),
    );
    expect(lines).toHaveLength(2);
    expect(text).not.toMatch(/Hemlig/);
  });
});

describe('decisions ending soon', () => {
  it('lists the caseworker’s decisions whose last night is within the days (14 by default), nearest first', async () => {
    const r = await caseworker.gql<{ decisionsEndingSoon: { today: string; days: number; rows: Row[] } }>(ENDING);
    expect(r.errors).toBeUndefined();
    expect(r.data?.decisionsEndingSoon).toMatchObject({ today: TODAY, days: 14 });
    expect(r.data?.decisionsEndingSoon.rows.map((x) => [Number(x.id), x.daysLeft, x.nightsLeft])).toEqual([[d1, 2, 5]]);
    const longer = await caseworker.gql<{ decisionsEndingSoon: { rows: Row[] } }>(ENDING, { days: 40 });
    expect(longer.data?.decisionsEndingSoon.rows.map((x) => Number(x.id))).toEqual([d1, d2]);
    const shorter = await caseworker.gql<{ decisionsEndingSoon: { rows: Row[] } }>(ENDING, { days: 1 });
    expect(shorter.data?.decisionsEndingSoon.rows).toEqual([]);
    // Another region's caseworker: only their own guest's.
    const theirs = await other.gql<{ decisionsEndingSoon: { rows: Row[] } }>(ENDING);
    expect(theirs.data?.decisionsEndingSoon.rows.map((x) => Number(x.id))).toEqual([d3]);
  });

  it('an ended decision is not listed', async () => {
    s.clock.set(TODAY);
    const extra = await s.services.decisions.record(caseworkerActor, {
      guestId: guestB.userId,
      caseNumber: 'SOC 2031/503',
      startDate: TODAY,
      endDate: addDays(TODAY, 3),
      anyShelter: true,
    });
    await s.services.decisions.end(caseworkerActor, extra.id);
    const r = await s.services.decisions.endingReport(caseworkerActor);
    expect(r.rows.map((x) => x.id)).toEqual([d1]);
  });

  it('bad days are a clear 400 on both transports; REST and CSV answer the same rows', async () => {
    expect(code(await caseworker.gql(ENDING, { days: 0 }))).toBe('BAD_USER_INPUT');
    expect(code(await caseworker.gql(ENDING, { days: 367 }))).toBe('BAD_USER_INPUT');
    const bad = await caseworker.rest('GET', '/api/caseworker/decisions/report/ending?days=tre');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Antal dagar/);
    for (const c of [host, admin, guest]) expect(code(await c.gql(ENDING))).toBe('FORBIDDEN');
    const json = await caseworker.rest<{ today: string; days: number; rows: { id: number; days_left: number }[] }>(
      'GET',
      '/api/caseworker/decisions/report/ending?days=14',
    );
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ today: TODAY, days: 14 });
    expect(json.body.rows.map((x) => [x.id, x.days_left])).toEqual([[d1, 2]]);
    const csv = await caseworker.rest<string>('GET', '/api/caseworker/decisions/report/ending.csv');
    expect(csv.status).toBe(200);
    // fetch's text() drops the byte-order mark.
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(DECISIONS_ENDING_CSV_HEADER.join(';'));
    expect(lines[0]).toBe('Diarienummer;Gäst;UNO;Första natt;Sista natt;Dagar kvar;Högst nätter;Använda nätter;Bokade nätter;Nätter kvar');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^SOC 2031\/501;/);
    expect(lines[1]).toContain(`;${addDays(TODAY, 2)};2;10;3;2;5`);
  });
});

describe('the bell and the digest (§4)', () => {
  it('every caseworker in scope gets one bell entry and one e-mail per decision and last night; reading marks it read', async () => {
    const before = (await caseworker.gql<Bell>(BELL, { limit: 10 })).data!.notifications;
    expect(before.decisionNotices).toEqual([]);
    const unreadBefore = before.unreadCount;

    // d1 ends in two days, d3 tomorrow: both are due.
    await s.services.decisions.sendEndingReminders();
    await s.services.decisions.sendEndingReminders(); // a second pass adds nothing

    for (const c of [caseworker, colleague]) {
      const feed = (await c.gql<Bell>(BELL, { limit: 10 })).data!.notifications;
      expect(feed.decisionNotices).toEqual([
        {
          id: expect.any(String),
          decisionId: String(d1),
          caseNumber: 'SOC 2031/501',
          endDate: addDays(TODAY, 2),
          guest: { id: String(guestA.userId), firstName: guestA.firstName },
          unread: true,
        },
      ]);
    }
    expect((await caseworker.gql<Bell>(BELL, { limit: 0 })).data!.notifications).toEqual({
      unreadCount: unreadBefore + 1,
      decisionNotices: [],
    });
    // The other region's caseworker: only their guest's decision.
    const theirs = (await other.gql<Bell>(BELL, { limit: 10 })).data!.notifications;
    expect(theirs.decisionNotices.map((n) => n.decisionId)).toEqual([String(d3)]);
    // Host staff and guests have no decision entries.
    expect((await host.gql<Bell>(BELL, { limit: 10 })).data!.notifications.decisionNotices).toEqual([]);

    // One e-mail per caseworker in scope (the digest), never the note.
    const mails: { recipient_id: number; address: string; params: Record<string, string> }[] = await s.db.dataSource.query(
      // The PostgreSQL suites share one database: only this file's caseworkers.
      `SELECT recipient_id, address, params FROM outbox_message
        WHERE template = 'decision.ending_caseworker' AND recipient_id = ANY($1::int[]) ORDER BY recipient_id`,
      [[caseworkerActor.userId, colleagueActor.userId, otherActor.userId]],
    );
    expect(mails.map((m) => [m.recipient_id, m.params.decisionId])).toEqual(
      [
        [caseworkerActor.userId, String(d1)],
        [colleagueActor.userId, String(d1)],
        [otherActor.userId, String(d3)],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(mails.find((m) => m.recipient_id === colleagueActor.userId)?.address).toBe(colleagueActor.email);
    expect(JSON.stringify(mails)).not.toMatch(/Hemlig/);

    // Reading marks it read for the reader only.
    await caseworker.gql(`mutation { markNotificationsRead }`);
    const after = (await caseworker.gql<Bell>(BELL, { limit: 10 })).data!.notifications;
    expect(after.unreadCount).toBe(0);
    expect(after.decisionNotices.map((n) => n.unread)).toEqual([false]);
    expect((await colleague.gql<Bell>(BELL, { limit: 10 })).data!.notifications.decisionNotices.map((n) => n.unread)).toEqual([true]);

    // Extended: a new entry for the new last night when it comes near, not before.
    await s.services.decisions.change(caseworkerActor, d1, { endDate: addDays(TODAY, 12) });
    await s.services.decisions.sendEndingReminders();
    expect((await caseworker.gql<Bell>(BELL, { limit: 10 })).data!.notifications.unreadCount).toBe(0);
    s.clock.set(addDays(TODAY, 10));
    await s.services.decisions.sendEndingReminders();
    const later = (await caseworker.gql<Bell>(BELL, { limit: 10 })).data!.notifications;
    expect(later.unreadCount).toBe(1);
    expect(later.decisionNotices.map((n) => [n.endDate, n.unread])).toEqual([
      [addDays(TODAY, 12), true],
      [addDays(TODAY, 2), false],
    ]);
  });
});

describe('privacy', () => {
  it('the export lists the guest’s decisions with the note; anonymising clears the note and keeps the case number', async () => {
    const region = await s.f.region();
    const shelter = await s.f.shelter({ regionId: region });
    const cw = await s.f.caseworker([shelter], { login: true });
    const g = await s.f.guest();
    await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [g.userId, region]);
    const d = await s.services.decisions.record(cw, {
      guestId: g.userId,
      caseNumber: 'SOC 2031/777',
      startDate: TODAY,
      endDate: addDays(TODAY, 1),
      anyShelter: true,
      note: 'Anteckning som ska bort',
    });
    await s.services.decisions.sendEndingReminders();
    const adminActor = await s.f.admin();
    const exported = await s.services.privacy.exportGuest(adminActor, g.userId);
    expect(exported.decisions).toEqual([
      expect.objectContaining({
        id: d.id,
        case_number: 'SOC 2031/777',
        start_date: TODAY,
        end_date: addDays(TODAY, 1),
        note: 'Anteckning som ska bort',
        history: [expect.objectContaining({ action: 'decision_recorded', end_date: addDays(TODAY, 1) })],
      }),
    ]);
    const mailsBefore: { n: number }[] = await s.db.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox_message WHERE template = 'decision.ending_caseworker' AND params->>'decisionId' = $1`,
      [String(d.id)],
    );
    expect(mailsBefore[0]?.n).toBe(1);

    await s.services.privacy.anonymiseGuest(adminActor, g.userId);
    const [row]: { case_number: string; note: string; end_date: string }[] = await s.db.dataSource.query(
      `SELECT case_number, note, end_date FROM decision WHERE id = $1`,
      [d.id],
    );
    expect(row).toEqual({ case_number: 'SOC 2031/777', note: '', end_date: addDays(TODAY, 1) });
    const mailsAfter: { n: number }[] = await s.db.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox_message WHERE template = 'decision.ending_caseworker' AND params->>'decisionId' = $1`,
      [String(d.id)],
    );
    expect(mailsAfter[0]?.n).toBe(0);
  });
});
