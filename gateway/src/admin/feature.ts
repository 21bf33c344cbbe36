import type { Feature } from '../platform/feature';
import * as openapi from './accounts.openapi';
import { adminAccountRoutes } from './accounts.rest';
import { AdminResolver } from './admin.resolver';

export const adminFeature: Feature = {
  name: 'admin',
  resolvers: [AdminResolver],
  routes: [adminAccountRoutes],
  openapi,
};
