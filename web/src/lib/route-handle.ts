import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router-dom';
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

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  const table = useContext(RouteTableContext);
  const { pathname } = useLocation();
  // Matching ranks the whole table (about 10 ms on a slow phone): once per path, not at every render of the top bar.
  const matches = useMemo(() => matchRoutes(table, pathname) ?? [], [table, pathname]);
  const texts = useTexts();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.route.handle as RouteHandle | undefined)?.title;
    if (title) return typeof title === 'function' ? title(texts) : title;
  }
  return undefined;
}
