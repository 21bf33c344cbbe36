// The host feature's chunk (loaded lazily by ./routes.tsx).
export { HostOverviewPage } from './overview/HostOverviewPage';
export { HostProductsPage } from './products/HostProductsPage';
export { HostTonightPage } from './tonight/HostTonightPage';
export { HostCalendarPage } from './calendar/HostCalendarPage';
export { HostGuestsPage } from './guests/HostGuestsPage';
export { HostGuestPage } from './guests/HostGuestPage';
export { HostShelterPage } from './shelter/HostShelterPage';
