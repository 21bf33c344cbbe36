import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { staffTitles } from '../../i18n/sv/titles';
import { paths } from '../../lib/paths';

/** The pages load as one chunk, after the guard (lib/lazy-page.tsx). */
const pages = () => import('./volunteer-pages');

const title = (t: string): RouteHandle => ({ title: t });
const t = staffTitles.volunteer;

/** Group volunteer's routes (SPEC §2). Paths from lib/paths.ts. */
export const volunteerRoutes: RouteObject[] = [
  { path: paths.volunteer, element: lazyPage(pages, 'VolunteerPage'), handle: title(t.rooms) },
  { path: paths.volunteerRequests, element: lazyPage(pages, 'VolunteerRequestsPage'), handle: title(t.requests) },
];
