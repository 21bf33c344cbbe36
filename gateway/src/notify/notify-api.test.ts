/**
 * The outbox through both transports (issue 20 §3, §5, §7): the volunteer's request tells whether
 * a message to the guest was queued (REST guest_notified, GraphQL Booking.guestNotice), a guest
 * chooses e-mail, SMS or none, host staff opt in to the digest, and the admin's Utskick lists the
 * outbox (GraphQL and GET /api/admin/outbox) without any message text.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { at } from '../test-support/at';

const TODAY = '2025-11-10';
const s = useServerSuite(TODAY);
afterAll(async () => {});

async function clientFor(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  if (actor.email) await c.login(actor.email, TEST_PASSWORD);
  else c.cookie = await s.f.sessionCookie(actor.userId);
  return c;
}

async function room(): Promise<{ shelter: number; room: number }> {
  const shelter = await s.f.shelter();
  return { shelter, room: await s.f.product(shelter, { places: 5 }) };
}

type Json = Record<string, unknown>;

describe('the volunteer is told whether the guest was sent the booking information', () => {
  it('REST request_booking: guest_notified "email" for a guest with an e-mail, null for one without', async () => {
    const volunteer = await clientFor(await s.f.volunteer({ login: true }));
    const { room: product } = await room();
    const withMail = await s.f.guest({ login: true });
    const without = await s.f.guest(); // as a volunteer creates them: UNO code, no e-mail
    const body = (g: Actor) => ({ product_id: product, user_id: g.userId, start_date: addDays(TODAY, 1), end_date: addDays(TODAY, 2) });

    const told = await volunteer.rest<Json>('POST', '/api/volunteer/request_booking', body(withMail));
    expect(told).toEqual({ status: 200, body: { id: expect.any(Number), status: { description: 'pending' }, guest_notified: 'email' } });
    const untold = await volunteer.rest<Json>('POST', '/api/volunteer/request_booking', body(without));
    expect(untold).toEqual({ status: 200, body: { id: expect.any(Number), status: { description: 'pending' }, guest_notified: null } });
  });

  it('GraphQL: requestBooking and volunteerConfirmBooking answer guestNotice; others read null', async () => {
    const volunteerActor = await s.f.volunteer({ login: true });
    const volunteer = await clientFor(volunteerActor);
    const { shelter, room: product } = await room();
    const smsGuest = await s.f.guest();
    await s.db.dataSource.query(`UPDATE app_user SET contact_preference = 'sms' WHERE id = $1`, [smsGuest.userId]);
    await s.db.dataSource.query(`UPDATE guest_profile SET phone = '070-111 22 33' WHERE user_id = $1`, [smsGuest.userId]);
    const silent = await s.f.guest();

    const book = async (g: Actor) => {
      const r = await volunteer.gql<{ requestBooking: { id: string; guestNotice: string | null } }>(
        `mutation ($input: RequestBookingInput!) { requestBooking(input: $input) { id guestNotice } }`,
        { input: { productId: String(product), guestId: String(g.userId), startDate: addDays(TODAY, 2), endDate: addDays(TODAY, 3) } },
      );
      expect(r.errors).toBeUndefined();
      const id = r.data?.requestBooking.id as string;
      const c = await volunteer.gql<{ volunteerConfirmBooking: { status: string; guestNotice: string | null } }>(
        `mutation ($id: ID!) { volunteerConfirmBooking(id: $id) { status guestNotice } }`,
        { id },
      );
      expect(c.errors).toBeUndefined();
      return { id, requested: r.data?.requestBooking.guestNotice, confirmed: c.data?.volunteerConfirmBooking };
    };
    const sms = await book(smsGuest);
    expect(sms.requested).toBe('sms');
    expect(sms.confirmed).toEqual({ status: 'confirmed', guestNotice: 'sms' });
    const templates: { template: string }[] = await s.db.dataSource.query(
      `SELECT template FROM outbox_message WHERE booking_id = $1 ORDER BY id`,
      [Number(sms.id)],
    );
    expect(templates.map((t) => t.template)).toEqual(['booking.received', 'booking.confirmed']);

    const none = await book(silent);
    expect(none.requested).toBeNull();
    expect(none.confirmed).toEqual({ status: 'confirmed', guestNotice: null });

    // Host staff see the booking, not how the guest was told.
    const host = await clientFor(await s.f.host(shelter, { login: true }));
    const seen = await host.gql<{ booking: { guestNotice: string | null } }>(`query ($id: ID!) { booking(id: $id) { guestNotice } }`, {
      id: sms.id,
    });
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.booking.guestNotice).toBeNull();
  });
});

describe('notification settings', () => {
  it('a guest chooses e-mail, SMS or none; others may not; host staff opt in to the digest', async () => {
    const guestActor = await s.f.guest({ login: true });
    const guest = await clientFor(guestActor);
    const q = `{ myNotificationSettings { contactPreference hasEmail hasPhone requestDigest } }`;
    expect((await guest.gql(q)).data).toEqual({
      myNotificationSettings: { contactPreference: 'email', hasEmail: true, hasPhone: false, requestDigest: null },
    });
    const set = (c: HttpClient, p: string) =>
      c.gql<{ setMyContactPreference: Json }>(
        `mutation ($p: ContactPreference!) { setMyContactPreference(preference: $p) { contactPreference } }`,
        {
          p,
        },
      );
    expect((await set(guest, 'none')).data).toEqual({ setMyContactPreference: { contactPreference: 'none' } });
    expect((await set(guest, 'post')).errors).toBeDefined();
    const { contact_preference } = at<{ contact_preference: string }>(
      await s.db.dataSource.query(`SELECT contact_preference FROM app_user WHERE id = $1`, [guestActor.userId]),
      0,
    );
    expect(contact_preference).toBe('none');
    // The service refuses a value outside the list too (what a REST or GraphQL bypass would reach).
    await expect(s.services.notify.setMyContactPreference(guestActor, 'post')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });

    const { shelter } = await room();
    const host = await clientFor(await s.f.host(shelter, { login: true }));
    expect((await set(host, 'sms')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const digest = await host.gql<{ setMyRequestDigest: Json }>(`mutation { setMyRequestDigest(enabled: true) { requestDigest } }`);
    expect(digest.data).toEqual({ setMyRequestDigest: { requestDigest: true } });
    expect((await guest.gql(`mutation { setMyRequestDigest(enabled: true) { requestDigest } }`)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('Utskick (admins only)', () => {
  it('lists the outbox newest first with a masked address and no text, by GraphQL and REST', async () => {
    const guest = await s.f.guest({ login: true });
    const { room: product } = await room();
    await s.services.bookings.request(guest, { productId: product, startDate: addDays(TODAY, 4), endDate: addDays(TODAY, 5) });
    const admin = await clientFor(await s.f.admin({ login: true }));

    const g = await admin.gql<{ outboxMessages: { total: number; page: number; pageSize: number; items: Json[] } }>(
      `{ outboxMessages(page: 1) { total page pageSize items { id createdAt template channel status attempts nextAttemptAt sentAt lastError address } } }`,
    );
    expect(g.errors).toBeUndefined();
    const page = g.data?.outboxMessages;
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    const first = at(page?.items ?? [], 0);
    expect(first).toMatchObject({ template: 'booking.received', channel: 'email', status: 'pending', attempts: 0 });
    const email = guest.email as string;
    expect(first.address).toBe(`${email.slice(0, 2)}•••${email.slice(email.indexOf('@'))}`);

    const r = await admin.rest<{ total: number; page: number; page_size: number; items: Json[] }>('GET', '/api/admin/outbox?page=1');
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(page?.total);
    expect(Object.keys(at(r.body.items, 0)).sort()).toEqual(
      ['address', 'attempts', 'channel', 'created_at', 'id', 'last_error', 'next_attempt_at', 'sent_at', 'status', 'template'].sort(),
    );
    expect(JSON.stringify(r.body)).not.toContain(email);
    expect((await admin.rest('GET', '/api/admin/outbox?status=pending')).status).toBe(200);
    expect(await admin.rest('GET', '/api/admin/outbox?page=0')).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(await admin.rest('GET', '/api/admin/outbox?page=x')).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(await admin.rest('GET', '/api/admin/outbox?status=bogus')).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect((await admin.rest('GET', '/api/admin/outbox?page=1&page=2')).status).toBe(400);

    const other = await clientFor(guest);
    expect((await other.rest('GET', '/api/admin/outbox')).status).toBe(403);
    expect((await new HttpClient(s.server.url).rest('GET', '/api/admin/outbox')).status).toBe(401);
    expect((await other.gql(`{ outboxMessages { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
