import type { RouteObject } from 'react-router-dom';

/** Group admin's routes (/administration). */
export const adminRoutes: RouteObject[] = [];
