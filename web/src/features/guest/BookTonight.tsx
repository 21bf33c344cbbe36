import { useApolloClient, useMutation } from '@apollo/client/react';
import { addDays } from 'date-fns';
import { Suspense, useState } from 'react';
import { fromLocalDate, todayInStockholm, toLocalDate } from '../../lib/dates';
import { isBookable } from '../../lib/product-types';
import { newIdempotencyKey, withOneRetry } from '../../lib/retry';
import { useSession } from '../../lib/session';
import { usePageTexts, useSpeech } from '../../lib/texts';
import { GuestRoomPlacesDocument, RequestBookingDocument, SheltersWithPlaceDocument } from './guest.graphql';
import { refusalReason } from './refusal';
import type { RequestResult } from './RequestResultDialog';
import { Modal, prefetchDialogs, RequestResultDialog } from './dialogs';
import { notForGuest } from './rooms';

interface Shelter {
  id: string;
  name: string;
}

type Outcome = { kind: 'result'; result: RequestResult } | { kind: 'none'; shelter: Shelter; nearest: (Shelter & { city: string })[] };

/**
 * 'Boka i natt' (issue 18 §3): one tap requests tonight → tomorrow in the shelter's first room
 * with a free place this guest can book; when there is none, says so and offers the nearest
 * shelters that have one (each its own 'Boka i natt').
 */
export function useBookTonight() {
  const client = useApolloClient();
  const { language } = useSpeech();
  const texts = usePageTexts('guest');
  const { me } = useSession();
  const [request] = useMutation(RequestBookingDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function bookTonight(shelter: Shelter) {
    const tonight = todayInStockholm();
    const tomorrow = toLocalDate(addDays(fromLocalDate(tonight), 1));
    setBusy(shelter.id);
    setOutcome(null);
    prefetchDialogs();
    try {
      const { data } = await client.query({
        query: GuestRoomPlacesDocument,
        variables: { shelterId: shelter.id, from: tonight, days: 1 },
        fetchPolicy: 'network-only',
      });
      const room = data?.shelterAvailability.find(
        (a) => isBookable(a.product.type) && !notForGuest(a.product.type, me?.gender) && (a.nights[0]?.placesLeft ?? 0) > 0,
      );
      if (!room) {
        const nearest = await client.query({
          query: SheltersWithPlaceDocument,
          variables: { start: tonight, end: tomorrow, near: shelter.id, limit: 3 },
          fetchPolicy: 'network-only',
        });
        setOutcome({ kind: 'none', shelter, nearest: (nearest.data?.sheltersWithPlace ?? []).map((p) => p.shelter) });
        return;
      }
      const input = {
        productId: room.product.id,
        startDate: tonight,
        endDate: tomorrow,
        message: null,
        idempotencyKey: newIdempotencyKey(),
      };
      const answer = await withOneRetry(() => request({ variables: { input } }));
      const booking = answer.data?.requestBooking;
      setOutcome({
        kind: 'result',
        result: booking
          ? { ok: true, status: booking.status, queuePosition: booking.queuePosition, place: booking.product }
          : { ok: false, reason: null },
      });
    } catch (failure) {
      setOutcome({ kind: 'result', result: { ok: false, reason: refusalReason(failure, texts, language) } });
    } finally {
      setBusy(null);
    }
  }

  const t = texts.guest.shelters;
  const dialog =
    outcome?.kind === 'result' ? (
      <RequestResultDialog variant="tonight" result={outcome.result} onClose={() => setOutcome(null)} />
    ) : outcome?.kind === 'none' ? (
      <Modal title={t.noPlaceTonight(outcome.shelter.name)} onClose={() => setOutcome(null)}>
        {outcome.nearest.length > 0 ? (
          <>
            <p>{t.nearestWithPlace}</p>
            <ul className="tonight-list">
              {outcome.nearest.map((s) => (
                <li key={s.id}>
                  <button type="button" onClick={() => void bookTonight(s)}>
                    {t.bookTonightAt(s.name)}
                  </button>{' '}
                  <span>({s.city})</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t.noneWithPlace}</p>
        )}
        <div className="modal__actions">
          <button type="button" className="secondary" onClick={() => setOutcome(null)}>
            {texts.common.close}
          </button>
        </div>
      </Modal>
    ) : null;

  return { bookTonight, busy, dialog: dialog && <Suspense fallback={null}>{dialog}</Suspense> };
}
