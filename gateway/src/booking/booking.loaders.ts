import DataLoader from 'dataloader';
import type { Services } from '../platform/services';
import type { BookingEventView } from './booking.view';

declare module '../platform/services' {
  interface Loaders {
    bookingEvents: DataLoader<number, BookingEventView[]>;
  }
}

export function bookingLoaders(services: Services) {
  return {
    bookingEvents: new DataLoader<number, BookingEventView[]>(async (ids) => {
      const map = await services.bookings.eventsOf(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
  };
}
