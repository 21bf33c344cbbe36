/**
 * What a booking looks like to the adapters: one SQL statement joins everything a list shows, so
 * lists cost the same number of statements at 10 or 10,000 bookings.
 */
import type { LocalDate } from '../common/dates';
import type { ProductType } from '../product/product-type';
import type { BookingStatus } from './booking-status';
import type { ShelterView } from '../shelter/shelter.service';

export interface BookingView {
  id: number;
  status: BookingStatus;
  startDate: LocalDate;
  endDate: LocalDate;
  bookingTime: Date;
  message: string;
  declineReason: string | null;
  requestedBy: number | null;
  requestedByGroup: string;
  /** DESIGN §3 data minimisation: these four guest fields, nothing more. */
  guest: { id: number; firstName: string; lastName: string; unokod: string | null; flag: boolean };
  product: {
    id: number;
    name: string;
    description: string;
    type: ProductType;
    totalPlaces: number;
    requirements: string;
    shelterId: number;
    shelter: ShelterView;
  };
}

export const BOOKING_VIEW_SQL = `
  SELECT b.id, b.status, b.start_date, b.end_date, b.booking_time, b.message, b.decline_reason,
         b.requested_by, b.requested_by_group,
         b.guest_id, u.first_name AS guest_first_name, u.last_name AS guest_last_name,
         g.unokod AS guest_unokod, COALESCE(g.flag, false) AS guest_flag,
         p.id AS product_id, p.name AS product_name, p.description AS product_description,
         p.type AS product_type, p.total_places AS product_total_places, p.requirements AS product_requirements,
         s.id AS shelter_id, s.name AS shelter_name, s.street AS shelter_street, s.postcode AS shelter_postcode,
         s.city AS shelter_city, s.image AS shelter_image, r.id AS shelter_region_id, r.name AS shelter_region_name
    FROM booking b
    JOIN product p ON p.id = b.product_id
    JOIN shelter s ON s.id = p.shelter_id
    JOIN region r ON r.id = s.region_id
    JOIN app_user u ON u.id = b.guest_id
    LEFT JOIN guest_profile g ON g.user_id = b.guest_id`;

export interface BookingViewRow {
  id: number;
  status: BookingStatus;
  start_date: string;
  end_date: string;
  booking_time: Date;
  message: string;
  decline_reason: string | null;
  requested_by: number | null;
  requested_by_group: string;
  guest_id: number;
  guest_first_name: string;
  guest_last_name: string;
  guest_unokod: string | null;
  guest_flag: boolean;
  product_id: number;
  product_name: string;
  product_description: string;
  product_type: ProductType;
  product_total_places: number;
  product_requirements: string;
  shelter_id: number;
  shelter_name: string;
  shelter_street: string;
  shelter_postcode: string;
  shelter_city: string;
  shelter_image: string | null;
  shelter_region_id: number;
  shelter_region_name: string;
}

export function toBookingView(r: BookingViewRow): BookingView {
  return {
    id: r.id,
    status: r.status,
    startDate: r.start_date,
    endDate: r.end_date,
    bookingTime: r.booking_time,
    message: r.message,
    declineReason: r.decline_reason,
    requestedBy: r.requested_by,
    requestedByGroup: r.requested_by_group,
    guest: { id: r.guest_id, firstName: r.guest_first_name, lastName: r.guest_last_name, unokod: r.guest_unokod, flag: r.guest_flag },
    product: {
      id: r.product_id,
      name: r.product_name,
      description: r.product_description,
      type: r.product_type,
      totalPlaces: r.product_total_places,
      requirements: r.product_requirements,
      shelterId: r.shelter_id,
      // The whole shelter, read with the booking: a list's Product.shelter costs no statement.
      shelter: {
        id: r.shelter_id,
        name: r.shelter_name,
        street: r.shelter_street,
        postcode: r.shelter_postcode,
        city: r.shelter_city,
        image: r.shelter_image,
        region: { id: r.shelter_region_id, name: r.shelter_region_name },
      },
    },
  };
}

/** One audit event of a booking (DESIGN §4: every transition appends one). */
export interface BookingEventView {
  id: number;
  bookingId: number;
  action: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  actorGroup: string;
  /** The acting person's name; null for the system and when hidden from the reader. */
  actorName: string | null;
  reason: string | null;
  at: Date;
}
