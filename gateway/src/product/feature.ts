import type { Feature } from '../platform/feature';
import * as openapi from './product.openapi';
import { ProductResolver } from './product.resolver';
import { productRoutes } from './product.rest';

export const productFeature: Feature = {
  name: 'product',
  resolvers: [ProductResolver],
  routes: [productRoutes],
  openapi,
};
