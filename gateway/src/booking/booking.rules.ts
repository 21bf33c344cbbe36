/**
 * The booking's limits, the statuses a no-show is released from, and a booking's facts for the
 * transition table's guards (issue 31 §1: out of the service file).
 */
import { type BookingFacts } from './booking-access';
import { type BookingStatus } from '../domain/booking-status';
import { type BookingView } from './booking.view';

export const MAX_MESSAGE = 2000;

export const MAX_REASON = 500;

/** The statuses a no-show is released from: a place given to a guest who has not checked in. */
export const NO_SHOW_STATUSES = ['reserved', 'confirmed'] as const satisfies readonly BookingStatus[];

export const bookingFacts = (b: BookingView): BookingFacts => ({
  status: b.status,
  guestId: b.guest.id,
  shelterId: b.product.shelter.id,
  requestedBy: b.requestedBy,
  startDate: b.startDate,
  endDate: b.endDate,
});
