/**
 * The volunteer's views and input: availability, requests and a guest's stays (issue 31 §1).
 */
import { type LocalDate } from '../platform/dates';
import { type ProductView, type ShelterView } from '../shelter/shelter.view';
import { type BookingStatus } from '../domain/booking-status';

export interface NightPlaces {
  date: LocalDate;
  placesLeft: number;
}

export interface ProductAvailabilityView {
  product: ProductView;
  /** The fewest places left on any night of the range. */
  placesLeft: number;
  /** One entry per night start <= night < end, in date order. */
  availability: NightPlaces[];
}

export interface ShelterAvailabilityView {
  host: ShelterView;
  products: ProductAvailabilityView[];
}

export interface AvailabilityRange {
  start: LocalDate;
  end: LocalDate;
}

/** Raw input from either transport; the ids may still be wrong, BookingService checks them. */
export interface VolunteerRequestInput {
  productId: number;
  startDate: string;
  endDate: string;
  /** The guest's user id; when missing, `uno` names the guest. */
  guestId?: number | null;
  uno?: unknown;
  message?: string | null;
  /** The client's idempotency key (BookingService.request). */
  idempotencyKey?: string | null;
}

/** What the volunteer is looking at (volunteerAvailabilityPage); every field optional. */
export interface AvailabilityFilter {
  start?: string | null;
  end?: string | null;
  regionId?: number | null;
  hostId?: number | null;
  search?: string | null;
  criteria?: readonly string[] | null;
  onlyWithPlaces?: boolean | null;
  limit?: number | null;
  offset?: number | null;
}

export interface AvailabilityPage {
  shelters: ShelterAvailabilityView[];
  /** Every shelter matching the filter. */
  total: number;
  /** Whether shelters follow this page. */
  hasMore: boolean;
}

/** What a volunteer sees of a guest's current bookings before booking for them (issue 23 §11). */
export interface GuestStayView {
  id: number;
  status: BookingStatus;
  startDate: LocalDate;
  endDate: LocalDate;
  shelterName: string;
  roomName: string;
}
