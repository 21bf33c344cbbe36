/**
 * The occupancy statistics' SQL (issue 37): beds offered, used, held but not used, requests and
 * people turned away, per night and shelter and summed per shelter, region and scope, for a period
 * and the same period a year before, in ONE statement over the ledger (product_night), the
 * bookings and their events. Definitions (docs/ARCHITECTURE.md, "Occupancy statistics and the open
 * feed (issue 37)"):
 *
 *   - beds offered on night d: the ledger's capacity of each bookable room (room, woman-only) that
 *     night, or its total_places where the ledger has no row and the room existed (created, or first
 *     booked, on or before d; not archived by d);
 *   - beds used: bookings checked in on d (completed, or checked_in and d not after today);
 *   - held but not used (no-shows): bookings released as 'Uteblev' (the nights from the first to the
 *     day of the release, at least the first), and bookings still reserved or confirmed on a night
 *     that has passed;
 *   - requests: the bookings asked for that cover d, whatever became of them;
 *   - turned away: people (each once per night) who asked for d and got no bed anywhere in noQ that
 *     night: 'full' declined while waiting in the queue of a full room; 'queued' never promoted
 *     (still in the queue when the night passed, or gave up and cancelled from the queue);
 *     'declined' declined for another reason (not a no-show). A person turned away at two shelters
 *     of a region counts once for the region, with the first reason in that order;
 *   - guests: distinct people who used a bed.
 *
 * $1 the shelters in scope (null: all, for admins), $8 only this region, $9 only this shelter (or null); $2..$3 the period's first and last night, $4..$5 the year before's, $6
 * today (Stockholm), $7 the no-show reason, $10 the reason of a queue declined because its room was archived
 * (not 'full'). Every row is counts; no names or ids of people leave.
 */

/** Periods in the statement's rows: 0 the period asked, 1 the same period a year before. */
export const CURRENT = 0;
export const PREVIOUS = 1;

/**
 * The figures of one row, in this order, after [period, night or null, region or null, shelter or null]:
 * beds, women-only beds, used, women-only used, no-shows, requests, turned away (full, queued,
 * declined, all), distinct guests.
 */
export type FigureColumns = [number, number, number, number, number, number, number, number, number, number, number];
export type OccupancySqlRow = [number, string | null, number | null, number | null, ...FigureColumns];

const FIGURES = `COALESCE(o.beds, 0)::int AS beds, COALESCE(o.women_beds, 0)::int AS women_beds, COALESCE(u.used, 0)::int AS used,
  COALESCE(u.used_women, 0)::int AS used_women, COALESCE(u.no_shows, 0)::int AS no_shows, COALESCE(u.requests, 0)::int AS requests,
  COALESCE(t.full_, 0)::int AS full_, COALESCE(t.queued, 0)::int AS queued, COALESCE(t.declined, 0)::int AS declined,
  COALESCE(t.total, 0)::int AS turned_away, COALESCE(u.guests, 0)::int AS guests`;

/**
 * The levels' keys without NULLs, so the figures join on plain equality (hash joins; IS NOT
 * DISTINCT FROM would make the national month a nested loop): 0 is "every region" or "every
 * shelter" (ids start at 1), NO_NIGHT the whole period.
 */
const NO_NIGHT = `DATE '1900-01-01'`;
const keyCols = (night: string) =>
  `COALESCE(${night}, ${NO_NIGHT}) AS night, COALESCE(region_id, 0) AS region_id, COALESCE(shelter_id, 0) AS shelter_id`;
const same = (a: string, b: string) => ['period', 'night', 'region_id', 'shelter_id'].map((c) => `${a}.${c} = ${b}.${c}`).join(' AND ');

export const OCCUPANCY_SQL = `
  WITH nights AS (
    -- Integer series: the planner knows how many nights (a date series is "1,000 rows" to it, and the
    -- inflated estimates made PostgreSQL JIT-compile the statement: 1.7 s of 2 at 10,000 bookings).
    SELECT ${CURRENT} AS period, $2::date + i AS night FROM generate_series(0, $3::date - $2::date) i
    UNION ALL
    SELECT ${PREVIOUS}, $4::date + i FROM generate_series(0, $5::date - $4::date) i),
  sh AS MATERIALIZED (
    SELECT s.id, s.region_id FROM shelter s
     WHERE ($1::int[] IS NULL OR s.id = ANY ($1::int[]))
       AND ($8::int IS NULL OR s.region_id = $8::int) AND ($9::int IS NULL OR s.id = $9::int)),
  prod AS MATERIALIZED (
    SELECT p.id, sh.id AS shelter_id, sh.region_id, p.type, p.total_places,
           -- Since its creation, or its first booking when that is earlier (history imported or seeded
           -- into a room created later): the booking that ends first, read from booking_product_dates_idx.
           LEAST((p.created_at AT TIME ZONE 'Europe/Stockholm')::date,
                 (SELECT b.start_date FROM booking b WHERE b.product_id = p.id ORDER BY b.end_date LIMIT 1)) AS from_day,
           (p.archived_at AT TIME ZONE 'Europe/Stockholm')::date AS until_day
      FROM sh JOIN product p ON p.shelter_id = sh.id
     WHERE p.type IN ('room', 'woman-only')),
  -- The ledger's rows of the two periods, room by room through its key (a join would hash the whole
  -- ledger: millions of rows at national scale; a lookup per room and night prices high enough for
  -- PostgreSQL to JIT-compile the statement, which costs more than the statement).
  ledger AS MATERIALIZED (
    SELECT p.id AS product_id, l.night, l.capacity
      FROM prod p
      JOIN LATERAL (
           SELECT pn.night, pn.capacity
             FROM product_night pn
            WHERE pn.product_id = p.id
              AND (pn.night BETWEEN $2::date AND $3::date OR pn.night BETWEEN $4::date AND $5::date)
           OFFSET 0) l ON true),
  pn AS (
    SELECT n.period, n.night, p.region_id, p.shelter_id, p.type, p.total_places, p.from_day, p.until_day, l.capacity
      FROM prod p CROSS JOIN nights n
      LEFT JOIN ledger l ON l.product_id = p.id AND l.night = n.night),
  offered AS MATERIALIZED (
    SELECT period, night, region_id, shelter_id,
           SUM(COALESCE(capacity, total_places))::int AS beds,
           COALESCE(SUM(COALESCE(capacity, total_places)) FILTER (WHERE type = 'woman-only'), 0)::int AS women_beds
      FROM pn
     WHERE capacity IS NOT NULL OR (from_day <= night AND (until_day IS NULL OR until_day > night))
     GROUP BY period, night, region_id, shelter_id),
  bk AS MATERIALIZED (
    SELECT b.guest_id, b.status, b.start_date, b.end_date, b.decline_reason, p.shelter_id, p.region_id,
           p.type = 'woman-only' AS women, ev.from_status, ev.on_day
      FROM prod p
      JOIN LATERAL (
           SELECT b.id, b.guest_id, b.status, b.start_date, b.end_date, b.decline_reason
             FROM booking b
            WHERE b.product_id = p.id
              AND ((b.start_date <= $3::date AND b.end_date > $2::date) OR (b.start_date <= $5::date AND b.end_date > $4::date))
           OFFSET 0) b ON true
      LEFT JOIN LATERAL (
           SELECT e.from_status, (e.at AT TIME ZONE 'Europe/Stockholm')::date AS on_day
             FROM booking_event e
            WHERE e.booking_id = b.id AND e.to_status = b.status
            ORDER BY e.id DESC
            LIMIT 1) ev ON b.status IN ('declined', 'cancelled')),
  bn AS MATERIALIZED (
    SELECT n.period, n.night, bk.region_id, bk.shelter_id, bk.guest_id, bk.women,
           CASE
             WHEN bk.status = 'completed' OR (bk.status = 'checked_in' AND n.night <= $6::date) THEN 'used'
             WHEN bk.status IN ('reserved', 'confirmed') THEN CASE WHEN n.night < $6::date THEN 'no_show' END
             WHEN bk.status = 'declined' AND bk.decline_reason = $7 THEN
               CASE WHEN n.night < GREATEST(bk.on_day, bk.start_date + 1) THEN 'no_show' END
             WHEN bk.status = 'declined' AND bk.from_status = 'in_queue' AND bk.decline_reason IS DISTINCT FROM $10 THEN 'full'
             WHEN bk.status = 'declined' THEN 'declined'
             WHEN bk.status = 'in_queue' THEN CASE WHEN n.night < $6::date THEN 'queued' END
             WHEN bk.status = 'cancelled' AND bk.from_status = 'in_queue' THEN 'queued'
           END AS outcome
      FROM bk JOIN nights n ON n.night >= bk.start_date AND n.night < bk.end_date),
  -- Asked and got no bed there: the candidates first (OFFSET 0 keeps them a subquery, so the planner
  -- prices the lookup below for them only, not for every booking-night: an inflated estimate makes
  -- PostgreSQL JIT-compile the statement, which costs more than the statement).
  asked AS (
    SELECT bn.period, bn.night, bn.region_id, bn.shelter_id, bn.guest_id,
           CASE bn.outcome WHEN 'full' THEN 1 WHEN 'queued' THEN 2 ELSE 3 END AS reason
      FROM bn
     WHERE bn.outcome IN ('full', 'queued', 'declined')
    OFFSET 0),
  ta AS MATERIALIZED (
    SELECT a.period, a.night, a.region_id, a.shelter_id, a.guest_id, MIN(a.reason) AS reason
      FROM asked a
       -- Slept somewhere that night? A lookup per candidate through booking_guest_idx (as NOT EXISTS
       -- the planner hashed every used booking in the country).
     WHERE (SELECT 1 FROM booking x
             WHERE x.guest_id = a.guest_id AND x.end_date > a.night AND x.start_date <= a.night
               AND (x.status = 'completed' OR (x.status = 'checked_in' AND a.night <= $6::date))
             LIMIT 1) IS NULL
     GROUP BY a.period, a.night, a.region_id, a.shelter_id, a.guest_id),
  -- People turned away, once per night at each level: shelter, region, the whole scope.
  ta_levels AS (
    SELECT period, night, region_id, shelter_id, guest_id, reason FROM ta
    UNION ALL
    SELECT period, night, region_id, NULL, guest_id, MIN(reason) FROM ta GROUP BY period, night, region_id, guest_id
    UNION ALL
    SELECT period, night, NULL, NULL, guest_id, MIN(reason) FROM ta GROUP BY period, night, guest_id),
  -- Per night (the period asked only) and over the period, per shelter, per region and for the scope.
  o_night AS (
    SELECT period, ${keyCols('night')}, SUM(beds) AS beds, SUM(women_beds) AS women_beds
      FROM offered WHERE period = ${CURRENT}
     GROUP BY GROUPING SETS ((period, night, region_id, shelter_id), (period, night, region_id), (period, night))),
  o_total AS (
    SELECT period, ${keyCols('NULL::date')}, SUM(beds) AS beds, SUM(women_beds) AS women_beds
      FROM offered
     GROUP BY GROUPING SETS ((period, region_id, shelter_id), (period, region_id), (period))),
  u_night AS (
    SELECT period, ${keyCols('night')},
           COUNT(*) FILTER (WHERE outcome = 'used') AS used,
           COUNT(*) FILTER (WHERE outcome = 'used' AND women) AS used_women,
           COUNT(*) FILTER (WHERE outcome = 'no_show') AS no_shows,
           COUNT(*) AS requests,
           COUNT(DISTINCT guest_id) FILTER (WHERE outcome = 'used') AS guests
      FROM bn WHERE period = ${CURRENT}
     GROUP BY GROUPING SETS ((period, night, region_id, shelter_id), (period, night, region_id), (period, night))),
  u_total AS (
    SELECT period, ${keyCols('NULL::date')},
           COUNT(*) FILTER (WHERE outcome = 'used') AS used,
           COUNT(*) FILTER (WHERE outcome = 'used' AND women) AS used_women,
           COUNT(*) FILTER (WHERE outcome = 'no_show') AS no_shows,
           COUNT(*) AS requests,
           COUNT(DISTINCT guest_id) FILTER (WHERE outcome = 'used') AS guests
      FROM bn
     GROUP BY GROUPING SETS ((period, region_id, shelter_id), (period, region_id), (period))),
  t_night AS (
    SELECT period, ${keyCols('night')},
           COUNT(*) FILTER (WHERE reason = 1) AS full_, COUNT(*) FILTER (WHERE reason = 2) AS queued,
           COUNT(*) FILTER (WHERE reason = 3) AS declined, COUNT(*) AS total
      FROM ta_levels WHERE period = ${CURRENT}
     GROUP BY period, night, region_id, shelter_id),
  t_total AS (
    SELECT period, ${keyCols('NULL::date')},
           COUNT(*) FILTER (WHERE reason = 1) AS full_, COUNT(*) FILTER (WHERE reason = 2) AS queued,
           COUNT(*) FILTER (WHERE reason = 3) AS declined, COUNT(*) AS total
      FROM ta_levels
     GROUP BY period, region_id, shelter_id),
  -- Every row that can have figures: each shelter, region and the scope, per night and over each period.
  places AS (
    SELECT region_id, id AS shelter_id FROM sh
    UNION ALL SELECT DISTINCT region_id, 0 FROM sh
    UNION ALL SELECT 0, 0 WHERE EXISTS (SELECT 1 FROM sh)),
  keys AS (
    SELECT ${CURRENT} AS period, n.night, pl.region_id, pl.shelter_id FROM places pl CROSS JOIN nights n WHERE n.period = ${CURRENT}
    UNION ALL
    SELECT p.period, ${NO_NIGHT}, pl.region_id, pl.shelter_id FROM places pl CROSS JOIN (VALUES (${CURRENT}), (${PREVIOUS})) p (period)),
  fig AS (
    SELECT k.period, k.night, k.region_id, k.shelter_id, ${FIGURES}
      FROM keys k
      LEFT JOIN (SELECT * FROM o_night UNION ALL SELECT * FROM o_total) o ON ${same('o', 'k')}
      LEFT JOIN (SELECT * FROM u_night UNION ALL SELECT * FROM u_total) u ON ${same('u', 'k')}
      LEFT JOIN (SELECT * FROM t_night UNION ALL SELECT * FROM t_total) t ON ${same('t', 'k')})
  SELECT (SELECT COALESCE(json_agg(json_build_array(f.period, NULLIF(f.night, ${NO_NIGHT}), NULLIF(f.region_id, 0), NULLIF(f.shelter_id, 0),
                   f.beds, f.women_beds, f.used, f.used_women, f.no_shows, f.requests, f.full_, f.queued, f.declined, f.turned_away, f.guests)
                   ORDER BY f.period, f.night, f.region_id, f.shelter_id), '[]')
            FROM fig f) AS figures,
         (SELECT COALESCE(json_agg(json_build_array(s.id, s.name, r.id, r.name)), '[]')
            FROM shelter s JOIN region r ON r.id = s.region_id WHERE s.id IN (SELECT id FROM sh)) AS shelters`;
