// The administration's chunk (loaded lazily by ./routes.tsx).
export { AdministrationPage } from './AdministrationPage';
