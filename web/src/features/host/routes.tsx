import type { RouteObject } from 'react-router-dom';

/** Group host's routes (SPEC §2). Paths from paths.ts. */
export const hostRoutes: RouteObject[] = [];
