import { useId } from 'react';
import type { InvoiceFieldsFragment, InvoiceLineFieldsFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv-invoicing';
import { ScrollTable } from '../../ui/ScrollTable';
import { compactNights, formatRate, formatSek } from './format';
import '../../ui/card-table.css';

const t = sv.invoicing;

/** What the comparison with the nights report says about a line (issue 21 §5). */
export function checkText(check: NonNullable<InvoiceLineFieldsFragment['check']>): string {
  if (check.matches) return t.check.matches;
  const parts: string[] = [];
  if (check.difference > 0) parts.push(t.check.more(check.difference));
  if (check.difference < 0) parts.push(t.check.fewer(-check.difference));
  if (check.nightsNotInReport.length > 0) parts.push(t.check.notInReport(compactNights(check.nightsNotInReport)));
  if (check.nightsOutsideDecision.length > 0) parts.push(t.check.outsideDecision(compactNights(check.nightsOutsideDecision)));
  return `${t.check.differs}: ${parts.join('; ') || t.check.differs}`;
}

/**
 * The lines of a sent invoice: a table on a desktop, a card per line on a phone. With `compare`,
 * each line also shows the nights report's count and the difference; a line that differs is
 * highlighted and says how (the colour only supports the words).
 */
export function InvoiceLinesTable({
  title,
  lines,
  compare,
}: {
  title: string;
  lines: readonly InvoiceLineFieldsFragment[];
  compare: boolean;
}) {
  const c = t.columns;
  return (
    <ScrollTable label={t.linesLabel(title)}>
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
            {compare && <th scope="col">{c.report}</th>}
            {compare && <th scope="col">{c.difference}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const differs = compare && line.check !== null && line.check !== undefined && !line.check.matches;
            const classes = [
              differs ? 'invoice-line-differs' : '',
              line.creditedBy ? 'invoice-line-credited' : '',
              line.disputeReason ? 'invoice-line-disputed' : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <tr key={line.id} data-line-id={line.id} className={classes || undefined}>
                <th scope="row" className="card-table-title">
                  {line.guestName}
                  {line.caseNumber && <span className="invoice-line-note">{t.lineDecision(line.caseNumber)}</span>}
                  {line.creditedBy && <span className="invoice-line-note">{t.lineCredited(line.creditedBy.number)}</span>}
                  {line.disputeReason && (
                    <span className="invoice-line-note invoice-line-note-warn">{t.lineDisputed(line.disputeReason)}</span>
                  )}
                </th>
                <td data-label={c.uno}>{line.unokod}</td>
                <td data-label={c.room}>{line.roomName}</td>
                <td data-label={c.nights}>{compactNights(line.nights)}</td>
                <td data-label={c.count}>{line.nights.length}</td>
                <td data-label={c.price} className="invoice-amount">
                  {formatSek(line.unitPriceOre)}
                </td>
                <td data-label={c.amount} className="invoice-amount">
                  {formatSek(line.netOre)}
                </td>
                <td data-label={c.vat} className="invoice-amount">
                  {line.vatOre === 0 ? formatRate(line.vatRateBp) : `${formatRate(line.vatRateBp)}: ${formatSek(line.vatOre)}`}
                </td>
                {compare && <td data-label={c.report}>{line.check ? t.nightsCount(line.check.reportNights) : ''}</td>}
                {compare && (
                  <td data-label={c.difference} className={differs ? 'invoice-check-differs' : 'invoice-check-ok'}>
                    {line.check ? checkText(line.check) : ''}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/**
 * The attest view by decision (issue 38 §3): an invoice's nights per biståndsbeslut and guest, and
 * lines without one where one is required; a row with nights no decision covers now is flagged in
 * words (the colour only supports them).
 */
export function DecisionNightsTable({ title, rows }: { title: string; rows: readonly InvoiceFieldsFragment['decisionNights'][number][] }) {
  const d = t.decisions;
  const headingId = useId();
  return (
    <section className="invoice-decisions" aria-labelledby={headingId}>
      <h4 id={headingId}>{d.heading}</h4>
      <ScrollTable label={d.label(title)}>
        <table className="card-table">
          <thead>
            <tr>
              <th scope="col">{d.caseNumber}</th>
              <th scope="col">{d.guest}</th>
              <th scope="col">{d.nights}</th>
              <th scope="col">{d.lines}</th>
              <th scope="col">{d.outside}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const flagged = r.decisionId === null || r.nightsOutsideDecision > 0;
              return (
                <tr
                  key={`${r.decisionId ?? 'none'}-${r.guestName}-${r.lineNos.join('.')}`}
                  className={flagged ? 'invoice-line-differs' : undefined}
                >
                  <th scope="row" className="card-table-title">
                    {r.caseNumber ?? d.none}
                  </th>
                  <td data-label={d.guest}>{r.guestName}</td>
                  <td data-label={d.nights}>{r.nights}</td>
                  <td data-label={d.lines}>{d.lineNos(r.lineNos)}</td>
                  <td data-label={d.outside} className={flagged ? 'invoice-check-differs' : 'invoice-check-ok'}>
                    {flagged ? t.nightsCount(r.decisionId === null ? r.nights : r.nightsOutsideDecision) : d.ok}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}
