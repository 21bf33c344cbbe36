import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';
import { VolunteerPage } from './VolunteerPage';
import { VolunteerRequestsPage } from './VolunteerRequestsPage';

const title = (t: string): RouteHandle => ({ title: t });
const t = sv.volunteer.titles;

/** Group volunteer's routes (SPEC §2). Paths from paths.ts. */
export const volunteerRoutes: RouteObject[] = [
  { path: paths.volunteer, element: <VolunteerPage />, handle: title(t.rooms) },
  { path: paths.volunteerRequests, element: <VolunteerRequestsPage />, handle: title(t.requests) },
];
