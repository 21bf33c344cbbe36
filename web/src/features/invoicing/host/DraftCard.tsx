import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { InvoiceDraftsQuery, InvoiceFieldsFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-invoicing';
import { actionErrorText } from '../../../lib/action-error';
import { Modal } from '../../../ui/Modal';
import { ScrollTable } from '../../../ui/ScrollTable';
import { compactNights, formatRate, formatSek, monthName } from '../format';
import { SendInvoiceDocument } from '../invoicing.graphql';

type Draft = InvoiceDraftsQuery['invoiceDrafts'][number];

const t = sv.invoicing;
const h = t.host;

/**
 * One region's draft for the month: its lines and totals, what keeps it from being sent, the note,
 * and 'Skicka' behind a confirmation (a sent invoice is corrected only by a credit note).
 */
export function DraftCard({
  draft,
  onSent,
  onFailed,
}: {
  draft: Draft;
  onSent: (invoice: InvoiceFieldsFragment) => Promise<void> | void;
  onFailed: (text: string) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [send, { loading }] = useMutation(SendInvoiceDocument);
  const region = draft.buyer.name || draft.region.name;
  const c = t.columns;
  const ready = draft.problems.length === 0 && draft.lines.length > 0;

  const confirm = async () => {
    setConfirming(false);
    try {
      const result = await send({
        variables: { input: { month: draft.month, regionId: draft.region.id, note: note.trim() || null, draftVersion: draft.version } },
      });
      if (result.data) await onSent(result.data.sendInvoice);
    } catch (e) {
      onFailed(actionErrorText(e, {}, sv.common.actionFailed));
    }
  };

  return (
    <article className="card invoice-draft" data-region-id={draft.region.id} aria-labelledby={`${id}-title`}>
      <div className="kit-card-head">
        <h3 id={`${id}-title`}>{h.draftTitle(draft.region.name)}</h3>
        <strong className="invoice-amount">{formatSek(draft.grossOre)}</strong>
      </div>
      {draft.buyer.complete && <p className="invoice-facts">{h.buyer(draft.buyer.name, draft.buyer.organisationNumber)}</p>}
      <ScrollTable label={t.linesLabel(h.draftTitle(draft.region.name))}>
        <table className="card-table invoice-lines">
          <thead>
            <tr>
              <th scope="col">{c.guest}</th>
              <th scope="col">{c.uno}</th>
              <th scope="col">{c.room}</th>
              <th scope="col">{c.nights}</th>
              <th scope="col">{c.count}</th>
              <th scope="col">{c.price}</th>
              <th scope="col">{c.amount}</th>
              <th scope="col">{c.vat}</th>
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((line) => (
              <tr key={`${line.guestId}-${line.productId}-${line.nights[0] ?? ''}-${line.unitPriceOre ?? 'x'}-${line.caseNumber ?? ''}`}>
                <th scope="row" className="card-table-title">
                  {line.guestName}
                  {line.caseNumber && <span className="invoice-line-note">{t.lineDecision(line.caseNumber)}</span>}
                </th>
                <td data-label={c.uno}>{line.unokod}</td>
                <td data-label={c.room}>{line.roomName}</td>
                <td data-label={c.nights}>{compactNights(line.nights)}</td>
                <td data-label={c.count}>{line.nights.length}</td>
                <td data-label={c.price} className={line.unitPriceOre === null ? 'invoice-check-differs' : 'invoice-amount'}>
                  {line.unitPriceOre === null ? h.noPrice : formatSek(line.unitPriceOre)}
                </td>
                <td data-label={c.amount} className="invoice-amount">
                  {formatSek(line.netOre)}
                </td>
                <td data-label={c.vat} className="invoice-amount">
                  {line.vatOre === 0 ? formatRate(line.vatRateBp) : `${formatRate(line.vatRateBp)}: ${formatSek(line.vatOre)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <dl className="invoice-totals">
        <dt>{t.totals.net}</dt>
        <dd>{formatSek(draft.netOre)}</dd>
        <dt>{t.totals.vat}</dt>
        <dd>{formatSek(draft.vatOre)}</dd>
        <dt>{t.totals.gross}</dt>
        <dd>
          <strong>{formatSek(draft.grossOre)}</strong>
        </dd>
      </dl>
      {draft.problems.length > 0 && (
        <div className="invoice-problems">
          <p>{h.problemsHeading}</p>
          <ul>
            {draft.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {draft.nightsWithoutDecision.length > 0 && (
        <div className="invoice-problems" role="note" aria-labelledby={`${id}-nodecision`}>
          <p id={`${id}-nodecision`}>
            <strong>{h.withoutDecisionHeading}</strong>
          </p>
          <p>{h.withoutDecisionIntro}</p>
          <ul>
            {draft.nightsWithoutDecision.map((n) => (
              <li key={`${n.guestId}-${n.roomName}`}>
                {h.withoutDecisionLine(n.guestName, n.unokod, n.roomName, compactNights(n.nights))}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-note`}>{h.noteLabel}</label>
        <textarea id={`${id}-note`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="kit-buttons">
        <button type="button" disabled={!ready || loading} aria-label={h.sendFor(region)} onClick={() => setConfirming(true)}>
          {h.send}
        </button>
      </div>
      {confirming && (
        <Modal title={h.confirmTitle} alert onClose={() => setConfirming(false)}>
          <p>{h.confirmText(region, monthName(draft.month), formatSek(draft.grossOre))}</p>
          <div className="kit-buttons">
            <button type="button" onClick={() => void confirm()}>
              {h.confirmSend}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {sv.common.cancel}
            </button>
          </div>
        </Modal>
      )}
    </article>
  );
}
