import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { staffTitles } from '../../i18n/sv/titles';
import { paths } from '../../lib/paths';

/** Invoicing's pages load after the guard (lib/lazy-page.tsx), each its own chunk. */
const hostPages = () => import('./host-pages');
const caseworkerPages = () => import('./caseworker-pages');

/** The host's Fakturering (issue 21), under the host group's guard (app/routes.tsx). */
export const hostInvoicingRoutes: RouteObject[] = [
  {
    path: paths.hostInvoices,
    element: lazyPage(hostPages, 'HostInvoicingPage'),
    handle: { title: staffTitles.hostInvoicing } satisfies RouteHandle,
  },
];

/** The caseworker's Fakturor (issue 21), under the caseworker group's guard. */
export const caseworkerInvoicingRoutes: RouteObject[] = [
  {
    path: paths.caseworkerInvoices,
    element: lazyPage(caseworkerPages, 'CaseworkerInvoicesPage'),
    handle: { title: staffTitles.caseworker.invoices } satisfies RouteHandle,
  },
];
