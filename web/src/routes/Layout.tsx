import { Outlet } from 'react-router-dom';
import { sv } from '../i18n/sv';

/** The shared layout that wraps every route (SPEC §2). Top bar and side menu come later. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        {sv.app.skipToContent}
      </a>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
