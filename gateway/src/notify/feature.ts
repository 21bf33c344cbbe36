import type { Feature } from '../platform/feature';
import * as openapi from './notify.openapi';
import { BookingNoticeFieldResolver, NotifyResolver } from './notify.resolver';
import { notifyRoutes } from './notify.rest';
import { notifyLoaders } from './notify.loaders';

/** Messages that leave the product (issue 20): settings, the admin's Utskick, Booking.guestNotice. Delivery: delivery.ts. */
export const notifyFeature: Feature = {
  name: 'notify',
  resolvers: [NotifyResolver, BookingNoticeFieldResolver],
  routes: [notifyRoutes],
  loaders: notifyLoaders,
  openapi,
};
