import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';

const s = useServerSuite('2031-02-01');
afterAll(async () => {});

const Q =
  'query($id: ID!) { booking(id: $id) { status message declineReason history { action fromStatus toStatus actorGroup actorName reason } } }';

it('shows staff the whole audit trail, and the guest only what is theirs to see', async () => {
  const shelter = await s.f.shelter();
  const room = await s.f.product(shelter, { places: 2 });
  const host = await s.f.host(shelter, { login: true, first: 'Vera', last: 'Värd' });
  const cw = await s.f.caseworker([shelter], { login: true, first: 'Hanna', last: 'Handläggare' });
  const guest = await s.f.guest({ login: true, first: 'Gösta', last: 'Gäst' });
  const b = await s.services.bookings.request(guest, {
    productId: room,
    startDate: '2031-02-02',
    endDate: '2031-02-03',
    message: 'Kommer sent',
  });
  await s.services.bookings.transition(cw, b.id, 'advise_against', { reason: 'Har plats hos släkt' });
  await s.services.bookings.transition(host, b.id, 'decline', { reason: 'Fullt i natt' });

  const asHost = new HttpClient(s.server.url);
  await asHost.login(host.email as string, TEST_PASSWORD);
  const staffView = await asHost.gql<{ booking: { history: unknown[]; message: string } }>(Q, { id: String(b.id) });
  expect(staffView.data?.booking.message).toBe('Kommer sent');
  expect(staffView.data?.booking.history).toEqual([
    { action: 'request', fromStatus: null, toStatus: 'pending', actorGroup: 'user', actorName: 'Gösta Gäst', reason: null },
    {
      action: 'advise_against',
      fromStatus: 'pending',
      toStatus: 'advised_against',
      actorGroup: 'caseworker',
      actorName: 'Hanna Handläggare',
      reason: 'Har plats hos släkt',
    },
    {
      action: 'decline',
      fromStatus: 'advised_against',
      toStatus: 'declined',
      actorGroup: 'host',
      actorName: 'Vera Värd',
      reason: 'Fullt i natt',
    },
  ]);

  const asGuest = new HttpClient(s.server.url);
  await asGuest.login(guest.email as string, TEST_PASSWORD);
  const own = await asGuest.gql<{ booking: { declineReason: string; history: { reason: string | null; actorName: string | null }[] } }>(Q, {
    id: String(b.id),
  });
  expect(own.data?.booking.declineReason).toBe('Fullt i natt');
  expect(own.data?.booking.history.map((e) => [e.reason, e.actorName])).toEqual([
    [null, 'Gösta Gäst'],
    [null, null],
    ['Fullt i natt', null],
  ]);

  const other = new HttpClient(s.server.url);
  await other.login((await s.f.host(await s.f.shelter(), { login: true })).email as string, TEST_PASSWORD);
  expect((await other.gql(Q, { id: String(b.id) })).errors?.[0]?.extensions?.code).toBe('BOOKING_NOT_FOUND');
});

it('serves the same audit trail over REST, scoped the same way', async () => {
  const shelter = await s.f.shelter();
  const room = await s.f.product(shelter);
  const host = await s.f.host(shelter, { login: true });
  const cw = await s.f.caseworker([shelter]);
  const guest = await s.f.guest({ login: true });
  const b = await s.services.bookings.request(guest, { productId: room, startDate: '2031-02-05', endDate: '2031-02-06' });
  await s.services.bookings.transition(cw, b.id, 'advise_against', { reason: 'Intern notering' });
  const asHost = new HttpClient(s.server.url);
  await asHost.login(host.email as string, TEST_PASSWORD);
  const staff = await asHost.rest<{ id: number; history: { action: string; reason: string | null }[] }>('GET', `/api/bookings/${b.id}`);
  expect(staff.status).toBe(200);
  expect(staff.body.history.map((e) => [e.action, e.reason])).toEqual([
    ['request', null],
    ['advise_against', 'Intern notering'],
  ]);
  const asGuest = new HttpClient(s.server.url);
  await asGuest.login(guest.email as string, TEST_PASSWORD);
  const own = await asGuest.rest<{ history: { reason: string | null }[] }>('GET', `/api/bookings/${b.id}`);
  expect(own.body.history.map((e) => e.reason)).toEqual([null, null]);
  const stranger = new HttpClient(s.server.url);
  stranger.cookie = await s.f.sessionCookie((await s.f.host(await s.f.shelter())).userId);
  expect((await stranger.rest('GET', `/api/bookings/${b.id}`)).status).toBe(404);
  expect((await new HttpClient(s.server.url).rest('GET', `/api/bookings/${b.id}`)).status).toBe(401);
});
