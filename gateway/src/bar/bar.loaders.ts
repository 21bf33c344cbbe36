import DataLoader from 'dataloader';
import type { LocalDate } from '../platform/dates';
import type { Services } from '../platform/services';
import { barKey } from './bar.rules';
import { type GuestBarView } from './bar.view';

type GuestAtShelter = { guestId: number; shelterId: number };

declare module '../platform/services' {
  interface Loaders {
    guestBarredUntil: DataLoader<GuestAtShelter, LocalDate | null, string>;
    guestBars: DataLoader<number, GuestBarView[]>;
  }
}

export function barLoaders(services: Services) {
  return {
    guestBarredUntil: new DataLoader<GuestAtShelter, LocalDate | null, string>(
      async (keys) => {
        const map = await services.guestBars.activeUntil(keys);
        return keys.map((k) => map.get(barKey(k.guestId, k.shelterId)) ?? null);
      },
      { cacheKeyFn: (k) => barKey(k.guestId, k.shelterId) },
    ),
    guestBars: new DataLoader<number, GuestBarView[]>(async (ids) => {
      const map = await services.guestBars.activeOfGuests(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
  };
}
