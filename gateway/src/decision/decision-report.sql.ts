/**
 * Biståndsbeslut's reports and the caseworker's bell (issue 38 §4, §5): who of the caseworkers
 * may see a decision, the bell's entries, and the two reports' rows. The scope is decision.service's
 * (a guest with a booking at an assigned shelter, or whose home region an assigned shelter is in).
 */
import { COUNTED_STATUSES } from '../booking/decision.sql';
import { USED_STATUSES } from '../report/report.sql';
import { STATUS } from './decision.sql';

const list = (values: readonly string[]) => `'{${values.join(',')}}'::text[]`;

/** The guest (an SQL expression) is in the scope of the shelters `ids` (an SQL int[] expression). */
export const GUEST_IN_SHELTERS = (guest: string, ids: string) => `(
  EXISTS (SELECT 1 FROM booking b JOIN product p ON p.id = b.product_id WHERE b.guest_id = ${guest} AND p.shelter_id = ANY (${ids}))
  OR EXISTS (SELECT 1 FROM guest_profile gp JOIN shelter sh ON sh.region_id = gp.region_id
              WHERE gp.user_id = ${guest} AND sh.id = ANY (${ids})))`;

/**
 * The caseworker account (alias `c`, app_user) may see the guest's decisions: active, in the group,
 * assigned to a shelter where the guest has a booking or that is in the guest's home region. Read
 * from the guest's side (their bookings and region), so it never scans every account.
 */
export const CASEWORKER_SEES_GUEST = (c: string, guest: string) =>
  `('caseworker' = ANY (${c}.groups) AND ${c}.deactivated_at IS NULL AND NOT ${c}.activation_pending
    AND ${c}.id IN (SELECT cs.user_id FROM caseworker_shelter cs
                     WHERE cs.shelter_id IN (SELECT p.shelter_id FROM booking b JOIN product p ON p.id = b.product_id WHERE b.guest_id = ${guest}
                                             UNION SELECT sh.id FROM guest_profile gp JOIN shelter sh ON sh.region_id = gp.region_id
                                                    WHERE gp.user_id = ${guest})))`;

/**
 * The bell's decision entries (a caseworker's): $1 the caseworker, $2 their assigned shelters,
 * $3 how many to list, `seen` the SQL of the moment they last read their notifications (an entry
 * created after it is unread). One row per entry listed; `n` the unread count on each row, and one
 * row with null id when none is listed. Entries whose guest has left the caseworker's scope are not shown.
 */
export const DECISION_NOTICES_SQL = (seen: string) => `
  WITH mine AS (
    SELECT n.id, n.created_at, n.end_date, d.id AS decision_id, d.case_number, u.id AS guest_id, u.first_name, u.last_name
      FROM decision_notice n JOIN decision d ON d.id = n.decision_id JOIN app_user u ON u.id = d.guest_id
     WHERE n.user_id = $1 AND ${GUEST_IN_SHELTERS('u.id', '$2::int[]')})
  SELECT c.n, x.*
    FROM (SELECT count(*)::int AS n FROM mine WHERE mine.created_at > ${seen}) c
    LEFT JOIN LATERAL (
         SELECT mine.*, mine.created_at > ${seen} AS unread FROM mine ORDER BY mine.created_at DESC, mine.id DESC LIMIT $3) x ON true
   ORDER BY x.created_at DESC, x.id DESC`;

/**
 * A report's decisions with their nights (the caseworker's scope): $1 today, $2 the assigned
 * shelters, then `where` (on `d` and the guest `u`) with its own parameters from $3. Used nights
 * are those of USED_STATUSES (the guest was checked in, like the nights report); booked nights are
 * the rest of what counts against the maximum (held or queued ahead); nights left are the maximum
 * minus both (null without a maximum).
 */
export const DECISION_REPORT_SQL = (where: string) => `
  SELECT d.id, d.case_number, d.guest_id, u.first_name, u.last_name, g.unokod, d.start_date, d.end_date, d.max_nights,
         ${STATUS('d', '$1::date')} AS status, (d.end_date - $1::date)::int AS days_left,
         COALESCE(k.used, 0)::int AS nights_used, COALESCE(k.counted - k.used, 0)::int AS nights_booked,
         CASE WHEN d.max_nights IS NULL THEN NULL ELSE GREATEST(0, d.max_nights - COALESCE(k.counted, 0))::int END AS nights_left
    FROM decision d
    JOIN app_user u ON u.id = d.guest_id
    LEFT JOIN guest_profile g ON g.user_id = d.guest_id
    LEFT JOIN LATERAL (
         SELECT sum(b.end_date - b.start_date) FILTER (WHERE b.status = ANY (${list(USED_STATUSES)})) AS used,
                sum(b.end_date - b.start_date) FILTER (WHERE b.status = ANY (${list(COUNTED_STATUSES)})) AS counted
           FROM booking b WHERE b.decision_id = d.id) k ON true
   WHERE ${GUEST_IN_SHELTERS('d.guest_id', '$2::int[]')} AND (${where})`;
