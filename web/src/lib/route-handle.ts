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

/** The last path matched: a page's start asks three times for the same one. */
let last: { table: RouteObject[]; pathname: string; matches: RouteMatch[] } | undefined;

/** A path's first segment, lowercased (react-router matches without case). */
const head = (path: string) => path.split('/').find(Boolean)?.toLowerCase();

/**
 * The table without the routes whose path begins with another fixed first segment than
 * `segment`: they cannot match, and ranking keeps the table's order among equals, so the routes
 * left match as in the whole table. A first segment that is a parameter, `*` or optional (`x?`)
 * keeps its routes. A layout left without children matches nothing by itself.
 */
const section = (table: RouteObject[], segment: string, parent = ''): RouteObject[] =>
  table.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const first = head(path);
    if (first && !/^[:*]|\?$/.test(first) && first !== segment) return [];
    return [route.children ? ({ ...route, children: section(route.children, segment, path) } as RouteObject) : route];
  });

/**
 * `matchRoutes` over a table, once per path and over its section only: ranking the whole table
 * (about 60 routes) is 18 ms of this machine's main thread when its code is still cold, 75 ms at a
 * slow phone's speed, and a page asks it three times as it starts (hydration, the routes, the top
 * bar's title). A path whose first segment is percent-encoded is matched over the whole table, as
 * react-router decodes it.
 */
export function matchOnce(table: RouteObject[], pathname: string): RouteMatch[] {
  if (last?.table !== table || last.pathname !== pathname) {
    const segment = head(pathname);
    last = { table, pathname, matches: matchRoutes(segment && !segment.includes('%') ? section(table, segment) : table, pathname) ?? [] };
  }
  return last.matches;
}

/**
 * The table cut down to the routes that match `pathname`, one below the other (the same route
 * objects' elements and handles), for `useRoutes`: it matches at every render, and over this table
 * it does not rank the whole app's routes again. Its matches are the full table's; when nothing
 * matches, the whole table (useRoutes warns as before).
 */
export const matchedBranch = (table: RouteObject[], pathname: string): RouteObject[] =>
  matchOnce(table, pathname).reduceRight<RouteObject[] | undefined>(
    (below, m) => [{ ...m.route, children: below } as RouteObject],
    undefined,
  ) ?? table;

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
