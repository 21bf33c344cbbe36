/**
 * DESIGN §3 over every path that returns a booking's guest (issue 15, defect 5): volunteers get
 * id, first name, last name and uno only, never the guest's flag; the guest does not see it
 * either; staff of the booking's shelter do.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';

const TODAY = '2032-03-10';
const s = useServerSuite(TODAY);
let volunteer: HttpClient;
let guestClient: HttpClient;
let host: HttpClient;
let caseworker: HttpClient;
let otherHost: HttpClient;
let guest: Actor;
let room: number;
let bookingId: number;

const as = async (actor: Actor) => {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
};
type Json = Record<string, unknown>;
const GUEST = 'guest { id firstName lastName unokod flag }';

beforeAll(async () => {
  const shelter = await s.f.shelter();
  const elsewhere = await s.f.shelter();
  room = await s.f.product(shelter, { places: 5 });
  guest = await s.f.guest({ login: true, flag: true, gender: 'K' });
  volunteer = await as(await s.f.volunteer({ login: true }));
  guestClient = await as(guest);
  host = await as(await s.f.host(shelter, { login: true }));
  otherHost = await as(await s.f.host(elsewhere, { login: true }));
  caseworker = await as(await s.f.caseworker([shelter], { login: true }));
  const r = await volunteer.gql<{ requestBooking: { id: string; guest: Json } }>(
    `mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id ${GUEST} } }`,
    { input: { productId: String(room), startDate: TODAY, endDate: addDays(TODAY, 2), guestId: String(guest.userId) } },
  );
  expect(r.errors).toBeUndefined();
  bookingId = Number(r.data?.requestBooking.id);
  // The answer of the request itself is one of the paths.
  expect(r.data?.requestBooking.guest.flag).toBeNull();
});

describe('volunteers never receive the guest flag', () => {
  it('volunteerBookings { guest { flag } } is null', async () => {
    const r = await volunteer.gql<{ volunteerBookings: { id: string; guest: Json }[] }>(`{ volunteerBookings { id ${GUEST} } }`);
    expect(r.errors).toBeUndefined();
    const mine = r.data?.volunteerBookings.find((b) => Number(b.id) === bookingId);
    expect(mine?.guest).toEqual({
      id: String(guest.userId),
      firstName: guest.firstName,
      lastName: guest.lastName,
      unokod: expect.any(String),
      flag: null,
    });
  });

  it('booking(id) { guest { flag } } is null', async () => {
    const r = await volunteer.gql<{ booking: { guest: Json } }>(`query($id: ID!) { booking(id: $id) { ${GUEST} } }`, {
      id: String(bookingId),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.booking.guest.flag).toBeNull();
  });

  it('GET /api/bookings/{id} has no flag key', async () => {
    const r = await volunteer.rest<{ user: Json }>('GET', `/api/bookings/${bookingId}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.user).sort()).toEqual(['first_name', 'id', 'last_name', 'unokod']);
  });

  it('the bell (notifications) carries no flag', async () => {
    // A host's action is an event by someone else on a booking the volunteer requested.
    const decided = await host.rest('PATCH', `/api/host/pending/${bookingId}/appoint`);
    expect(decided.status).toBe(200);
    const r = await volunteer.gql<{ notifications: { items: { booking: { guest: Json } | null }[] } }>(
      `{ notifications { items { booking { ${GUEST} } } } }`,
    );
    expect(r.errors).toBeUndefined();
    const items = r.data?.notifications.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const it of items) expect(it.booking?.guest.flag ?? null).toBeNull();
  });

  it('a confirm by the volunteer answers without the flag', async () => {
    const other = await s.f.guest({ flag: true });
    const made = await volunteer.rest<{ id: number }>('POST', '/api/volunteer/request_booking', {
      user_id: other.userId,
      product_id: room,
      start_date: addDays(TODAY, 3),
      end_date: addDays(TODAY, 4),
    });
    expect(made.status).toBe(200);
    const c = await volunteer.gql<{ volunteerConfirmBooking: { guest: Json } }>(
      `mutation($id: ID!) { volunteerConfirmBooking(id: $id) { ${GUEST} } }`,
      {
        id: String(made.body.id),
      },
    );
    expect(c.errors).toBeUndefined();
    expect(c.data?.volunteerConfirmBooking.guest.flag).toBeNull();
  });
});

describe('the guest does not see their own flag', () => {
  it('myBookings and GET /api/user/bookings', async () => {
    const g = await guestClient.gql<{ myBookings: { guest: Json }[] }>(`{ myBookings { ${GUEST} } }`);
    expect(g.errors).toBeUndefined();
    expect(g.data?.myBookings.length).toBeGreaterThan(0);
    for (const b of g.data?.myBookings ?? []) expect(b.guest.flag).toBeNull();
    const r = await guestClient.rest<{ user: Json }[]>('GET', '/api/user/bookings');
    expect(r.status).toBe(200);
    for (const b of r.body) expect(b.user).not.toHaveProperty('flag');
  });
});

describe("staff of the booking's shelter see it", () => {
  it('the host, on REST and GraphQL', async () => {
    const r = await host.rest<{ user: Json }>('GET', `/api/bookings/${bookingId}`);
    expect(r.body.user.flag).toBe(true);
    const g = await host.gql<{ booking: { guest: Json } }>(`query($id: ID!) { booking(id: $id) { ${GUEST} } }`, { id: String(bookingId) });
    expect(g.data?.booking.guest.flag).toBe(true);
    const arrivals = await host.rest<{ id: number; user: Json }[]>('GET', '/api/host/bookings/incoming');
    expect(arrivals.status).toBe(200);
  });

  it('the assigned caseworker', async () => {
    const g = await caseworker.gql<{ booking: { guest: Json } }>(`query($id: ID!) { booking(id: $id) { ${GUEST} } }`, {
      id: String(bookingId),
    });
    expect(g.errors).toBeUndefined();
    expect(g.data?.booking.guest.flag).toBe(true);
  });

  it('a host of another shelter gets nothing at all', async () => {
    const r = await otherHost.rest('GET', `/api/bookings/${bookingId}`);
    expect(r.status).toBe(404);
  });
});
