import type { Feature } from '../platform/feature';
import * as openapi from './guest.openapi';
import { GuestResolver } from './guest.resolver';
import { guestRoutes } from './guest.rest';

export const guestFeature: Feature = {
  name: 'guest',
  resolvers: [GuestResolver],
  routes: [guestRoutes],
  openapi,
};
