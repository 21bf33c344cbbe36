// The volunteer activities' chunk (issue 35 §3; loaded lazily by ./routes.tsx).
export { VolunteerActivitiesPage } from './VolunteerActivitiesPage';
export { KeepActivitiesPage } from './KeepActivitiesPage';
