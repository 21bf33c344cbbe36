import type { Feature } from '../platform/feature';
import { LiveResolver } from './live.resolver';

export const liveFeature: Feature = {
  name: 'live',
  resolvers: [LiveResolver],
};
