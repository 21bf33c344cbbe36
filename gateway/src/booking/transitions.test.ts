import type { Actor } from '../domain/actor';
import { useSuite } from '../test-support/suite';
import { checkLedger, productLockShared } from './ledger';
import { one } from '../platform/db/rows';
import { untilWaitingOnLock } from '../test-support/locks';

const TODAY = '2030-03-10';
const s = useSuite(TODAY);

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
};

async function world(places = 1) {
  const shelter = await s.f.shelter();
  const room = await s.f.product(shelter, { places });
  const host = await s.f.host(shelter);
  const caseworker = await s.f.caseworker([shelter]);
  return { shelter, room, host, caseworker };
}

const placesLeft = async (actor: Actor, shelter: number, room: number, from: string, days: number) =>
  (await s.services.shelters.availability(actor, [shelter], days, from)).filter((n) => n.productId === room).map((n) => n.placesLeft);

const statusOf = async (id: number) =>
  one<{ status: string }>(await s.db.dataSource.query(`SELECT status FROM booking WHERE id = $1`, [id])).status;

afterEach(async () => {
  expect(await checkLedger(s.db.dataSource)).toEqual([]);
});

describe('booking transitions through the service', () => {
  it('walks the happy path: request → recommend → assign → confirm → check in → check out', async () => {
    const w = await world(2);
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: w.room, startDate: TODAY, endDate: '2030-03-12' });
    expect((await s.services.bookings.transition(w.caseworker, b.id, 'recommend')).status).toBe('accepted');
    expect((await s.services.bookings.transition(w.host, b.id, 'assign')).status).toBe('reserved');
    expect((await s.services.bookings.transition(guest, b.id, 'confirm')).status).toBe('confirmed');
    expect((await s.services.bookings.transition(w.host, b.id, 'check_in')).status).toBe('checked_in');
    expect(await placesLeft(w.host, w.shelter, w.room, TODAY, 2)).toEqual([1, 1]);
    const out = await s.services.bookings.transition(w.host, b.id, 'check_out');
    // Leaving on the first day still counts one night.
    expect(out).toMatchObject({ status: 'completed', endDate: '2030-03-11' });
    expect(await placesLeft(w.host, w.shelter, w.room, TODAY, 2)).toEqual([2, 2]);
    const events = await s.db.dataSource.query(
      `SELECT action, from_status, to_status, actor_group FROM booking_event WHERE booking_id = $1 ORDER BY id`,
      [b.id],
    );
    expect(events).toEqual([
      { action: 'request', from_status: null, to_status: 'pending', actor_group: 'user' },
      { action: 'recommend', from_status: 'pending', to_status: 'accepted', actor_group: 'caseworker' },
      { action: 'assign', from_status: 'accepted', to_status: 'reserved', actor_group: 'host' },
      { action: 'confirm', from_status: 'reserved', to_status: 'confirmed', actor_group: 'user' },
      { action: 'check_in', from_status: 'confirmed', to_status: 'checked_in', actor_group: 'host' },
      { action: 'check_out', from_status: 'checked_in', to_status: 'completed', actor_group: 'host' },
    ]);
  });

  it("refuses an action from the wrong status with a conflict, and keeps SPEC's 400 for the volunteer confirm", async () => {
    const w = await world(2);
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: w.room, startDate: TODAY, endDate: '2030-03-11' });
    expect(await codeOf(s.services.bookings.transition(guest, b.id, 'confirm'))).toBe('BOOKING_INVALID_TRANSITION');
    expect(await codeOf(s.services.bookings.transition(w.host, b.id, 'check_out'))).toBe('BOOKING_INVALID_TRANSITION');
    const volunteer = await s.f.volunteer();
    const vb = await s.services.bookings.request(volunteer, {
      productId: w.room,
      startDate: '2030-03-20',
      endDate: '2030-03-21',
      guestId: (await s.f.guest()).userId,
    });
    expect((await s.services.bookings.transition(volunteer, vb.id, 'volunteer_confirm')).status).toBe('confirmed');
    await expect(s.services.bookings.transition(volunteer, vb.id, 'volunteer_confirm')).rejects.toMatchObject({
      code: 'BOOKING_NOT_PENDING',
      message: 'Only pending bookings can be confirmed.',
    });
  });

  it('answers "not found" alike for another shelter\'s, another guest\'s and a missing booking', async () => {
    const w = await world(2);
    const other = await world(2);
    const guest = await s.f.guest();
    const stranger = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: w.room, startDate: TODAY, endDate: '2030-03-11' });
    expect(await codeOf(s.services.bookings.transition(other.host, b.id, 'assign'))).toBe('BOOKING_NOT_FOUND');
    expect(await codeOf(s.services.bookings.transition(other.caseworker, b.id, 'recommend'))).toBe('BOOKING_NOT_FOUND');
    expect(await codeOf(s.services.bookings.transition(stranger, b.id, 'cancel'))).toBe('BOOKING_NOT_FOUND');
    expect(await codeOf(s.services.bookings.transition(w.host, 999_999_999, 'assign'))).toBe('BOOKING_NOT_FOUND');
    expect(await codeOf(s.services.bookings.get(stranger, b.id))).toBe('BOOKING_NOT_FOUND');
    // The wrong group altogether is refused before any lookup.
    expect(await codeOf(s.services.bookings.transition(guest, b.id, 'assign'))).toBe('FORBIDDEN');
    expect(await codeOf(s.services.bookings.transition(await s.f.admin(), b.id, 'decline'))).toBe('FORBIDDEN');
    expect(await codeOf(s.services.bookings.transition(null, b.id, 'cancel'))).toBe('UNAUTHENTICATED');
    expect(await statusOf(b.id)).toBe('pending');
  });

  it('checks in only during the stay', async () => {
    const w = await world(2);
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: w.room, startDate: '2030-03-11', endDate: '2030-03-12' });
    await s.services.bookings.transition(w.host, b.id, 'assign');
    expect(await codeOf(s.services.bookings.transition(w.host, b.id, 'check_in'))).toBe('BOOKING_OUTSIDE_STAY');
    s.clock.set('2030-03-11');
    try {
      expect((await s.services.bookings.transition(w.host, b.id, 'check_in')).status).toBe('checked_in');
    } finally {
      s.clock.set(TODAY);
    }
  });

  describe('freeing a place promotes the oldest queued request that fits', () => {
    async function fullRoomWithQueue() {
      const w = await world(1);
      const holder = await s.f.guest();
      const held = await s.services.bookings.request(holder, { productId: w.room, startDate: '2030-03-12', endDate: '2030-03-15' });
      const first = await s.services.bookings.request(await s.f.guest(), {
        productId: w.room,
        startDate: '2030-03-12',
        endDate: '2030-03-14',
      });
      const second = await s.services.bookings.request(await s.f.guest(), {
        productId: w.room,
        startDate: '2030-03-13',
        endDate: '2030-03-14',
      });
      expect([held.status, first.status, second.status]).toEqual(['pending', 'in_queue', 'in_queue']);
      return { ...w, holder, held, first, second };
    }

    it('on decline', async () => {
      const q = await fullRoomWithQueue();
      await s.services.bookings.transition(q.host, q.held.id, 'decline', { reason: 'Fullt' });
      expect(await statusOf(q.first.id)).toBe('pending');
      expect(await statusOf(q.second.id)).toBe('in_queue');
      const [event] = await s.db.dataSource.query(
        `SELECT action, actor_group, actor_id FROM booking_event WHERE booking_id = $1 AND action = 'promote'`,
        [q.first.id],
      );
      expect(event).toEqual({ action: 'promote', actor_group: 'system', actor_id: null });
    });

    it('on cancel', async () => {
      const q = await fullRoomWithQueue();
      await s.services.bookings.transition(q.holder, q.held.id, 'cancel');
      expect(await statusOf(q.first.id)).toBe('pending');
    });

    it('on an early check-out, for the nights that freed', async () => {
      const q = await fullRoomWithQueue();
      s.clock.set('2030-03-12');
      try {
        await s.services.bookings.transition(q.host, q.held.id, 'assign');
        await s.services.bookings.transition(q.host, q.held.id, 'check_in');
        s.clock.set('2030-03-13');
        const out = await s.services.bookings.transition(q.host, q.held.id, 'check_out');
        expect(out.endDate).toBe('2030-03-13');
        // The first queued request needs the 12th, which is past: it cannot be promoted.
        // The second needs only the 13th, which is free now.
        expect(await statusOf(q.first.id)).toBe('in_queue');
        expect(await statusOf(q.second.id)).toBe('pending');
      } finally {
        s.clock.set(TODAY);
      }
    });

    it('skips a queued request that still does not fit, for a later one that does', async () => {
      const w = await world(1);
      const a = await s.services.bookings.request(await s.f.guest(), { productId: w.room, startDate: '2030-03-12', endDate: '2030-03-13' });
      const b = await s.services.bookings.request(await s.f.guest(), { productId: w.room, startDate: '2030-03-13', endDate: '2030-03-14' });
      const long = await s.services.bookings.request(await s.f.guest(), {
        productId: w.room,
        startDate: '2030-03-12',
        endDate: '2030-03-14',
      });
      const short = await s.services.bookings.request(await s.f.guest(), {
        productId: w.room,
        startDate: '2030-03-12',
        endDate: '2030-03-13',
      });
      expect([long.status, short.status]).toEqual(['in_queue', 'in_queue']);
      await s.services.bookings.transition(w.host, a.id, 'decline');
      expect(await statusOf(long.id)).toBe('in_queue'); // the 13th is still taken by b
      expect(await statusOf(short.id)).toBe('pending');
      expect(await statusOf(b.id)).toBe('pending');
    });
  });

  it('host undo of a decline needs the places again', async () => {
    const w = await world(1);
    const b = await s.services.bookings.request(await s.f.guest(), { productId: w.room, startDate: TODAY, endDate: '2030-03-11' });
    await s.services.bookings.transition(w.host, b.id, 'decline', { reason: 'Uteblev' });
    expect((await s.services.bookings.get(w.host, b.id)).declineReason).toBe('Uteblev');
    const taker = await s.services.bookings.request(await s.f.guest(), { productId: w.room, startDate: TODAY, endDate: '2030-03-11' });
    expect(taker.status).toBe('pending');
    expect(await codeOf(s.services.bookings.transition(w.host, b.id, 'host_undo'))).toBe('NO_PLACES');
    await s.services.bookings.transition(w.host, taker.id, 'decline');
    const back = await s.services.bookings.transition(w.host, b.id, 'host_undo');
    expect(back).toMatchObject({ status: 'pending', declineReason: null });
  });

  it('extends a checked-in stay when the added nights have places, else 409', async () => {
    const w = await world(1);
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: w.room, startDate: TODAY, endDate: '2030-03-11' });
    await s.services.bookings.transition(w.host, b.id, 'assign');
    await s.services.bookings.transition(w.host, b.id, 'check_in');
    const longer = await s.services.bookings.transition(w.host, b.id, 'extend', { endDate: '2030-03-13' });
    expect(longer).toMatchObject({ status: 'checked_in', endDate: '2030-03-13' });
    await s.services.bookings.request(await s.f.guest(), { productId: w.room, startDate: '2030-03-13', endDate: '2030-03-14' });
    expect(await codeOf(s.services.bookings.transition(w.host, b.id, 'extend', { endDate: '2030-03-14' }))).toBe('NO_PLACES');
    expect(await codeOf(s.services.bookings.transition(w.host, b.id, 'extend', { endDate: '2030-03-12' }))).toBe('BAD_USER_INPUT');
    expect(await codeOf(s.services.bookings.transition(w.host, b.id, 'extend', { endDate: 'imorgon' }))).toBe('BAD_USER_INPUT');
  });

  it("lists the guest's own bookings without cancelled or finished ones", async () => {
    const w = await world(3);
    const guest = await s.f.guest();
    const keep = await s.services.bookings.request(guest, { productId: w.room, startDate: TODAY, endDate: '2030-03-11' });
    const gone = await s.services.bookings.request(guest, { productId: w.room, startDate: '2030-03-15', endDate: '2030-03-16' });
    await s.services.bookings.transition(guest, gone.id, 'cancel');
    const mine = await s.services.bookings.mine(guest);
    expect(mine.map((b) => b.id)).toEqual([keep.id]);
  });
});

/**
 * Lock order of a freeing transition with its queue promotion (issue 15), step by step on
 * PostgreSQL: a second connection plays a booking request that holds an earlier night and then
 * wants a later one. The cancel locks from today in night order before giving its nights back,
 * so the promotion never waits for an earlier night while holding later ones.
 */
const describePg = process.env.DATABASE_URL ? describe : describe.skip;

describePg('a cancel that promotes the queue, against a booking under way (PostgreSQL)', () => {
  it('takes the nights in night order: no deadlock, the queued request is promoted', async () => {
    const { room } = await world(1);
    const first = await s.f.guest();
    const later = await s.services.bookings.request(first, { productId: room, startDate: '2030-03-15', endDate: '2030-03-17' });
    const second = await s.f.guest();
    const queued = await s.services.bookings.request(second, { productId: room, startDate: '2030-03-13', endDate: '2030-03-16' });
    expect(queued.status).toBe('in_queue');
    // The other booking: the room's shared ledger lock, the 13th, ...
    const other = s.db.dataSource.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    try {
      await other.query(`SELECT ${productLockShared('$1')}`, [room]);
      await other.query(`SELECT night FROM product_night WHERE product_id = $1 AND night = '2030-03-13' FOR UPDATE`, [room]);
      const cancel = s.services.bookings.transition(first, later.id, 'cancel');
      await untilWaitingOnLock(s.db.dataSource);
      // ... then the 15th, which the cancel gives back. A cancel that had locked the 15th and then
      // waited for the 13th (to promote the queued request) closed a cycle here.
      const t0 = Date.now();
      await other.query(`SELECT night FROM product_night WHERE product_id = $1 AND night = '2030-03-15' FOR UPDATE`, [room]);
      expect(Date.now() - t0).toBeLessThan(500);
      await other.commitTransaction();
      expect((await cancel).status).toBe('cancelled');
    } finally {
      if (other.isTransactionActive) await other.rollbackTransaction();
      await other.release();
    }
    expect((await s.services.bookings.get(second, queued.id)).status).toBe('pending');
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it("a guest's request waiting for nights does not block the same guest's transition under way (audit row)", async () => {
    const { room } = await world(2);
    await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2030-03-10', endDate: '2030-03-12' });
    const guest = await s.f.guest();
    const mine = await s.services.bookings.request(guest, { productId: room, startDate: '2030-03-12', endDate: '2030-03-14' });
    // The guest's cancel, as it runs: the room's shared lock, the booking, nights from today on.
    const cancel = s.db.dataSource.createQueryRunner();
    await cancel.connect();
    await cancel.startTransaction();
    try {
      await cancel.query(`SELECT ${productLockShared('$1')}`, [room]);
      await cancel.query(`SELECT id FROM booking WHERE id = $1 FOR UPDATE`, [mine.id]);
      await cancel.query(`SELECT night FROM product_night WHERE product_id = $1 AND night >= '2030-03-10' ORDER BY night FOR UPDATE`, [
        room,
      ]);
      // The same guest asks for two earlier nights: the request locks the guest, then waits for them.
      const request = s.services.bookings.request(guest, { productId: room, startDate: '2030-03-10', endDate: '2030-03-12' });
      await untilWaitingOnLock(s.db.dataSource);
      // The cancel's audit row names the guest (a foreign key: key-share on the guest's row). A
      // request holding the guest FOR UPDATE closed a cycle here.
      const t0 = Date.now();
      await cancel.query(
        `INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group) VALUES ($1, 'cancel', 'pending', 'cancelled', $2, 'user')`,
        [mine.id, guest.userId],
      );
      expect(Date.now() - t0).toBeLessThan(500);
      await cancel.rollbackTransaction(); // changes nothing
      expect((await request).status).toBe('pending');
    } finally {
      if (cancel.isTransactionActive) await cancel.rollbackTransaction();
      await cancel.release();
    }
  });
});
