// Kompassen's reading page chunk (loaded lazily by ./routes.tsx with the 'compass' texts).
export { CompassPage } from './CompassPage';
