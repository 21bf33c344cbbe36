import type { Feature } from '../platform/feature';
import * as openapi from './activity.openapi';
import { ActivityResolver } from './activity.resolver';
import { activityRoutes } from './activity.rest';

/** Volunteer activities (issue 35 §3): shifts at shelters, sign-ups, tasks. */
export const activityFeature: Feature = {
  name: 'activity',
  resolvers: [ActivityResolver],
  routes: [activityRoutes],
  openapi,
};
