import { useSuite } from '../test-support/suite';
import { checkLedger, PRODUCT_LOCK_SPACE, productLockShared } from '../booking/ledger';
import { untilWaitingOnLock } from '../test-support/locks';

const TODAY = '2030-06-01';
const s = useSuite(TODAY);

const input = (totalPlaces: number) => ({ name: 'Rum A', description: 'Test', totalPlaces, type: 'room' as const, requirements: '' });

describe("changing a room's number of places", () => {
  it('refuses fewer places than already held, with a clear error, and changes nothing', async () => {
    const shelter = await s.f.shelter();
    const host = await s.f.host(shelter);
    const room = await s.f.product(shelter, { places: 3 });
    for (let i = 0; i < 2; i++)
      await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2030-06-02', endDate: '2030-06-04' });
    await expect(s.services.products.update(host, room, input(1))).rejects.toMatchObject({
      code: 'CAPACITY_BELOW_HELD',
      message: 'Antal sovplatser kan inte bli färre än de som redan är bokade.',
    });
    expect((await s.services.products.get(room)).totalPlaces).toBe(3);
    expect((await s.services.products.update(host, room, input(2))).totalPlaces).toBe(2);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('lets the queue in when places are added', async () => {
    const shelter = await s.f.shelter();
    const host = await s.f.host(shelter);
    const room = await s.f.product(shelter, { places: 1 });
    await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2030-06-02', endDate: '2030-06-04' });
    const queued = await s.services.bookings.request(await s.f.guest(), {
      productId: room,
      startDate: '2030-06-03',
      endDate: '2030-06-05',
    });
    expect(queued.status).toBe('in_queue');
    await s.services.products.update(host, room, input(2));
    expect((await s.services.bookings.get(host, queued.id)).status).toBe('pending');
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it("is refused for another shelter's room (not found) and for non-hosts", async () => {
    const room = await s.f.product(await s.f.shelter());
    const otherHost = await s.f.host(await s.f.shelter());
    await expect(s.services.products.update(otherHost, room, input(5))).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    await expect(s.services.products.update(await s.f.guest(), room, input(5))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(s.services.products.update(null, room, input(5))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

/**
 * The lock order of a capacity edit against booking traffic (issue 15), step by step on PostgreSQL
 * (PGlite has one connection: nothing runs concurrently there). A second connection plays the
 * other transaction, so each step happens in a known order.
 */
const describePg = process.env.DATABASE_URL ? describe : describe.skip;

describePg('a capacity edit against a booking under way (PostgreSQL)', () => {
  it("the issue's cycle: a booking holding its nights inserts its row while an edit waits; no deadlock, both go through", async () => {
    const shelter = await s.f.shelter();
    const host = await s.f.host(shelter);
    const room = await s.f.product(shelter, { places: 3 });
    await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2030-06-02', endDate: '2030-06-04' });
    const guest = await s.f.guest();
    // The booking, as a request runs it: the room's shared ledger lock, then its nights in order.
    const booking = s.db.dataSource.createQueryRunner();
    await booking.connect();
    await booking.startTransaction();
    try {
      await booking.query(`SELECT ${productLockShared('$1')}`, [room]);
      await booking.query(
        `SELECT night FROM product_night WHERE product_id = $1 AND night >= '2030-06-02' AND night < '2030-06-04' ORDER BY night FOR UPDATE`,
        [room],
      );
      // The edit starts while the booking holds the nights.
      let edited = false;
      const edit = s.services.products.update(host, room, input(5)).then((p) => {
        edited = true;
        return p;
      });
      await untilWaitingOnLock(s.db.dataSource);
      expect(edited).toBe(false);
      // The booking row needs the room's row (its foreign key): an edit holding that row while it
      // waits for the nights closed the cycle PostgreSQL then broke after deadlock_timeout (1 s).
      const t0 = Date.now();
      await booking.query(
        `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group)
         VALUES ($1, $2, 'pending', '2030-06-02', '2030-06-04', $2, 'user')`,
        [room, guest.userId],
      );
      await booking.query(
        `UPDATE product_night SET held = held + 1 WHERE product_id = $1 AND night >= '2030-06-02' AND night < '2030-06-04'`,
        [room],
      );
      expect(Date.now() - t0).toBeLessThan(500);
      await booking.commitTransaction();
      expect((await edit).totalPlaces).toBe(5);
    } finally {
      if (booking.isTransactionActive) await booking.rollbackTransaction();
      await booking.release();
    }
    const nights = await s.db.dataSource.query(`SELECT night, capacity, held FROM product_night WHERE product_id = $1 ORDER BY night`, [
      room,
    ]);
    expect(nights).toEqual([
      { night: '2030-06-02', capacity: 5, held: 2 },
      { night: '2030-06-03', capacity: 5, held: 2 },
    ]);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('a request that waited for an edit makes its new nights with the edited capacity', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 3 });
    // The edit, as ProductService runs it: the room's exclusive ledger lock, then the room's row.
    const edit = s.db.dataSource.createQueryRunner();
    await edit.connect();
    await edit.startTransaction();
    try {
      await edit.query(`SELECT pg_advisory_xact_lock($1, $2)`, [PRODUCT_LOCK_SPACE, room]);
      await edit.query(`UPDATE product SET total_places = 7 WHERE id = $1`, [room]);
      let done = false;
      const request = s.services.bookings
        .request(await s.f.guest(), { productId: room, startDate: '2030-06-10', endDate: '2030-06-12' })
        .then((b) => {
          done = true;
          return b;
        });
      await untilWaitingOnLock(s.db.dataSource);
      expect(done).toBe(false); // the request waits for the edit
      await edit.commitTransaction();
      expect((await request).status).toBe('pending');
    } finally {
      if (edit.isTransactionActive) await edit.rollbackTransaction();
      await edit.release();
    }
    // Nights first booked after the edit carry its capacity, not the one read before it committed.
    const nights = await s.db.dataSource.query(`SELECT night, capacity FROM product_night WHERE product_id = $1 ORDER BY night`, [room]);
    expect(nights).toEqual([
      { night: '2030-06-10', capacity: 7 },
      { night: '2030-06-11', capacity: 7 },
    ]);
  });
});
