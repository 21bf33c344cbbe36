import DataLoader from 'dataloader';
import type { Services } from '../platform/services';
import type { BookingDecisionView } from './decision.view';

declare module '../platform/services' {
  interface Loaders {
    bookingDecision: DataLoader<number, BookingDecisionView | null>;
  }
}

export function decisionLoaders(services: Services) {
  return {
    bookingDecision: new DataLoader<number, BookingDecisionView | null>(async (ids) => {
      const map = await services.decisions.ofBookings(ids);
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}
