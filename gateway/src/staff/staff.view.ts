/**
 * The host's and caseworker's views of counts, batches and bookings with their bars (issue 31 §1).
 */
import type { LocalDate } from '../platform/dates';
import { type BookingView } from '../booking/booking.view';
import { type ProductType } from '../domain/product-type';

export interface HostCounts {
  pendingCount: number;
  arrivalsCount: number;
  departuresCount: number;
  currentGuestsCount: number;
  /** Places left tonight per product type of the shelter. */
  availableProducts: { type: ProductType; placesLeft: number }[];
}

export interface BatchRow {
  bookingId: number;
  ok: boolean;
  code: string | null;
  message: string | null;
}

/** A booking of a request list, with its guest's bar at the shelter (null when none) already read. */
export type BookingWithBar = BookingView & { guestBarredUntil: LocalDate | null };
