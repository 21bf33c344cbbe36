import type { RouteObject } from 'react-router-dom';

/** Group user's routes (SPEC §2): filled by the guest journey. Paths from paths.ts. */
export const guestRoutes: RouteObject[] = [];
