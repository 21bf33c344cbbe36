import type { Feature } from '../platform/feature';
import * as openapi from './notify.openapi';
import { NotifyResolver } from './notify.resolver';
import { notifyRoutes } from './notify.rest';
import { notifyLoaders } from './notify.loaders';

/** Messages that leave the product (issue 20): settings and the admin's Utskick (Booking.guestNotice is the booking's field, answered by this feature's loader). Delivery: delivery.ts. */
export const notifyFeature: Feature = {
  name: 'notify',
  resolvers: [NotifyResolver],
  routes: [notifyRoutes],
  loaders: notifyLoaders,
  openapi,
};
