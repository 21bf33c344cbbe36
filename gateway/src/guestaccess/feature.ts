import type { Feature } from '../platform/feature';
import * as openapi from './guestaccess.openapi';
import { GuestAccessResolver } from './guestaccess.resolver';
import { guestAccessRoutes } from './guestaccess.rest';

export const guestAccessFeature: Feature = {
  name: 'guestaccess',
  resolvers: [GuestAccessResolver],
  routes: [guestAccessRoutes],
  openapi,
};
