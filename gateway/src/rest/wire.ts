/**
 * SPEC §3's snake_case wire shapes for the REST shims (DESIGN §11), one function per entity, so
 * every shim that returns a booking returns the same shape.
 */
import type { BookingView } from '../booking/booking.view';
import type { ProductNights, ProductView, ShelterView } from '../shelter/shelter.service';

export function hostWire(s: ShelterView) {
  return {
    id: s.id,
    name: s.name,
    street: s.street,
    postcode: s.postcode,
    city: s.city,
    image: s.image,
    region: { id: s.region.id, name: s.region.name },
  };
}

/** A product; `host` is the shelter object when known, else `{ id }`. */
export function productWire(p: ProductView, host?: ShelterView | null, placesLeft?: number) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    total_places: p.totalPlaces,
    type: p.type,
    requirements: p.requirements,
    host: host ? hostWire(host) : { id: p.shelterId },
    ...(placesLeft === undefined ? {} : { places_left: placesLeft }),
  };
}

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

/** SPEC GET /api/host/available/{days}: per night (in date order), each product with its places left. */
export function availableDates(products: readonly ProductNights[]) {
  const out: Record<string, { id: number; product: ReturnType<typeof productWire>; places_left: number }[]> = {};
  for (const { product, nights } of products) {
    const wire = productWire(product);
    for (const n of nights) (out[n.date] ??= []).push({ id: product.id, product: wire, places_left: n.placesLeft });
  }
  return out;
}
