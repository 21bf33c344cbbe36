import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyBookingsQuery } from '../../gql/graphql';
import { dayMonth } from '../../lib/dates';
import { accommodationBookingPath } from '../../lib/paths';
import { usePageTexts } from '../../lib/texts';
import { Modal } from '../../ui/Modal';
import { stripeOf } from './format';
import { CancelBookingDocument, ConfirmBookingDocument, SheltersWithPlaceDocument } from './guest.graphql';
import { PlaceFacts } from './PlaceFacts';
import { cancelAction } from './form-actions';
import { around, declineReasonText } from './decline-reason';

export type GuestBooking = MyBookingsQuery['myBookings'][number];

/**
 * Up to three shelters with a place on the same nights, nearest first (issue 18 §7). `of` names the
 * booking (room and dates) in the region's name: a list of several declined or queued bookings
 * has one such region each, and no two landmarks may share a name (axe's landmark-unique).
 */
function Alternatives({ booking, of }: { booking: GuestBooking; of: string }) {
  const texts = usePageTexts('guest');
  const t = texts.guest.bookings;
  const { data } = useQuery(SheltersWithPlaceDocument, {
    variables: { start: booking.startDate, end: booking.endDate, near: booking.product.shelter.id, limit: 3 },
  });
  const found = data?.sheltersWithPlace ?? [];
  if (found.length === 0) return null;
  return (
    <section className="booking-card__alternatives" aria-label={`${t.alternatives} ${of}`}>
      <h4>{t.alternatives}</h4>
      <ul>
        {found.map(({ shelter, placesLeft }) => (
          <li key={shelter.id}>
            <Link to={`${accommodationBookingPath(shelter.id)}?start=${booking.startDate}&end=${booking.endDate}`}>
              {t.bookAlternative(shelter.name)}
            </Link>{' '}
            <span>
              ({shelter.city}, {t.alternativePlaces(placesLeft)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One booking in 'Mina Bokningar' (SPEC §2, §4): status label and colour stripe, dates with the
 * month labels, shelter and room, the host's reason when declined. Issue 18: what the status means
 * and what happens next, where the shelter is and when to come, other shelters with a place when
 * declined or queued; Avboka asks first. The buttons are exactly the server's allowedActions (never
 * a copy of the transition table); a failure says so in the card. `onDone` tells the list what
 * happened (it says so, since a cancelled card leaves the list).
 */
export function BookingCard({ booking, onDone }: { booking: GuestBooking; onDone?: (text: string) => void }) {
  const texts = usePageTexts('guest');
  const t = texts.guest.bookings;
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
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
  const from = dayMonth(booking.startDate, texts.monthLabels);
  const dates = t.dates(from, dayMonth(booking.endDate, texts.monthLabels));
  const { product } = booking;
  const shelter = product.shelter;

  async function run(action: () => Promise<unknown>, failedText: string, doneText: string) {
    setFailure(null);
    try {
      await action();
      onDone?.(doneText);
    } catch {
      setFailure(failedText);
    }
  }

  return (
    <li className={`card booking-card booking-card--${stripeOf(booking.status)}`}>
      <h3 className="booking-card__shelter" translate="no">
        {shelter.name}
      </h3>
      <p className="booking-card__room" translate="no">
        {product.name}
      </p>
      <p className="booking-card__dates">{dates}</p>
      <p className="booking-card__status">
        {t.status}: <strong>{texts.statusLabel[booking.status]}</strong>
      </p>
      <p className="booking-card__explain">{t.explain[booking.status]}</p>
      {booking.status === 'in_queue' && booking.queuePosition != null && <p>{t.queuePosition(booking.queuePosition)}</p>}
      {booking.status === 'reserved' && shelter.checkInUntil && (
        <p className="booking-card__deadline">{t.confirmBy(shelter.checkInUntil, from)}</p>
      )}
      {booking.declineReason && (
        <p className="booking-card__reason">{around(t.declineReason, declineReasonText(booking.declineReason, texts))}</p>
      )}
      {booking.message && <p className="booking-card__message">{t.message(booking.message)}</p>}
      <PlaceFacts place={shelter} />
      {(booking.status === 'declined' || booking.status === 'in_queue') && (
        <Alternatives booking={booking} of={`${product.name} ${dates}`} />
      )}
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
      <div className="booking-card__actions">
        {booking.allowedActions.includes('confirm') && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => confirm({ variables: { id: booking.id } }), t.confirmFailed, t.confirmed)}
          >
            {t.confirm}
            <span className="sr-only">
              {' '}
              {product.name} {from}
            </span>
          </button>
        )}
        {booking.allowedActions.includes('cancel') && (
          // A plain form without JavaScript (issue 34, gateway/src/ssr/forms.ts); with it, Avboka asks first.
          <form
            method="post"
            action={cancelAction(booking.id)}
            className="plain-form"
            onSubmit={(e) => {
              e.preventDefault();
              setAsking(true);
            }}
          >
            <button type="submit" className="secondary" disabled={busy}>
              {t.cancel}
              <span className="sr-only">
                {' '}
                {product.name} {from}
              </span>
            </button>
          </form>
        )}
      </div>
      {asking && (
        <Modal title={t.cancelQuestionTitle} onClose={() => setAsking(false)} initialFocus={keep} alert>
          <p>{t.cancelQuestion(product.name, shelter.name, dates)}</p>
          <div className="modal__actions">
            <button ref={keep} type="button" onClick={() => setAsking(false)}>
              {t.cancelNo}
            </button>
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                void run(() => cancel({ variables: { id: booking.id } }), t.cancelFailed, t.cancelled);
              }}
            >
              {t.cancelYes}
            </button>
          </div>
        </Modal>
      )}
    </li>
  );
}
