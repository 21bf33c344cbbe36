import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';
import { HomePage } from '../../routes/HomePage';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { UnauthorizedPage } from '../auth/UnauthorizedPage';
import { NotificationsPage } from './NotificationsPage';
import { SettingsPage } from './SettingsPage';
import { UserManagementPage } from './UserManagementPage';

const titled = (title: string): RouteHandle => ({ title });

/** Routes for anyone logged in: /notifications, /settings, /user-management (SPEC §2 top bar). */
export const accountRoutes: RouteObject[] = [
  { path: paths.notifications, element: <NotificationsPage />, handle: titled(sv.account.titles.notifications) },
  { path: paths.settings, element: <SettingsPage />, handle: titled(sv.account.titles.settings) },
  { path: paths.userManagement, element: <UserManagementPage />, handle: titled(sv.account.titles.userManagement) },
];

/** Routes for nobody logged in or anybody: /login, /register, /unauthorized, and `/` itself. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.register, element: <RegisterPage />, handle: titled(sv.auth.register.title) },
  { path: paths.unauthorized, element: <UnauthorizedPage /> },
];
