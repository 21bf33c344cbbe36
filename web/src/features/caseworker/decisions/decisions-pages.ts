// The caseworker's Biståndsbeslut page's chunk (issue 38; loaded lazily by ../routes.tsx).
export { DecisionsPage } from './DecisionsPage';
