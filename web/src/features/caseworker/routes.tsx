import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';
import { CaseworkerRequestsPage } from '../requests/RequestsPage';
import { CaseworkerOverviewPage } from './overview/CaseworkerOverviewPage';
import { StatisticsPage } from './statistics/StatisticsPage';
import { UsersPage } from './users/UsersPage';

const title = (t: string): RouteHandle => ({ title: t });
const t = sv.caseworker.titles;

/** Group caseworker's routes (SPEC §2). Paths from paths.ts. */
export const caseworkerRoutes: RouteObject[] = [
  { path: paths.caseworker, element: <CaseworkerOverviewPage />, handle: title(t.overview) },
  // The shared requests page (features/requests), in its caseworker variant.
  { path: paths.caseworkerRequests, element: <CaseworkerRequestsPage />, handle: title(t.requests) },
  { path: paths.caseworkerUsers, element: <UsersPage />, handle: title(t.users) },
  { path: paths.caseworkerStatistics, element: <StatisticsPage />, handle: title(t.statistics) },
];
