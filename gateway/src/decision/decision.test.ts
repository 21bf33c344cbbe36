/**
 * Biståndsbeslut (issue 38 §1–§2): a caseworker records, extends, shortens and ends a decision for
 * a guest of theirs (GraphQL and REST); another caseworker gets 404; the guest sees only that it
 * exists and its nights; at a shelter requiring a decision a request is accepted only for covered
 * nights, within the maximum; the host sees the case number on the request.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';

const TODAY = '2031-04-01';
const s = useServerSuite(TODAY);
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

async function login(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

const FIELDS = `id guest { id } caseNumber startDate endDate maxNights nightsUsed anyShelter shelters { id name } note status endedAt history { action endDate maxNights actorName }`;
const RECORD = `mutation($input: RecordDecisionInput!) { recordDecision(input: $input) { ${FIELDS} } }`;
const CHANGE = `mutation($id: ID!, $input: ChangeDecisionInput!) { changeDecision(id: $id, input: $input) { ${FIELDS} } }`;
const END = `mutation($id: ID!) { endDecision(id: $id) { ${FIELDS} } }`;
const LIST = `query($guestId: ID!) { guestDecisions(guestId: $guestId) { ${FIELDS} } }`;
const MINE = `{ myDecisions { id startDate endDate anyShelter shelters { id name } } }`;
const REQUEST = `mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status decision { caseNumber endDate } } }`;
const HOST_REQUESTS = `{ hostRequests { id decision { caseNumber endDate } } }`;

type Decision = {
  id: string;
  caseNumber: string;
  startDate: string;
  endDate: string;
  maxNights: number | null;
  nightsUsed: number;
  status: string;
  note: string;
  history: { action: string; endDate: string; maxNights: number | null }[];
};

let shelter: number; // requires a decision
let room: number;
let plain: number; // does not
let plainRoom: number;
let guestActor: Actor;
let guest: HttpClient;
let caseworkerActor: Actor;
let caseworker: HttpClient;
let otherCaseworker: HttpClient;
let admin: HttpClient;
let host: HttpClient;
let volunteer: HttpClient;

beforeAll(async () => {
  const region = await s.f.region();
  shelter = await s.f.shelter({ regionId: region });
  await s.db.dataSource.query(`UPDATE shelter SET criteria = ARRAY['requires_decision'] WHERE id = $1`, [shelter]);
  room = await s.f.product(shelter, { places: 5 });
  plain = await s.f.shelter({ regionId: region });
  plainRoom = await s.f.product(plain, { places: 5 });
  guestActor = await s.f.guest({ login: true });
  // The guest's home region is the caseworker's: in scope before any booking.
  await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [guestActor.userId, region]);
  guest = await login(guestActor);
  caseworkerActor = await s.f.caseworker([shelter], { login: true });
  caseworker = await login(caseworkerActor);
  otherCaseworker = await login(await s.f.caseworker([await s.f.shelter()], { login: true }));
  admin = await login(await s.f.admin({ login: true }));
  host = await login(await s.f.host(shelter, { login: true }));
  volunteer = await login(await s.f.volunteer({ login: true }));
});
afterEach(() => s.clock.set(TODAY));

const input = (over: Record<string, unknown> = {}) => ({
  guestId: String(guestActor.userId),
  caseNumber: '  SOC 2031/123-4  ',
  startDate: TODAY,
  endDate: addDays(TODAY, 4),
  shelterIds: [String(shelter)],
  note: 'Beslut enligt 4 kap. 1 § SoL',
  ...over,
});

let decision: Decision;

describe('recording and changing a decision', () => {
  it('only caseworkers record (FORBIDDEN otherwise); bad input is refused and changes nothing', async () => {
    for (const c of [guest, host, volunteer, admin]) expect(code(await c.gql(RECORD, { input: input() }))).toBe('FORBIDDEN');
    expect(code(await caseworker.gql(RECORD, { input: input({ caseNumber: '   ' }) }))).toBe('BAD_USER_INPUT');
    expect(code(await caseworker.gql(RECORD, { input: input({ caseNumber: 'x'.repeat(61) }) }))).toBe('BAD_USER_INPUT');
    expect(code(await caseworker.gql(RECORD, { input: input({ endDate: addDays(TODAY, -1), startDate: addDays(TODAY, -3) }) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await caseworker.gql(RECORD, { input: input({ startDate: addDays(TODAY, 5) }) }))).toBe('BAD_USER_INPUT');
    expect(code(await caseworker.gql(RECORD, { input: input({ shelterIds: [] }) }))).toBe('BAD_USER_INPUT');
    expect(code(await caseworker.gql(RECORD, { input: input({ anyShelter: true }) }))).toBe('BAD_USER_INPUT');
    expect(code(await caseworker.gql(RECORD, { input: input({ maxNights: 0 }) }))).toBe('BAD_USER_INPUT');
    expect(code(await caseworker.gql(RECORD, { input: input({ note: 'x'.repeat(1001) }) }))).toBe('BAD_USER_INPUT');
    // Another caseworker's guest: not found, like an unknown one.
    expect(code(await otherCaseworker.gql(RECORD, { input: input() }))).toBe('GUEST_NOT_FOUND');
    expect(code(await caseworker.gql(RECORD, { input: input({ guestId: '999999' }) }))).toBe('GUEST_NOT_FOUND');
    const [{ n }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM decision WHERE guest_id = $1`, [guestActor.userId]);
    expect(n).toBe(0);
  });

  it('records a decision (trimmed case number) and audits it', async () => {
    const r = await caseworker.gql<{ recordDecision: Decision }>(RECORD, { input: input({ maxNights: 3 }) });
    expect(r.errors).toBeUndefined();
    decision = r.data!.recordDecision;
    expect(decision).toMatchObject({
      caseNumber: 'SOC 2031/123-4',
      startDate: TODAY,
      endDate: addDays(TODAY, 4),
      maxNights: 3,
      nightsUsed: 0,
      status: 'active',
      history: [{ action: 'decision_recorded', endDate: addDays(TODAY, 4), maxNights: 3 }],
    });
    const events = await s.db.dataSource.query(
      `SELECT actor_id, action, detail FROM admin_event WHERE entity = 'decision' AND entity_id = $1`,
      [Number(decision.id)],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_id: caseworkerActor.userId, action: 'decision_recorded' });
    // The audit never holds the case number or the note.
    expect(JSON.stringify(events[0].detail)).not.toMatch(/SOC|SoL/);
  });

  it('lists for the caseworker and an admin; another caseworker gets 404 (GraphQL and REST)', async () => {
    const mine = await caseworker.gql<{ guestDecisions: Decision[] }>(LIST, { guestId: String(guestActor.userId) });
    expect(mine.data?.guestDecisions.map((d) => d.id)).toEqual([decision.id]);
    const byAdmin = await admin.gql<{ guestDecisions: Decision[] }>(LIST, { guestId: String(guestActor.userId) });
    expect(byAdmin.data?.guestDecisions.map((d) => d.id)).toEqual([decision.id]);
    expect(code(await otherCaseworker.gql(LIST, { guestId: String(guestActor.userId) }))).toBe('GUEST_NOT_FOUND');
    expect(code(await guest.gql(LIST, { guestId: String(guestActor.userId) }))).toBe('FORBIDDEN');
    const rest = await caseworker.rest<{ case_number: string; note: string }[]>(
      'GET',
      `/api/caseworker/guests/${guestActor.userId}/decisions`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body[0]).toMatchObject({ case_number: 'SOC 2031/123-4', max_nights: 3, status: 'active' });
    expect((await otherCaseworker.rest('GET', `/api/caseworker/guests/${guestActor.userId}/decisions`)).status).toBe(404);
    expect((await admin.rest('GET', `/api/admin/guests/${guestActor.userId}/decisions`)).status).toBe(200);
    expect(code(await otherCaseworker.gql(END, { id: decision.id }))).toBe('NOT_FOUND');
    expect((await otherCaseworker.rest('POST', `/api/caseworker/decisions/${decision.id}/end`)).status).toBe(404);
  });

  it('the guest sees that it exists and its nights, never the note or case number', async () => {
    const r = await guest.gql<{ myDecisions: { endDate: string }[] }>(MINE);
    expect(r.data?.myDecisions).toEqual([
      {
        id: decision.id,
        startDate: TODAY,
        endDate: addDays(TODAY, 4),
        anyShelter: false,
        shelters: [{ id: String(shelter), name: expect.any(String) }],
      },
    ]);
    const rest = await guest.rest('GET', '/api/user/decisions');
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.body)).not.toMatch(/SOC|SoL|note|case/);
    expect((await caseworker.rest('GET', '/api/user/decisions')).status).toBe(403);
  });
});

describe('enforcement at a shelter that requires a decision', () => {
  it('accepts covered nights and ties the booking to the decision; the host sees the case number', async () => {
    const r = await guest.gql<{ requestBooking: { id: string; status: string; decision: unknown } }>(REQUEST, {
      input: { productId: String(room), startDate: TODAY, endDate: addDays(TODAY, 2) },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.requestBooking.status).toBe('pending');
    // The guest does not see the decision on the booking.
    expect(r.data?.requestBooking.decision).toBeNull();
    const counter = new SqlCounter(s.db.dataSource);
    let hr: { data?: { hostRequests: { id: string; decision: unknown }[] } | null } = {};
    try {
      await counter.count(async () => {
        hr = await host.gql(HOST_REQUESTS);
      });
    } finally {
      counter.restore();
    }
    expect(hr.data?.hostRequests).toEqual([
      { id: r.data!.requestBooking.id, decision: { caseNumber: 'SOC 2031/123-4', endDate: addDays(TODAY, 4) } },
    ]);
    // One statement for the list's decisions (the loader).
    expect(counter.statements.filter((q) => q.includes('JOIN decision d ON d.id = b.decision_id'))).toHaveLength(1);
  });

  it('refuses nights beyond the decision, with the reason (GraphQL and REST, guest and volunteer)', async () => {
    const beyond = { productId: String(room), startDate: addDays(TODAY, 4), endDate: addDays(TODAY, 6) };
    const r = await guest.gql(REQUEST, { input: beyond });
    expect(code(r)).toBe('DECISION_REQUIRED');
    expect(message(r)).toBe(
      `Ditt biståndsbeslut gäller nätterna ${TODAY} till och med ${addDays(TODAY, 4)}. Nätter utanför det kan inte bokas här.`,
    );
    const rest = await guest.rest<{ code: string }>('POST', '/api/user/request_booking', {
      product_id: room,
      start_date: addDays(TODAY, 4),
      end_date: addDays(TODAY, 6),
    });
    expect(rest.status).toBe(422);
    expect(rest.body.code).toBe('DECISION_REQUIRED');
    const v = await volunteer.gql(REQUEST, { input: { ...beyond, guestId: String(guestActor.userId) } });
    expect(code(v)).toBe('DECISION_REQUIRED');
    expect(message(v)).toMatch(/^Gästens biståndsbeslut gäller/);
    // A guest without any decision.
    const stranger = await login(await s.f.guest({ login: true }));
    const none = await stranger.gql(REQUEST, { input: { productId: String(room), startDate: TODAY, endDate: addDays(TODAY, 1) } });
    expect(message(none)).toBe('Härbärget kräver biståndsbeslut, och du har inget beslut som gäller här de här nätterna.');
  });

  it('never exceeds the maximum: 2 nights used of 3, a 2-night request is refused, 1 night accepted', async () => {
    const two = await guest.gql(REQUEST, { input: { productId: String(room), startDate: addDays(TODAY, 2), endDate: addDays(TODAY, 4) } });
    expect(code(two)).toBe('DECISION_REQUIRED');
    expect(message(two)).toBe('Ditt biståndsbeslut räcker bara till 1 natt till.');
    const one = await guest.gql(REQUEST, { input: { productId: String(room), startDate: addDays(TODAY, 2), endDate: addDays(TODAY, 3) } });
    expect(one.errors).toBeUndefined();
    const d = await caseworker.gql<{ guestDecisions: Decision[] }>(LIST, { guestId: String(guestActor.userId) });
    expect(d.data?.guestDecisions[0]?.nightsUsed).toBe(3);
  });

  it('a shelter without the criterion works as today', async () => {
    const r = await guest.gql(REQUEST, {
      input: { productId: String(plainRoom), startDate: addDays(TODAY, 10), endDate: addDays(TODAY, 12) },
    });
    expect(r.errors).toBeUndefined();
  });
});

describe('extend, shorten, end', () => {
  it('extends (GraphQL), refuses a maximum below the nights used, shortens (REST); each audited', async () => {
    const ext = await caseworker.gql<{ changeDecision: Decision }>(CHANGE, {
      id: decision.id,
      input: { endDate: addDays(TODAY, 8), maxNights: 6 },
    });
    expect(ext.errors).toBeUndefined();
    expect(ext.data?.changeDecision).toMatchObject({ endDate: addDays(TODAY, 8), maxNights: 6 });
    expect(code(await caseworker.gql(CHANGE, { id: decision.id, input: { maxNights: 2 } }))).toBe('BAD_USER_INPUT');
    const short = await caseworker.rest<{ end_date: string; history: { action: string }[] }>(
      'POST',
      `/api/caseworker/decisions/${decision.id}/change`,
      {
        end_date: addDays(TODAY, 6),
      },
    );
    expect(short.status).toBe(200);
    expect(short.body.end_date).toBe(addDays(TODAY, 6));
    expect(short.body.history.map((h) => h.action)).toEqual(['decision_recorded', 'decision_extended', 'decision_shortened']);
    // Now nights 3..5 are covered (3 of 6 used).
    const r = await guest.gql(REQUEST, { input: { productId: String(room), startDate: addDays(TODAY, 3), endDate: addDays(TODAY, 6) } });
    expect(r.errors).toBeUndefined();
  });

  it('ends it: no further request is covered; an ended decision cannot change; the guest no longer sees it', async () => {
    const r = await caseworker.gql<{ endDecision: Decision & { endedAt: string | null } }>(END, { id: decision.id });
    expect(r.data?.endDecision.status).toBe('ended');
    expect(code(await caseworker.gql(CHANGE, { id: decision.id, input: { endDate: addDays(TODAY, 9) } }))).toBe('BAD_USER_INPUT');
    const again = await caseworker.rest<{ status: string }>('POST', `/api/caseworker/decisions/${decision.id}/end`);
    expect(again.body.status).toBe('ended');
    expect(
      code(await guest.gql(REQUEST, { input: { productId: String(room), startDate: addDays(TODAY, 6), endDate: addDays(TODAY, 7) } })),
    ).toBe('DECISION_REQUIRED');
    expect((await guest.gql<{ myDecisions: unknown[] }>(MINE)).data?.myDecisions).toEqual([]);
    const { n } = (await s.db.dataSource.query(`SELECT count(*)::int AS n FROM decision WHERE id = $1`, [Number(decision.id)]))[0];
    expect(n).toBe(1);
  });

  it('REST records with any_shelter', async () => {
    const r = await caseworker.rest<{ any_shelter: boolean; shelters: unknown[] }>('POST', '/api/caseworker/decisions', {
      guest_id: guestActor.userId,
      case_number: 'SOC 2031/999',
      start_date: addDays(TODAY, 20),
      end_date: addDays(TODAY, 25),
      any_shelter: true,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ any_shelter: true, shelters: [], status: 'upcoming' });
    expect((await caseworker.rest('POST', '/api/caseworker/decisions', { guest_id: guestActor.userId })).status).toBe(400);
  });
});

describe("the host's extension of a stay at a shelter requiring a decision", () => {
  it('extends within the decision, refuses beyond it (DECISION_REQUIRED, the guest named as "Gästens")', async () => {
    const region = await s.f.region();
    const place = await s.f.shelter({ regionId: region });
    await s.db.dataSource.query(`UPDATE shelter SET criteria = ARRAY['requires_decision'] WHERE id = $1`, [place]);
    const bed = await s.f.product(place, { places: 3 });
    const who = await s.f.guest();
    await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [who.userId, region]);
    const cw = await s.f.caseworker([place]);
    const hostOf = await s.f.host(place);
    await s.services.decisions.record(cw, {
      guestId: who.userId,
      caseNumber: 'SOC 2031/5',
      startDate: TODAY,
      endDate: addDays(TODAY, 3),
      shelterIds: [place],
    });
    const b = await s.services.bookings.request(who, { productId: bed, startDate: TODAY, endDate: addDays(TODAY, 2) });
    await s.f.forceStatus(b.id, 'checked_in');
    await expect(s.services.bookings.transition(hostOf, b.id, 'extend', { endDate: addDays(TODAY, 5) })).rejects.toMatchObject({
      code: 'DECISION_REQUIRED',
      message: `Gästens biståndsbeslut gäller nätterna ${TODAY} till och med ${addDays(TODAY, 3)}. Nätter utanför det kan inte bokas här.`,
    });
    const extended = await s.services.bookings.transition(hostOf, b.id, 'extend', { endDate: addDays(TODAY, 4) });
    expect(extended.endDate).toBe(addDays(TODAY, 4));
  });
});
