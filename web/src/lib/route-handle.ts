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

/** The first segment of a path, lowercased (react-router matches without case), or '' for none. */
function firstSegment(path: string): string {
  return (path.split('/').find((part) => part !== '') ?? '').toLowerCase();
}

/**
 * The table without the routes whose path begins with another fixed first segment than
 * `segment`: they cannot match, so the ranking of those that can is the whole table's (ranking
 * keeps the table's order among equals). A route under a path with a parameter or `*` in its first
 * segment, or without a path, stays.
 */
function section(table: RouteObject[], segment: string, parent = ''): RouteObject[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const first = firstSegment(path);
    if (first !== '' && !/^[:*]/.test(first) && first !== segment) return [];
    if (!route.children) return [route];
    const children = section(route.children, segment, path);
    if (children.length === route.children.length && children.every((child, i) => child === route.children?.[i])) return [route];
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

/**
 * `matchRoutes` over a table, once per path and over its section only: ranking the whole table
 * (about 60 routes) is 18 ms of this machine's main thread when its code is still cold, 75 ms at a
 * slow phone's speed, and a page asks it three times as it starts (hydration, the routes, the top
 * bar's title). The routes that begin with another first segment than the path's cannot match; the
 * rest rank as in the whole table. A path whose first segment is not plain (percent-encoded) is
 * matched over the whole table, as react-router decodes it.
 */
export function matchOnce(table: RouteObject[], pathname: string): RouteMatch[] {
  if (last?.table !== table || last.pathname !== pathname) {
    const segment = firstSegment(pathname);
    const within = segment === '' || segment.includes('%') ? table : section(table, segment);
    last = { table, pathname, matches: matchRoutes(within, pathname) ?? [] };
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
