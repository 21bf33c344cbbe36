/**
 * The staff feature's SQL pieces other lists share (issue 31 §1): a room's columns beside its
 * shelter's, and the row's view.
 */
import { type ProductType } from '../domain/product-type';
import { type ProductView } from '../shelter/shelter.view';
import { AWAITING_HOST, EXPECTED, PLACES_LEFT_SQL, statusIn } from '../domain/booking-sql';
import { BOOKING_VIEW_SQL } from '../booking/booking.view';
import { type BookingViewRow } from '../booking/booking.view';

/** A product's columns, prefixed, beside its shelter's in one row. */
export interface ProductRow {
  product_id: number;
  product_shelter_id: number;
  product_name: string;
  product_description: string;
  product_total_places: number;
  product_type: ProductType;
  product_requirements: string;
}

export const toProductView = (r: ProductRow): ProductView => ({
  id: r.product_id,
  shelterId: r.product_shelter_id,
  name: r.product_name,
  description: r.product_description,
  totalPlaces: r.product_total_places,
  type: r.product_type,
  requirements: r.product_requirements,
});

/** A room's own columns (Ikväll and Kalender read them as `p`). */
export interface RoomRow {
  id: number;
  shelter_id: number;
  name: string;
  description: string;
  total_places: number;
  type: ProductType;
  requirements: string;
}

export const ROOM_COLUMNS = 'p.id, p.shelter_id, p.name, p.description, p.total_places, p.type, p.requirements';

/** Ikväll's rooms: the host's bookable rooms ($1 shelter, $2 tonight, $3 types) with tonight's ledger row and the shelter's check-in times. */
export interface TonightRoomRow extends RoomRow {
  capacity: number;
  free_beds: number;
  shelter_name: string;
  check_in_from: string | null;
  check_in_until: string | null;
}

export const TONIGHT_ROOMS_SQL = `SELECT ${ROOM_COLUMNS}, s.name AS shelter_name, s.check_in_from, s.check_in_until,
        COALESCE(pn.capacity, p.total_places) AS capacity, ${PLACES_LEFT_SQL} AS free_beds
   FROM product p
   JOIN shelter s ON s.id = p.shelter_id
   LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $2
  WHERE p.shelter_id = $1 AND p.archived_at IS NULL AND p.type = ANY ($3)
  ORDER BY p.name, p.id`;

/**
 * Ikväll's bookings ($1 shelter, $2 tonight, $3 the no-show reason): tonight inside the stay and
 * checked in, expected, a request awaiting the host (issue 33: they hold a bed, so they are on the
 * list), or released as a no-show.
 */
export const TONIGHT_BOOKINGS_SQL = `${BOOKING_VIEW_SQL}
  WHERE p.shelter_id = $1 AND p.archived_at IS NULL AND b.start_date <= $2 AND b.end_date > $2
    AND (${statusIn(['checked_in', ...EXPECTED, ...AWAITING_HOST])} OR (b.status = 'declined' AND b.decline_reason = $3))
  ORDER BY u.last_name, u.first_name, b.id`;

/** A booking view row as read through json (readInTick): the booking time comes as an ISO string. */
export type BookingJsonRow = Omit<BookingViewRow, 'booking_time'> & { booking_time: string };

export const bookingRowFromJson = (r: BookingJsonRow): BookingViewRow => ({ ...r, booking_time: new Date(r.booking_time) });
