import type { FormEvent, ReactNode } from 'react';
import { sv } from '../../i18n/sv-invoicing';
import { Modal } from '../../ui/Modal';

/**
 * An invoice step that asks first (attest, dispute, answer, credit): the dialog, its form, the
 * step's problem said as an alert, and the step's button beside 'Avbryt'.
 */
export function ActionDialog({
  title,
  submitLabel,
  problem = null,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  problem?: string | null;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
        <div className="kit-buttons">
          <button type="submit">{submitLabel}</button>
          <button type="button" className="secondary" onClick={onClose}>
            {sv.common.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
