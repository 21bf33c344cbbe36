import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useLiveRefetch } from '../../lib/live';
import { usePageTitle } from '../../lib/route-handle';
import type { SessionPerson } from '../../lib/session';
import { useTexts } from '../../lib/texts';
import { homeFor, paths } from '../../lib/paths';
import { fullName } from '../../lib/full-name';
import { ChatWidget } from './ChatWidget';
import { BellIcon, GearIcon, MailIcon, ShieldIcon } from './icons';
import { UnreadNotificationsDocument } from '../../lib/notifications.graphql';
import { Logo } from './Logo';
import { badgeText, hasAltLogo, initials } from './person';

/** SPEC §2: mail has no backing yet, so its badge stays 0 (DESIGN §13). */
const MAIL_COUNT = 0;

/** A count on an icon; none at zero (issue 33 §13: a red "0" means nothing; a DESIGN §13 difference). */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="badge" aria-hidden="true">
      {badgeText(count)}
    </span>
  );
}

/**
 * SPEC §2 Layout top bar: the logo, the full name (or 'Gäst') and the page title after a dash, the
 * bell with the real count of unread booking events, mail, settings, administration (admins only)
 * and the avatar with initials.
 */
export function TopBar({ me }: { me: SessionPerson }) {
  const title = usePageTitle();
  const t = useTexts().layout;
  const name = fullName(me) || t.guestName;
  const { data, refetch } = useQuery(UnreadNotificationsDocument);
  // A booking event the person may see can be a new notification (DESIGN §7's live channel).
  useLiveRefetch(refetch);
  const unread = data?.notifications.unreadCount ?? 0;

  return (
    <div className="top-bar">
      <Logo to={homeFor(me.usergroups)} alt={hasAltLogo(me.firstName)} />
      <p className="top-bar__title">
        <span className="top-bar__name" translate="no">
          {name}
        </span>
        {title && <span className="top-bar__page"> - {title}</span>}
      </p>
      <nav className="top-bar__icons" aria-label={t.topBarLabel}>
        <ul>
          <li>
            <Link to={paths.notifications} className="icon-link" aria-label={t.notifications(unread, badgeText(unread))}>
              <BellIcon />
              <Badge count={unread} />
            </Link>
          </li>
          <li>
            <span className="icon-link icon-link--static" role="img" aria-label={t.mail(MAIL_COUNT)}>
              <MailIcon />
              <Badge count={MAIL_COUNT} />
            </span>
          </li>
          <li>
            <Link to={paths.settings} className="icon-link" aria-label={t.settings}>
              <GearIcon />
            </Link>
          </li>
          {me.usergroups.includes('admin') && (
            <li>
              <Link to={paths.administration} className="icon-link" aria-label={t.administration}>
                <ShieldIcon />
              </Link>
            </li>
          )}
          <li>
            {/* The initials are the visible label, so they begin the accessible name (WCAG 2.5.3). */}
            <Link to={paths.userManagement} className="avatar">
              {initials(me) || '?'}
              <span className="sr-only"> {t.account(name)}</span>
            </Link>
          </li>
        </ul>
      </nav>
      <ChatWidget />
    </div>
  );
}
