import { useMutation, useQuery } from '@apollo/client/react';
import { differenceInCalendarDays } from 'date-fns';
import { type FormEvent, Suspense, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { isBookable } from '../../lib/product-types';
import { useSession } from '../../lib/session';
import { usePageTexts, useSpeech } from '../../lib/texts';
import { DateField } from '../../ui/DateField';
import { fromLocalDate, todayInStockholm } from '../../lib/dates';
import { errorCode } from '../../lib/errors';
import { newIdempotencyKey, withOneRetry } from '../../lib/retry';
import { GuestRoomPlacesDocument, RequestBookingDocument, ShelterDetailsDocument } from './guest.graphql';
import { refusalReason } from './refusal';
import type { RequestResult } from './RequestResultDialog';
import { prefetchDialogs, RequestResultDialog } from './dialogs';
import { type Room, RoomChoice, type RoomPlaces } from './RoomChoice';
import { notForGuest } from './rooms';
import './guest.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date from the address (`?start=…&end=…`, e.g. from a suggested shelter), when it is one and not past. */
function dateParam(value: string | null, min: string): string | null {
  return value && DATE.test(value) && value >= min ? value : null;
}

/**
 * SPEC §2 Guest: room choice and booking request, for the accommodation in the route (DESIGN §13).
 * Issue 18: once the dates are chosen each room shows its free places for those nights (or that it
 * is full, with the queue), rooms the guest cannot book are disabled with the reason, and the result
 * dialog says truthfully what happened. Nothing else is checked before sending (SPEC §5) except that
 * dates and a room were chosen at all.
 */
export function BookingRequestPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const formId = useId();
  const { language } = useSpeech();
  const texts = usePageTexts('guest');
  const t = texts.guest.booking;
  const { me } = useSession();
  const today = todayInStockholm();
  const { data, loading, error } = useQuery(ShelterDetailsDocument, { variables: { id } });
  const [request, { loading: sending }] = useMutation(RequestBookingDocument);
  const [checkIn, setCheckIn] = useState<string | null>(() => dateParam(search.get('start'), today));
  const [checkOut, setCheckOut] = useState<string | null>(() => {
    const start = dateParam(search.get('start'), today);
    return start ? dateParam(search.get('end'), start) : null;
  });
  const [roomId, setRoomId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<RequestResult | null>(null);
  /** True from the press until the answer, the one retry included (the button stays disabled). */
  const [submitting, setSubmitting] = useState(false);

  const rooms = data?.shelter.products.filter((p) => isBookable(p.type));
  const nights = checkIn && checkOut ? differenceInCalendarDays(fromLocalDate(checkOut), fromLocalDate(checkIn)) : 0;
  const placesQuery = useQuery(GuestRoomPlacesDocument, {
    variables: { shelterId: id, from: checkIn, days: nights },
    skip: !checkIn || nights < 1 || nights > 31,
    fetchPolicy: 'cache-and-network',
  });
  const places = useMemo(() => {
    const answer = nights >= 1 ? placesQuery.data?.shelterAvailability : undefined;
    if (!answer) return undefined;
    return new Map<string, RoomPlaces>(
      answer.map((a) => [a.product.id, { free: Math.max(0, Math.min(...a.nights.map((n) => n.placesLeft))), queued: a.queued }]),
    );
  }, [placesQuery.data, nights]);
  const blocked = (room: Room) => notForGuest(room.type, me?.gender);

  function chooseCheckIn(date: string | null) {
    setCheckIn(date);
    // SPEC §5: check-out has the check-in date as its minimum.
    if (date && checkOut && checkOut < date) setCheckOut(null);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    prefetchDialogs();
    if (!checkIn || !checkOut || !roomId) {
      setResult({ ok: false, reason: t.missing });
      return;
    }
    // One key per press; a retry of this request sends the same one, so the server books it once.
    const input = {
      productId: roomId,
      startDate: checkIn,
      endDate: checkOut,
      message: message.trim() || null,
      idempotencyKey: newIdempotencyKey(),
    };
    setSubmitting(true);
    try {
      const answer = await withOneRetry(() => request({ variables: { input } }));
      const booking = answer.data?.requestBooking;
      setResult(
        booking
          ? { ok: true, status: booking.status, queuePosition: booking.queuePosition, place: booking.product }
          : { ok: false, reason: null },
      );
    } catch (failure) {
      setResult({ ok: false, reason: refusalReason(failure, texts, language) });
    } finally {
      setSubmitting(false);
    }
  }

  function closeResult() {
    const succeeded = result?.ok;
    setResult(null);
    if (succeeded) navigate(paths.user);
  }

  return (
    <section aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`}>{t.heading}</h1>
      <p>
        <Link to={paths.user}>{t.back}</Link>
      </p>
      {errorCode(error) === 'HOST_NOT_FOUND' ? (
        <p role="alert">{texts.guest.shelterInfo.notFound}</p>
      ) : loading && !data ? (
        // The form comes whole once the rooms are known: nothing below it moves when they arrive (CLS, issue 17).
        <p role="status">{t.loadingRooms}</p>
      ) : (
        <form className="booking-form" onSubmit={submit}>
          {data?.shelter.name && <p className="booking-form__shelter">{data.shelter.name}</p>}
          <fieldset className="booking-form__dates">
            <legend>{t.chooseDates}</legend>
            <DateField
              id={`${formId}-check-in`}
              label={t.checkIn}
              placeholder={t.checkInPlaceholder}
              value={checkIn}
              onChange={chooseCheckIn}
              min={today}
              tooEarly={t.checkInPassed}
            />
            <DateField
              id={`${formId}-check-out`}
              label={t.checkOut}
              placeholder={t.checkOutPlaceholder}
              value={checkOut}
              onChange={setCheckOut}
              min={checkIn ?? today}
              tooEarly={checkIn ? t.checkOutBeforeCheckIn : t.checkInPassed}
            />
          </fieldset>
          <fieldset className="booking-form__rooms">
            <legend>{t.chooseRoom}</legend>
            {error ? (
              <p role="alert" className="error">
                {texts.common.error} {texts.common.loadFailed}
              </p>
            ) : (
              <RoomChoice rooms={rooms} loading={loading} chosenId={roomId} onChoose={setRoomId} places={places} blocked={blocked} />
            )}
          </fieldset>
          <div className="field">
            <label htmlFor={`${formId}-message`}>{t.message}</label>
            <textarea id={`${formId}-message`} rows={4} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <button type="submit" disabled={sending || submitting}>
            {sending || submitting ? t.sending : t.send}
          </button>
        </form>
      )}
      {result && (
        <Suspense fallback={null}>
          <RequestResultDialog result={result} onClose={closeResult} />
        </Suspense>
      )}
    </section>
  );
}
