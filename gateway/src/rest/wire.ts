/** SPEC §3's snake_case wire shapes for the REST shims (DESIGN §11). */
import type { ShelterView } from '../shelter/shelter.service';

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
