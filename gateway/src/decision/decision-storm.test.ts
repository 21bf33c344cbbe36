/**
 * A decision's maximum under concurrency (issue 38 §2): one guest, a decision of at most 4 nights,
 * 30 one-night requests for different nights at once (the guest's own and a volunteer's, at two
 * shelters the decision covers) while the caseworker changes the decision: exactly 4 are accepted,
 * every other is refused with DECISION_REQUIRED, and the ledger stays right. On PostgreSQL the
 * requests run on separate pooled connections and really race.
 */
import { useSuite } from '../test-support/suite';
import { addDays } from '../platform/dates';
import { checkLedger } from '../booking/ledger';
import { AppError } from '../platform/errors';

const TODAY = '2030-06-01';
const s = useSuite(TODAY);

it('30 simultaneous requests under a decision of 4 nights: exactly 4 are held', async () => {
  const region = await s.f.region();
  const shelters = [await s.f.shelter({ regionId: region }), await s.f.shelter({ regionId: region })];
  await s.db.dataSource.query(`UPDATE shelter SET criteria = ARRAY['requires_decision'] WHERE id = ANY ($1::int[])`, [shelters]);
  const rooms = [await s.f.product(shelters[0] as number, { places: 3 }), await s.f.product(shelters[1] as number, { places: 3 })];
  const guest = await s.f.guest();
  const volunteer = await s.f.volunteer();
  const caseworker = await s.f.caseworker(shelters);
  await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [guest.userId, region]);
  const d = await s.services.decisions.record(caseworker, {
    guestId: guest.userId,
    caseNumber: 'SOC 2030/1',
    startDate: TODAY,
    endDate: addDays(TODAY, 40),
    maxNights: 4,
    shelterIds: shelters,
  });
  const results = await Promise.allSettled([
    ...Array.from({ length: 30 }, (_, i) => {
      const startDate = addDays(TODAY, i);
      const input = { productId: rooms[i % 2] as number, startDate, endDate: addDays(startDate, 1) };
      return i % 3 === 0
        ? s.services.bookings.request(volunteer, { ...input, guestId: guest.userId })
        : s.services.bookings.request(guest, input);
    }),
    // The caseworker edits the decision meanwhile (the note-less change keeps the maximum).
    s.services.decisions.change(caseworker, d.id, { endDate: addDays(TODAY, 35) }),
  ]);
  const requests = results.slice(0, 30);
  const accepted = requests.filter((r) => r.status === 'fulfilled');
  const refused = requests.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(accepted).toHaveLength(4);
  expect(refused.every((r) => r.reason instanceof AppError && r.reason.code === 'DECISION_REQUIRED')).toBe(true);
  expect(results[30]?.status).toBe('fulfilled');
  const [{ nights }] = await s.db.dataSource.query(
    `SELECT COALESCE(sum(end_date - start_date), 0)::int AS nights FROM booking WHERE decision_id = $1 AND status = 'pending'`,
    [d.id],
  );
  expect(nights).toBe(4);
  expect(await checkLedger(s.db.dataSource)).toEqual([]);
});
