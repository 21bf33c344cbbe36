import type { RouteObject } from 'react-router-dom';

/** Group volunteer's routes (SPEC §2). Paths from paths.ts. */
export const volunteerRoutes: RouteObject[] = [];
