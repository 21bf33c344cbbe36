/** Invoices as CSV for Swedish Excel (platform/csv.ts: BOM, semicolons, CRLF, formula guard); amounts in kronor with a decimal comma. */
import { csvNumber, toCsv } from '../platform/csv';
import type { InvoiceView } from './invoice.view';
import { kronor as kronorText } from './money';

/** Amounts as numbers the spreadsheet sums, credit notes' negative ones too (issue 30). */
const kronor = (ore: number) => csvNumber(kronorText(ore));

const KIND = { invoice: 'Faktura', credit_note: 'Kreditfaktura' } as const;
const STATUS = { sent: 'Skickad', disputed: 'Bestriden', attested: 'Attesterad', paid: 'Betald', credited: 'Krediterad' } as const;

export const INVOICE_CSV_HEADER = [
  'Rad',
  'Gäst',
  'UNO',
  'Rum',
  'Nätter',
  'Datum',
  'Pris per natt (kr)',
  'Belopp (kr)',
  'Moms (%)',
  'Moms (kr)',
  'Summa (kr)',
] as const;

/** The column an invoice with lines under a biståndsbeslut adds (issue 38 §3); others keep the columns they had. */
export const DECISION_CSV_COLUMN = 'Biståndsbeslut';

const percent = (bp: number) => csvNumber(kronorText(bp).replace(/,00$/, ''));

/** One invoice: a heading block (number, parties, dates, status), the lines, and the totals. */
export function invoiceCsv(i: InvoiceView): string {
  const byDecision = i.lines.some((l) => l.caseNumber !== null);
  const decision = (v: string | null): string[] => (byDecision ? [v ?? ''] : []);
  return toCsv([
    [KIND[i.kind], i.number],
    ['Härbärge', i.shelter.name],
    ['Region', i.region.name],
    ['Period', `${i.periodStart} – ${i.periodEnd}`],
    ['Fakturadatum', i.issueDate],
    ['Förfallodatum', i.dueDate],
    ['Status', STATUS[i.status]],
    ...(i.credits ? [['Krediterar faktura', i.credits.number]] : []),
    [],
    [...INVOICE_CSV_HEADER, ...decision(DECISION_CSV_COLUMN)],
    ...i.lines.map((l) => [
      l.lineNo,
      l.guestName,
      l.unokod,
      l.roomName,
      l.nights.length,
      l.nights.join(' '),
      kronor(l.unitPriceOre),
      kronor(l.netOre),
      percent(l.vatRateBp),
      kronor(l.vatOre),
      kronor(l.grossOre),
      ...decision(l.caseNumber),
    ]),
    [
      'Totalt',
      '',
      '',
      '',
      i.lines.reduce((s, l) => s + l.nights.length, 0),
      '',
      '',
      kronor(i.netOre),
      '',
      kronor(i.vatOre),
      kronor(i.grossOre),
    ],
  ]);
}

export const MONTH_CSV_HEADER = [
  'Nummer',
  'Typ',
  'Krediterar',
  'Härbärge',
  'Region',
  'Period',
  'Fakturadatum',
  'Förfallodatum',
  'Status',
  'Netto (kr)',
  'Moms (kr)',
  'Summa (kr)',
] as const;

/** A month's invoices, one row each; credit notes count negative in the total. */
export function monthCsv(month: string, invoices: readonly InvoiceView[]): string {
  const sign = (i: InvoiceView) => (i.kind === 'credit_note' ? -1 : 1);
  const rows = [...invoices].sort((a, b) => a.shelter.name.localeCompare(b.shelter.name, 'sv') || a.number - b.number);
  return toCsv([
    MONTH_CSV_HEADER,
    ...rows.map((i) => [
      i.number,
      KIND[i.kind],
      i.credits?.number ?? '',
      i.shelter.name,
      i.region.name,
      month,
      i.issueDate,
      i.dueDate,
      STATUS[i.status],
      kronor(sign(i) * i.netOre),
      kronor(sign(i) * i.vatOre),
      kronor(sign(i) * i.grossOre),
    ]),
    [
      'Totalt',
      '',
      '',
      '',
      '',
      month,
      '',
      '',
      '',
      kronor(rows.reduce((s, i) => s + sign(i) * i.netOre, 0)),
      kronor(rows.reduce((s, i) => s + sign(i) * i.vatOre, 0)),
      kronor(rows.reduce((s, i) => s + sign(i) * i.grossOre, 0)),
    ],
  ]);
}

export const invoiceFilename = (i: InvoiceView, ext: string) =>
  `${i.kind === 'credit_note' ? 'kreditfaktura' : 'faktura'}-${i.shelter.id}-${i.number}.${ext}`;
