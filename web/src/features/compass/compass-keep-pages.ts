// Kompassen's editor chunk (admins and host staff; loaded lazily by ./routes.tsx).
export { CompassKeepPage } from './CompassKeepPage';
