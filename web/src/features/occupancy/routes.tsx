import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { staffTitles } from '../../i18n/sv/titles';
import { paths } from '../../lib/paths';

/** The page, its charts and its texts load as one chunk, on this route only (lib/lazy-page.tsx). */
const pages = () => import('./occupancy-pages');

/** Beläggning och avvisningar (issue 37): the app guards it for caseworkers and admins. */
export const occupancyRoutes: RouteObject[] = [
  { path: paths.occupancy, element: lazyPage(pages, 'OccupancyPage'), handle: { title: staffTitles.occupancy } satisfies RouteHandle },
];
