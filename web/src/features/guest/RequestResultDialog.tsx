import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { BookingStatus, RequestBookingMutation } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { formatPostcode } from '../../lib/postcode';
import { usePageTexts } from '../../lib/texts';
import { Modal } from '../../ui/Modal';
import { GuestAnswerChannelDocument } from './guest.graphql';

/** The booking as the request's answer has it: the room and its shelter (issue 33 §5). */
export type RequestedPlace = NonNullable<RequestBookingMutation['requestBooking']['product']>;

export type RequestResult =
  | { ok: true; status: BookingStatus; queuePosition?: number | null; place?: RequestedPlace | null }
  | {
      ok: false;
      /** Why, in the guest's language, when known. */
      reason: string | null;
    };

/** A request still waiting for the shelter's answer (the caseworker may have advised on it). */
const WAITING: readonly BookingStatus[] = ['pending', 'accepted', 'advised_against'];

/**
 * How the answer will reach the guest (issue 33 §5): always here; by e-mail or SMS too when the
 * guest chose it and has the address or number.
 */
function AnswerBy() {
  const t = usePageTexts('guest').guest.booking;
  const { data } = useQuery(GuestAnswerChannelDocument, { fetchPolicy: 'cache-first' });
  const s = data?.myNotificationSettings;
  const channel = s?.contactPreference === 'email' && s.hasEmail ? 'email' : s?.contactPreference === 'sms' && s.hasPhone ? 'sms' : 'here';
  return <p className="request-result__answer">{t.answerBy[channel]}</p>;
}

/** Where the request went: shelter, room, address, phone and the latest check-in time, each isolated left-to-right where it is a code or number. */
function PlaceLines({ place }: { place: RequestedPlace }) {
  const t = usePageTexts('guest').guest.booking;
  const s = place.shelter;
  const address = [s.street, [s.postcode ? formatPostcode(s.postcode) : '', s.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <ul className="request-result__place">
      <li>
        <strong translate="no" lang="sv">
          {s.name}
        </strong>
      </li>
      <li>
        {t.room}:{' '}
        <span translate="no" lang="sv">
          {place.name}
        </span>
      </li>
      {address && (
        <li>
          <bdi dir="ltr">{address}</bdi>
        </li>
      )}
      {s.phone && (
        <li>
          {t.phone}:{' '}
          <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}>
            <bdi dir="ltr">{s.phone}</bdi>
          </a>
        </li>
      )}
      {s.checkInUntil && <li>{t.checkInUntil(s.checkInUntil)}</li>}
    </ul>
  );
}

/**
 * SPEC §2, §4: the result of a booking request, told truthfully (issues 18 §2 and 33 §5): a request
 * that went into the queue says so with its place in the queue; one that waits for the shelter says
 * "Förfrågan skickad – inte klar än", where it went and how the answer will come. `variant`
 * 'tonight' (Boka i natt) makes that its title; 'form' (SPEC's booking form) keeps SPEC's title and
 * text and adds the same line as its status (a DESIGN §13 difference, docs/ARCHITECTURE.md).
 * Failure says so with the reason. 'Stäng' calls onClose; the page decides where that leads.
 */
export function RequestResultDialog({
  result,
  onClose,
  variant = 'form',
}: {
  result: RequestResult;
  onClose: () => void;
  variant?: 'form' | 'tonight';
}) {
  const texts = usePageTexts('guest');
  const t = texts.guest.booking;
  const queued = result.ok && result.status === 'in_queue';
  const waiting = result.ok && WAITING.includes(result.status);
  const title = !result.ok ? t.failureTitle : queued ? t.queuedTitle : waiting && variant === 'tonight' ? t.sentTitle : t.successTitle;
  return (
    <Modal title={title} onClose={onClose}>
      {result.ok ? (
        queued ? (
          <>
            {result.queuePosition ? <p>{t.queuedText(result.queuePosition)}</p> : <p>{texts.guest.bookings.explain.in_queue}</p>}
            <p>{t.status(texts.statusLabel[result.status])}</p>
            {result.place && <PlaceLines place={result.place} />}
            <AnswerBy />
          </>
        ) : waiting ? (
          <>
            {variant === 'form' && <p>{t.successText}</p>}
            <p className="request-result__status">
              <strong>{variant === 'form' ? t.status(t.sentTitle) : t.sentText}</strong>
            </p>
            {result.place && <PlaceLines place={result.place} />}
            <AnswerBy />
          </>
        ) : (
          <>
            <p>{t.successText}</p>
            <p>{t.status(texts.statusLabel[result.status])}</p>
          </>
        )
      ) : (
        <>
          <p>{t.failureText}</p>
          {result.reason && <p className="error">{result.reason}</p>}
        </>
      )}
      <div className="modal__actions">
        {result.ok && (
          <Link className="button-link secondary" to={paths.userRequests}>
            {t.toBookings}
          </Link>
        )}
        <button type="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Modal>
  );
}
