import type { Feature } from '../platform/feature';
import { AdminResolver } from './admin.resolver';

export const adminFeature: Feature = {
  name: 'admin',
  resolvers: [AdminResolver],
};
