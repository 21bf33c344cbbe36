/**
 * The capacity invariant under concurrency (DESIGN §4): for every product and night, the bookings
 * holding a place never exceed capacity, and the ledger equals their count. On Postgres the
 * requests run on separate pooled connections, so they really race.
 */
import { useSuite } from '../test-support/suite';
import { addDays } from '../platform/dates';
import { checkLedger } from './ledger';
import { one } from '../platform/db/rows';
import { at } from '../test-support/at';

const TODAY = '2030-05-01';
const s = useSuite(TODAY);

const heldCount = async (productId: number) =>
  (
    (await s.db.dataSource.query(`SELECT status, count(*)::int AS n FROM booking WHERE product_id = $1 GROUP BY status ORDER BY status`, [
      productId,
    ])) as { status: string; n: number }[]
  ).reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: r.n }), {});

describe('booking storms', () => {
  it('200 simultaneous requests for 3 places: exactly 3 hold a place, the rest queue', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 3 });
    const guests = await s.f.guests(200);
    const results = await Promise.allSettled(
      guests.map((g) => s.services.bookings.request(g, { productId: room, startDate: '2030-05-02', endDate: '2030-05-05' })),
    );
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected).toEqual([]);
    expect(await heldCount(room)).toEqual({ pending: 3, in_queue: 197 });
    const nights = await s.db.dataSource.query(`SELECT night, capacity, held FROM product_night WHERE product_id = $1 ORDER BY night`, [
      room,
    ]);
    expect(nights).toEqual([
      { night: '2030-05-02', capacity: 3, held: 3 },
      { night: '2030-05-03', capacity: 3, held: 3 },
      { night: '2030-05-04', capacity: 3, held: 3 },
    ]);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('a mixed storm over several products and overlapping multi-night ranges keeps the invariant', async () => {
    const shelter = await s.f.shelter();
    const rooms = [
      await s.f.product(shelter, { places: 1 }),
      await s.f.product(shelter, { places: 2 }),
      await s.f.product(shelter, { places: 3 }),
    ];
    const host = await s.f.host(shelter);
    const guests = await s.f.guests(240);
    // Deterministic spread: each guest picks a room, a start within 6 days and 1–4 nights.
    const requests = guests.map((g, i) => {
      const start = addDays('2030-05-02', (i * 7) % 6);
      return s.services.bookings.request(g, { productId: at(rooms, i % 3), startDate: start, endDate: addDays(start, 1 + ((i * 5) % 4)) });
    });
    const made = await Promise.all(requests);
    // While requests keep coming, the host declines some and guests cancel others: places free
    // up and the queue is promoted concurrently with new requests.
    const more = await s.f.guests(60);
    const pendings = made.filter((b) => b.status === 'pending');
    await Promise.all([
      ...pendings.slice(0, 6).map((b) => s.services.bookings.transition(host, b.id, 'decline')),
      ...pendings
        .slice(6, 10)
        .map((b) => s.services.bookings.transition(guests.find((g) => g.userId === b.guest.id) ?? at(guests, 0), b.id, 'cancel')),
      ...more.map((g, i) => {
        const start = addDays('2030-05-02', i % 5);
        return s.services.bookings.request(g, { productId: at(rooms, (i + 1) % 3), startDate: start, endDate: addDays(start, 2) });
      }),
    ]);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
    const over = await s.db.dataSource.query(`SELECT * FROM product_night WHERE held > capacity`);
    expect(over).toEqual([]);
    // Every product-night with a queued request on it is really full or the request is blocked by
    // another night of its own range: no place is left unused while someone waits for it alone.
    for (const room of rooms) {
      const queued: { start_date: string; end_date: string }[] = await s.db.dataSource.query(
        `SELECT start_date, end_date FROM booking WHERE product_id = $1 AND status = 'in_queue'`,
        [room],
      );
      for (const q of queued) {
        const { full } = one<{ full: boolean }>(
          await s.db.dataSource.query(
            `SELECT bool_or(held >= capacity) AS full FROM product_night WHERE product_id = $1 AND night >= $2 AND night < $3`,
            [room, q.start_date, q.end_date],
          ),
        );
        expect(full).toBe(true);
      }
    }
  });

  it('the database refuses a ledger row above capacity, whatever the code does', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 1 });
    await s.services.bookings.request(at(await s.f.guests(1), 0), { productId: room, startDate: '2030-05-02', endDate: '2030-05-03' });
    await expect(s.db.dataSource.query(`UPDATE product_night SET held = held + 1 WHERE product_id = $1`, [room])).rejects.toMatchObject({
      driverError: expect.objectContaining({ constraint: 'product_night_capacity_check' }),
    });
  });
});
