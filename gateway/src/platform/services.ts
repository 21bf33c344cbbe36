import type { Clock } from './clock';

/**
 * The service layer as the adapters (resolvers, REST shims) see it through their context. The
 * platform knows no feature: each feature adds its own service here by declaration merging, next to
 * its service class (`declare module '../platform/services' { interface Services { … } }`), and
 * app/services.ts builds the whole once per process (the compiler checks that none is missing).
 */
export interface Services {
  clock: Clock;
}

/**
 * Per-request batching (DataLoader): a list's relations cost one statement, not one per row. Each
 * feature adds its loaders the same way; app/loaders.ts builds them per request.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}
