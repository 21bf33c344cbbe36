import type { BookingStatus } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { Modal } from '../../ui/Modal';

const t = sv.guest.booking;

export type RequestResult = { ok: true; status: BookingStatus } | { ok: false; reason: string | null };

/**
 * SPEC §2, §4: the result of a booking request. Success says so (and the status, e.g. 'I kö' when a
 * night was full); failure says so with the server's reason when there is one. 'Stäng' calls
 * onClose; the page decides where that leads.
 */
export function RequestResultDialog({ result, onClose }: { result: RequestResult; onClose: () => void }) {
  return (
    <Modal title={result.ok ? t.successTitle : t.failureTitle} onClose={onClose}>
      {result.ok ? (
        <>
          <p>{t.successText}</p>
          <p>{t.status(sv.statusLabel[result.status])}</p>
        </>
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
