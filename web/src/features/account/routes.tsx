import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import type { Texts } from '../../i18n/texts';
import { paths } from '../../lib/paths';
import { withPageTexts } from '../../lib/texts';

/** The account pages load as one chunk, after the guard (lib/lazy-page.tsx). */
const pages = withPageTexts(() => import('./account-pages'), 'account', 'nomail');

/** A title in the person's language (issue 18; Swedish for staff). */
const titled = (title: keyof Texts['account']['titles']): RouteHandle => ({ title: (t) => t.account?.titles[title] });

/** Routes for anyone logged in: /notifications, /settings, /user-management (SPEC §2 top bar), and one booking (issue 23 §8). */
export const accountRoutes: RouteObject[] = [
  { path: paths.notifications, element: lazyPage(pages, 'NotificationsPage'), handle: titled('notifications') },
  { path: paths.settings, element: lazyPage(pages, 'SettingsPage'), handle: titled('settings') },
  { path: paths.userManagement, element: lazyPage(pages, 'UserManagementPage'), handle: titled('userManagement') },
  { path: paths.booking, element: lazyPage(pages, 'BookingPage'), handle: titled('booking') },
];
