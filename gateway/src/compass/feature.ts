import type { Feature } from '../platform/feature';
import * as openapi from './compass.openapi';
import { CompassResolver } from './compass.resolver';
import { compassRoutes } from './compass.rest';

/** Kompassen (issue 35 §2): resources besides a bed, open now, nearest first. */
export const compassFeature: Feature = {
  name: 'compass',
  resolvers: [CompassResolver],
  routes: [compassRoutes],
  openapi,
};
