import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import type { Texts } from '../../i18n/texts';
import { paths } from '../../lib/paths';
import { withPageTexts } from '../../lib/texts';

/**
 * Each guest page is its own chunk, loaded after the guard (lib/lazy-page.tsx) with the guest's
 * texts; what pages share the bundler puts in shared chunks. A guest's phone opens one page first
 * and the service worker has the others by the next (issue 17's budgets: a page's first load
 * carries only that page).
 */
const list = withPageTexts(() => import('./ShelterListPage'), 'guest');
const landing = withPageTexts(() => import('./UserLandingPage'), 'guest');
const info = withPageTexts(() => import('./ShelterInfoPage'), 'guest');
const booking = withPageTexts(() => import('./BookingRequestPage'), 'guest');
const bookings = withPageTexts(() => import('./BookingsPage'), 'guest');
const status = withPageTexts(() => import('./BookingStatusPage'), 'guest');

/** A title in the guest's language (issue 18). */
const titled = (title: keyof Texts['guest']['titles']): RouteHandle => ({ title: (t) => t.guest?.titles[title] });

/** Group user's routes (SPEC §2), and the guest start page's targets. */
export const guestRoutes: RouteObject[] = [
  { path: paths.user, element: lazyPage(list, 'ShelterListPage'), handle: titled('shelters') },
  { path: paths.userLanding, element: lazyPage(landing, 'UserLandingPage'), handle: titled('landing') },
  { path: paths.accommodation, element: lazyPage(info, 'ShelterInfoPage'), handle: titled('shelter') },
  { path: paths.accommodationBooking, element: lazyPage(booking, 'BookingRequestPage'), handle: titled('booking') },
  { path: paths.userRequests, element: lazyPage(bookings, 'BookingsPage'), handle: titled('bookings') },
  { path: paths.seeBookings, element: lazyPage(bookings, 'SeeBookingsPage'), handle: titled('seeBookings') },
  { path: paths.bookingStatus, element: lazyPage(status, 'BookingStatusPage'), handle: titled('bookingStatus') },
];
