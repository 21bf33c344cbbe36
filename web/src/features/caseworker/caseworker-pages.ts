// The caseworker feature's chunk (loaded lazily by ./routes.tsx).
export { CaseworkerOverviewPage } from './overview/CaseworkerOverviewPage';
export { StatisticsPage } from './statistics/StatisticsPage';
export { UsersPage } from './users/UsersPage';
