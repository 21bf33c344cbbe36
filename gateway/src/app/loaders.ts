import type { Loaders, Services } from '../platform/services';
import { FEATURES } from './features';

/** Per-request batching: every feature's loaders, made fresh for each request (and subscription). */
export function createLoaders(services: Services): Loaders {
  return Object.assign({}, ...FEATURES.map((f) => f.loaders?.(services) ?? {})) as Loaders;
}
