import type { BookingStatus } from '../../gql/graphql';
import { useTexts } from '../../lib/texts';
import { Modal } from '../../ui/Modal';

export type RequestResult =
  | { ok: true; status: BookingStatus; queuePosition?: number | null }
  | {
      ok: false;
      /** Why, in the guest's language, when known. */
      reason: string | null;
    };

/**
 * SPEC §2, §4: the result of a booking request, told truthfully (issue 18 §2): a request that went
 * into the queue says so with its place in the queue; success keeps SPEC's texts and the status;
 * failure says so with the reason. 'Stäng' calls onClose; the page decides where that leads.
 */
export function RequestResultDialog({ result, onClose }: { result: RequestResult; onClose: () => void }) {
  const texts = useTexts();
  const t = texts.guest.booking;
  const queued = result.ok && result.status === 'in_queue';
  const title = !result.ok ? t.failureTitle : queued ? t.queuedTitle : t.successTitle;
  return (
    <Modal title={title} onClose={onClose}>
      {result.ok ? (
        queued ? (
          <>
            {result.queuePosition ? <p>{t.queuedText(result.queuePosition)}</p> : <p>{texts.guest.bookings.explain.in_queue}</p>}
            <p>{t.status(texts.statusLabel[result.status])}</p>
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
        <button type="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Modal>
  );
}
