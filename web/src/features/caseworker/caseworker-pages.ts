// The caseworker feature's chunk (loaded lazily by ./routes.tsx); the overview and the statistics
// have one each.
export { UsersPage } from './users/UsersPage';
