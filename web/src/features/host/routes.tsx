import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { staffTitles } from '../../i18n/sv/titles';
import { paths } from '../../lib/paths';

/** The host's pages load after the guard (lib/lazy-page.tsx), in five chunks: each route loads only its own. */
const pages = () => import('./host-pages');
const productsPages = () => import('./products-pages');
const nightPages = () => import('./night-pages');
const guestsPages = () => import('./guests-pages');
const shelterPages = () => import('./shelter-pages');

/** Group host's routes (SPEC §2), less /host/requests (features/requests). Paths from lib/paths.ts. */
export const hostRoutes: RouteObject[] = [
  {
    path: paths.host,
    element: lazyPage(pages, 'HostOverviewPage'),
    handle: { title: staffTitles.hostOverview } satisfies RouteHandle,
  },
  {
    path: paths.hostProducts,
    element: lazyPage(productsPages, 'HostProductsPage'),
    handle: { title: staffTitles.hostProducts } satisfies RouteHandle,
  },
  {
    path: paths.tonight,
    element: lazyPage(nightPages, 'HostTonightPage'),
    handle: { title: staffTitles.hostTonight } satisfies RouteHandle,
  },
  {
    path: paths.calendar,
    element: lazyPage(nightPages, 'HostCalendarPage'),
    handle: { title: staffTitles.hostCalendar } satisfies RouteHandle,
  },
  {
    path: paths.hostGuests,
    element: lazyPage(guestsPages, 'HostGuestsPage'),
    handle: { title: staffTitles.hostGuests } satisfies RouteHandle,
  },
  {
    path: paths.hostGuest,
    element: lazyPage(guestsPages, 'HostGuestPage'),
    handle: { title: staffTitles.hostGuests } satisfies RouteHandle,
  },
  {
    path: paths.hostShelter,
    element: lazyPage(shelterPages, 'HostShelterPage'),
    handle: { title: staffTitles.hostShelter } satisfies RouteHandle,
  },
];
