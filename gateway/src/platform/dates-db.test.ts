/**
 * DESIGN §4: a date read back from the database equals the date written, in any process time
 * zone (npm test runs this file with TZ=UTC and again with TZ=Europe/Stockholm).
 */
import { useSuite } from '../test-support/suite';

const s = useSuite('2031-03-28');

it.each(['2031-01-01', '2031-03-29', '2031-03-30', '2031-10-26', '2031-12-31', '2032-02-29'])('round-trips %s', async (date) => {
  const [row] = await s.db.dataSource.query(`SELECT $1::date AS d, ($1::date + 1) AS next, pg_typeof($1::date)::text AS t`, [date]);
  expect(row.d).toBe(date);
  expect(typeof row.next).toBe('string');
  expect(row.t).toBe('date');
});

it('keeps booking dates exact through the service, around the spring DST change', async () => {
  const shelter = await s.f.shelter();
  const room = await s.f.product(shelter);
  const b = await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2031-03-29', endDate: '2031-03-31' });
  expect([b.startDate, b.endDate]).toEqual(['2031-03-29', '2031-03-31']);
  const nights = await s.db.dataSource.query(`SELECT night FROM product_night WHERE product_id = $1 ORDER BY night`, [room]);
  expect(nights.map((n: { night: string }) => n.night)).toEqual(['2031-03-29', '2031-03-30']);
});
