import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { sv } from '../../i18n/sv';
import { paths } from '../../lib/paths';

/** The account pages load as one chunk, after the guard (lib/lazy-page.tsx). */
const pages = () => import('./account-pages');

const titled = (title: string): RouteHandle => ({ title });

/** Routes for anyone logged in: /notifications, /settings, /user-management (SPEC §2 top bar). */
export const accountRoutes: RouteObject[] = [
  { path: paths.notifications, element: lazyPage(pages, 'NotificationsPage'), handle: titled(sv.account.titles.notifications) },
  { path: paths.settings, element: lazyPage(pages, 'SettingsPage'), handle: titled(sv.account.titles.settings) },
  { path: paths.userManagement, element: lazyPage(pages, 'UserManagementPage'), handle: titled(sv.account.titles.userManagement) },
];
