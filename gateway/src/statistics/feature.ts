import type { Feature } from '../platform/feature';
import * as openapi from './statistics.openapi';
import { StatisticsResolver } from './statistics.resolver';
import { statisticsRoutes } from './statistics.rest';

/** Beläggning och avvisningar (issue 37). */
export const statisticsFeature: Feature = {
  name: 'statistics',
  resolvers: [StatisticsResolver],
  routes: [statisticsRoutes],
  openapi,
};
