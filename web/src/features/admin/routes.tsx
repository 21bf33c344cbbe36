import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { staffTitles } from '../../i18n/sv/titles';
import { paths } from '../../lib/paths';

/** The page loads as its own chunk, after the guard (lib/lazy-page.tsx). */
const pages = () => import('./admin-pages');

/** Group admin's routes (/administration, issue 10). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.administration,
    element: lazyPage(pages, 'AdministrationPage'),
    handle: { title: staffTitles.administration } satisfies RouteHandle,
  },
];
