import type { Feature } from '../platform/feature';
import * as openapi from './invoice.openapi';
import { invoiceLoaders } from './invoice.loaders';
import { InvoiceResolver, ProductPriceFieldResolver } from './invoice.resolver';
import { invoiceRoutes } from './invoice.rest';

/** Fakturering (issue 21): prices, billing details, drafts, sending, attesting, credit notes and exports. */
export const invoiceFeature: Feature = {
  name: 'invoice',
  resolvers: [InvoiceResolver, ProductPriceFieldResolver],
  routes: [invoiceRoutes],
  loaders: invoiceLoaders,
  openapi,
};
