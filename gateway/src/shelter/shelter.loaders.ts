import DataLoader from 'dataloader';
import type { Services } from '../platform/services';
import type { ProductView, ShelterView } from './shelter.service';

declare module '../platform/services' {
  interface Loaders {
    productsOfShelter: DataLoader<number, ProductView[]>;
    shelter: DataLoader<number, ShelterView | null>;
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
  };
}
