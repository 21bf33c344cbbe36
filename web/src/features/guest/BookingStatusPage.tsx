import { useQuery } from '@apollo/client/react';
import { usePageTexts } from '../../lib/texts';
import { DataState } from '../../ui/DataState';
import { dayMonth } from '../../lib/dates';
import { stockholmDateTime } from '../../lib/instant';
import { stripeOf } from './format';
import { MyBookingHistoryDocument } from './guest.graphql';
import { declineReasonText } from './decline-reason';
import './guest.css';

/** /status-bokningar (a start page target): each current booking's status now and how it got there. */
export function BookingStatusPage() {
  const texts = usePageTexts('guest');
  const t = texts.guest.statusPage;
  const b = texts.guest.bookings;
  const { data, loading, error, refetch } = useQuery(MyBookingHistoryDocument, { fetchPolicy: 'cache-and-network' });
  const bookings = data?.myBookings ?? [];
  return (
    <section aria-labelledby="status-title">
      <h1 id="status-title">{t.heading}</h1>
      <p>{t.intro}</p>
      <DataState
        loading={loading && !data}
        loadingText={b.loading}
        error={error}
        onRetry={refetch}
        empty={bookings.length === 0}
        emptyText={b.empty}
      >
        <ul className="booking-list">
          {bookings.map((booking) => (
            <li key={booking.id} className={`card booking-card booking-card--${stripeOf(booking.status)}`}>
              <h2 className="booking-card__shelter" translate="no">
                {t.historyOf(booking.product.name, booking.product.shelter.name)}
              </h2>
              <p className="booking-card__dates">
                {b.dates(dayMonth(booking.startDate, texts.monthLabels), dayMonth(booking.endDate, texts.monthLabels))}
              </p>
              <p className="booking-card__status">
                {t.current}: <strong>{texts.statusLabel[booking.status]}</strong>
              </p>
              <ol className="status-history">
                {booking.history.map((e) => (
                  <li key={e.id}>
                    <time dateTime={e.at}>{stockholmDateTime(e.at)}</time> {texts.statusLabel[e.toStatus]}
                    {e.reason && <> ({declineReasonText(e.reason, texts)})</>}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      </DataState>
    </section>
  );
}
