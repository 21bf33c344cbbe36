import type { RouteObject } from 'react-router-dom';

/** Group caseworker's routes (SPEC §2). Paths from paths.ts. */
export const caseworkerRoutes: RouteObject[] = [];
