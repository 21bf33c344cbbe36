import type { Feature } from '../platform/feature';
import * as openapi from './staff.openapi';
import { StaffResolver } from './staff.resolver';
import { caseworkerRoutes } from './caseworker.rest';
import { hostRoutes } from './host.rest';
import { HostNightResolver } from './night.resolver';
import { HostGuestResolver } from './guests.resolver';
import { hostNightRoutes } from './night.rest';
import * as nightOpenapi from './night.openapi';

export const staffFeature: Feature = {
  name: 'staff',
  resolvers: [StaffResolver, HostNightResolver, HostGuestResolver],
  routes: [hostNightRoutes, hostRoutes, caseworkerRoutes],
  openapi: { operations: { ...openapi.operations, ...nightOpenapi.operations }, schemas: openapi.schemas },
};
