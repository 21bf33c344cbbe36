/**
 * The caseworker overview's cards (SPEC §2): tonight's places per room, grouped by shelter in the
 * order the server lists them, with the card's sums ('free lediga av total').
 */
export interface ProductPlacesInput {
  placesLeft: number;
  product: { id: string; name: string; description: string; totalPlaces: number };
  shelter: { id: string; name: string; street: string; city: string };
}

export interface ShelterCard {
  shelter: ProductPlacesInput['shelter'];
  rooms: { id: string; name: string; description: string; placesLeft: number; totalPlaces: number }[];
  free: number;
  total: number;
}

export function groupByShelter(items: readonly ProductPlacesInput[]): ShelterCard[] {
  const cards = new Map<string, ShelterCard>();
  for (const item of items) {
    let card = cards.get(item.shelter.id);
    if (!card) {
      card = { shelter: item.shelter, rooms: [], free: 0, total: 0 };
      cards.set(item.shelter.id, card);
    }
    // A room never shows fewer than 0 or more than its total places.
    const placesLeft = Math.min(Math.max(0, item.placesLeft), item.product.totalPlaces);
    card.rooms.push({
      id: item.product.id,
      name: item.product.name,
      description: item.product.description,
      placesLeft,
      totalPlaces: item.product.totalPlaces,
    });
    card.free += placesLeft;
    card.total += item.product.totalPlaces;
  }
  return [...cards.values()];
}
