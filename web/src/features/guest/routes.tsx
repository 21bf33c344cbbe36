import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { sv } from '../../i18n/sv';
import { paths } from '../../lib/paths';

/** The pages load as one chunk, after the guard (lib/lazy-page.tsx). */
const pages = () => import('./guest-pages');

const titled = (title: string): RouteHandle => ({ title });
const titles = sv.guest.titles;

/** Group user's routes (SPEC §2), and the guest start page's targets. */
export const guestRoutes: RouteObject[] = [
  { path: paths.user, element: lazyPage(pages, 'ShelterListPage'), handle: titled(titles.shelters) },
  { path: paths.userLanding, element: lazyPage(pages, 'UserLandingPage'), handle: titled(titles.landing) },
  { path: paths.accommodation, element: lazyPage(pages, 'ShelterInfoPage'), handle: titled(titles.shelter) },
  { path: paths.accommodationBooking, element: lazyPage(pages, 'BookingRequestPage'), handle: titled(titles.booking) },
  { path: paths.userRequests, element: lazyPage(pages, 'BookingsPage'), handle: titled(titles.bookings) },
  { path: paths.seeBookings, element: lazyPage(pages, 'SeeBookingsPage'), handle: titled(titles.seeBookings) },
  { path: paths.bookingStatus, element: lazyPage(pages, 'BookingStatusPage'), handle: titled(titles.bookingStatus) },
];
