/**
 * Avstängning (issue 19 §7): only the host of a shelter bars a guest from it, until a date, with a
 * reason; the barred guest's requests there are refused with the end date (GraphQL and REST, the
 * guest's own and a volunteer's), accepted at other shelters and after the end; staff see it on
 * the booking, the caseworker in the guest record; every bar and lift is audited.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { SqlCounter } from '../test-support/sql-counter';
import { useServerSuite } from '../test-support/suite';

const TODAY = '2031-03-02';
const s = useServerSuite(TODAY);

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

async function login(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

const BAR = `mutation($input: BarGuestInput!) { barGuest(input: $input) { id guest { id firstName lastName unokod } shelter { id name } until reason createdAt liftedAt } }`;
const LIFT = `mutation($id: ID!) { liftGuestBar(id: $id) { id until liftedAt } }`;
const BARS = `{ hostGuestBars { id guest { id } shelter { id } until reason liftedAt } }`;
const REQUEST = `mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status } }`;
type Bar = { id: string; guest: { id: string }; shelter: { id: string }; until: string; reason: string; liftedAt: string | null };

let shelter: number;
let room: number;
let otherShelter: number;
let otherRoom: number;
let host: HttpClient;
let hostActor: Actor;
let otherHost: HttpClient;
let guestActor: Actor;
let guest: HttpClient;
let volunteer: HttpClient;
let caseworker: HttpClient;
let bar: Bar;
const UNTIL = addDays(TODAY, 10);

beforeAll(async () => {
  shelter = await s.f.shelter();
  room = await s.f.product(shelter, { places: 5 });
  otherShelter = await s.f.shelter();
  otherRoom = await s.f.product(otherShelter, { places: 5 });
  hostActor = await s.f.host(shelter, { login: true });
  host = await login(hostActor);
  otherHost = await login(await s.f.host(otherShelter, { login: true }));
  guestActor = await s.f.guest({ login: true });
  guest = await login(guestActor);
  volunteer = await login(await s.f.volunteer({ login: true }));
  caseworker = await login(await s.f.caseworker([shelter], { login: true }));
  // The guest asked for a place here once (a host bars only guests connected to the shelter).
  const earlier = await s.services.bookings.request(guestActor, { productId: room, startDate: TODAY, endDate: addDays(TODAY, 1) });
  await s.services.bookings.transition(guestActor, earlier.id, 'cancel');
});
afterEach(() => s.clock.set(TODAY));

describe('barGuest and liftGuestBar', () => {
  it('only host staff may bar (FORBIDDEN for everyone else)', async () => {
    for (const c of [guest, volunteer, caseworker]) {
      const r = await c.gql(BAR, { input: { guestId: String(guestActor.userId), until: UNTIL, reason: 'Hot mot personal' } });
      expect(code(r)).toBe('FORBIDDEN');
      expect(code(await c.gql(BARS))).toBe('FORBIDDEN');
    }
  });

  it('refuses a bad end date, an empty or too long reason, control characters, and an unconnected guest', async () => {
    const input = { guestId: String(guestActor.userId), until: UNTIL, reason: 'Hot mot personal' };
    expect(code(await host.gql(BAR, { input: { ...input, until: addDays(TODAY, -1) } }))).toBe('BAD_USER_INPUT');
    expect(code(await host.gql(BAR, { input: { ...input, reason: '   ' } }))).toBe('BAD_USER_INPUT');
    expect(code(await host.gql(BAR, { input: { ...input, reason: 'x'.repeat(501) } }))).toBe('BAD_USER_INPUT');
    expect(code(await host.gql(BAR, { input: { ...input, reason: 'Hot\u0000' } }))).toBe('BAD_USER_INPUT');
    const stranger = await s.f.guest();
    expect(code(await host.gql(BAR, { input: { ...input, guestId: String(stranger.userId) } }))).toBe('GUEST_NOT_FOUND');
    // The other shelter's host: the guest never came there.
    expect(code(await otherHost.gql(BAR, { input }))).toBe('GUEST_NOT_FOUND');
    expect(code(await host.gql(BAR, { input: { ...input, guestId: String(hostActor.userId) } }))).toBe('GUEST_NOT_FOUND');
  });

  it('the host bars a guest of their shelter; it is listed and audited', async () => {
    const r = await host.gql<{ barGuest: Bar & { guest: { firstName: string; unokod: string } } }>(BAR, {
      input: { guestId: String(guestActor.userId), until: UNTIL, reason: '  Hot mot personal  ' },
    });
    expect(r.errors).toBeUndefined();
    bar = r.data!.barGuest;
    expect(bar).toMatchObject({
      guest: { id: String(guestActor.userId), firstName: guestActor.firstName },
      shelter: { id: String(shelter) },
      until: UNTIL,
      reason: 'Hot mot personal',
      liftedAt: null,
    });
    const list = await host.gql<{ hostGuestBars: Bar[] }>(BARS);
    expect(list.data?.hostGuestBars.map((b) => b.id)).toEqual([bar.id]);
    expect((await otherHost.gql<{ hostGuestBars: Bar[] }>(BARS)).data?.hostGuestBars).toEqual([]);
    const events = await s.db.dataSource.query(
      `SELECT actor_id, action, detail FROM admin_event WHERE entity = 'guest_bar' AND entity_id = $1 ORDER BY id`,
      [Number(bar.id)],
    );
    expect(events).toEqual([
      {
        actor_id: hostActor.userId,
        action: 'guest_barred',
        detail: { guestId: guestActor.userId, shelterId: shelter, until: UNTIL },
      },
    ]);
  });

  it("refuses the barred guest's own request there, with the end date (GraphQL and REST)", async () => {
    const input = { productId: String(room), startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) };
    const r = await guest.gql(REQUEST, { input });
    expect(code(r)).toBe('GUEST_BARRED');
    expect(message(r)).toBe(`Du är avstängd från det här härbärget till och med ${UNTIL}.`);
    const rest = await guest.rest('POST', '/api/user/request_booking', {
      product_id: room,
      start_date: addDays(TODAY, 1),
      end_date: addDays(TODAY, 2),
    });
    const text = `Du är avstängd från det här härbärget till och med ${UNTIL}.`;
    expect(rest).toEqual({ status: 409, body: { message: text, error: text, code: 'GUEST_BARRED' } });
    // The last day of the bar is still barred.
    expect(code(await guest.gql(REQUEST, { input: { ...input, startDate: UNTIL, endDate: addDays(UNTIL, 1) } }))).toBe('GUEST_BARRED');
  });

  it('refuses a volunteer booking on their behalf (GraphQL and REST)', async () => {
    const input = { productId: String(room), startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2), guestId: String(guestActor.userId) };
    const r = await volunteer.gql(REQUEST, { input });
    expect(code(r)).toBe('GUEST_BARRED');
    const text = `Gästen är avstängd från härbärget till och med ${UNTIL}.`;
    expect(message(r)).toBe(text);
    const rest = await volunteer.rest('POST', '/api/volunteer/request_booking', {
      product_id: room,
      user_id: guestActor.userId,
      start_date: addDays(TODAY, 1),
      end_date: addDays(TODAY, 2),
    });
    expect(rest).toEqual({ status: 409, body: { message: text, error: text, code: 'GUEST_BARRED' } });
  });

  it('accepts the guest at another shelter, and for a stay after the end date', async () => {
    const elsewhere = await guest.gql<{ requestBooking: { id: string; status: string } }>(REQUEST, {
      input: { productId: String(otherRoom), startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) },
    });
    expect(elsewhere.errors).toBeUndefined();
    const after = await guest.gql<{ requestBooking: { id: string; status: string } }>(REQUEST, {
      input: { productId: String(room), startDate: addDays(UNTIL, 1), endDate: addDays(UNTIL, 2) },
    });
    expect(after.errors).toBeUndefined();
    expect(after.data?.requestBooking.status).toBe('pending');
  });

  it('staff of the shelter see guestBarredUntil on its bookings; the guest and other staff do not', async () => {
    const [{ id }] = await s.db.dataSource.query(
      `SELECT b.id FROM booking b JOIN product p ON p.id = b.product_id WHERE b.guest_id = $1 AND p.shelter_id = $2 AND b.status = 'pending'`,
      [guestActor.userId, shelter],
    );
    const q = `query($id: ID!) { booking(id: $id) { id guestBarredUntil } }`;
    expect((await host.gql<{ booking: { guestBarredUntil: string | null } }>(q, { id: String(id) })).data?.booking.guestBarredUntil).toBe(
      UNTIL,
    );
    expect(
      (await caseworker.gql<{ booking: { guestBarredUntil: string | null } }>(q, { id: String(id) })).data?.booking.guestBarredUntil,
    ).toBe(UNTIL);
    expect(
      (await guest.gql<{ booking: { guestBarredUntil: string | null } }>(q, { id: String(id) })).data?.booking.guestBarredUntil,
    ).toBeNull();

    // The host's requests list: one statement for the bars of the whole list.
    for (let i = 0; i < 3; i++) {
      const g = await s.f.guest();
      await s.services.bookings.request(g, { productId: room, startDate: addDays(TODAY, 2), endDate: addDays(TODAY, 3) });
    }
    const counter = new SqlCounter(s.db.dataSource);
    let list: { data?: { hostRequests: { guest: { id: string }; guestBarredUntil: string | null }[] } | null } = {};
    try {
      await counter.count(async () => {
        list = await host.gql(`{ hostRequests { guest { id } guestBarredUntil } }`);
      });
    } finally {
      counter.restore();
    }
    const rows = list.data?.hostRequests ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.guestBarredUntil).toBe(row.guest.id === String(guestActor.userId) ? UNTIL : null);
    expect(counter.statements.filter((q) => q.includes('guest_bar')).length).toBe(1);
  });

  it('the caseworker of the shelter sees the bar in the guest record', async () => {
    const q = `query($id: ID!) { caseworkerGuest(id: $id) { id bars { id until reason shelter { id name } } } }`;
    const r = await caseworker.gql<{ caseworkerGuest: { bars: Bar[] } }>(q, { id: String(guestActor.userId) });
    expect(r.errors).toBeUndefined();
    expect(r.data?.caseworkerGuest.bars).toEqual([
      expect.objectContaining({
        id: bar.id,
        until: UNTIL,
        reason: 'Hot mot personal',
        shelter: expect.objectContaining({ id: String(shelter) }),
      }),
    ]);
  });

  it('ends after its last day', async () => {
    s.clock.set(addDays(UNTIL, 1));
    const r = await s.services.bookings.request(guestActor, { productId: room, startDate: addDays(UNTIL, 3), endDate: addDays(UNTIL, 4) });
    expect(r.status).toBe('pending');
    s.clock.set(addDays(UNTIL, 1));
    expect(await s.services.guestBars.forHost(hostActor)).toEqual([]);
  });

  it('only the host of its shelter lifts it; lifting is audited, once; then the guest may request', async () => {
    expect(code(await otherHost.gql(LIFT, { id: bar.id }))).toBe('NOT_FOUND');
    expect(code(await guest.gql(LIFT, { id: bar.id }))).toBe('FORBIDDEN');
    const lifted = await host.gql<{ liftGuestBar: { liftedAt: string | null } }>(LIFT, { id: bar.id });
    expect(lifted.errors).toBeUndefined();
    expect(lifted.data?.liftGuestBar.liftedAt).toEqual(expect.any(String));
    const again = await host.gql<{ liftGuestBar: { liftedAt: string | null } }>(LIFT, { id: bar.id });
    expect(again.data?.liftGuestBar.liftedAt).toBe(lifted.data?.liftGuestBar.liftedAt);
    const events = await s.db.dataSource.query(`SELECT action FROM admin_event WHERE entity = 'guest_bar' AND entity_id = $1 ORDER BY id`, [
      Number(bar.id),
    ]);
    expect(events.map((e: { action: string }) => e.action)).toEqual(['guest_barred', 'guest_bar_lifted']);
    expect((await host.gql<{ hostGuestBars: Bar[] }>(BARS)).data?.hostGuestBars).toEqual([]);
    const r = await guest.gql(REQUEST, { input: { productId: String(room), startDate: addDays(TODAY, 4), endDate: addDays(TODAY, 5) } });
    expect(r.errors).toBeUndefined();
  });
});
