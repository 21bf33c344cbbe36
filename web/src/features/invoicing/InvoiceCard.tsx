import { type ReactNode, useId, useState } from 'react';
import type { InvoiceFieldsFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv-invoicing';
import { formatDateTime, formatSek } from './format';
import { DecisionNightsTable, InvoiceLinesTable } from './InvoiceLinesTable';

const t = sv.invoicing;

/** "Faktura LJ-0007": the number as printed on the invoice (with the shelter's prefix, issue 30). */
export const invoiceTitle = (invoice: Pick<InvoiceFieldsFragment, 'kind' | 'number'> & { displayNumber?: string }): string =>
  t.title(invoice.kind, invoice.displayNumber ?? invoice.number);

/** The invoice's status as a badge: the word is always written, the colour supports it. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceFieldsFragment, 'kind' | 'status'> }) {
  // A credit note has no flow of its own ('sent' for ever): its kind says what it is.
  if (invoice.kind === 'credit_note') return <span className="kit-status invoice-status-credit_note">{t.kindLabel.credit_note}</span>;
  return <span className={`kit-status invoice-status-${invoice.status}`}>{t.statusLabel[invoice.status]}</span>;
}

/**
 * One sent invoice or credit note: its head (number, status, buyer or seller, dates, amount) always,
 * the page's actions for it, and behind a disclosure button its lines, totals, notes, downloads
 * and history. `party` says whom the page names ('region' for the host, 'both' for the caseworker).
 */
export function InvoiceCard({
  invoice,
  party,
  compare,
  open: openInitially = false,
  named,
  children,
}: {
  invoice: InvoiceFieldsFragment;
  party: 'region' | 'both';
  compare: boolean;
  open?: boolean;
  /**
   * The invoice's name in its regions' names (lines, decisions, downloads) when its title alone is
   * not unique on the page: two shelters number their invoices apart, so a caseworker may see two
   * "Faktura 1" (no two landmarks may share a name: axe's landmark-unique). The title otherwise.
   */
  named?: string;
  /** The page's actions for this invoice (always shown, under its head). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(openInitially);
  const detailsId = useId();
  const title = invoiceTitle(invoice);
  const name = named ?? title;
  const credit = invoice.kind === 'credit_note';
  const differing = compare ? invoice.lines.filter((l) => l.check && !l.check.matches).length : 0;
  return (
    <article className="card invoice-card" data-invoice-id={invoice.id} aria-labelledby={`${detailsId}-title`}>
      <div className="kit-card-head">
        <h3 id={`${detailsId}-title`}>{title}</h3>
        <InvoiceStatusBadge invoice={invoice} />
      </div>
      <p className="invoice-facts">
        {party === 'both' && <span>{t.from(invoice.shelter.name)}</span>}
        <span>{t.to(invoice.region.name)}</span>
        {invoice.credits && <span>{t.creditsInvoice(invoice.credits.number)}</span>}
        <span>{t.issued(invoice.issueDate)}</span>
        {!credit && <span>{t.due(invoice.dueDate)}</span>}
        <strong className="invoice-amount">{formatSek(credit ? -invoice.grossOre : invoice.grossOre)}</strong>
      </p>
      {invoice.creditNotes.length > 0 && (
        <p className="invoice-facts">{t.creditedBy(invoice.creditNotes.map((c) => invoiceTitle(c)).join(', '))}</p>
      )}
      {compare && !credit && (
        <p className={differing > 0 ? 'invoice-check-differs' : 'invoice-check-ok'}>
          {differing > 0 ? t.check.summary(differing) : t.check.allMatch}
        </p>
      )}
      {children}
      <button
        type="button"
        className="secondary invoice-toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t.hideDetails(title) : t.showDetails(title)}
      </button>
      <div id={detailsId} hidden={!open} className="invoice-details">
        {open && (
          <>
            <InvoiceLinesTable title={name} lines={invoice.lines} compare={compare && !credit} />
            {invoice.decisionNights.length > 0 && <DecisionNightsTable title={name} rows={invoice.decisionNights} />}
            <dl className="invoice-totals">
              <dt>{t.totals.net}</dt>
              <dd>{formatSek(invoice.netOre)}</dd>
              <dt>{t.totals.vat}</dt>
              <dd>{formatSek(invoice.vatOre)}</dd>
              <dt>{credit ? t.totals.credited : t.totals.gross}</dt>
              <dd>
                <strong>{formatSek(invoice.grossOre)}</strong>
              </dd>
            </dl>
            {invoice.buyerReference && <p className="invoice-facts">{t.reference(invoice.buyerReference)}</p>}
            {invoice.note && <p className="invoice-facts">{t.note(invoice.note)}</p>}
            <nav aria-label={t.downloads.label(name)} className="invoice-downloads">
              <a href={invoice.downloads.pdf} download>
                {t.downloads.pdf}
              </a>
              <a href={invoice.downloads.xml} download>
                {t.downloads.xml}
              </a>
              <a href={invoice.downloads.csv} download>
                {t.downloads.csv}
              </a>
            </nav>
            <details className="invoice-history">
              <summary>{t.history}</summary>
              <ul>
                {invoice.events.map((e) => (
                  <li key={e.id}>
                    {t.historyLine(t.eventLabel[e.action] ?? e.action, e.actorName, formatDateTime(e.at))}
                    {e.text && <q className="invoice-event-text">{e.text}</q>}
                  </li>
                ))}
              </ul>
            </details>
          </>
        )}
      </div>
    </article>
  );
}
