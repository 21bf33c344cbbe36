import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import type { Group } from '../../gql/graphql';
import { dayMonth } from '../../lib/dates';
import { errorCode } from '../../lib/errors';
import { fullName } from '../../lib/full-name';
import { stockholmDateTime } from '../../lib/instant';
import { type AppPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { usePageTexts } from '../../lib/texts';
import { DataState } from '../../ui/DataState';
import { StatusBadge } from '../../ui/StatusBadge';
import { AccountBookingDocument } from './account.graphql';
import './account.css';

/** Where each group handles bookings: the booking page links there. */
const LIST: Partial<Record<Group, AppPath>> = {
  user: paths.userRequests,
  host: paths.hostRequests,
  caseworker: paths.caseworkerRequests,
  volunteer: paths.volunteerRequests,
};

/**
 * One booking, opened from a notification (issue 23 §8): where and when, its status and how it got
 * there, the guest for staff; links back to the notifications and on to the group's booking list,
 * where its actions are. The server decides who may see it (BOOKING_NOT_FOUND otherwise).
 */
export function BookingPage() {
  const { id = '' } = useParams();
  const texts = usePageTexts('account');
  const t = texts.account.booking;
  const n = texts.account.notifications;
  const { me } = useSession();
  const { data, loading, error, refetch } = useQuery(AccountBookingDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const booking = data?.booking;
  const first = me?.usergroups[0];
  const list = first ? LIST[first] : undefined;
  return (
    <section aria-labelledby="booking-title">
      <h1 id="booking-title">{t.heading}</h1>
      <p className="booking-page__links">
        <Link to={paths.notifications}>{t.back}</Link>
        {list && (
          <>
            {' · '}
            <Link to={list}>{t.toList}</Link>
          </>
        )}
      </p>
      {errorCode(error) === 'BOOKING_NOT_FOUND' ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <DataState loading={loading && !data} error={error} onRetry={refetch}>
          {booking && (
            <div className="card booking-page">
              <h2 translate="no">
                {booking.product.name}, {booking.product.shelter.name}
              </h2>
              <p>{n.stay(dayMonth(booking.startDate, texts.monthLabels), dayMonth(booking.endDate, texts.monthLabels))}</p>
              <p>
                <StatusBadge status={booking.status} />
              </p>
              {me && booking.guest.id !== me.id && fullName(booking.guest) && <p translate="no">{n.guest(fullName(booking.guest))}</p>}
              {booking.declineReason && <p>{n.reason(booking.declineReason)}</p>}
              <h3>{t.history}</h3>
              <ol className="status-history">
                {booking.history.map((e) => (
                  <li key={e.id}>
                    <time dateTime={e.at}>{stockholmDateTime(e.at)}</time> {texts.statusLabel[e.toStatus]}{' '}
                    <span className="notification__by">{n.by[e.actorGroup] ?? ''}</span>
                    {e.reason && <> ({e.reason})</>}
                  </li>
                ))}
              </ol>
            </div>
          )}
        </DataState>
      )}
    </section>
  );
}
