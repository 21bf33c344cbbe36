import DataLoader from 'dataloader';
import type { Services } from '../platform/services';
import type { BookingEventView } from './booking.view';

declare module '../platform/services' {
  interface Loaders {
    bookingEvents: DataLoader<number, BookingEventView[]>;
    queuePosition: DataLoader<number, number | null>;
  }
}

export function bookingLoaders(services: Services) {
  return {
    bookingEvents: new DataLoader<number, BookingEventView[]>(async (ids) => {
      const map = await services.bookings.eventsOf(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
    queuePosition: new DataLoader<number, number | null>(async (ids) => {
      const map = await services.bookings.queuePositions(ids);
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}
