import type { Loaders, Services } from '../platform/services';
import type { Feature } from '../platform/feature';
import { FEATURES } from './features';

type LoaderFactory = NonNullable<Feature['loaders']>;

/**
 * A prototype with one getter per loader name: the first read of any of a feature's loaders makes
 * that feature's loaders (fresh DataLoaders, for this request only) and keeps them on the request's
 * own object. The names are learnt once, from one call of each factory.
 */
function lazyLoaders(services: Services, factories: readonly LoaderFactory[]): object {
  // Each name's maker: a later feature's loader of the same name wins, as with Object.assign.
  const owner = new Map<string, LoaderFactory>();
  for (const make of factories) for (const name of Object.keys(make(services))) owner.set(name, make);
  const proto: PropertyDescriptorMap = {};
  for (const [name, make] of owner) {
    proto[name] = {
      get(this: Record<string, unknown>) {
        const made = make(services) as Record<string, unknown>;
        for (const [k, v] of Object.entries(made)) {
          if (owner.get(k) === make) Object.defineProperty(this, k, { value: v, enumerable: true });
        }
        return made[name];
      },
      enumerable: true,
      configurable: true,
    };
  }
  return Object.create(null, proto) as object;
}

const prototypes = new WeakMap<Services, object>();

/**
 * Per-request batching: every feature's loaders, fresh for each request (and subscription), made
 * only when a resolver first asks for one of them (most operations use none; issue 22 §4).
 */
export function createLoaders(services: Services): Loaders {
  let proto = prototypes.get(services);
  if (!proto) {
    proto = lazyLoaders(
      services,
      FEATURES.flatMap((f) => (f.loaders ? [f.loaders] : [])),
    );
    prototypes.set(services, proto);
  }
  return Object.create(proto) as Loaders;
}
