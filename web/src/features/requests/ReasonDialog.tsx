import { type FormEvent, useId, useState } from 'react';
import { sv } from '../../i18n/sv-requests';
import { Modal } from '../../ui/Modal';
import { DeclineReasonField } from '../../ui/DeclineReasonField';

/** Neka / Avråda: asks for an optional reason before the action is sent. */
export function ReasonDialog({
  actionLabel,
  guest,
  presets = false,
  onConfirm,
  onCancel,
}: {
  actionLabel: string;
  guest: string;
  /** A host's Neka: the fixed reasons a guest reads in their language, or own words (issue 33 §6). */
  presets?: boolean;
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    onConfirm(trimmed === '' ? null : trimmed);
  };
  return (
    <Modal title={sv.requests.reasonTitle(actionLabel, guest)} onClose={onCancel}>
      <form onSubmit={submit}>
        {presets ? (
          <DeclineReasonField label={sv.requests.reasonLabel} onChange={setReason} />
        ) : (
          <div className="field">
            <label htmlFor={fieldId}>{sv.requests.reasonLabel}</label>
            <textarea id={fieldId} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
        <div className="kit-buttons">
          <button type="submit">{actionLabel}</button>
          <button type="button" className="secondary" onClick={onCancel}>
            {sv.common.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
