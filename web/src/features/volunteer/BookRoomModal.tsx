import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { sv } from '../../i18n/sv-volunteer';
import { fullName, nameWithUno } from '../../lib/full-name';
import '../../ui/kit.css';
import { Modal } from '../../ui/Modal';
import { newIdempotencyKey, withOneRetry } from '../../lib/retry';
import { bookingErrorText, searchErrorText } from './booking-errors';
import {
  VolunteerConfirmBookingDocument,
  VolunteerGuestStaysDocument,
  VolunteerRequestBookingDocument,
  VolunteerSearchGuestsDocument,
} from './volunteer.graphql';
import type { Slip } from './ConfirmationSlip';

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
  /** A confirmed booking no message could tell the guest about: the confirmation to print (issue 20 §7). */
  slip?: Slip;
}

const blankToNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** A current booking of the guest overlaps the nights [start, end)? */
const overlaps = (stay: { startDate: string; endDate: string }, start: string, end: string): boolean =>
  stay.startDate < end && stay.endDate > start;

/**
 * 'Boka Rum' (SPEC §2, §4, §5, §8): find the guest (the first match is chosen and the error
 * cleared), then request the room for the guest and confirm it with the returned id. A request
 * that lands in the queue is not confirmed (DESIGN §13). The caller closes the modal.
 * Issue 23 §11: the search matches parts of names (accents ignored) and lists every match with its
 * UNO code, so another can be chosen; a guest just created comes in chosen (`initialGuest`); the
 * chosen guest's current bookings are shown, and one on these nights is said before it is refused.
 */
export function BookRoomModal({
  product,
  hostName,
  start,
  end,
  onClose,
  onBooked,
  initialGuest = null,
}: {
  product: { id: string; name: string };
  hostName: string;
  start: string;
  end: string;
  onClose: () => void;
  onBooked: (outcome: BookingOutcome) => void;
  initialGuest?: FoundGuest | null;
}) {
  const client = useApolloClient();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [uno, setUno] = useState('');
  const [guest, setGuest] = useState<FoundGuest | null>(initialGuest);
  const [matches, setMatches] = useState<FoundGuest[]>([]);
  const stays = useQuery(
    VolunteerGuestStaysDocument,
    guest ? { variables: { guestId: guest.id }, fetchPolicy: 'network-only' } : skipToken,
  );
  const current = guest ? (stays.data?.volunteerGuestStays ?? []) : [];
  const clash = current.some((stay) => overlaps(stay, start, end));
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
      const found = data?.searchGuests ?? [];
      setMatches(found);
      const first = found[0];
      if (first) {
        setGuest(first);
        setError(null);
      } else {
        setGuest(null);
        setError(t.guestNotFound);
      }
    } catch (err) {
      setGuest(null);
      setMatches([]);
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
      const confirmed = (await confirmBooking({ variables: { id: created.id } })).data?.volunteerConfirmBooking;
      // Issue 20 §7: SPEC's "e-mail sent" only when a message to the guest really was queued.
      const notice = confirmed?.guestNotice ?? null;
      if (notice === 'email') onBooked({ kind: 'confirmed', lines: [t.confirmed(product.name, name), t.mailSent] });
      else if (notice === 'sms') onBooked({ kind: 'confirmed', lines: [t.confirmed(product.name, name), t.smsSent] });
      else {
        const slip: Slip | undefined = confirmed
          ? {
              guestName: name,
              guestId: guest.id,
              shelter: confirmed.product.shelter,
              room: confirmed.product.name,
              startDate: confirmed.startDate,
              endDate: confirmed.endDate,
            }
          : undefined;
        onBooked({ kind: 'confirmed', lines: [t.confirmed(product.name, name), t.noContact], slip });
      }
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

      {matches.length > 1 && (
        <section className="guest-matches" aria-labelledby="guest-matches-title">
          <p id="guest-matches-title">{t.matches(matches.length)}</p>
          <ul>
            {matches.map((m) => {
              const label = nameWithUno(m, m.uno);
              const isChosen = guest?.id === m.id;
              return (
                <li key={m.id}>
                  {/* The chosen one is pressed (and filled); its name is what it shows. */}
                  <button type="button" className={isChosen ? undefined : 'secondary'} aria-pressed={isChosen} onClick={() => setGuest(m)}>
                    {label}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}

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

      {guest && (
        <section className="guest-stays" aria-labelledby="guest-stays-title">
          <h3 id="guest-stays-title">{t.stays}</h3>
          {stays.loading && !stays.data ? (
            <p role="status">{sv.common.loading}</p>
          ) : current.length === 0 ? (
            <p>{t.noStays}</p>
          ) : (
            <ul>
              {current.map((stay) => (
                <li key={stay.id} className={overlaps(stay, start, end) ? 'stay-clash' : undefined}>
                  {t.stay(stay.shelterName, stay.roomName, stay.startDate, stay.endDate, sv.statusLabel[stay.status])}
                </li>
              ))}
            </ul>
          )}
          {clash && (
            <p role="alert" className="error">
              {t.overlaps}
            </p>
          )}
        </section>
      )}

      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}

      <div className="button-row modal-actions">
        <button type="button" onClick={confirm} disabled={!guest || booking || clash}>
          {booking ? t.working : t.confirm}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </Modal>
  );
}
