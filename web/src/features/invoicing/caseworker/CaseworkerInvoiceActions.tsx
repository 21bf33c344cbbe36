import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { InvoiceFieldsFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-invoicing';
import { actionErrorText } from '../../../lib/action-error';
import { ActionDialog } from '../ActionDialog';
import { formatSek } from '../format';
import { invoiceTitle } from '../InvoiceCard';
import { checkText } from '../InvoiceLinesTable';
import { AttestInvoiceDocument, DisputeInvoiceDocument } from '../invoicing.graphql';

const c = sv.invoicing.caseworker;
const failText = (e: unknown) => actionErrorText(e, {}, sv.common.actionFailed);

/**
 * The caseworker's steps on an invoice of their shelter, as `allowedActions` offers them:
 * 'Attestera' (with an optional comment) and disputing lines, each with its reason. Lines that
 * differ from the nights report start ticked, their difference as the reason.
 */
export function CaseworkerInvoiceActions({
  invoice,
  onDone,
}: {
  invoice: InvoiceFieldsFragment;
  onDone: (notice: { kind: 'ok' | 'error'; text: string }) => Promise<void> | void;
}) {
  const id = useId();
  const title = invoiceTitle(invoice);
  const open = invoice.lines.filter((l) => !l.creditedBy);
  const [dialog, setDialog] = useState<'attest' | 'dispute' | null>(null);
  const [comment, setComment] = useState('');
  const [reasons, setReasons] = useState<Readonly<Record<string, string>>>({});
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [attest, attesting] = useMutation(AttestInvoiceDocument);
  const [dispute, disputing] = useMutation(DisputeInvoiceDocument);
  const busy = attesting.loading || disputing.loading;
  const can = (a: InvoiceFieldsFragment['allowedActions'][number]) => invoice.allowedActions.includes(a);

  const close = () => {
    setDialog(null);
    setProblem(null);
  };

  const openDispute = () => {
    const differing = open.filter((l) => l.check && !l.check.matches);
    setChosen(new Set(differing.map((l) => l.id)));
    setReasons(Object.fromEntries(differing.map((l) => [l.id, l.check ? checkText(l.check) : ''])));
    setDialog('dispute');
  };

  const sendAttest = async (event: FormEvent) => {
    event.preventDefault();
    close();
    try {
      await attest({ variables: { id: invoice.id, comment: comment.trim() || null } });
      setComment('');
      await onDone({ kind: 'ok', text: c.attested(title) });
    } catch (e) {
      await onDone({ kind: 'error', text: failText(e) });
    }
  };

  const sendDispute = async (event: FormEvent) => {
    event.preventDefault();
    const lines = open.filter((l) => chosen.has(l.id)).map((l) => ({ lineId: l.id, reason: (reasons[l.id] ?? '').trim() }));
    if (lines.length === 0) {
      setProblem(c.disputePickLine);
      return;
    }
    if (lines.some((l) => !l.reason)) {
      setProblem(c.disputeNeedReason);
      return;
    }
    close();
    try {
      await dispute({ variables: { id: invoice.id, lines } });
      await onDone({ kind: 'ok', text: c.disputed(title) });
    } catch (e) {
      await onDone({ kind: 'error', text: failText(e) });
    }
  };

  if (!can('attest') && !can('dispute')) return null;
  return (
    <div className="kit-buttons invoice-actions">
      {can('attest') && (
        <button type="button" disabled={busy} aria-label={c.attestFor(title)} onClick={() => setDialog('attest')}>
          {c.attest}
        </button>
      )}
      {can('dispute') && (
        <button type="button" className="secondary" disabled={busy} aria-label={c.disputeFor(title)} onClick={openDispute}>
          {c.dispute}
        </button>
      )}

      {dialog === 'attest' && (
        <ActionDialog title={c.attestTitle(title)} submitLabel={c.attestConfirm} onSubmit={(e) => void sendAttest(e)} onClose={close}>
          <p>{c.attestText(formatSek(invoice.grossOre))}</p>
          <div className="field">
            <label htmlFor={`${id}-comment`}>{c.attestComment}</label>
            <textarea id={`${id}-comment`} rows={2} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
          </div>
        </ActionDialog>
      )}

      {dialog === 'dispute' && (
        <ActionDialog
          title={c.disputeTitle(title)}
          submitLabel={c.disputeSend}
          problem={problem}
          onSubmit={(e) => void sendDispute(e)}
          onClose={close}
        >
          <p className="kit-hint">{c.disputeHint}</p>
          {open.map((l) => (
            <fieldset key={l.id} className="invoice-choice">
              <legend className="invoice-choice-row">
                <input
                  type="checkbox"
                  id={`${id}-line-${l.id}`}
                  checked={chosen.has(l.id)}
                  onChange={(e) =>
                    setChosen((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.add(l.id);
                      else next.delete(l.id);
                      return next;
                    })
                  }
                />
                <label htmlFor={`${id}-line-${l.id}`}>{c.disputeLine(l.lineNo, l.guestName)}</label>
              </legend>
              {chosen.has(l.id) && (
                <div className="field">
                  <label htmlFor={`${id}-reason-${l.id}`}>{c.disputeReason(l.lineNo)}</label>
                  <input
                    id={`${id}-reason-${l.id}`}
                    value={reasons[l.id] ?? ''}
                    maxLength={500}
                    onChange={(e) => setReasons((r) => ({ ...r, [l.id]: e.target.value }))}
                  />
                </div>
              )}
            </fieldset>
          ))}
        </ActionDialog>
      )}
    </div>
  );
}
