// Gäster (issue 19): its own chunk, loaded lazily by ./routes.tsx.
export { HostGuestsPage } from './guests/HostGuestsPage';
export { HostGuestPage } from './guests/HostGuestPage';
