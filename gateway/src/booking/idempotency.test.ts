/**
 * Idempotency keys of booking requests (issue 15, DESIGN §6) over real HTTP: the same request with
 * the same key gives back the first answer and books once (REST, both paths, and GraphQL), also
 * when the two arrive together; another request with the key is IDEMPOTENCY_KEY_REUSED; keys are
 * per person and forgotten after 24 h; a malformed key is 400 BAD_USER_INPUT.
 */
import { request } from 'node:http';
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { forgetExpiredKeys, MAX_IDEMPOTENCY_KEY } from './idempotency';
import { one } from '../platform/db/rows';

const TODAY = '2031-03-02';
const s = useServerSuite(TODAY);
afterAll(async () => {});

type Json = Record<string, unknown>;
const d = (offset: number) => addDays(TODAY, offset);
let keySeq = 0;
const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keySeq}`;

async function clientOf(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  c.cookie = await s.f.sessionCookie(actor.userId);
  return c;
}

async function room(places = 3): Promise<number> {
  return s.f.product(await s.f.shelter(), { places });
}

async function guestClient(): Promise<{ guest: Actor; c: HttpClient }> {
  const guest = await s.f.guest();
  return { guest, c: await clientOf(guest) };
}

async function bookingsOf(guestId: number): Promise<{ id: number; status: string }[]> {
  return s.db.dataSource.query(`SELECT id, status FROM booking WHERE guest_id = $1 ORDER BY id`, [guestId]);
}

const guestRequest = (c: HttpClient, body: Json, key?: string) =>
  c.rest<Json>('POST', '/api/user/request_booking', body, key === undefined ? {} : { 'Idempotency-Key': key });

const REQUEST_GQL = `mutation($input: RequestBookingInput!) {
  requestBooking(input: $input) { id status startDate endDate message declineReason guest { id } product { id } }
}`;
type GqlBooking = { requestBooking: Json | null };

describe('REST POST /api/user/request_booking with Idempotency-Key', () => {
  it('the same request twice with one key: one booking, the same answer twice', async () => {
    const { guest, c } = await guestClient();
    const body = { product_id: await room(), start_date: d(1), end_date: d(3), message: 'Kommer sent' };
    const key = newKey();

    const first = await guestRequest(c, body, key);
    const second = await guestRequest(c, body, key);

    expect(first.status).toBe(200);
    expect(first.body.status).toEqual({ description: 'pending' });
    expect(second).toEqual(first);
    expect(await bookingsOf(guest.userId)).toEqual([{ id: first.body.id, status: 'pending' }]);
  });

  it('without a key the second request is refused as a duplicate, as before', async () => {
    const { guest, c } = await guestClient();
    const body = { product_id: await room(), start_date: d(1), end_date: d(3) };
    expect((await guestRequest(c, body)).status).toBe(200);
    expect(await guestRequest(c, body)).toMatchObject({ status: 409, body: { code: 'BOOKING_DUPLICATE' } });
    expect(await bookingsOf(guest.userId)).toHaveLength(1);
  });

  it('gives back the first answer even after the booking changed since', async () => {
    const { guest, c } = await guestClient();
    const body = { product_id: await room(), start_date: d(1), end_date: d(3) };
    const key = newKey();
    const first = await guestRequest(c, body, key);
    expect(first.status).toBe(200);
    // The guest cancels it (another request of theirs); a late retry still gets the first answer.
    expect((await c.rest('DELETE', `/api/user/bookings/${first.body.id as number}`)).status).toBe(200);

    expect(await guestRequest(c, body, key)).toEqual(first);
    expect(await bookingsOf(guest.userId)).toEqual([{ id: first.body.id, status: 'cancelled' }]);
  });

  it('the same key with another request: 422 IDEMPOTENCY_KEY_REUSED, nothing booked', async () => {
    const { guest, c } = await guestClient();
    const product = await room();
    const key = newKey();
    const first = await guestRequest(c, { product_id: product, start_date: d(1), end_date: d(3) }, key);
    expect(first.status).toBe(200);

    for (const other of [
      { product_id: product, start_date: d(5), end_date: d(6) },
      { product_id: await room(), start_date: d(1), end_date: d(3) },
      { product_id: product, start_date: d(1), end_date: d(3), message: 'Ett annat meddelande' },
    ]) {
      expect(await guestRequest(c, other, key)).toEqual({
        status: 422,
        body: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String), error: expect.any(String) },
      });
    }
    expect(await bookingsOf(guest.userId)).toHaveLength(1);
  });

  it('a refused request leaves no key: the same key may book once the request is possible', async () => {
    const { guest, c } = await guestClient();
    const product = await room();
    const blocking = await guestRequest(c, { product_id: product, start_date: d(1), end_date: d(4) });
    const body = { product_id: product, start_date: d(2), end_date: d(3) };
    const key = newKey();
    expect(await guestRequest(c, body, key)).toMatchObject({ status: 409, body: { code: 'BOOKING_OVERLAP' } });

    await c.rest('DELETE', `/api/user/bookings/${blocking.body.id as number}`);
    const retry = await guestRequest(c, body, key);
    expect(retry.status).toBe(200);
    expect(await guestRequest(c, body, key)).toEqual(retry);
    expect((await bookingsOf(guest.userId)).map((b) => b.status)).toEqual(['cancelled', 'pending']);
  });

  it('keys are per person: the same key from two guests books for both', async () => {
    const product = await room();
    const a = await guestClient();
    const b = await guestClient();
    const key = newKey();
    const body = { product_id: product, start_date: d(1), end_date: d(2) };

    const ra = await guestRequest(a.c, body, key);
    const rb = await guestRequest(b.c, body, key);
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(rb.body.id).not.toBe(ra.body.id);
    expect(await bookingsOf(a.guest.userId)).toHaveLength(1);
    expect(await bookingsOf(b.guest.userId)).toHaveLength(1);
  });

  it('after 24 hours the key is forgotten', async () => {
    const { guest, c } = await guestClient();
    const product = await room();
    const key = newKey();
    const body = { product_id: product, start_date: d(1), end_date: d(2) };
    expect((await guestRequest(c, body, key)).status).toBe(200);
    const age = async (interval: string) =>
      s.db.dataSource.query(`UPDATE idempotency_key SET created_at = now() - $3::interval WHERE actor_id = $1 AND key = $2`, [
        guest.userId,
        key,
        interval,
      ]);

    // Just under a day: still remembered (another request with it is refused).
    await age('23 hours 59 minutes');
    expect(await guestRequest(c, { ...body, start_date: d(5), end_date: d(6) }, key)).toMatchObject({
      status: 422,
      body: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });

    // A day old: forgotten. The same request is judged afresh (the booking exists: a duplicate);
    // another request with the key books.
    await age('24 hours 1 second');
    expect(await guestRequest(c, body, key)).toMatchObject({ status: 409, body: { code: 'BOOKING_DUPLICATE' } });
    const other = await guestRequest(c, { ...body, start_date: d(5), end_date: d(6) }, key);
    expect(other.status).toBe(200);
    expect(await guestRequest(c, { ...body, start_date: d(5), end_date: d(6) }, key)).toEqual(other);
    expect(await bookingsOf(guest.userId)).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['longer than 200 characters', 'k'.repeat(MAX_IDEMPOTENCY_KEY + 1)],
    ['a tab (a control character)', 'abc\tdef'],
    ['a C1 control character', 'abc\u0085def'],
  ])('a key that is %s: 400 BAD_USER_INPUT, nothing booked', async (_what, key) => {
    const { guest, c } = await guestClient();
    const r = await guestRequest(c, { product_id: await room(), start_date: d(1), end_date: d(2) }, key);
    expect(r).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(await bookingsOf(guest.userId)).toHaveLength(0);
  });

  it('two Idempotency-Key headers: 400; a key of exactly 200 characters is fine', async () => {
    const { guest, c } = await guestClient();
    const product = await room();
    // fetch would join the two into one line; node:http sends each as given.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ product_id: product, start_date: d(1), end_date: d(2) });
      const req = request(`${s.server.url}/api/user/request_booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: c.cookie as string, 'idempotency-key': ['a', 'b'] },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(400);
    expect(await bookingsOf(guest.userId)).toHaveLength(0);

    const long = `${newKey()}-`.padEnd(MAX_IDEMPOTENCY_KEY, 'x');
    expect((await guestRequest(c, { product_id: product, start_date: d(1), end_date: d(2) }, long)).status).toBe(200);
  });
});

describe('REST POST /api/volunteer/request_booking with Idempotency-Key', () => {
  it('the same request twice with one key: one booking, the same answer twice; by uno the same request', async () => {
    const volunteer = await clientOf(await s.f.volunteer());
    const guest = await s.f.guest();
    const { unokod } = one<{ unokod: string }>(
      await s.db.dataSource.query(`SELECT unokod FROM guest_profile WHERE user_id = $1`, [guest.userId]),
    );
    const body = { product_id: await room(), user_id: guest.userId, start_date: d(1), end_date: d(3) };
    const key = newKey();
    const send = (b: Json) => volunteer.rest<Json>('POST', '/api/volunteer/request_booking', b, { 'Idempotency-Key': key });

    const first = await send(body);
    expect(first).toEqual({ status: 200, body: { id: expect.any(Number), status: { description: 'pending' }, guest_notified: null } });
    expect(await send(body)).toEqual(first);
    // Naming the same guest by UNO code is the same request.
    expect(await send({ ...body, user_id: undefined, uno: unokod })).toEqual(first);
    expect(await bookingsOf(guest.userId)).toEqual([{ id: first.body.id, status: 'pending' }]);

    expect(await send({ ...body, end_date: d(2) })).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await send({ ...body, user_id: (await s.f.guest()).userId })).toMatchObject({
      status: 422,
      body: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
  });

  it('a malformed key: 400 BAD_USER_INPUT', async () => {
    const volunteer = await clientOf(await s.f.volunteer());
    const guest = await s.f.guest();
    const body = { product_id: await room(), user_id: guest.userId, start_date: d(1), end_date: d(3) };
    for (const key of ['', 'x'.repeat(MAX_IDEMPOTENCY_KEY + 1), 'a\tb']) {
      expect(await volunteer.rest('POST', '/api/volunteer/request_booking', body, { 'Idempotency-Key': key })).toMatchObject({
        status: 400,
        body: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await bookingsOf(guest.userId)).toHaveLength(0);
  });
});

describe('GraphQL requestBooking(input: {idempotencyKey})', () => {
  it('a guest: the same request twice with one key gives one booking and the same answer', async () => {
    const { guest, c } = await guestClient();
    const input = { productId: String(await room()), startDate: d(1), endDate: d(3), message: 'Hej', idempotencyKey: newKey() };
    const first = await c.gql<GqlBooking>(REQUEST_GQL, { input });
    const second = await c.gql<GqlBooking>(REQUEST_GQL, { input });
    expect(first.errors).toBeUndefined();
    expect(first.data?.requestBooking).toMatchObject({
      status: 'pending',
      startDate: d(1),
      endDate: d(3),
      message: 'Hej',
      declineReason: null,
    });
    expect(second).toEqual(first);
    expect(await bookingsOf(guest.userId)).toHaveLength(1);

    const other = await c.gql<GqlBooking>(REQUEST_GQL, { input: { ...input, endDate: d(2) } });
    expect(other.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a volunteer booking for a guest (guestId): one booking; another guest with the key is refused', async () => {
    const volunteer = await clientOf(await s.f.volunteer());
    const guest = await s.f.guest();
    const input = {
      productId: String(await room()),
      startDate: d(1),
      endDate: d(2),
      guestId: String(guest.userId),
      idempotencyKey: newKey(),
    };
    const first = await volunteer.gql<GqlBooking>(REQUEST_GQL, { input });
    expect(first.errors).toBeUndefined();
    expect(await volunteer.gql<GqlBooking>(REQUEST_GQL, { input })).toEqual(first);
    expect(await bookingsOf(guest.userId)).toHaveLength(1);

    const other = await s.f.guest();
    const r = await volunteer.gql<GqlBooking>(REQUEST_GQL, { input: { ...input, guestId: String(other.userId) } });
    expect(r.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await bookingsOf(other.userId)).toHaveLength(0);
  });

  it('a queued request is given back as queued (the status it got), one booking', async () => {
    const product = await room(1);
    const taker = await guestClient();
    expect((await guestRequest(taker.c, { product_id: product, start_date: d(1), end_date: d(2) })).status).toBe(200);
    const { guest, c } = await guestClient();
    const input = { productId: String(product), startDate: d(1), endDate: d(2), idempotencyKey: newKey() };
    const first = await c.gql<GqlBooking>(REQUEST_GQL, { input });
    expect(first.data?.requestBooking?.status).toBe('in_queue');
    expect(await c.gql<GqlBooking>(REQUEST_GQL, { input })).toEqual(first);
    expect(await bookingsOf(guest.userId)).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(MAX_IDEMPOTENCY_KEY + 1)],
    ['a NUL', 'abc\u0000def'],
    ['a newline', 'abc\ndef'],
    ['a lone surrogate', 'abc\ud800def'],
  ])('a key that is %s: BAD_USER_INPUT, nothing booked', async (_what, key) => {
    const { guest, c } = await guestClient();
    const r = await c.gql<GqlBooking>(REQUEST_GQL, {
      input: { productId: String(await room()), startDate: d(1), endDate: d(2), idempotencyKey: key },
    });
    // (NUL and lone surrogates are refused at the boundary already, with HTTP 400: platform/text-guard.ts.)
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await bookingsOf(guest.userId)).toHaveLength(0);
  });
});

describe('concurrent requests with one key', () => {
  it('five at once (REST and GraphQL mixed): one booking, every answer the same booking', async () => {
    const { guest, c } = await guestClient();
    const product = await room();
    const key = newKey();
    const rest = () => guestRequest(c, { product_id: product, start_date: d(1), end_date: d(3) }, key);
    const gql = () =>
      c.gql<GqlBooking>(REQUEST_GQL, { input: { productId: String(product), startDate: d(1), endDate: d(3), idempotencyKey: key } });
    const [r1, g1, r2, g2, r3] = await Promise.all([rest(), gql(), rest(), gql(), rest()]);

    const bookings = await bookingsOf(guest.userId);
    expect(bookings).toHaveLength(1);
    for (const r of [r1, r2, r3])
      expect(r).toEqual({ status: 200, body: expect.objectContaining({ id: bookings[0]?.id, status: { description: 'pending' } }) });
    for (const g of [g1, g2]) {
      expect(g.errors).toBeUndefined();
      expect(g.data?.requestBooking).toMatchObject({ id: String(bookings[0]?.id), status: 'pending' });
    }
    expect(r2).toEqual(r1);
    expect(r3).toEqual(r1);
    expect(g2).toEqual(g1);
  });

  // PostgreSQL only: holding the guest's row from another connection makes sure both requests are
  // in flight together (PGlite has one connection, so it serialises them by itself).
  (process.env.DATABASE_URL ? it : it.skip)('the second waits for the first and gives back its answer', async () => {
    const { guest, c } = await guestClient();
    const body = { product_id: await room(), start_date: d(1), end_date: d(3) };
    const key = newKey();
    const blocker = s.db.dataSource.createQueryRunner();
    await blocker.connect();
    let answers: { status: number; body: Json }[];
    try {
      await blocker.startTransaction();
      await blocker.query(`SELECT id FROM app_user WHERE id = $1 FOR UPDATE`, [guest.userId]);
      const sent = Promise.all([guestRequest(c, body, key), guestRequest(c, body, key)]);
      // One request holds the key and waits for the guest's row; the other waits for the key.
      for (let i = 0; ; i++) {
        const { n } = one<{ n: number }>(
          await s.db.dataSource.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO idempotency_key%'`,
          ),
        );
        if (n > 0) break;
        if (i > 200) throw new Error('the second request never waited for the key');
        await new Promise((r) => setTimeout(r, 25));
      }
      await blocker.rollbackTransaction();
      answers = await sent;
    } finally {
      if (blocker.isTransactionActive) await blocker.rollbackTransaction();
      await blocker.release();
    }
    expect(answers[0]?.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(await bookingsOf(guest.userId)).toEqual([{ id: answers[0]?.body.id, status: 'pending' }]);
  });
});

describe('forgetting old keys', () => {
  it('deletes keys older than 24 hours and keeps the others', async () => {
    const { guest, c } = await guestClient();
    const product = await room();
    const oldKey = newKey();
    const freshKey = newKey();
    expect((await guestRequest(c, { product_id: product, start_date: d(1), end_date: d(2) }, oldKey)).status).toBe(200);
    expect((await guestRequest(c, { product_id: product, start_date: d(3), end_date: d(4) }, freshKey)).status).toBe(200);
    await s.db.dataSource.query(`UPDATE idempotency_key SET created_at = now() - interval '25 hours' WHERE actor_id = $1 AND key = $2`, [
      guest.userId,
      oldKey,
    ]);

    expect(await forgetExpiredKeys(s.db.dataSource)).toBeGreaterThanOrEqual(1);
    const left: { key: string }[] = await s.db.dataSource.query(`SELECT key FROM idempotency_key WHERE actor_id = $1 ORDER BY key`, [
      guest.userId,
    ]);
    expect(left.map((r) => r.key)).toEqual([freshKey]);
  });

  it('the key is stored with its booking and the status the booking got', async () => {
    const { guest, c } = await guestClient();
    const key = newKey();
    const r = await guestRequest(c, { product_id: await room(), start_date: d(1), end_date: d(2) }, key);
    expect(r.status).toBe(200);
    const { n } = one<{ n: number }>(
      await s.db.dataSource.query(
        `SELECT count(*)::int AS n FROM idempotency_key WHERE actor_id = $1 AND key = $2 AND booking_id = $3 AND first_status = 'pending'`,
        [guest.userId, key, r.body.id],
      ),
    );
    expect(n).toBe(1);
  });
});
