/**
 * The live feed's one read (issue 34 §2): has anything the person may hear changed since a page
 * was rendered? $1 the render's time, $2 hears every shelter (a volunteer), $3 the shelters heard
 * (a host's, a caseworker's), $4 the guest heard (the person's own bookings; null for staff).
 *
 * `change_event.at` is when the row was written (clock_timestamp()), which is before its
 * transaction commits: a change the render did not see may have a row a little older than the
 * render. So rows from `SINCE_MARGIN` before it count too (the longest a change's transaction takes
 * from its row to its commit, with any difference between the gateway's and the database's
 * clocks), and a render older than `SINCE_STALE` (or one in the future beyond the margin) always
 * counts as changed.
 */
export const SINCE_MARGIN = '60 seconds';
export const SINCE_STALE = '10 minutes';

export const CHANGED_SINCE_SQL = `
  SELECT ($1::timestamptz < now() - interval '${SINCE_STALE}'
          OR $1::timestamptz > now() + interval '${SINCE_MARGIN}'
          OR EXISTS (SELECT 1 FROM change_event
                      WHERE at > $1::timestamptz - interval '${SINCE_MARGIN}'
                        AND ($2::boolean OR shelter_id = ANY($3::int[]) OR guest_id = $4::int))) AS changed`;
