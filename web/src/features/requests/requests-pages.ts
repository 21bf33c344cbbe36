// The shared requests page's chunk (loaded lazily by ./routes.tsx, for the host and the caseworker).
export { CaseworkerRequestsPage, HostRequestsPage } from './RequestsPage';
