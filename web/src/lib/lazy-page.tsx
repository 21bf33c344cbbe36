import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense, useEffect } from 'react';
import { useTexts } from './texts';

function Loading() {
  return <p role="status">{useTexts().status.loading}</p>;
}

let mounted: (() => void) | undefined;

/** Runs `f` once the next page has mounted, its queries started (app/hydrate.tsx). */
export function afterPageMounted(f: () => void): void {
  mounted = f;
}

/** After the page in the same boundary: its effects run after the page's. */
function Mounted() {
  useEffect(() => {
    mounted?.();
    mounted = undefined;
  }, []);
  return null;
}

/** Every feature chunk a route loads (test-support loads them before the tests run). */
export const pageChunks = new Set<() => Promise<unknown>>();

/** The feature chunks fetched before the first render (app/hydrate.tsx), by their `load`. */
const loaded = new Map<() => Promise<unknown>, unknown>();
/** The `load` of each route element lazyPage made. */
const loadOf = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * Fetches the chunk of a route element lazyPage made (nothing for another element), so that its
 * page renders at once instead of waiting for it. Hydration needs that: a page that waits for its
 * chunk while the app around it changes (its session, its language) is thrown away and rendered
 * again by the browser, not hydrated (app/hydrate.tsx).
 */
export async function loadPageOf(element: ReactNode): Promise<void> {
  const load = element !== null && typeof element === 'object' ? loadOf.get(element as ReactElement) : undefined;
  if (load && !loaded.has(load)) loaded.set(load, await load());
}

/**
 * A route element whose page lives in a feature's own chunk (docs/DECISIONS.md, "Web:
 * route-level code splitting"). The chunk is fetched when the page is first rendered, i.e. after
 * RequireGroup has let the person in, never for a guard that redirects; meanwhile the page area
 * says 'Laddar...'. `load` is the feature's `pages` module; every page of a feature shares it.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): ReactElement {
  pageChunks.add(load);
  const Lazy = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  function Page() {
    const Loaded: ComponentType | undefined = (loaded.get(load) as M | undefined)?.[name];
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const element = (
    <Suspense fallback={<Loading />}>
      <Page />
      <Mounted />
    </Suspense>
  );
  loadOf.set(element, load);
  return element;
}
