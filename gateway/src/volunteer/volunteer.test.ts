/**
 * The volunteer's room finder and bookings over real HTTP (SPEC §7, DESIGN §12): availability
 * night by night, requesting for a guest by id or UNO code, confirming only own requests, and the
 * GraphQL twins.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { DATE_FORMAT_MESSAGE, END_NOT_AFTER_START_MESSAGE, RANGE_TOO_LONG_MESSAGE } from './volunteer.rules';
import { one } from '../platform/db/rows';
import { at } from '../test-support/at';

const TODAY = '2030-05-06';
const s = useServerSuite(TODAY);
afterAll(async () => {});
afterEach(() => {
  s.clock.set(TODAY);
});

type Json = Record<string, unknown>;
type HostItem = { host: Json; products: (Json & { availability: { date: string; places_left: number }[] })[] };
const keys = (o: unknown) => Object.keys(o as Json).sort();
const d = (offset: number) => addDays(TODAY, offset);

async function clientFor(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

async function volunteerClient(): Promise<{ volunteer: Actor; c: HttpClient }> {
  const volunteer = await s.f.volunteer({ login: true });
  return { volunteer, c: await clientFor(volunteer) };
}

async function outsiders(): Promise<{ anonymous: HttpClient; others: HttpClient[] }> {
  const shelter = await s.f.shelter();
  const others = await Promise.all([
    s.f.guest({ login: true }).then(clientFor),
    s.f.host(shelter, { login: true }).then(clientFor),
    s.f.caseworker([shelter], { login: true }).then(clientFor),
  ]);
  return { anonymous: new HttpClient(s.server.url), others };
}

const unoOf = async (userId: number): Promise<string> =>
  one<{ unokod: string }>(await s.db.dataSource.query(`SELECT unokod FROM guest_profile WHERE user_id = $1`, [userId])).unokod;

const errorBody = (message: string, code: string) => ({ message, error: message, code });

describe('GET /api/volunteer/available', () => {
  it('lists shelters with bookable rooms and places left for 14 nights from today by default', async () => {
    const { c } = await volunteerClient();
    const shelter = await s.f.shelter({ name: 'Volontärhärbärget' });
    const room = await s.f.product(shelter, { places: 4, name: 'Rum A' });
    const womanOnly = await s.f.product(shelter, { places: 2, type: 'woman-only', name: 'Rum K' });
    await s.f.product(shelter, { type: 'shower', name: 'Dusch' });
    const servicesOnly = await s.f.shelter();
    await s.f.product(servicesOnly, { type: 'breakfast' });

    const r = await c.rest<HostItem[]>('GET', '/api/volunteer/available');
    expect(r.status).toBe(200);
    expect(r.body.map((h) => h.host.id)).not.toContain(servicesOnly);
    const mine = r.body.find((h) => h.host.id === shelter) as HostItem;
    expect(keys(mine)).toEqual(['host', 'products']);
    expect(mine.host).toEqual({
      id: shelter,
      name: 'Volontärhärbärget',
      street: 'Testgatan 1',
      city: 'Teststad',
      region: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(keys(mine.host.region)).toEqual(['id', 'name']);
    expect(mine.products.map((p) => p.id)).toEqual([room, womanOnly]);
    for (const p of mine.products) {
      expect(keys(p)).toEqual(['availability', 'description', 'id', 'name', 'places_left', 'requirements', 'total_places', 'type']);
      expect(p.availability).toHaveLength(14);
      expect(p.availability[0]?.date).toBe(TODAY);
      expect(p.availability[13]?.date).toBe(d(13));
      for (const n of p.availability) expect(keys(n)).toEqual(['date', 'places_left']);
    }
    expect(mine.products[0]).toMatchObject({
      name: 'Rum A',
      type: 'room',
      total_places: 4,
      description: 'Testrum',
      requirements: '',
      places_left: 4,
    });
    expect(mine.products[1]).toMatchObject({ type: 'woman-only', total_places: 2, places_left: 2 });
    // Every shelter in the answer has at least one bookable room, and only bookable rooms.
    for (const h of r.body) {
      expect(h.products.length).toBeGreaterThan(0);
      for (const p of h.products) expect(['room', 'woman-only']).toContain(p.type);
    }
  });

  it('counts every night of the range: a night full in the middle shows 0 that date and 0 for the product', async () => {
    const { c } = await volunteerClient();
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 1 });
    const roomy = await s.f.product(shelter, { places: 2 });
    await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: d(2), endDate: d(3) });
    await s.services.bookings.request(await s.f.guest(), { productId: roomy, startDate: d(1), endDate: d(3) });

    const r = await c.rest<HostItem[]>('GET', `/api/volunteer/available?start=${TODAY}&end=${d(5)}`);
    expect(r.status).toBe(200);
    const products = (r.body.find((h) => h.host.id === shelter) as HostItem).products;
    const [full, half] = [at(products, 0), at(products, 1)];
    expect(full.availability).toEqual([
      { date: d(0), places_left: 1 },
      { date: d(1), places_left: 1 },
      { date: d(2), places_left: 0 },
      { date: d(3), places_left: 1 },
      { date: d(4), places_left: 1 },
    ]);
    expect(full.places_left).toBe(0);
    expect(half.availability.map((n) => n.places_left)).toEqual([2, 1, 1, 2, 2]);
    expect(half.places_left).toBe(1);

    // A range that misses the full night shows the room free.
    const later = await c.rest<HostItem[]>('GET', `/api/volunteer/available?start=${d(3)}&end=${d(4)}`);
    const fullLater = one((later.body.find((h) => h.host.id === shelter) as HostItem).products);
    expect(fullLater.availability).toEqual([{ date: d(3), places_left: 1 }]);
    expect(fullLater.places_left).toBe(1);
  });

  it('takes start alone (14 nights on) and end alone (from today)', async () => {
    const { c } = await volunteerClient();
    const shelter = await s.f.shelter();
    await s.f.product(shelter);
    const pick = (body: HostItem[]) =>
      at((body.find((h) => h.host.id === shelter) as HostItem).products, 0).availability.map((n) => n.date);
    const startOnly = await c.rest<HostItem[]>('GET', `/api/volunteer/available?start=${d(10)}`);
    expect(pick(startOnly.body)).toHaveLength(14);
    expect(pick(startOnly.body)[0]).toBe(d(10));
    const endOnly = await c.rest<HostItem[]>('GET', `/api/volunteer/available?end=${d(3)}`);
    expect(pick(endOnly.body)).toEqual([d(0), d(1), d(2)]);
    const max = await c.rest<HostItem[]>('GET', `/api/volunteer/available?start=${TODAY}&end=${d(31)}`);
    expect(pick(max.body)).toHaveLength(31);
    // Today follows the clock, not the real date.
    s.clock.set('2031-01-01');
    const moved = await c.rest<HostItem[]>('GET', '/api/volunteer/available');
    expect(pick(moved.body)[0]).toBe('2031-01-01');
  });

  it('answers 400 for malformed dates, an end not after the start, and more than 31 nights', async () => {
    const { c } = await volunteerClient();
    const cases: [string, string][] = [
      ['start=2030-02-30', DATE_FORMAT_MESSAGE],
      ['start=06/05/2030', DATE_FORMAT_MESSAGE],
      [`start=${TODAY}&end=imorgon`, DATE_FORMAT_MESSAGE],
      [`start=${TODAY}&end=${TODAY}`, END_NOT_AFTER_START_MESSAGE],
      [`start=${d(3)}&end=${d(1)}`, END_NOT_AFTER_START_MESSAGE],
      [`end=${d(-1)}`, END_NOT_AFTER_START_MESSAGE],
      [`start=${TODAY}&end=${d(32)}`, RANGE_TOO_LONG_MESSAGE],
    ];
    for (const [q, message] of cases) {
      const r = await c.rest<Json>('GET', `/api/volunteer/available?${q}`);
      expect({ q, status: r.status, body: r.body }).toEqual({ q, status: 400, body: errorBody(message, 'BAD_USER_INPUT') });
    }
    expect((await c.rest('GET', `/api/volunteer/available?start=${TODAY}&start=${d(1)}`)).status).toBe(400);
  });
});

describe('POST /api/volunteer/request_booking', () => {
  async function scene(places = 2) {
    const { volunteer, c } = await volunteerClient();
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places });
    const guest = await s.f.guest({ first: 'Bodil' });
    return { volunteer, c, room, guest, uno: await unoOf(guest.userId) };
  }

  it('requests for a guest by user_id and answers {id, status}', async () => {
    const { volunteer, c, room, guest, uno } = await scene();
    const r = await c.rest<Json>('POST', '/api/volunteer/request_booking', {
      product_id: room,
      user_id: guest.userId,
      start_date: d(1),
      end_date: d(3),
      uno,
    });
    expect(r.status).toBe(200);
    expect(keys(r.body)).toEqual(['guest_notified', 'id', 'status']);
    expect(r.body.status).toEqual({ description: 'pending' });
    const [row]: Json[] = await s.db.dataSource.query(
      `SELECT guest_id, requested_by, requested_by_group, status FROM booking WHERE id = $1`,
      [r.body.id],
    );
    expect(row).toEqual({ guest_id: guest.userId, requested_by: volunteer.userId, requested_by_group: 'volunteer', status: 'pending' });
  });

  it('finds the guest by uno when user_id is missing, and takes ids written as digits', async () => {
    const { c, room, guest, uno } = await scene();
    const r = await c.rest<Json>('POST', '/api/volunteer/request_booking', {
      product_id: String(room),
      start_date: d(1),
      end_date: d(2),
      uno,
    });
    expect(r.status).toBe(200);
    const row = one<{ guest_id: number }>(await s.db.dataSource.query(`SELECT guest_id FROM booking WHERE id = $1`, [r.body.id]));
    expect(row.guest_id).toBe(guest.userId);
    const byString = await c.rest<Json>('POST', '/api/volunteer/request_booking', {
      product_id: room,
      user_id: String(guest.userId),
      start_date: d(5),
      end_date: d(6),
    });
    expect(byString.status).toBe(200);
  });

  it('lands in the queue when a night is full', async () => {
    const { c, room } = await scene(1);
    await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: d(1), endDate: d(2) });
    const other = await s.f.guest();
    const r = await c.rest<Json>('POST', '/api/volunteer/request_booking', {
      product_id: room,
      user_id: other.userId,
      start_date: d(1),
      end_date: d(2),
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toEqual({ description: 'in_queue' });
  });

  it("answers the service's status codes: 400 shape, 404 product or guest, 422 dates, 409 duplicate and overlap", async () => {
    const { c, room, guest, uno } = await scene();
    const ok = { product_id: room, user_id: guest.userId, start_date: d(1), end_date: d(3) };
    const post = (body: unknown) => c.rest<Json>('POST', '/api/volunteer/request_booking', body);

    const shape: unknown[] = [
      { ...ok, product_id: undefined },
      { ...ok, product_id: 'rum' },
      { ...ok, product_id: -3 },
      { ...ok, user_id: 'Bodil' },
      { ...ok, start_date: '2030-5-7' },
      { ...ok, end_date: undefined },
      { product_id: room, start_date: d(1), end_date: d(3) },
      { ...ok, user_id: undefined, uno: '12' },
      [],
    ];
    for (const body of shape) {
      const r = await post(body);
      expect({ body, status: r.status, code: r.body.code }).toEqual({ body, status: 400, code: 'BAD_USER_INPUT' });
      expect(keys(r.body)).toEqual(['code', 'error', 'message']);
    }
    // user_id and uno naming two different guests.
    const someoneElse = await s.f.guest();
    expect((await post({ ...ok, uno: await unoOf(someoneElse.userId) })).status).toBe(400);

    expect(await post({ ...ok, product_id: 999_999_999 })).toEqual({
      status: 404,
      body: errorBody('Produkten finns inte.', 'PRODUCT_NOT_FOUND'),
    });
    expect(await post({ ...ok, user_id: 999_999_999 })).toEqual({
      status: 404,
      body: errorBody('No matching guest found', 'GUEST_NOT_FOUND'),
    });
    const free = one<{ uno: string }>(
      await s.db.dataSource.query(
        `SELECT lpad(n::text, 4, '0') AS uno FROM generate_series(0, 9999) AS n
        WHERE NOT EXISTS (SELECT 1 FROM guest_profile WHERE unokod = lpad(n::text, 4, '0')) LIMIT 1`,
      ),
    );
    expect(await post({ ...ok, user_id: undefined, uno: free.uno })).toEqual({
      status: 404,
      body: errorBody('No matching guest found', 'GUEST_NOT_FOUND'),
    });
    const shower = await s.f.product(await s.f.shelter(), { type: 'shower' });
    expect((await post({ ...ok, product_id: shower })).status).toBe(422);

    const past = await post({ ...ok, start_date: d(-1) });
    expect(past).toEqual({ status: 422, body: errorBody('Incheckningsdatum kan inte vara i det förflutna.', 'BOOKING_START_IN_PAST') });
    expect((await post({ ...ok, end_date: d(1) })).status).toBe(422);
    expect((await post({ ...ok, end_date: d(40) })).status).toBe(422);

    expect((await post(ok)).status).toBe(200);
    expect(await post(ok)).toEqual({ status: 409, body: errorBody('A booking with these details already exists.', 'BOOKING_DUPLICATE') });
    const overlap = await post({ ...ok, start_date: d(2), end_date: d(4) });
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('BOOKING_OVERLAP');
    // The same guest by uno is the same guest.
    expect((await post({ product_id: room, uno, start_date: d(1), end_date: d(3) })).body.code).toBe('BOOKING_DUPLICATE');
  });
});

describe('PATCH /api/volunteer/confirm_booking/{id}', () => {
  it("confirms the volunteer's own pending request and answers the booking", async () => {
    const { c } = await volunteerClient();
    const room = await s.f.product(await s.f.shelter());
    const guest = await s.f.guest({ first: 'Dora', flag: true });
    const requested = await c.rest<Json>('POST', '/api/volunteer/request_booking', {
      product_id: room,
      user_id: guest.userId,
      start_date: d(0),
      end_date: d(2),
    });
    const id = requested.body.id as number;

    const r = await c.rest<Json>('PATCH', `/api/volunteer/confirm_booking/${id}`);
    expect(r.status).toBe(200);
    expect(keys(r.body)).toEqual([
      'booking_time',
      'decline_reason',
      'end_date',
      'id',
      'message',
      'product',
      'start_date',
      'status',
      'user',
    ]);
    expect(r.body).toMatchObject({ id, status: { description: 'confirmed' }, start_date: d(0), end_date: d(2) });
    // DESIGN §3: a volunteer never receives the guest's flag.
    expect(keys(r.body.user)).toEqual(['first_name', 'id', 'last_name', 'unokod']);
    expect(r.body.user).toMatchObject({ id: guest.userId, first_name: 'Dora' });

    const again = await c.rest<Json>('PATCH', `/api/volunteer/confirm_booking/${id}/`);
    expect(again).toEqual({ status: 400, body: errorBody('Only pending bookings can be confirmed.', 'BOOKING_NOT_PENDING') });
  });

  it('answers 404 for unknown ids, non-digit ids, and bookings another volunteer or the guest requested', async () => {
    const { c } = await volunteerClient();
    const other = await volunteerClient();
    const room = await s.f.product(await s.f.shelter());
    const guest = await s.f.guest();
    const theirs = await other.c.rest<Json>('POST', '/api/volunteer/request_booking', {
      product_id: room,
      user_id: guest.userId,
      start_date: d(1),
      end_date: d(2),
    });
    const self = await s.f.guest();
    const guestsOwn = await s.services.bookings.request(self, { productId: room, startDate: d(1), endDate: d(2) });
    const notFound = errorBody('Booking not found', 'BOOKING_NOT_FOUND');
    for (const id of [String(theirs.body.id), String(guestsOwn.id), '999999999', 'abc', '12abc', '0', '-5', '99999999999']) {
      const r = await c.rest<Json>('PATCH', `/api/volunteer/confirm_booking/${id}`);
      expect({ id, status: r.status, body: r.body }).toEqual({ id, status: 404, body: notFound });
    }
    // Still pending: nothing changed.
    const row = one<{ status: string }>(await s.db.dataSource.query(`SELECT status FROM booking WHERE id = $1`, [theirs.body.id]));
    expect(row.status).toBe('pending');
  });
});

describe('roles on the volunteer shims', () => {
  it('answers 401 to anonymous callers and 403 to guests, hosts and caseworkers', async () => {
    const { anonymous, others } = await outsiders();
    const room = await s.f.product(await s.f.shelter());
    const guest = await s.f.guest();
    const booking = await s.services.bookings.request(await s.f.volunteer(), {
      productId: room,
      startDate: d(1),
      endDate: d(2),
      guestId: guest.userId,
    });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/volunteer/available'],
      ['POST', '/api/volunteer/request_booking', { product_id: room, user_id: guest.userId, start_date: d(3), end_date: d(4) }],
      ['PATCH', `/api/volunteer/confirm_booking/${booking.id}`],
    ];
    for (const [method, path, body] of calls) {
      const anon = await anonymous.rest<Json>(method, path, body);
      expect(anon).toEqual({ status: 401, body: errorBody('Du måste logga in.', 'UNAUTHENTICATED') });
      for (const c of others) {
        const r = await c.rest<Json>(method, path, body);
        expect(r.status).toBe(403);
        expect(r.body.code).toBe('FORBIDDEN');
      }
    }
    const row = one<{ n: number }>(await s.db.dataSource.query(`SELECT count(*) AS n FROM booking WHERE guest_id = $1`, [guest.userId]));
    expect(row.n).toBe(1);
  });
});

describe('GraphQL for volunteers', () => {
  it('volunteerAvailability gives the same nights and minimum as REST', async () => {
    const { c } = await volunteerClient();
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 1 });
    await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: d(1), endDate: d(2) });
    const q = `query($s: LocalDate, $e: LocalDate) { volunteerAvailability(start: $s, end: $e) {
      host { id name region { name } } products { placesLeft availability { date placesLeft } product { id type totalPlaces } } } }`;
    const r = await c.gql<{ volunteerAvailability: { host: { id: string }; products: Json[] }[] }>(q, { s: TODAY, e: d(3) });
    expect(r.errors).toBeUndefined();
    const mine = r.data?.volunteerAvailability.find((h) => h.host.id === String(shelter));
    expect(mine?.products).toEqual([
      {
        placesLeft: 0,
        availability: [
          { date: d(0), placesLeft: 1 },
          { date: d(1), placesLeft: 0 },
          { date: d(2), placesLeft: 1 },
        ],
        product: { id: String(room), type: 'room', totalPlaces: 1 },
      },
    ]);
    const bad = await c.gql(q, { s: d(3), e: d(3) });
    expect(bad.errors?.[0]).toMatchObject({ message: END_NOT_AFTER_START_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const defaults = await c.gql<{ volunteerAvailability: { products: { availability: Json[] }[] }[] }>(q);
    expect(defaults.data?.volunteerAvailability[0]?.products[0]?.availability).toHaveLength(14);
  });

  it('volunteerBookings lists own requests ending at most 7 days ago, newest first', async () => {
    const { volunteer, c } = await volunteerClient();
    const room = await s.f.product(await s.f.shelter(), { places: 5 });
    const [g1, g2, g3, g4] = [await s.f.guest(), await s.f.guest(), await s.f.guest(), await s.f.guest()];
    // Made while the clock stood earlier: one ended 7 days ago (kept), one 8 days ago (gone).
    s.clock.set(d(-12));
    const kept = await s.services.bookings.request(volunteer, { productId: room, startDate: d(-10), endDate: d(-7), guestId: g1.userId });
    const gone = await s.services.bookings.request(volunteer, { productId: room, startDate: d(-10), endDate: d(-8), guestId: g2.userId });
    s.clock.set(TODAY);
    const older = await s.services.bookings.request(volunteer, { productId: room, startDate: d(1), endDate: d(2), guestId: g3.userId });
    const newest = await s.services.bookings.request(volunteer, { productId: room, startDate: d(1), endDate: d(2), guestId: g4.userId });
    // Someone else's request and the guest's own never show.
    await s.services.bookings.request(await s.f.volunteer(), { productId: room, startDate: d(3), endDate: d(4), guestId: g1.userId });
    await s.services.bookings.request(g2, { productId: room, startDate: d(3), endDate: d(4) });

    const r = await c.gql<{ volunteerBookings: { id: string; status: string; guest: Json; allowedActions: string[] }[] }>(
      '{ volunteerBookings { id status endDate guest { id firstName unokod } allowedActions } }',
    );
    expect(r.errors).toBeUndefined();
    const ids = r.data?.volunteerBookings.map((b) => b.id);
    expect(ids).toEqual([newest.id, older.id, kept.id].map(String));
    expect(ids).not.toContain(String(gone.id));
    expect(r.data?.volunteerBookings[0]?.allowedActions).toEqual(expect.arrayContaining(['volunteer_confirm', 'cancel']));
    expect(keys(r.data?.volunteerBookings[0]?.guest)).toEqual(['firstName', 'id', 'unokod']);
  });

  it('requestBooking and volunteerConfirmBooking work for a volunteer through GraphQL', async () => {
    const { c } = await volunteerClient();
    const room = await s.f.product(await s.f.shelter());
    const guest = await s.f.guest();
    const req = await c.gql<{ requestBooking: { id: string; status: string } }>(
      'mutation($i: RequestBookingInput!) { requestBooking(input: $i) { id status } }',
      { i: { productId: String(room), guestId: String(guest.userId), startDate: d(1), endDate: d(2) } },
    );
    expect(req.data?.requestBooking.status).toBe('pending');
    const conf = await c.gql<{ volunteerConfirmBooking: { status: string } }>(
      'mutation($id: ID!) { volunteerConfirmBooking(id: $id) { status } }',
      {
        id: req.data?.requestBooking.id,
      },
    );
    expect(conf.data?.volunteerConfirmBooking.status).toBe('confirmed');
  });

  it("volunteerGuestStays shows a guest's current bookings anywhere, soonest first, and nothing ended or cancelled (issue 23 §11)", async () => {
    const { c } = await volunteerClient();
    const shelter = await s.f.shelter({ name: 'Nattlogi Väst' });
    const room = await s.f.product(shelter, { places: 5 });
    const guest = await s.f.guest();
    const later = await s.services.bookings.request(guest, { productId: room, startDate: d(5), endDate: d(7) });
    const soon = await s.services.bookings.request(guest, { productId: room, startDate: d(1), endDate: d(3) });
    const cancelled = await s.services.bookings.request(guest, { productId: room, startDate: d(10), endDate: d(11) });
    await s.services.bookings.transition(guest, cancelled.id, 'cancel');
    s.clock.set(d(-5));
    await s.services.bookings.request(guest, { productId: room, startDate: d(-4), endDate: d(-2) }); // ended before today
    s.clock.set(TODAY);

    const q = 'query($g: ID!) { volunteerGuestStays(guestId: $g) { id status startDate endDate shelterName roomName } }';
    const r = await c.gql<{ volunteerGuestStays: Json[] }>(q, { g: String(guest.userId) });
    expect(r.errors).toBeUndefined();
    expect(r.data?.volunteerGuestStays.map((b) => b.id)).toEqual([String(soon.id), String(later.id)]);
    expect(r.data?.volunteerGuestStays[0]).toEqual({
      id: String(soon.id),
      status: 'pending',
      startDate: d(1),
      endDate: d(3),
      shelterName: 'Nattlogi Väst',
      roomName: expect.any(String),
    });
    expect((await c.gql(q, { g: 'x' })).errors?.[0]?.extensions?.code).toBe('GUEST_NOT_FOUND');
  });

  it('answers UNAUTHENTICATED and FORBIDDEN on the volunteer queries', async () => {
    const { anonymous, others } = await outsiders();
    for (const op of [
      '{ volunteerAvailability { host { id } } }',
      '{ volunteerBookings { id } }',
      '{ volunteerGuestStays(guestId: "1") { id } }',
    ]) {
      expect((await anonymous.gql(op)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const c of others) expect((await c.gql(op)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
