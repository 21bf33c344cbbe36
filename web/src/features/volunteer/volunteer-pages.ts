// The volunteer feature's chunk (loaded lazily by ./routes.tsx).
export { VolunteerPage } from './VolunteerPage';
export { VolunteerRequestsPage } from './VolunteerRequestsPage';
