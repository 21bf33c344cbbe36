import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useChrome } from './chrome';
import { useSession } from '../../lib/session';
import { menuFor } from './menu';
import { Logo } from './Logo';
import { MenuIcon } from './icons';
import { hasName } from './person';
import { useTexts } from '../../lib/texts';
import { LanguageMenu } from './LanguageMenu';
import { homeFor } from '../../lib/paths';
import './Layout.css';

const MENU_ID = 'side-menu';

/**
 * The shared layout that wraps every route (SPEC §2 Layout): the top bar when a name is known
 * (else a plain logo), and the side menu of the first group. On a phone the menu folds away
 * behind a 'Meny' button and closes again after each navigation. The top bar and the side menu come
 * with the logged-in app (app/shell/chrome.ts), which is there whenever somebody is logged in.
 */
export function Layout() {
  const { me } = useSession();
  const chrome = useChrome();
  const entries = me && chrome ? menuFor(me.usergroups) : null;
  // Open if the menu was opened on the server's page before hydration (main.tsx), else closed.
  const [menuOpen, setMenuOpen] = useState(
    () => typeof document !== 'undefined' && !!document.getElementById(MENU_ID)?.classList.contains('side-menu--open'),
  );
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  const t = useTexts();

  // Each navigation closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <>
      <a className="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <div className="app">
        <header className="app-header">
          {entries && (
            <button
              type="button"
              className="menu-toggle secondary"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon />
              <span className="menu-toggle__text">{t.layout.openMenu}</span>
            </button>
          )}
          {me && chrome && hasName(me) ? (
            <chrome.TopBar me={me} />
          ) : (
            <div className="plain-logo">
              <Logo to={homeFor(me?.usergroups ?? [])} />
            </div>
          )}
          <LanguageMenu />
        </header>
        <div className="app-body">
          {entries && chrome && <chrome.SideMenu id={MENU_ID} entries={entries} open={menuOpen} />}
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </>
  );
}
