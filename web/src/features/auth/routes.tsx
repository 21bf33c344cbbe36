import { type RouteObject, useLocation } from 'react-router-dom';
import { LeaveFor } from '../../lib/leave';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';
import { withPageTexts } from '../../lib/texts';
import type { RouteHandle } from '../../lib/route-handle';
import { HomePage } from './HomePage';
import { UnauthorizedPage } from './UnauthorizedPage';

/** /login inside the app (a link or the history): the login page itself is its own document. */
function ToLoginPage() {
  const { search } = useLocation();
  return <LeaveFor url={paths.login + search} />;
}

/** Registration, activation, password reset and invitation (issue 20): their own chunk, loaded when opened. */
const accessPages = withPageTexts(() => import('./access-pages'), 'access', 'nomail');
/** Logging in without e-mail (issue 36): phone + SMS code, UNO code + PIN, start code, registration by phone. */
const nomailPages = withPageTexts(() => import('./nomail-pages'), 'nomail', 'access');

/**
 * Routes for nobody logged in or anybody: /register and the account links, /unauthorized, and `/`
 * itself. They are part of the first chunk and use no Apollo. The login page is not here: it is a page of its own without
 * React (src/login/, issue 17), which /login in the app leaves for.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.login, element: <ToLoginPage /> },
  {
    path: paths.register,
    element: lazyPage(accessPages, 'RegisterPage'),
    handle: { title: (t) => t.access?.register.title } satisfies RouteHandle,
  },
  {
    path: paths.activate,
    element: lazyPage(accessPages, 'ActivatePage'),
    handle: { title: (t) => t.access?.activate.title } satisfies RouteHandle,
  },
  {
    path: paths.forgotPassword,
    element: lazyPage(accessPages, 'ForgotPasswordPage'),
    handle: { title: (t) => t.access?.forgot.title } satisfies RouteHandle,
  },
  {
    path: paths.resetPassword,
    element: lazyPage(accessPages, 'ResetPasswordPage'),
    handle: { title: (t) => t.access?.password.resetTitle } satisfies RouteHandle,
  },
  {
    path: paths.invitation,
    element: lazyPage(accessPages, 'InvitationPage'),
    handle: { title: (t) => t.access?.password.invitationTitle } satisfies RouteHandle,
  },
  // Issue 36: logging in without e-mail.
  {
    path: paths.loginPhone,
    element: lazyPage(nomailPages, 'PhoneLoginPage'),
    handle: { title: (t) => t.nomail?.phone.title } satisfies RouteHandle,
  },
  {
    path: paths.loginPin,
    element: lazyPage(nomailPages, 'PinLoginPage'),
    handle: { title: (t) => t.nomail?.pin.title } satisfies RouteHandle,
  },
  {
    path: paths.loginStartCode,
    element: lazyPage(nomailPages, 'StartCodePage'),
    handle: { title: (t) => t.nomail?.start.title } satisfies RouteHandle,
  },
  {
    path: paths.registerPhone,
    element: lazyPage(nomailPages, 'PhoneRegisterPage'),
    handle: { title: (t) => t.nomail?.register.title } satisfies RouteHandle,
  },
  { path: paths.unauthorized, element: <UnauthorizedPage /> },
];
