// The guest feature's chunk (loaded lazily by ./routes.tsx).
export { BookingRequestPage } from './BookingRequestPage';
export { BookingsPage, SeeBookingsPage } from './BookingsPage';
export { BookingStatusPage } from './BookingStatusPage';
export { ShelterInfoPage } from './ShelterInfoPage';
export { ShelterListPage } from './ShelterListPage';
export { UserLandingPage } from './UserLandingPage';
