import type { Feature } from '../platform/feature';
import { AccountResolver } from './account.resolver';

export const accountFeature: Feature = {
  name: 'account',
  resolvers: [AccountResolver],
};
