import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { bookingPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { usePageTexts } from '../../lib/texts';
import { DataState } from '../../ui/DataState';
import { dayMonth } from '../../lib/dates';
import { fullName } from '../../lib/full-name';
import { UnreadNotificationsDocument } from '../../lib/notifications.graphql';
import { MarkNotificationsReadDocument, NotificationsDocument } from './account.graphql';
import { stockholmDateTime } from '../../lib/instant';
import './account.css';

const LIMIT = 30;

/**
 * The bell's page: the person's recent booking events, the new ones marked 'Ny'. Opening it marks
 * them read, so the badge goes to 0 (the marks stay until the next visit).
 */
export function NotificationsPage() {
  const texts = usePageTexts('account');
  const t = texts.account.notifications;
  const { me } = useSession();
  const { data, loading, error, refetch } = useQuery(NotificationsDocument, { variables: { limit: LIMIT }, fetchPolicy: 'network-only' });
  const [markRead] = useMutation(MarkNotificationsReadDocument, { refetchQueries: [UnreadNotificationsDocument] });
  const marked = useRef(false);
  const feed = data?.notifications;

  useEffect(() => {
    if (!feed || feed.unreadCount === 0 || marked.current) return;
    marked.current = true;
    // A failure only leaves the badge as it was; the list is already shown.
    markRead().catch(() => undefined);
  }, [feed, markRead]);

  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t.heading}</h1>
      <p>{t.intro}</p>
      <DataState
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        empty={feed?.items.length === 0 && feed.decisionNotices.length === 0}
        emptyText={t.empty}
      >
        {feed && feed.decisionNotices.length > 0 && (
          <section aria-labelledby="decision-notices-title">
            <h2 id="decision-notices-title">{t.decisionsHeading}</h2>
            <ol className="notifications">
              {feed.decisionNotices.map((n) => (
                <li key={n.id} className={n.unread ? 'notification notification--unread' : 'notification'}>
                  <p className="notification__what">
                    {n.unread && <span className="tag">{t.unread}</span>}{' '}
                    <Link to={`${paths.caseworkerDecisions}?guest=${encodeURIComponent(n.guest.id)}`}>
                      {t.decisionEnding(n.caseNumber, fullName(n.guest) || '–', dayMonth(n.endDate, texts.monthLabels))}
                    </Link>
                  </p>
                  <p className="notification__details">
                    <time dateTime={n.at}>{stockholmDateTime(n.at)}</time>
                  </p>
                </li>
              ))}
            </ol>
          </section>
        )}
        <ol className="notifications">
          {feed?.items.map((n) => {
            const b = n.booking;
            const guestName = fullName(b.guest);
            return (
              <li key={n.id} className={n.unread ? 'notification notification--unread' : 'notification'}>
                <p className="notification__what">
                  {n.unread && <span className="tag">{t.unread}</span>}{' '}
                  <Link to={bookingPath(b.id)}>
                    {t.what(n.action === 'request' ? t.newRequest : texts.statusLabel[n.toStatus], b.product.name, b.product.shelter.name)}
                  </Link>{' '}
                  <span className="notification__by">{t.by[n.actorGroup] ?? ''}</span>
                </p>
                <p className="notification__details">
                  <time dateTime={n.at}>{stockholmDateTime(n.at)}</time>
                  {' · '}
                  {t.stay(dayMonth(b.startDate, texts.monthLabels), dayMonth(b.endDate, texts.monthLabels))}
                  {me && b.guest.id !== me.id && guestName && (
                    <>
                      {' · '}
                      {t.guest(guestName)}
                    </>
                  )}
                </p>
                {n.reason && <p className="notification__reason">{t.reason(n.reason)}</p>}
              </li>
            );
          })}
        </ol>
      </DataState>
    </section>
  );
}
