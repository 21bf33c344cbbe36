/**
 * Biståndsbeslut's SQL (issue 38): a decision's status. What covers a night and which bookings count
 * against the maximum is in booking/decision.sql.ts and booking/decision-cover.ts (the booking request enforces it).
 */
export { COUNTED_STATUSES, COVERS_SHELTER } from '../booking/decision.sql';

/** A decision's status on `today` (an SQL expression). */
export const STATUS = (d: string, today: string) =>
  `CASE WHEN ${d}.ended_at IS NOT NULL THEN 'ended' WHEN ${d}.end_date < ${today} THEN 'expired'
        WHEN ${d}.start_date > ${today} THEN 'upcoming' ELSE 'active' END`;
