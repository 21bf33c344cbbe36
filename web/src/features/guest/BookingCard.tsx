import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { MyBookingsQuery } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { dayMonth } from '../../lib/dates';
import { stripeOf } from './format';
import { CancelBookingDocument, ConfirmBookingDocument } from './guest.graphql';

const t = sv.guest.bookings;

export type GuestBooking = MyBookingsQuery['myBookings'][number];

/**
 * One booking in 'Mina Bokningar' (SPEC §2, §4): status label and colour stripe, dates with SPEC §9's
 * month labels, shelter and room, the host's reason when declined. The buttons are exactly the
 * server's allowedActions (never a copy of the transition table); a failure says so in the card.
 */
export function BookingCard({ booking }: { booking: GuestBooking }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, confirming] = useMutation(ConfirmBookingDocument);
  const [cancel, cancelling] = useMutation(CancelBookingDocument, {
    // A cancelled booking leaves the guest's list (DESIGN §5).
    update(cache, { data }) {
      const id = data?.cancelBooking.id;
      if (!id) return;
      cache.modify({
        fields: {
          myBookings: (existing: readonly Reference[], { readField }) => existing.filter((ref) => readField('id', ref) !== id),
        },
      });
    },
  });
  const busy = confirming.loading || cancelling.loading;
  const from = dayMonth(booking.startDate);
  const { product } = booking;

  async function run(action: () => Promise<unknown>, failedText: string) {
    setFailure(null);
    try {
      await action();
    } catch {
      setFailure(failedText);
    }
  }

  return (
    <li className={`card booking-card booking-card--${stripeOf(booking.status)}`}>
      <h3 className="booking-card__shelter">{product.shelter.name}</h3>
      <p className="booking-card__room">{product.name}</p>
      <p className="booking-card__dates">{t.dates(from, dayMonth(booking.endDate))}</p>
      <p className="booking-card__status">
        {t.status}: <strong>{sv.statusLabel[booking.status]}</strong>
      </p>
      {booking.declineReason && <p className="booking-card__reason">{t.declineReason(booking.declineReason)}</p>}
      {booking.message && <p className="booking-card__message">{t.message(booking.message)}</p>}
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
      <div className="booking-card__actions">
        {booking.allowedActions.includes('confirm') && (
          <button type="button" disabled={busy} onClick={() => void run(() => confirm({ variables: { id: booking.id } }), t.confirmFailed)}>
            {t.confirm}
            <span className="sr-only">
              {' '}
              {product.name} {from}
            </span>
          </button>
        )}
        {booking.allowedActions.includes('cancel') && (
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => void run(() => cancel({ variables: { id: booking.id } }), t.cancelFailed)}
          >
            {t.cancel}
            <span className="sr-only">
              {' '}
              {product.name} {from}
            </span>
          </button>
        )}
      </div>
    </li>
  );
}
