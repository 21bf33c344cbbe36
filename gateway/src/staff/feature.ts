import type { Feature } from '../platform/feature';
import * as openapi from './staff.openapi';
import { StaffResolver } from './staff.resolver';
import { caseworkerRoutes } from './caseworker.rest';
import { hostRoutes } from './host.rest';

export const staffFeature: Feature = {
  name: 'staff',
  resolvers: [StaffResolver],
  routes: [hostRoutes, caseworkerRoutes],
  openapi,
};
