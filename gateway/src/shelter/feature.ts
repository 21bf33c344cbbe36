import type { Feature } from '../platform/feature';
import * as openapi from './shelter.openapi';
import { ProductAvailabilityFieldsResolver, ProductFieldsResolver, ShelterResolver } from './shelter.resolver';
import { shelterLoaders } from './shelter.loaders';

export const shelterFeature: Feature = {
  name: 'shelter',
  resolvers: [ShelterResolver, ProductFieldsResolver, ProductAvailabilityFieldsResolver],
  loaders: shelterLoaders,
  openapi,
};
