import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { accountRoutes } from '../features/account';
import { adminRoutes } from '../features/admin';
import { publicRoutes } from '../features/auth';
import { caseworkerRoutes } from '../features/caseworker';
import { guestRoutes } from '../features/guest';
import { hostRoutes } from '../features/host';
import { caseworkerInvoicingRoutes, hostInvoicingRoutes } from '../features/invoicing';
import { caseworkerRequestsRoutes, hostRequestsRoutes } from '../features/requests';
import { volunteerRoutes } from '../features/volunteer';
import { occupancyRoutes } from '../features/occupancy';
import { compassKeepRoutes, compassRoutes } from '../features/compass';
import { adminActivityRoutes, hostActivityRoutes, volunteerActivityRoutes } from '../features/activities';
import { RequireGroup } from './RequireGroup';
import { matchedBranch, RouteTableContext } from '../lib/route-handle';
import { ErrorBoundary } from './shell/ErrorPage';
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
    children: [
      ...publicRoutes,
      { element: <RequireGroup groups={['user']} />, children: guestRoutes },
      {
        element: <RequireGroup groups={['host']} />,
        children: [...hostRoutes, ...hostRequestsRoutes, ...hostInvoicingRoutes, ...hostActivityRoutes],
      },
      {
        element: <RequireGroup groups={['caseworker']} />,
        children: [...caseworkerRoutes, ...caseworkerRequestsRoutes, ...caseworkerInvoicingRoutes],
      },
      { element: <RequireGroup groups={['volunteer']} />, children: [...volunteerRoutes, ...volunteerActivityRoutes] },
      { element: <RequireGroup groups={['admin']} />, children: [...adminRoutes, ...adminActivityRoutes] },
      { element: <RequireGroup groups={['caseworker', 'admin']} />, children: occupancyRoutes },
      { element: <RequireGroup groups={['host', 'admin']} />, children: compassKeepRoutes },
      { element: <RequireGroup groups={[]} />, children: compassRoutes },
      { element: <RequireGroup groups={[]} />, children: accountRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes rendered with react-router's declarative API inside a BrowserRouter (main.tsx) or a
 * MemoryRouter (tests): no data router, whose code is about 15 KB more on every route (issue 17).
 * A page that throws shows ErrorPage until the next navigation. The routes are ranked once per path
 * (lib/route-handle.ts `matchedBranch`), not at every render.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(matchedBranch(routes, pathname));
  return (
    <RouteTableContext.Provider value={routes}>
      <ErrorBoundary resetKey={pathname}>{element}</ErrorBoundary>
    </RouteTableContext.Provider>
  );
}
