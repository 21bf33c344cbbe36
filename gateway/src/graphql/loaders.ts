import DataLoader from 'dataloader';
import type { Services } from '../services';
import type { ProductView, ShelterView } from '../shelter/shelter.service';
import type { BookingEventView } from '../booking/booking.view';

/** Per-request batching: a list's relations cost one statement, not one per row. */
export interface Loaders {
  productsOfShelter: DataLoader<number, ProductView[]>;
  shelter: DataLoader<number, ShelterView | null>;
  bookingEvents: DataLoader<number, BookingEventView[]>;
}

export function createLoaders(services: Services): Loaders {
  return {
    productsOfShelter: new DataLoader(async (ids) => {
      const map = await services.shelters.productsOfShelters(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
    shelter: new DataLoader(async (ids) => {
      const map = await services.shelters.byIds(ids);
      return ids.map((id) => map.get(id) ?? null);
    }),
    bookingEvents: new DataLoader(async (ids) => {
      const map = await services.bookings.eventsOf(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
  };
}
