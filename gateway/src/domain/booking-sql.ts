/**
 * The booking statuses and the staff views as SQL, built from the lists in booking-status.ts, so
 * no query types a status list out. Fragments read the booking as `b`, its product as `p`, and the
 * ledger row of a night as `pn`; `$2` is today where a view needs it. Pure strings: the values are
 * code constants, never input.
 */
import { HELD_STATUSES, type BookingStatus } from './booking-status';

/** `b.status IN ('a', 'b')` (or `= 'a'`) for a list of statuses. */
export function statusIn(statuses: readonly BookingStatus[], column = 'b.status'): string {
  return statuses.length === 1 ? `${column} = '${statuses[0]}'` : `${column} IN (${statuses.map((s) => `'${s}'`).join(', ')})`;
}

/** Requests that wait for the host's decision (the caseworker may have advised). */
export const AWAITING_HOST = ['pending', 'accepted', 'advised_against'] as const satisfies readonly BookingStatus[];
/** A place assigned and not yet taken: the guest is expected. */
export const EXPECTED = ['reserved', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Bookings that hold a place in the ledger. */
export const HOLDS_PLACE_SQL = statusIn(HELD_STATUSES);

/** The host's views of their shelter (`p.shelter_id = $1`), each one predicate; the counts and the lists read the same. */
export const HOST_VIEWS = {
  /** Förfrågningar: awaiting the host, not yet over. */
  requests: `${statusIn(AWAITING_HOST)} AND b.end_date > $2`,
  /** Förfrågningar and I kö together (the requests page reads both at once). */
  requestsAndQueue: `${statusIn([...AWAITING_HOST, 'in_queue'])} AND b.end_date > $2`,
  /** Inkommande gäster: expected, with today inside the stay. */
  arrivals: `${statusIn(EXPECTED)} AND b.start_date <= $2 AND b.end_date > $2`,
  /** Utgående gäster: checked in, due out today or earlier. */
  departures: `${statusIn(['checked_in'])} AND b.end_date <= $2`,
  /** Everyone checked in now. */
  checkedIn: statusIn(['checked_in']),
} as const;

/** The caseworker's requests page: pending, not yet over. */
export const CASEWORKER_REQUESTS = `${statusIn(['pending'])} AND b.end_date > $2`;

/**
 * Places left of product `p` on the night of ledger row `pn` (LEFT JOINed): capacity − held, or
 * the product's total places while no booking has made the night's row.
 */
export const PLACES_LEFT_SQL = 'COALESCE(pn.capacity - pn.held, p.total_places)';

/**
 * `l` for `fewestPlacesSql`: room `p`'s ledger rows of the range [$1, $2) aggregated, read through
 * the ledger's primary key (room by room: cheapest when the rooms asked are few).
 */
export const ROOM_RANGE_LEDGER_SQL = `LEFT JOIN LATERAL (
    SELECT min(pn.capacity - pn.held) AS fewest, count(*) AS nights
      FROM product_night pn
     WHERE pn.product_id = p.id AND pn.night >= $1::date AND pn.night < $2::date
  ) l ON true`;

/**
 * Places left of product `p` on every night of a range: its fewest over the range, from `l`, the
 * range's ledger rows of the room aggregated (`l.fewest` = min(capacity − held), `l.nights` = how
 * many rows). A night without a row has the product's total places, so they count only when some
 * night of the range has none. `nights` is the SQL for the range's length.
 */
export const fewestPlacesSql = (nights: string): string =>
  `CASE WHEN l.nights = ${nights} THEN l.fewest ELSE LEAST(p.total_places, COALESCE(l.fewest, p.total_places)) END`;
