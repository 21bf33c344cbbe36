import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { staffTitles } from '../../i18n/sv/titles';
import { paths } from '../../lib/paths';

/** The host's pages load as one chunk, after the guard (lib/lazy-page.tsx). */
const pages = () => import('./host-pages');

/** Group host's routes (SPEC §2), less /host/requests (features/requests). Paths from lib/paths.ts. */
export const hostRoutes: RouteObject[] = [
  {
    path: paths.host,
    element: lazyPage(pages, 'HostOverviewPage'),
    handle: { title: staffTitles.hostOverview } satisfies RouteHandle,
  },
  {
    path: paths.hostProducts,
    element: lazyPage(pages, 'HostProductsPage'),
    handle: { title: staffTitles.hostProducts } satisfies RouteHandle,
  },
  {
    path: paths.tonight,
    element: lazyPage(pages, 'HostTonightPage'),
    handle: { title: staffTitles.hostTonight } satisfies RouteHandle,
  },
  {
    path: paths.calendar,
    element: lazyPage(pages, 'HostCalendarPage'),
    handle: { title: staffTitles.hostCalendar } satisfies RouteHandle,
  },
  {
    path: paths.hostGuests,
    element: lazyPage(pages, 'HostGuestsPage'),
    handle: { title: staffTitles.hostGuests } satisfies RouteHandle,
  },
  {
    path: paths.hostGuest,
    element: lazyPage(pages, 'HostGuestPage'),
    handle: { title: staffTitles.hostGuests } satisfies RouteHandle,
  },
  {
    path: paths.hostShelter,
    element: lazyPage(pages, 'HostShelterPage'),
    handle: { title: staffTitles.hostShelter } satisfies RouteHandle,
  },
];
