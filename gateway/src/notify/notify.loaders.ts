import DataLoader from 'dataloader';
import type { Services } from '../platform/services';
import type { Channel } from './outbox';

declare module '../platform/services' {
  interface Loaders {
    guestNotice: DataLoader<number, Channel | null>;
  }
}

export function notifyLoaders(services: Services) {
  return {
    guestNotice: new DataLoader<number, Channel | null>(async (ids) => {
      const map = await services.notify.guestNotices(ids);
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}
