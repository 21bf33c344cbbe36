import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { staffTitles } from '../../i18n/sv/titles';
import { paths } from '../../lib/paths';

/** The pages and their texts load as one chunk, on these routes only (lib/lazy-page.tsx). */
const pages = () => import('./activities-pages');
const handle: RouteHandle = { title: staffTitles.activities };

/** Aktiviteter (issue 35 §3): the app guards each for its group (the server holds the scope). */
export const volunteerActivityRoutes: RouteObject[] = [
  { path: paths.volunteerActivities, element: lazyPage(pages, 'VolunteerActivitiesPage'), handle },
];
export const hostActivityRoutes: RouteObject[] = [{ path: paths.hostActivities, element: lazyPage(pages, 'KeepActivitiesPage'), handle }];
export const adminActivityRoutes: RouteObject[] = [{ path: paths.adminActivities, element: lazyPage(pages, 'KeepActivitiesPage'), handle }];
