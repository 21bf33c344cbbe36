import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import type { Texts } from '../../i18n/texts';
import { paths } from '../../lib/paths';

/** The pages load as one chunk, after the guard (lib/lazy-page.tsx). */
const pages = () => import('./guest-pages');

/** A title in the guest's language (issue 18). */
const titled = (title: keyof Texts['guest']['titles']): RouteHandle => ({ title: (t) => t.guest.titles[title] });

/** Group user's routes (SPEC §2), and the guest start page's targets. */
export const guestRoutes: RouteObject[] = [
  { path: paths.user, element: lazyPage(pages, 'ShelterListPage'), handle: titled('shelters') },
  { path: paths.userLanding, element: lazyPage(pages, 'UserLandingPage'), handle: titled('landing') },
  { path: paths.accommodation, element: lazyPage(pages, 'ShelterInfoPage'), handle: titled('shelter') },
  { path: paths.accommodationBooking, element: lazyPage(pages, 'BookingRequestPage'), handle: titled('booking') },
  { path: paths.userRequests, element: lazyPage(pages, 'BookingsPage'), handle: titled('bookings') },
  { path: paths.seeBookings, element: lazyPage(pages, 'SeeBookingsPage'), handle: titled('seeBookings') },
  { path: paths.bookingStatus, element: lazyPage(pages, 'BookingStatusPage'), handle: titled('bookingStatus') },
];
