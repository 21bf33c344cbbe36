/** SPEC §5/§8 and DESIGN §12: each error text and status code, asserted over real HTTP. */
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import type { Actor } from '../domain/actor';

const TODAY = '2031-01-10';
const s = useServerSuite(TODAY);
let guest: HttpClient;
let volunteer: HttpClient;
let host: HttpClient;
let guestActor: Actor;
let room: number;
let womanOnly: number;
let shower: number;

const as = async (actor: Actor) => {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
};
const err = (status: number, message: string, code?: string) => ({
  status,
  body: { message, error: message, code: code ?? expect.any(String) },
});

beforeAll(async () => {
  const shelter = await s.f.shelter();
  room = await s.f.product(shelter, { places: 5 });
  womanOnly = await s.f.product(shelter, { type: 'woman-only' });
  shower = await s.f.product(shelter, { type: 'shower' });
  guestActor = await s.f.guest({ login: true, gender: 'M' });
  guest = await as(guestActor);
  volunteer = await as(await s.f.volunteer({ login: true }));
  host = await as(await s.f.host(shelter, { login: true }));
});

describe('SPEC §5 texts', () => {
  it('guest search without parameters: 400', async () => {
    expect(await volunteer.rest('GET', '/api/volunteer/guest/search')).toEqual(
      err(400, 'At least one search parameter (name or uno) must be provided.', 'BAD_USER_INPUT'),
    );
    expect(await volunteer.rest('GET', '/api/volunteer/guest/search?first_name=%20')).toMatchObject({ status: 400 });
  });

  it('guest creation without every field: 400; a taken UNO code: 409', async () => {
    expect(await volunteer.rest('POST', '/api/volunteer/guest/create', { first_name: 'Ny', uno: '1234' })).toEqual(
      err(400, 'All fields (first_name, last_name, uno) are required.', 'BAD_USER_INPUT'),
    );
    const [{ unokod }] = await s.db.dataSource.query(`SELECT unokod FROM guest_profile WHERE user_id = $1`, [guestActor.userId]);
    expect(await volunteer.rest('POST', '/api/volunteer/guest/create', { first_name: 'Ny', last_name: 'Gäst', uno: unokod })).toEqual(
      err(409, 'A user with this UNO code already exists.', 'UNO_TAKEN'),
    );
  });

  it('no search match: 404', async () => {
    expect(await volunteer.rest('GET', '/api/volunteer/guest/search?first_name=Finnsinte&last_name=Allsinte')).toEqual(
      err(404, 'No matching guest found', 'GUEST_NOT_FOUND'),
    );
  });

  it('the same booking twice: 409', async () => {
    const body = { product_id: room, start_date: '2031-01-11', end_date: '2031-01-12' };
    expect((await guest.rest('POST', '/api/user/request_booking', body)).status).toBe(200);
    expect(await guest.rest('POST', '/api/user/request_booking', body)).toEqual(
      err(409, 'A booking with these details already exists.', 'BOOKING_DUPLICATE'),
    );
  });

  it('confirming a booking that is not pending: 400; an unknown booking: 404', async () => {
    const g = await s.f.guest();
    const made = await volunteer.rest<{ id: number }>('POST', '/api/volunteer/request_booking', {
      product_id: room,
      user_id: g.userId,
      start_date: '2031-01-12',
      end_date: '2031-01-13',
    });
    expect(made.status).toBe(200);
    expect((await volunteer.rest('PATCH', `/api/volunteer/confirm_booking/${made.body.id}`)).status).toBe(200);
    expect(await volunteer.rest('PATCH', `/api/volunteer/confirm_booking/${made.body.id}`)).toEqual(
      err(400, 'Only pending bookings can be confirmed.', 'BOOKING_NOT_PENDING'),
    );
    expect(await volunteer.rest('PATCH', '/api/volunteer/confirm_booking/999999999')).toEqual(
      err(404, 'Booking not found', 'BOOKING_NOT_FOUND'),
    );
    expect(await host.rest('PATCH', '/api/host/pending/abc/appoint')).toEqual(err(404, 'Booking not found', 'BOOKING_NOT_FOUND'));
    expect(await guest.rest('DELETE', '/api/user/bookings/-1')).toEqual(err(404, 'Booking not found', 'BOOKING_NOT_FOUND'));
  });

  it("an unknown host: 404 'Host not found'", async () => {
    const noShelter = await as(await s.f.host(null, { login: true }));
    expect(await noShelter.rest('GET', '/api/host')).toEqual(err(404, 'Host not found', 'HOST_NOT_FOUND'));
    expect(await guest.rest('GET', '/api/host/hosts/999999999/products')).toEqual(err(404, 'Host not found', 'HOST_NOT_FOUND'));
  });

  it('a failed login: 200 with login_status false (DESIGN §12: what every client of the original reads)', async () => {
    const r = await new HttpClient(s.server.url).rest('POST', '/api/login/', { email: 'x@y.z', password: 'nej' });
    expect(r).toEqual({
      status: 200,
      body: { login_status: false, message: 'Autentisering misslyckades.', error: 'Autentisering misslyckades.', code: 'LOGIN_FAILED' },
    });
  });
});

describe('booking request checks, in DESIGN §12 order', () => {
  const req = (body: Record<string, unknown>) => guest.rest('POST', '/api/user/request_booking', body);

  it('400 for a missing or malformed field', async () => {
    expect((await req({})).status).toBe(400);
    expect((await req({ product_id: room, start_date: '2031-01-20' })).status).toBe(400);
    expect((await req({ product_id: 'rum', start_date: '2031-01-20', end_date: '2031-01-21' })).status).toBe(400);
    expect((await req({ product_id: room, start_date: '2031-02-30', end_date: '2031-03-01' })).status).toBe(400);
    expect((await req({ product_id: room, start_date: '20/01/2031', end_date: '2031-01-21' })).status).toBe(400);
  });

  it('404 for an unknown product', async () => {
    expect(await req({ product_id: 999999999, start_date: '2031-01-20', end_date: '2031-01-21' })).toMatchObject({
      status: 404,
      body: { code: 'PRODUCT_NOT_FOUND' },
    });
  });

  it('422 for a service, a past start, an end not after the start, more than 30 nights, and a woman-only room', async () => {
    expect(await req({ product_id: shower, start_date: '2031-01-20', end_date: '2031-01-21' })).toMatchObject({
      status: 422,
      body: { code: 'PRODUCT_NOT_BOOKABLE' },
    });
    expect(await req({ product_id: room, start_date: '2031-01-09', end_date: '2031-01-11' })).toMatchObject({
      status: 422,
      body: { code: 'BOOKING_START_IN_PAST' },
    });
    expect(await req({ product_id: room, start_date: '2031-01-21', end_date: '2031-01-20' })).toMatchObject({
      status: 422,
      body: { code: 'BOOKING_END_NOT_AFTER_START' },
    });
    expect(await req({ product_id: room, start_date: '2031-01-20', end_date: '2031-03-01' })).toMatchObject({
      status: 422,
      body: { code: 'BOOKING_TOO_LONG' },
    });
    expect(await req({ product_id: womanOnly, start_date: '2031-01-25', end_date: '2031-01-26' })).toMatchObject({
      status: 422,
      body: { code: 'BOOKING_WOMAN_ONLY' },
    });
  });

  it('409 for an overlapping stay', async () => {
    expect((await req({ product_id: room, start_date: '2031-02-01', end_date: '2031-02-03' })).status).toBe(200);
    expect(await req({ product_id: womanOnly, start_date: '2031-02-02', end_date: '2031-02-04' })).toMatchObject({
      status: 409,
      body: { code: 'BOOKING_OVERLAP' },
    });
  });
});

describe('any other bad input', () => {
  it('answers unknown paths, malformed JSON and oversized bodies with JSON errors, never 500', async () => {
    expect(await guest.rest('GET', '/api/nothing/here')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await guest.rest('POST', '/api/user/request_booking', '{"product_id": ')).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT' },
    });
    expect(await guest.rest('POST', '/api/user/request_booking', JSON.stringify({ message: 'x'.repeat(200_000) }))).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await host.rest('GET', '/api/host/available/0')).toMatchObject({ status: 400 });
    expect(await host.rest('GET', '/api/host/available/32')).toMatchObject({ status: 400 });
    expect(await host.rest('GET', '/api/host/available/seven')).toMatchObject({ status: 400 });
    expect(await guest.rest('GET', '/api/user/available/idag')).toMatchObject({ status: 400 });
  });

  it('accepts SPEC paths with and without the trailing slash', async () => {
    expect((await guest.rest('GET', '/api/user/bookings/')).status).toBe(200);
    expect((await guest.rest('GET', '/api/user/bookings')).status).toBe(200);
    expect((await host.rest('GET', '/api/host/count_bookings/')).status).toBe(200);
  });
});
