import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';
import { AdministrationPage } from './AdministrationPage';

/** Group admin's routes (/administration, issue 10). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.administration,
    element: <AdministrationPage />,
    handle: { title: sv.account.titles.administration } satisfies RouteHandle,
  },
];
