import { type RouteObject, useLocation } from 'react-router-dom';
import { LeaveFor } from '../../lib/leave';
import { paths } from '../../lib/paths';
import type { RouteHandle } from '../../lib/route-handle';
import { HomePage } from './HomePage';
import { RegisterPage } from './RegisterPage';
import { UnauthorizedPage } from './UnauthorizedPage';

/** /login inside the app (a link or the history): the login page itself is its own document. */
function ToLoginPage() {
  const { search } = useLocation();
  return <LeaveFor url={paths.login + search} />;
}

/**
 * Routes for nobody logged in or anybody: /register, /unauthorized, and `/` itself. They are part
 * of the first chunk and use no Apollo. The login page is not here: it is a page of its own without
 * React (src/login/, issue 17), which /login in the app leaves for.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.login, element: <ToLoginPage /> },
  { path: paths.register, element: <RegisterPage />, handle: { title: (t) => t.auth.register.title } satisfies RouteHandle },
  { path: paths.unauthorized, element: <UnauthorizedPage /> },
];
