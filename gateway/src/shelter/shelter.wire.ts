/**
 * SPEC §3's snake_case wire shapes of shelters and products for the REST shims (DESIGN §11), one
 * function per entity, so every shim returns the same shape (bookings: booking/booking.wire.ts).
 */
import type { ProductNights, ProductView, ShelterView } from './shelter.view';

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

/** SPEC GET /api/host/available/{days}: per night (in date order), each product with its places left. */
export function availableDates(products: readonly ProductNights[]) {
  const out: Record<string, { id: number; product: ReturnType<typeof productWire>; places_left: number }[]> = {};
  for (const { product, nights } of products) {
    const wire = productWire(product);
    for (const n of nights) (out[n.date] ??= []).push({ id: product.id, product: wire, places_left: n.placesLeft });
  }
  return out;
}
