import { type ComponentType, lazy, type ReactElement, Suspense, useEffect } from 'react';
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

/**
 * A route element whose page lives in a feature's own chunk (docs/DECISIONS.md, "Web:
 * route-level code splitting"). The chunk is fetched when the page is first rendered, i.e. after
 * RequireGroup has let the person in, never for a guard that redirects; meanwhile the page area
 * says 'Laddar...'. `load` is the feature's `pages` module; every page of a feature shares it.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): ReactElement {
  pageChunks.add(load);
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<Loading />}>
      <Page />
      <Mounted />
    </Suspense>
  );
}
