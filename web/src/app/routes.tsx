import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account';
import { adminRoutes } from '../features/admin';
import { publicRoutes } from '../features/auth';
import { caseworkerRoutes } from '../features/caseworker';
import { guestRoutes } from '../features/guest';
import { hostRoutes } from '../features/host';
import { caseworkerRequestsRoutes, hostRequestsRoutes } from '../features/requests';
import { volunteerRoutes } from '../features/volunteer';
import { RequireGroup } from './RequireGroup';
import { ErrorPage } from './shell/ErrorPage';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';

/**
 * The route tree of SPEC §2, shared by the browser router (main.tsx) and memory routers in tests.
 * Each feature declares its own routes (through its index.ts); the guards here admit its group
 * only. The requests page serves two groups, so the app places its two variants.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      ...publicRoutes,
      { element: <RequireGroup groups={['user']} />, children: guestRoutes },
      { element: <RequireGroup groups={['host']} />, children: [...hostRoutes, ...hostRequestsRoutes] },
      { element: <RequireGroup groups={['caseworker']} />, children: [...caseworkerRoutes, ...caseworkerRequestsRoutes] },
      { element: <RequireGroup groups={['volunteer']} />, children: volunteerRoutes },
      { element: <RequireGroup groups={['admin']} />, children: adminRoutes },
      { element: <RequireGroup groups={[]} />, children: accountRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
