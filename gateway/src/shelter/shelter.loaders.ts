import DataLoader from 'dataloader';
import type { Services } from '../platform/services';
import type { LocalDate } from '../platform/dates';
import type { Actor } from '../domain/actor';
import type { ProductView, ShelterView } from './shelter.view';

/** A shelter's free beds tonight as one viewer may book them (issue 33 §7: a woman-only room not for a man). */
export interface FreeTonightKey {
  shelterId: number;
  viewer: Actor | null;
}

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
    placesFreeTonight: DataLoader<FreeTonightKey, number, string>;
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
    placesFreeTonight: new DataLoader<FreeTonightKey, number, string>(
      async (keys) => {
        // One request has one viewer; grouped all the same.
        const byViewer = new Map<Actor | null, number[]>();
        for (const k of keys) byViewer.set(k.viewer, [...(byViewer.get(k.viewer) ?? []), k.shelterId]);
        const answers = new Map<string, number>();
        for (const [viewer, ids] of byViewer) {
          const map = await services.shelters.placesFreeTonight(ids, viewer);
          for (const id of ids) answers.set(`${id}|${viewer?.userId ?? 0}`, map.get(id) ?? 0);
        }
        return keys.map((k) => answers.get(`${k.shelterId}|${k.viewer?.userId ?? 0}`) ?? 0);
      },
      { cacheKeyFn: (k) => `${k.shelterId}|${k.viewer?.userId ?? 0}` },
    ),
    queued: new DataLoader<QueueKey, number, string>((keys) => services.shelters.queued(keys), {
      cacheKeyFn: (k) => `${k.productId}|${k.start}|${k.end}`,
    }),
  };
}
