import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { lazyPage } from '../../app/lazy-page';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';

/** The host's pages load as one chunk, the shared requests page as another (app/lazy-page.tsx). */
const pages = () => import('./host-pages');
const requestsPages = () => import('../requests/requests-pages');

/** Group host's routes (SPEC §2). Paths from paths.ts. */
export const hostRoutes: RouteObject[] = [
  {
    path: paths.host,
    element: lazyPage(pages, 'HostOverviewPage'),
    handle: { title: sv.host.overview.title } satisfies RouteHandle,
  },
  {
    path: paths.hostRequests,
    element: lazyPage(requestsPages, 'HostRequestsPage'),
    handle: { title: sv.requests.title } satisfies RouteHandle,
  },
  {
    path: paths.hostProducts,
    element: lazyPage(pages, 'HostProductsPage'),
    handle: { title: sv.host.products.title } satisfies RouteHandle,
  },
];
