// The host feature's chunk (loaded lazily by ./routes.tsx).
export { HostOverviewPage } from './overview/HostOverviewPage';
export { HostProductsPage } from './products/HostProductsPage';
