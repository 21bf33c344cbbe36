import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';
import { HostRequestsPage } from '../requests/RequestsPage';
import { HostOverviewPage } from './overview/HostOverviewPage';
import { HostProductsPage } from './products/HostProductsPage';

/** Group host's routes (SPEC §2). Paths from paths.ts. */
export const hostRoutes: RouteObject[] = [
  {
    path: paths.host,
    element: <HostOverviewPage />,
    handle: { title: sv.host.overview.title } satisfies RouteHandle,
  },
  {
    path: paths.hostRequests,
    element: <HostRequestsPage />,
    handle: { title: sv.requests.title } satisfies RouteHandle,
  },
  {
    path: paths.hostProducts,
    element: <HostProductsPage />,
    handle: { title: sv.host.products.title } satisfies RouteHandle,
  },
];
