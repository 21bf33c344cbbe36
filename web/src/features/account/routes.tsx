import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { lazyPage } from '../../app/lazy-page';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';
import { HomePage } from '../../routes/HomePage';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { UnauthorizedPage } from '../auth/UnauthorizedPage';

/** The account pages load as one chunk, after the guard (app/lazy-page.tsx). */
const pages = () => import('./account-pages');

const titled = (title: string): RouteHandle => ({ title });

/** Routes for anyone logged in: /notifications, /settings, /user-management (SPEC §2 top bar). */
export const accountRoutes: RouteObject[] = [
  { path: paths.notifications, element: lazyPage(pages, 'NotificationsPage'), handle: titled(sv.account.titles.notifications) },
  { path: paths.settings, element: lazyPage(pages, 'SettingsPage'), handle: titled(sv.account.titles.settings) },
  { path: paths.userManagement, element: lazyPage(pages, 'UserManagementPage'), handle: titled(sv.account.titles.userManagement) },
];

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
