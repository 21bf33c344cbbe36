import type { Feature } from '../platform/feature';
import * as openapi from './shelter.openapi';
import { ProductAvailabilityFieldsResolver, ProductFieldsResolver, ShelterResolver } from './shelter.resolver';
import { shelterLoaders } from './shelter.loaders';
import { ShelterProfileResolver } from './profile.resolver';
import { photoRoutes } from './photo.rest';
import { photoOperations } from './photo.openapi';

export const shelterFeature: Feature = {
  name: 'shelter',
  resolvers: [ShelterResolver, ProductFieldsResolver, ProductAvailabilityFieldsResolver, ShelterProfileResolver],
  routes: [photoRoutes],
  loaders: shelterLoaders,
  openapi: { operations: photoOperations, schemas: openapi.schemas },
};
