import type { Feature } from '../platform/feature';
import { PrivacyResolver } from './privacy.resolver';

export const privacyFeature: Feature = {
  name: 'privacy',
  resolvers: [PrivacyResolver],
};
