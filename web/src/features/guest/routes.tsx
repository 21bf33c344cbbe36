import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';
import { BookingRequestPage } from './BookingRequestPage';
import { BookingsPage, SeeBookingsPage } from './BookingsPage';
import { BookingStatusPage } from './BookingStatusPage';
import { ShelterInfoPage } from './ShelterInfoPage';
import { ShelterListPage } from './ShelterListPage';
import { UserLandingPage } from './UserLandingPage';

const titled = (title: string): RouteHandle => ({ title });
const titles = sv.guest.titles;

/** Group user's routes (SPEC §2), and the guest start page's targets. */
export const guestRoutes: RouteObject[] = [
  { path: paths.user, element: <ShelterListPage />, handle: titled(titles.shelters) },
  { path: paths.userLanding, element: <UserLandingPage />, handle: titled(titles.landing) },
  { path: paths.accommodation, element: <ShelterInfoPage />, handle: titled(titles.shelter) },
  { path: paths.accommodationBooking, element: <BookingRequestPage />, handle: titled(titles.booking) },
  { path: paths.userRequests, element: <BookingsPage />, handle: titled(titles.bookings) },
  { path: paths.seeBookings, element: <SeeBookingsPage />, handle: titled(titles.seeBookings) },
  { path: paths.bookingStatus, element: <BookingStatusPage />, handle: titled(titles.bookingStatus) },
];
