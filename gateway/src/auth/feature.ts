import type { Feature } from '../platform/feature';
import * as openapi from './auth.openapi';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';

export const authFeature: Feature = {
  name: 'auth',
  resolvers: [AuthResolver],
  routes: [authRoutes],
  openapi,
};
