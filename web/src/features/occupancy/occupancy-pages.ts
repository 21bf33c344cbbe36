// The occupancy page's chunk (loaded lazily by ./routes.tsx).
export { OccupancyPage } from './OccupancyPage';
