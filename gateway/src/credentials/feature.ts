import type { Feature } from '../platform/feature';
import * as openapi from './credentials.openapi';
import { CredentialsResolver } from './credentials.resolver';
import { credentialsRoutes } from './credentials.rest';

export const credentialsFeature: Feature = {
  name: 'credentials',
  resolvers: [CredentialsResolver],
  routes: [credentialsRoutes],
  openapi,
};
