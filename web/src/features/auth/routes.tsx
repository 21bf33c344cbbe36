import type { RouteObject } from 'react-router-dom';
import { sv } from '../../i18n/sv';
import { paths } from '../../lib/paths';
import type { RouteHandle } from '../../lib/route-handle';
import { HomePage } from './HomePage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { UnauthorizedPage } from './UnauthorizedPage';

const titled = (title: string): RouteHandle => ({ title });

/**
 * Routes for nobody logged in or anybody: /login, /register, /unauthorized, and `/` itself. They are
 * part of the first chunk and use no Apollo (the login page signs in with a plain fetch).
 */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.register, element: <RegisterPage />, handle: titled(sv.auth.register.title) },
  { path: paths.unauthorized, element: <UnauthorizedPage /> },
];
