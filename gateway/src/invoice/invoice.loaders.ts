import DataLoader from 'dataloader';
import type { Services } from '../platform/services';
import type { PriceView } from './invoice.view';

declare module '../platform/services' {
  interface Loaders {
    productPrices: DataLoader<number, PriceView[]>;
  }
}

/** Product.prices / currentPrice for a whole list of rooms in one statement. */
export function invoiceLoaders(services: Services) {
  return {
    productPrices: new DataLoader<number, PriceView[]>(async (ids) => {
      const map = await services.prices.pricesOf(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
  };
}
