import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';
import { withPageTexts } from '../../lib/texts';

/** The reading page and its texts (in the reader's language) load as one chunk, on this route only. */
const reading = withPageTexts(() => import('./compass-pages'), 'compass');
const keeping = () => import('./compass-keep-pages');

/** Kompassen (issue 35 §2): the app guards the reading page for anyone logged in. */
export const compassRoutes: RouteObject[] = [
  {
    path: paths.compass,
    element: lazyPage(reading, 'CompassPage'),
    handle: { title: (t) => t.compass?.heading ?? t.layout.menu.compass } satisfies RouteHandle,
  },
];

/** The editor: the app guards it for admins and host staff (the server holds the scope). */
export const compassKeepRoutes: RouteObject[] = [
  { path: paths.compassKeep, element: lazyPage(keeping, 'CompassKeepPage'), handle: { title: 'Kompassen' } satisfies RouteHandle },
];
