import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { lazyPage } from '../../app/lazy-page';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';

/** The page loads as its own chunk, after the guard (app/lazy-page.tsx). */
const pages = () => import('./admin-pages');

/** Group admin's routes (/administration, issue 10). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.administration,
    element: lazyPage(pages, 'AdministrationPage'),
    handle: { title: sv.account.titles.administration } satisfies RouteHandle,
  },
];
