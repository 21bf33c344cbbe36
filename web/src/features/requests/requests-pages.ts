// The shared requests page's chunk (loaded lazily by the host and caseworker routes).
export { CaseworkerRequestsPage, HostRequestsPage } from './RequestsPage';
