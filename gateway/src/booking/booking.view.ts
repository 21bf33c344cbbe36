/**
 * What a booking looks like to the adapters: one SQL statement joins everything a list shows, so
 * lists cost the same number of statements at 10 or 10,000 bookings.
 */
import type { Actor } from '../domain/actor';
import type { LocalDate } from '../platform/dates';
import type { ProductType } from '../domain/product-type';
import type { BookingStatus } from '../domain/booking-status';
import { shelterFactsSql, toShelterFacts } from '../shelter/shelter.sql';
import { type ShelterFacts, type ShelterView } from '../shelter/shelter.view';

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
  /**
   * DESIGN §3 data minimisation: these guest fields, nothing more. `flag` is for staff of the
   * booking's shelter only (`seesGuestFlag`); everyone else (the guest, a volunteer) gets null.
   */
  guest: { id: number; firstName: string; lastName: string; unokod: string | null; flag: boolean | null };
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
         s.city AS shelter_city, s.image AS shelter_image, r.id AS shelter_region_id, r.name AS shelter_region_name,
         ${shelterFactsSql('s')} AS shelter_facts
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
  shelter_facts: ShelterFacts | string;
}

/**
 * DESIGN §3: a guest's flag is a note for the staff who receive them: the host staff of the
 * booking's shelter and the caseworkers assigned to it. Volunteers get id, names and uno only, and
 * the guest does not see it either. The one rule; every booking view is shaped through it.
 */
export function seesGuestFlag(viewer: Viewer, shelterId: number): boolean {
  if (viewer === SHELTER_STAFF) return true;
  return viewer.hostShelterId === shelterId || viewer.assignedShelterIds.includes(shelterId);
}

/**
 * The viewer of a staff list whose SQL is already scoped to the viewer's own shelters (the host's
 * shelter, a caseworker's assigned ones): every row is seen by staff of its shelter.
 */
export const SHELTER_STAFF = Symbol("staff of each row's shelter");
export type Viewer = Actor | typeof SHELTER_STAFF;

/** A row as `viewer` may see it (the viewer decides the guest's flag, see `seesGuestFlag`). */
export function toBookingView(r: BookingViewRow, viewer: Viewer): BookingView {
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
    guest: {
      id: r.guest_id,
      firstName: r.guest_first_name,
      lastName: r.guest_last_name,
      unokod: r.guest_unokod,
      flag: seesGuestFlag(viewer, r.shelter_id) ? r.guest_flag : null,
    },
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
        ...toShelterFacts(r.shelter_facts),
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

export interface RequestBookingInput {
  productId: number;
  startDate: string;
  endDate: string;
  message?: string | null;
  /** Set by a volunteer booking for a guest; a guest books for themself. */
  guestId?: number | null;
  /** The client's idempotency key (issue 15, `./idempotency.ts`): a retry gives back the first answer. */
  idempotencyKey?: string | null;
}

export interface TransitionOptions {
  reason?: string | null;
  /** extend: the new check-out date. */
  endDate?: string | null;
}
