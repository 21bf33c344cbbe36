import { useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../../lib/live';
import { sv } from '../../i18n/sv';
import { DataState } from '../../ui/DataState';
import { BookingCard } from './BookingCard';
import { MyBookingsDocument } from './guest.graphql';
import './guest.css';

const t = sv.guest.bookings;

/** SPEC §2 panel 'Mina Bokningar': one card per booking; 'Fetching data ...' while loading. */
export function MyBookingsPanel() {
  const { data, loading, error, refetch } = useQuery(MyBookingsDocument, { fetchPolicy: 'cache-and-network' });
  // The host's answer shows without a reload (the live channel carries the guest's own bookings).
  useLiveRefetch(refetch);
  const bookings = data?.myBookings ?? [];
  return (
    <section className="bookings-panel" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">{t.panel}</h2>
      <DataState loading={loading && !data} loadingText={t.loading} error={error} empty={bookings.length === 0} emptyText={t.empty}>
        <ul className="booking-list">
          {bookings.map((b) => (
            <BookingCard key={b.id} booking={b} />
          ))}
        </ul>
      </DataState>
    </section>
  );
}
