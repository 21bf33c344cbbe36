import DataLoader from 'dataloader';
import type { Services } from '../platform/services';
import type { LocalDate } from '../platform/dates';
import type { ProductView, ShelterView } from './shelter.view';

/** A product's queue over nights start <= night < end (ProductAvailability.queued). */
export interface QueueKey {
  productId: number;
  start: LocalDate;
  end: LocalDate;
}

declare module '../platform/services' {
  interface Loaders {
    productsOfShelter: DataLoader<number, ProductView[]>;
    shelter: DataLoader<number, ShelterView | null>;
    placesFreeTonight: DataLoader<number, number>;
    queued: DataLoader<QueueKey, number, string>;
  }
}

export function shelterLoaders(services: Services) {
  return {
    productsOfShelter: new DataLoader<number, ProductView[]>(async (ids) => {
      const map = await services.shelters.productsOfShelters(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
    shelter: new DataLoader<number, ShelterView | null>(async (ids) => {
      const map = await services.shelters.byIds(ids);
      return ids.map((id) => map.get(id) ?? null);
    }),
    placesFreeTonight: new DataLoader<number, number>(async (ids) => {
      const map = await services.shelters.placesFreeTonight(ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
    queued: new DataLoader<QueueKey, number, string>((keys) => services.shelters.queued(keys), {
      cacheKeyFn: (k) => `${k.productId}|${k.start}|${k.end}`,
    }),
  };
}
