import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLiveRefetch } from '../../lib/live';
import { keepsOwnBookings, saveOwnBookings } from '../../lib/offline-store';
import { useSession } from '../../lib/session';
import { usePageTexts } from '../../lib/texts';
import { DataState } from '../../ui/DataState';
import { BookingCard } from './BookingCard';
import { DecisionLine } from './DecisionLine';
import { FormOutcome } from './FormOutcome';
import { MyBookingsDocument } from './guest.graphql';
import { ownBookingsSnapshot } from './offline-bookings';
import './guest.css';

/**
 * SPEC §2 panel 'Mina Bokningar': one card per booking; 'Fetching data ...' while loading. Each
 * answer from the server is also kept on the device for the offline page (issue 17), for a guest
 * only (never for staff), with only what that page shows. What the guest just did (confirmed,
 * cancelled) is said in a notice that keeps the focus (a cancelled card leaves the list).
 */
export function MyBookingsPanel() {
  const t = usePageTexts('guest').guest.bookings;
  const { data, loading, error, refetch } = useQuery(MyBookingsDocument, { fetchPolicy: 'cache-and-network' });
  // The host's answer shows without a reload (the live channel carries the guest's own bookings).
  useLiveRefetch(refetch);
  const me = useSession().me;
  const groups = me?.usergroups;
  const owner = me?.id;
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (loading || error || !data || !groups || !owner || !keepsOwnBookings(groups)) return;
    saveOwnBookings(ownBookingsSnapshot(data.myBookings, new Date()), owner);
  }, [data, loading, error, groups, owner]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const bookings = data?.myBookings ?? [];
  return (
    <section className="bookings-panel" aria-labelledby="my-bookings-title">
      {/* SPEC's panel heading, read by screen readers; not shown right under the page's own heading (issue 33 §14). */}
      <h2 id="my-bookings-title" className="sr-only">
        {t.panel}
      </h2>
      <DecisionLine />
      <FormOutcome page="bookings" />
      <p ref={noticeRef} role="status" className={notice ? 'notice' : 'sr-only'} tabIndex={-1}>
        {notice?.text}
      </p>
      <DataState
        loading={loading && !data}
        loadingText={t.loading}
        error={error}
        onRetry={refetch}
        empty={bookings.length === 0}
        emptyText={t.empty}
      >
        <ul className="booking-list">
          {bookings.map((b) => (
            <BookingCard key={b.id} booking={b} onDone={(text) => setNotice({ text, at: Date.now() })} />
          ))}
        </ul>
      </DataState>
    </section>
  );
}
