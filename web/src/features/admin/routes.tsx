import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/route-handle';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';

/** A placeholder until the admin issue builds the page (DESIGN §3). */
function AdministrationPage() {
  return (
    <section>
      <h1>{sv.account.administration.heading}</h1>
      <p>{sv.account.administration.pending}</p>
    </section>
  );
}

/** Group admin's routes (/administration). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.administration,
    element: <AdministrationPage />,
    handle: { title: sv.account.titles.administration } satisfies RouteHandle,
  },
];
