import type { RouteObject } from 'react-router-dom';
import { staffTitles } from '../../i18n/sv/titles';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** The requests page loads as its own chunk, shared by both variants (lib/lazy-page.tsx). */
const pages = () => import('./requests-pages');

/** /host/requests: the host's variant (the app puts it under the host's guard). */
export const hostRequestsRoutes: RouteObject[] = [
  {
    path: paths.hostRequests,
    element: lazyPage(pages, 'HostRequestsPage'),
    handle: { title: staffTitles.requests } satisfies RouteHandle,
  },
];

/** /caseworker/requests: the caseworker's variant (the app puts it under the caseworker's guard). */
export const caseworkerRequestsRoutes: RouteObject[] = [
  {
    path: paths.caseworkerRequests,
    element: lazyPage(pages, 'CaseworkerRequestsPage'),
    handle: { title: staffTitles.caseworker.requests } satisfies RouteHandle,
  },
];
