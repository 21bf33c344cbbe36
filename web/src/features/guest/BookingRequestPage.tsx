import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { sv } from '../../i18n/sv';
import { paths } from '../../lib/paths';
import { isBookable } from '../../lib/product-types';
import { DateField } from '../../ui/DateField';
import { todayInStockholm } from '../../lib/dates';
import type { ErrorCode } from '../../gql/graphql';
import { type CodeTexts, errorCode, errorMessage } from '../../lib/errors';
import { newIdempotencyKey, withOneRetry } from '../../lib/retry';
import { RequestBookingDocument, ShelterDetailsDocument } from './guest.graphql';
import { RequestResultDialog, type RequestResult } from './RequestResultDialog';
import { RoomChoice } from './RoomChoice';
import './guest.css';

const t = sv.guest.booking;

/** The server's messages for a refused request are Swedish, except these old REST texts. */
const REASON_BY_CODE: CodeTexts = {
  BOOKING_DUPLICATE: 'Du har redan skickat en likadan förfrågan.',
  PRODUCT_NOT_FOUND: 'Rummet finns inte längre.',
};

/**
 * SPEC §2 Guest: room choice and booking request, for the accommodation in the route (DESIGN §13).
 * Nothing is checked before sending (SPEC §5) except that dates and a room were chosen at all;
 * the result dialog tells how it went.
 */
export function BookingRequestPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const formId = useId();
  const { data, loading, error } = useQuery(ShelterDetailsDocument, { variables: { id } });
  const [request, { loading: sending }] = useMutation(RequestBookingDocument);
  const [checkIn, setCheckIn] = useState<string | null>(null);
  const [checkOut, setCheckOut] = useState<string | null>(null);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<RequestResult | null>(null);
  /** True from the press until the answer, the one retry included (the button stays disabled). */
  const [submitting, setSubmitting] = useState(false);

  const rooms = data?.shelter.products.filter((p) => isBookable(p.type));

  function chooseCheckIn(date: string | null) {
    setCheckIn(date);
    // SPEC §5: check-out has the check-in date as its minimum.
    if (date && checkOut && checkOut < date) setCheckOut(null);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
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
      setResult(booking ? { ok: true, status: booking.status } : { ok: false, reason: null });
    } catch (failure) {
      const code = errorCode(failure);
      const reason = code === undefined ? null : (REASON_BY_CODE[code as ErrorCode] ?? errorMessage(failure, '')) || null;
      setResult({ ok: false, reason });
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
        <p role="alert">{sv.guest.shelterInfo.notFound}</p>
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
              min={todayInStockholm()}
            />
            <DateField
              id={`${formId}-check-out`}
              label={t.checkOut}
              placeholder={t.checkOutPlaceholder}
              value={checkOut}
              onChange={setCheckOut}
              min={checkIn}
            />
          </fieldset>
          <fieldset className="booking-form__rooms">
            <legend>{t.chooseRoom}</legend>
            {error ? (
              <p role="alert" className="error">
                {sv.common.error} {sv.common.loadFailed}
              </p>
            ) : (
              <RoomChoice rooms={rooms} loading={loading} chosenId={roomId} onChoose={setRoomId} />
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
      {result && <RequestResultDialog result={result} onClose={closeResult} />}
    </section>
  );
}
