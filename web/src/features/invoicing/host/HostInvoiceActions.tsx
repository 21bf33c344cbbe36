import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { InvoiceFieldsFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-invoicing';
import { actionErrorText } from '../../../lib/action-error';
import { ActionDialog } from '../ActionDialog';
import { formatSek } from '../format';
import { invoiceTitle } from '../InvoiceCard';
import { AnswerInvoiceDisputeDocument, CreditInvoiceDocument, MarkInvoicePaidDocument } from '../invoicing.graphql';

const h = sv.invoicing.host;
const failText = (e: unknown) => actionErrorText(e, {}, sv.common.actionFailed);

/**
 * The host's steps on a sent invoice, as `allowedActions` offers them (the web copies no rule):
 * 'Markera betald', an answer to a dispute, and a credit note for the whole invoice or chosen lines.
 */
export function HostInvoiceActions({
  invoice,
  onDone,
}: {
  invoice: InvoiceFieldsFragment;
  /** Reports the outcome; `changed` asks the page to read drafts and invoices again. */
  onDone: (notice: { kind: 'ok' | 'error'; text: string }, changed: boolean) => Promise<void> | void;
}) {
  const id = useId();
  const title = invoiceTitle(invoice);
  const [dialog, setDialog] = useState<'answer' | 'credit' | null>(null);
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const open = invoice.lines.filter((l) => !l.creditedBy);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(open.map((l) => l.id)));
  const [problem, setProblem] = useState<string | null>(null);
  const [markPaid, paid] = useMutation(MarkInvoicePaidDocument);
  const [answer, answering] = useMutation(AnswerInvoiceDisputeDocument);
  const [credit, crediting] = useMutation(CreditInvoiceDocument);
  const busy = paid.loading || answering.loading || crediting.loading;
  const can = (a: InvoiceFieldsFragment['allowedActions'][number]) => invoice.allowedActions.includes(a);

  const close = () => {
    setDialog(null);
    setProblem(null);
  };

  const pay = async () => {
    try {
      await markPaid({ variables: { id: invoice.id } });
      await onDone({ kind: 'ok', text: h.paidDone(title) }, true);
    } catch (e) {
      await onDone({ kind: 'error', text: failText(e) }, false);
    }
  };

  const sendAnswer = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setProblem(h.answerNeedText);
      return;
    }
    close();
    try {
      await answer({ variables: { id: invoice.id, comment: comment.trim() } });
      setComment('');
      await onDone({ kind: 'ok', text: h.answered(title) }, true);
    } catch (e) {
      await onDone({ kind: 'error', text: failText(e) }, false);
    }
  };

  const sendCredit = async (event: FormEvent) => {
    event.preventDefault();
    const picked = open.filter((l) => chosen.has(l.id)).map((l) => l.id);
    if (picked.length === 0) {
      setProblem(h.creditPickLine);
      return;
    }
    if (!reason.trim()) {
      setProblem(h.creditNeedReason);
      return;
    }
    close();
    try {
      // Every open line: left out, so the server credits what is left at that moment.
      const all = picked.length === open.length;
      const result = await credit({ variables: { input: { invoiceId: invoice.id, lineIds: all ? null : picked, reason: reason.trim() } } });
      setReason('');
      await onDone({ kind: 'ok', text: h.credited(result.data?.creditInvoice.number ?? 0) }, true);
    } catch (e) {
      await onDone({ kind: 'error', text: failText(e) }, false);
    }
  };

  if (!can('mark_paid') && !can('answer') && !can('credit')) return null;
  return (
    <div className="kit-buttons invoice-actions">
      {can('mark_paid') && (
        <button type="button" disabled={busy} aria-label={h.markPaidFor(title)} onClick={() => void pay()}>
          {h.markPaid}
        </button>
      )}
      {can('answer') && (
        <button type="button" className="secondary" disabled={busy} onClick={() => setDialog('answer')}>
          {h.answer}
        </button>
      )}
      {can('credit') && (
        <button type="button" className="secondary" disabled={busy} onClick={() => setDialog('credit')}>
          {h.credit}
        </button>
      )}

      {dialog === 'answer' && (
        <ActionDialog
          title={h.answerTitle(title)}
          submitLabel={h.answerSend}
          problem={problem}
          onSubmit={(e) => void sendAnswer(e)}
          onClose={close}
        >
          <div className="field">
            <label htmlFor={`${id}-answer`}>{h.answerLabel}</label>
            <textarea id={`${id}-answer`} rows={3} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
          </div>
        </ActionDialog>
      )}

      {dialog === 'credit' && (
        <ActionDialog
          title={h.creditTitle(title)}
          submitLabel={h.creditSend}
          problem={problem}
          onSubmit={(e) => void sendCredit(e)}
          onClose={close}
        >
          <fieldset className="invoice-choice">
            <legend>{h.creditLines}</legend>
            {open.map((l) => (
              <div key={l.id} className="invoice-choice-row">
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
                <label htmlFor={`${id}-line-${l.id}`}>{h.creditLine(l.lineNo, l.guestName, formatSek(l.grossOre))}</label>
              </div>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{h.creditReason}</label>
            <textarea id={`${id}-reason`} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        </ActionDialog>
      )}
    </div>
  );
}
