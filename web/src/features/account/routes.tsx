import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../../routes/HomePage';

/** Routes for anyone logged in: /notifications, /settings, /user-management (SPEC §2 top bar). */
export const accountRoutes: RouteObject[] = [];

/** Routes for nobody logged in or anybody: /login, /register, /unauthorized, and `/` itself. */
export const publicRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
