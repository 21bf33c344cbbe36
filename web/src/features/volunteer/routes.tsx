import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { lazyPage } from '../../app/lazy-page';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';

/** The pages load as one chunk, after the guard (app/lazy-page.tsx). */
const pages = () => import('./volunteer-pages');

const title = (t: string): RouteHandle => ({ title: t });
const t = sv.volunteer.titles;

/** Group volunteer's routes (SPEC §2). Paths from paths.ts. */
export const volunteerRoutes: RouteObject[] = [
  { path: paths.volunteer, element: lazyPage(pages, 'VolunteerPage'), handle: title(t.rooms) },
  { path: paths.volunteerRequests, element: lazyPage(pages, 'VolunteerRequestsPage'), handle: title(t.requests) },
];
