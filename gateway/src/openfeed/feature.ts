import type { Feature } from '../platform/feature';
import * as openapi from './openfeed.openapi';
import { OpenFeedResolver } from './openfeed.resolver';
import { openFeedRoutes } from './openfeed.rest';

/** The open feed of free beds tonight (issue 37). */
export const openFeedFeature: Feature = {
  name: 'openfeed',
  resolvers: [OpenFeedResolver],
  routes: [openFeedRoutes],
  openapi,
};
