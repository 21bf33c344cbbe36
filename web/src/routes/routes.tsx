import type { RouteObject } from 'react-router-dom';
import { RequireGroup } from '../app/RequireGroup';
import { accountRoutes, publicRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { caseworkerRoutes } from '../features/caseworker/routes';
import { guestRoutes } from '../features/guest/routes';
import { hostRoutes } from '../features/host/routes';
import { volunteerRoutes } from '../features/volunteer/routes';
import { ErrorPage } from './ErrorPage';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';

/**
 * The route tree of SPEC §2, shared by the browser router (main.tsx) and memory routers in tests.
 * Each feature declares its own routes; the guards here admit its group only.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      ...publicRoutes,
      { element: <RequireGroup groups={['user']} />, children: guestRoutes },
      { element: <RequireGroup groups={['host']} />, children: hostRoutes },
      { element: <RequireGroup groups={['caseworker']} />, children: caseworkerRoutes },
      { element: <RequireGroup groups={['volunteer']} />, children: volunteerRoutes },
      { element: <RequireGroup groups={['admin']} />, children: adminRoutes },
      { element: <RequireGroup groups={[]} />, children: accountRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
