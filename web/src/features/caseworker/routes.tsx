import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { lazyPage } from '../../app/lazy-page';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';

/** The caseworker's pages load as one chunk, the shared requests page as another (app/lazy-page.tsx). */
const pages = () => import('./caseworker-pages');
const requestsPages = () => import('../requests/requests-pages');

const title = (t: string): RouteHandle => ({ title: t });
const t = sv.caseworker.titles;

/** Group caseworker's routes (SPEC §2). Paths from paths.ts. */
export const caseworkerRoutes: RouteObject[] = [
  { path: paths.caseworker, element: lazyPage(pages, 'CaseworkerOverviewPage'), handle: title(t.overview) },
  // The shared requests page (features/requests), in its caseworker variant.
  { path: paths.caseworkerRequests, element: lazyPage(requestsPages, 'CaseworkerRequestsPage'), handle: title(t.requests) },
  { path: paths.caseworkerUsers, element: lazyPage(pages, 'UsersPage'), handle: title(t.users) },
  { path: paths.caseworkerStatistics, element: lazyPage(pages, 'StatisticsPage'), handle: title(t.statistics) },
];
