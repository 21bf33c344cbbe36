import type { Feature } from '../platform/feature';
import * as openapi from './volunteer.openapi';
import { VolunteerResolver } from './volunteer.resolver';
import { volunteerRoutes } from './volunteer.rest';

export const volunteerFeature: Feature = {
  name: 'volunteer',
  resolvers: [VolunteerResolver],
  routes: [volunteerRoutes],
  openapi,
};
