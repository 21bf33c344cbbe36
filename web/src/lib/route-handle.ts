import { useMatches } from 'react-router-dom';

/** What a route declares about itself: its page title, shown after a dash in the top bar (SPEC §2). */
export interface RouteHandle {
  title?: string;
}

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
