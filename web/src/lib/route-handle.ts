import { createContext, useContext } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, useLocation } from 'react-router-dom';
import type { CoreTexts } from '../i18n/texts';
import { useTexts } from './texts';

/** What a route declares about itself: its page title, shown after a dash in the top bar (SPEC §2). */
export interface RouteHandle {
  /** A guest-facing page's title is read from the language in use (issue 18); staff pages' are Swedish. */
  title?: string | ((texts: CoreTexts) => string | undefined);
}

/**
 * The app's route table, for reading the matched routes' handles. The app renders its routes with
 * react-router's declarative `useRoutes` (no data router: about 15 KB less JavaScript on every
 * route, issue 17), which has no `useMatches`; `matchRoutes` over the same table gives the same matches.
 */
export const RouteTableContext = createContext<RouteObject[]>([]);

const matched = new WeakMap<RouteObject[], Map<string, RouteMatch[]>>();

/** Paths kept per table: a server renders many guests' paths (`/accommodations/…`), so the memory has a bound. */
const KEPT_PATHS = 64;

function memo<T>(cache: WeakMap<RouteObject[], Map<string, T>>, table: RouteObject[], pathname: string, make: () => T): T {
  let byPath = cache.get(table);
  if (!byPath) cache.set(table, (byPath = new Map()));
  let value = byPath.get(pathname);
  if (value === undefined) {
    if (byPath.size >= KEPT_PATHS) byPath.clear();
    byPath.set(pathname, (value = make()));
  }
  return value;
}

/**
 * `matchRoutes` over a table, once per path and table: ranking the whole table (about 60 routes) is
 * 8 ms of this machine's main thread when its code is still cold, four times that on a slow phone,
 * and a page asks it three times as it starts (hydration, the routes, the top bar's title).
 */
export function matchOnce(table: RouteObject[], pathname: string): RouteMatch[] {
  return memo(matched, table, pathname, () => matchRoutes(table, pathname) ?? []);
}

const branches = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

/**
 * The table cut down to the routes that match `pathname`, one below the other (the same route
 * objects' elements and handles), for `useRoutes`: it matches every render, and over this table it
 * does not rank the whole app's routes again. Its matches are the full table's.
 */
export function matchedBranch(table: RouteObject[], pathname: string): RouteObject[] {
  return memo(branches, table, pathname, () => {
    const chain = matchOnce(table, pathname).map((m) => m.route as RouteObject);
    const branch = chain.reduceRight<RouteObject[]>(
      (below, route) => [{ ...route, children: below.length ? below : undefined } as RouteObject],
      [],
    );
    // Nothing matches (no catch-all): the whole table, so that useRoutes warns as before.
    return branch.length ? branch : table;
  });
}

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  const table = useContext(RouteTableContext);
  const { pathname } = useLocation();
  const matches = matchOnce(table, pathname);
  const texts = useTexts();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.route.handle as RouteHandle | undefined)?.title;
    if (title) return typeof title === 'function' ? title(texts) : title;
  }
  return undefined;
}
