import { NavLink } from 'react-router-dom';
import { useSharedDeviceIdleLogout } from '../../lib/shared-device';
import { useTexts } from '../../lib/texts';
import { useLogout } from '../../lib/useLogout';
import { LogoutIcon } from './icons';
import { bottomEntries, type MenuEntry } from './menu';

function Entries({ entries }: { entries: MenuEntry[] }) {
  const t = useTexts().layout.menu;
  return (
    <ul className="side-menu__list">
      {entries.map((entry) => (
        <li key={entry.label}>
          {entry.to ? (
            // `end`: Överblick (/host) is not also current on /host/requests.
            <NavLink to={entry.to} end className="side-menu__link">
              {t[entry.label]}
            </NavLink>
          ) : (
            <span className="side-menu__text">{t[entry.label]}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 Layout side menu: the first group's entries, then Inställningar, Användare, Logga ut. */
export function SideMenu({ id, entries, open }: { id: string; entries: MenuEntry[]; open: boolean }) {
  const logout = useLogout();
  // "Inte min telefon" (issue 36 §4): a shared device logs out after a short idle time.
  useSharedDeviceIdleLogout(logout);
  const t = useTexts().layout;
  return (
    <nav id={id} className={open ? 'side-menu side-menu--open' : 'side-menu'} aria-label={t.menuLabel}>
      {entries.length > 0 && <Entries entries={entries} />}
      <div className="side-menu__bottom">
        <Entries entries={bottomEntries} />
        {/* A form, so a page without JavaScript logs out too (the gateway's POST /logout); the
            app logs out itself, clearing what it kept on the device. */}
        <form method="post" action="/logout">
          <button
            type="submit"
            className="side-menu__logout"
            onClick={(e) => {
              e.preventDefault();
              void logout();
            }}
          >
            <LogoutIcon />
            {t.menu.logout}
          </button>
        </form>
      </div>
    </nav>
  );
}
