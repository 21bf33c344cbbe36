/** SPEC §3's snake_case wire shape of a booking (DESIGN §11): every shim that returns a booking returns this. */
import type { BookingView } from './booking.view';

/** A booking: SPEC §3 with `status: { description }` and the guest minimised (DESIGN §3). */
export function bookingWire(b: BookingView) {
  return {
    id: b.id,
    user: {
      id: b.guest.id,
      first_name: b.guest.firstName,
      last_name: b.guest.lastName,
      unokod: b.guest.unokod,
      // Staff of the booking's shelter only (booking.view.ts seesGuestFlag): others get no key at all.
      ...(b.guest.flag === null ? {} : { flag: b.guest.flag }),
    },
    product: {
      id: b.product.id,
      name: b.product.name,
      description: b.product.description,
      type: b.product.type,
      total_places: b.product.totalPlaces,
      requirements: b.product.requirements,
      host: { id: b.product.shelter.id, name: b.product.shelter.name },
    },
    status: { description: b.status },
    booking_time: b.bookingTime.toISOString(),
    start_date: b.startDate,
    end_date: b.endDate,
    message: b.message,
    decline_reason: b.declineReason,
  };
}
