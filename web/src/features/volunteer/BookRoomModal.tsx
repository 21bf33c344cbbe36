import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { sv } from '../../i18n/sv-volunteer';
import { fullName } from '../../lib/full-name';
import '../../ui/kit.css';
import { Modal } from '../../ui/Modal';
import { newIdempotencyKey, withOneRetry } from '../../lib/retry';
import { bookingErrorText, searchErrorText } from './booking-errors';
import { VolunteerConfirmBookingDocument, VolunteerRequestBookingDocument, VolunteerSearchGuestsDocument } from './volunteer.graphql';

const t = sv.volunteer.booking;

export interface FoundGuest {
  id: string;
  firstName: string;
  lastName: string;
  uno: string;
}

export interface BookingOutcome {
  /** 'confirmed': requested and confirmed; 'queued': requested, in the queue, not confirmed. */
  kind: 'confirmed' | 'queued';
  lines: string[];
}

const blankToNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/**
 * 'Boka Rum' (SPEC §2, §4, §5, §8): find the guest (the first match is chosen and the error
 * cleared), then request the room for the guest and confirm it with the returned id. A request
 * that lands in the queue is not confirmed (DESIGN §13). The caller closes the modal.
 */
export function BookRoomModal({
  product,
  hostName,
  start,
  end,
  onClose,
  onBooked,
}: {
  product: { id: string; name: string };
  hostName: string;
  start: string;
  end: string;
  onClose: () => void;
  onBooked: (outcome: BookingOutcome) => void;
}) {
  const client = useApolloClient();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [uno, setUno] = useState('');
  const [guest, setGuest] = useState<FoundGuest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [booking, setBooking] = useState(false);
  const [requestBooking] = useMutation(VolunteerRequestBookingDocument);
  const [confirmBooking] = useMutation(VolunteerConfirmBookingDocument);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const variables = { firstName: blankToNull(firstName), lastName: blankToNull(lastName), uno: blankToNull(uno) };
    if (!variables.firstName && !variables.lastName && !variables.uno) {
      setError(t.searchNeedsOne);
      return;
    }
    setSearching(true);
    try {
      const { data } = await client.query({ query: VolunteerSearchGuestsDocument, variables, fetchPolicy: 'network-only' });
      const first = data?.searchGuests[0];
      if (first) {
        setGuest(first);
        setError(null);
      } else {
        setGuest(null);
        setError(t.guestNotFound);
      }
    } catch (err) {
      setGuest(null);
      setError(searchErrorText(err));
    } finally {
      setSearching(false);
    }
  };

  const confirm = async () => {
    if (!guest) return;
    setBooking(true);
    setError(null);
    try {
      // One key per press; the one retry of an unanswered request sends the same, so it books once.
      const input = { productId: product.id, startDate: start, endDate: end, guestId: guest.id, idempotencyKey: newIdempotencyKey() };
      const requested = await withOneRetry(() => requestBooking({ variables: { input }, refetchQueries: ['VolunteerAvailability'] }));
      const created = requested.data?.requestBooking;
      if (!created) throw new Error('no booking in the answer');
      const name = fullName(guest);
      if (created.status === 'in_queue') {
        onBooked({ kind: 'queued', lines: [t.queued(product.name, name)] });
        return;
      }
      await confirmBooking({ variables: { id: created.id } });
      onBooked({ kind: 'confirmed', lines: [t.confirmed(product.name, name), t.mailSent] });
    } catch (err) {
      setError(bookingErrorText(err));
      setBooking(false);
    }
  };

  return (
    <Modal title={t.title} onClose={onClose}>
      <form className="guest-search" onSubmit={search} noValidate aria-labelledby="book-search-title">
        <h3 id="book-search-title">{t.searchHeading}</h3>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="book-first">{t.firstName}</label>
            <input id="book-first" value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="book-last">{t.lastName}</label>
            <input id="book-last" value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="book-uno">{t.uno}</label>
            <input id="book-uno" value={uno} onChange={(e) => setUno(e.target.value)} inputMode="numeric" autoComplete="off" />
          </div>
        </div>
        <button type="submit" className="secondary" disabled={searching}>
          {t.searchGuest}
        </button>
      </form>

      <section className="booking-info" aria-labelledby="booking-info-title">
        <h3 id="booking-info-title">{t.info}</h3>
        <dl>
          <div>
            <dt>{t.guestName}</dt>
            <dd>{guest ? fullName(guest) : '–'}</dd>
          </div>
          <div>
            <dt>{t.uno2}</dt>
            <dd>{guest ? guest.uno : '–'}</dd>
          </div>
          <div>
            <dt>{t.product}</dt>
            <dd>
              {product.name}, {hostName}
            </dd>
          </div>
          <div>
            <dt>{t.dates}</dt>
            <dd>{t.datesValue(start, end)}</dd>
          </div>
        </dl>
      </section>

      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}

      <div className="button-row modal-actions">
        <button type="button" onClick={confirm} disabled={!guest || booking}>
          {booking ? t.working : t.confirm}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </Modal>
  );
}
