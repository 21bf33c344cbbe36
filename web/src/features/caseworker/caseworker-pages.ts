// The caseworker feature's chunk (loaded lazily by ./routes.tsx); the overview has one of its own.
export { StatisticsPage } from './statistics/StatisticsPage';
export { UsersPage } from './users/UsersPage';
