// The host's overview: one chunk, loaded lazily by ./routes.tsx. The other host pages are chunks of
// their own, so /host carries only what it shows (issue 17's budgets).
export { HostOverviewPage } from './overview/HostOverviewPage';
