import type { Router } from 'express';
import type { NonEmptyArray } from 'type-graphql';
import type { Operations, Schemas } from './rest/openapi';
import type { Loaders, Services } from './services';

/**
 * What a feature folder hands to the composition root (app/features.ts lists them, one line each):
 * its TypeGraphQL resolvers, its REST shims under /api, and its per-request loaders. Its service is
 * wired in app/services.ts (services depend on each other), its GraphQL enums are registered when
 * its types are loaded.
 */
export interface Feature {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: NonEmptyArray<Function>;
  /** Routers mounted under /api in this order (literal paths before `{id}` paths inside each). */
  routes?: readonly (() => Router)[];
  /** The feature's part of `Loaders`, made per request. */
  loaders?: (services: Services) => Partial<Loaders>;
  /** The OpenAPI operations of its REST shims and its wire shapes (app/integrators/openapi.ts). */
  openapi?: { operations?: Operations; schemas?: Schemas };
}
