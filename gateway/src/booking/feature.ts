import type { Feature } from '../platform/feature';
import * as openapi from './booking.openapi';
import { BookingResolver } from './booking.resolver';
import { guestBookingRoutes } from './booking.rest';
import { bookingLoaders } from './booking.loaders';

export const bookingFeature: Feature = {
  name: 'booking',
  resolvers: [BookingResolver],
  routes: [guestBookingRoutes],
  loaders: bookingLoaders,
  openapi,
};
