// Härberget (issue 19): its own chunk, loaded lazily by ./routes.tsx.
export { HostShelterPage } from './shelter/HostShelterPage';
