/**
 * The printable invoice (issue 21 §4): an A4 PDF drawn with pdfkit. The text is set in embedded
 * Noto Sans and Noto Sans Arabic (issue 30: every guest's name prints, right-to-left text shaped and
 * ordered; pdf-text.ts). Long invoices continue on further pages with the table header repeated;
 * every page carries the seller, the number and "Sida x av n".
 */
import { heightOf, put, registerFonts } from './pdf-text';
import type { LocalDate } from '../platform/dates';
import { DECISION_LABEL, F_SKATT, type InvoiceDocument, type InvoiceLineDocument, type InvoiceParty, vatExemptionOf } from './document';
import { onFirstUse } from '../platform/on-first-use';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the first PDF (platform/on-first-use.ts)
const pdfkit = onFirstUse(() => require('pdfkit') as typeof import('pdfkit'));

const NBSP = '\u00a0';

/** Swedish money: "1 234,50 kr" (no-break spaces, so an amount never wraps). */
export function formatSek(ore: number): string {
  const abs = Math.abs(Math.round(ore));
  const kronor = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = ore < 0 && abs !== 0 ? '-' : '';
  return `${sign}${kronor},${String(abs % 100).padStart(2, '0')}${NBSP}kr`;
}

/** A VAT rate in basis points as Swedish text: "0 %", "12,5 %". */
export function formatRate(rateBp: number): string {
  return `${String(rateBp / 100).replace('.', ',')}${NBSP}%`;
}

const MONTHS = ['jan', 'feb', 'mars', 'apr', 'maj', 'juni', 'juli', 'aug', 'sep', 'okt', 'nov', 'dec'];

/**
 * The nights of a line, compactly: runs of consecutive days per month, "1–3, 7, 9–12 mars";
 * "30–31 jan, 1–2 feb" across months. Each date is the evening of the night.
 */
export function compactNights(nights: readonly LocalDate[]): string {
  const days = [...new Set(nights)].sort();
  const months: { key: string; runs: [number, number][] }[] = [];
  for (const date of days) {
    const key = date.slice(0, 7);
    const day = Number(date.slice(8, 10));
    let month = months[months.length - 1];
    if (month?.key !== key) {
      month = { key, runs: [] };
      months.push(month);
    }
    const run = month.runs[month.runs.length - 1];
    if (run && run[1] === day - 1) run[1] = day;
    else month.runs.push([day, day]);
  }
  return months
    .map(({ key, runs }) => {
      const name = MONTHS[Number(key.slice(5, 7)) - 1] ?? key;
      const parts = runs.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`));
      return `${parts.join(', ')}${NBSP}${name}`;
    })
    .join(', ');
}

// Geometry in PDF points (A4 is 595.28 × 841.89).
const MARGIN = 48;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 28;
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
const GREY = '#555555';
const RULE = '#999999';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  /** `signed` turns a stored amount into the one shown (negative on a credit note). */
  cell(line: InvoiceLineDocument, signed: (ore: number) => number): string;
}

// The VAT column holds "25 %" over "1 115,20 kr" on one line each (issue 30).
const COLUMNS: Column[] = [
  // A line billed under a biståndsbeslut names its case number under the description (issue 38 §3).
  {
    header: 'Beskrivning',
    width: 132,
    align: 'left',
    cell: (l) => (l.caseNumber ? `${l.description}\n${DECISION_LABEL} ${l.caseNumber}` : l.description),
  },
  { header: 'UNO', width: 34, align: 'left', cell: (l) => l.unokod },
  { header: 'Nätter', width: 98, align: 'left', cell: (l) => compactNights(l.nights) },
  { header: 'Antal', width: 32, align: 'right', cell: (l) => String(l.nights.length) },
  { header: 'À-pris', width: 62, align: 'right', cell: (l) => formatSek(l.unitPriceOre) },
  { header: 'Belopp', width: 70, align: 'right', cell: (l, signed) => formatSek(signed(l.netOre)) },
  {
    header: 'Moms',
    width: CONTENT_WIDTH - (132 + 34 + 98 + 32 + 62 + 70),
    align: 'right',
    cell: (l, signed) => (l.vatOre === 0 ? formatRate(l.vatRateBp) : `${formatRate(l.vatRateBp)}\n${formatSek(signed(l.vatOre))}`),
  },
];
const CELL_PAD = 3;
const TABLE_FONT = 8.5;

type Doc = PDFKit.PDFDocument;

function partyLines(p: InvoiceParty): string[] {
  return [
    p.street,
    `${/^\d{5}$/.test(p.postcode) ? `${p.postcode.slice(0, 3)} ${p.postcode.slice(3)}` : p.postcode} ${p.city}`.trim(),
    p.country && p.country !== 'SE' ? p.country : '',
    `Org.nr ${p.organisationNumber}`,
    // The seller's tax status exactly as the e-invoice states it (BT-31 / BT-32, issue 30).
    p.vatRegistered === true ? `Momsreg.nr SE${p.organisationNumber.replace(/\D/g, '')}01` : '',
    p.fSkatt === true ? F_SKATT : '',
    p.endpointId ? `E-fakturaadress ${p.endpointId}` : '',
    p.contact ?? '',
  ].filter((s) => s.trim() !== '');
}

/** Draws label/value rows right-aligned at (x, y); returns the y below them. */
function facts(doc: Doc, rows: [string, string][], x: number, y: number, width: number): number {
  const labelWidth = 96;
  for (const [label, value] of rows) {
    doc.fillColor(GREY);
    put(doc, label, x, y, { width: labelWidth, size: 9 });
    doc.fillColor('black');
    const h = heightOf(doc, value, width - labelWidth, { bold: true, size: 9 });
    put(doc, value, x + labelWidth, y, { width: width - labelWidth, bold: true, size: 9 });
    y += Math.max(h, 11) + 2;
  }
  return y;
}

function partyBlock(doc: Doc, heading: string, p: InvoiceParty, x: number, y: number, width: number): number {
  doc.fillColor(GREY);
  put(doc, heading.toUpperCase(), x, y, { width, characterSpacing: 0.5, size: 8 });
  y += 12;
  doc.fillColor('black');
  put(doc, p.name, x, y, { width, bold: true, size: 10.5 });
  y += heightOf(doc, p.name, width, { bold: true, size: 10.5 }) + 2;
  for (const line of partyLines(p)) {
    put(doc, line, x, y, { width, size: 9 });
    y += heightOf(doc, line, width, { size: 9 }) + 1;
  }
  return y;
}

function tableHeader(doc: Doc, y: number): number {
  let x = MARGIN;
  doc.fillColor('black');
  for (const col of COLUMNS) {
    put(doc, col.header, x + CELL_PAD, y, { width: col.width - 2 * CELL_PAD, align: col.align, bold: true, size: TABLE_FONT });
    x += col.width;
  }
  y += 13;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.8)
    .strokeColor('black')
    .stroke();
  return y + 4;
}

function rowHeight(doc: Doc, cells: string[]): number {
  let h = 0;
  cells.forEach((cell, i) => {
    const col = COLUMNS[i] as Column;
    h = Math.max(h, heightOf(doc, cell || ' ', col.width - 2 * CELL_PAD, { size: TABLE_FONT }));
  });
  return h + 6;
}

function drawRow(doc: Doc, cells: string[], y: number, height: number): void {
  let x = MARGIN;
  doc.fillColor('black');
  cells.forEach((cell, i) => {
    const col = COLUMNS[i] as Column;
    put(doc, cell, x + CELL_PAD, y, { width: col.width - 2 * CELL_PAD, align: col.align, size: TABLE_FONT });
    x += col.width;
  });
  const rule = y + height - 3;
  doc
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + CONTENT_WIDTH, rule)
    .lineWidth(0.3)
    .strokeColor(RULE)
    .stroke();
}

/** Starts a new page when `needed` points do not fit below `y`; returns where to continue. */
function ensureRoom(doc: Doc, y: number, needed: number, repeatHeader: boolean): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return repeatHeader ? tableHeader(doc, MARGIN) : MARGIN;
}

function paragraph(doc: Doc, heading: string, body: string, y: number): number {
  const h = heightOf(doc, body, CONTENT_WIDTH, { size: 9 }) + 14;
  y = ensureRoom(doc, y, h, false);
  doc.fillColor('black');
  put(doc, heading, MARGIN, y, { width: CONTENT_WIDTH, bold: true, size: 9 });
  put(doc, body, MARGIN, y + 12, { width: CONTENT_WIDTH, size: 9 });
  return y + h + 8;
}

/** Renders the invoice or credit note as an A4 PDF. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const credit = invoice.kind === 'credit_note';
  // A credit note shows what it takes back as negative amounts, whatever sign the document holds.
  const shown = (ore: number): number => (credit ? -Math.abs(ore) : ore);
  const title = credit ? 'KREDITFAKTURA' : 'FAKTURA';

  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // A stored invoice is a record: the same document gives the same metadata.
    info: {
      Title: `${credit ? 'Kreditfaktura' : 'Faktura'} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: `${invoice.periodStart} – ${invoice.periodEnd}`,
      CreationDate: new Date(`${invoice.issueDate}T00:00:00Z`),
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Head: the seller on the left, the title and the invoice's facts on the right.
  const half = CONTENT_WIDTH / 2;
  doc.fillColor('black');
  put(doc, invoice.seller.name, MARGIN, MARGIN, { width: half - 12, bold: true, size: 15 });
  put(doc, title, MARGIN + half, MARGIN, { width: half, align: 'right', bold: true, size: 20 });
  const factRows: [string, string][] = [
    [credit ? 'Kreditfakturanr' : 'Fakturanummer', invoice.number],
    ['Fakturadatum', invoice.issueDate],
  ];
  if (invoice.credits) factRows.push(['Krediterar faktura', `${invoice.credits.number} (${invoice.credits.issueDate})`]);
  if (!credit) factRows.push(['Förfallodatum', invoice.dueDate]);
  factRows.push(['Period', `${invoice.periodStart} – ${invoice.periodEnd}`]);
  if (invoice.buyerReference.trim()) factRows.push(['Er referens', invoice.buyerReference]);
  const factsEnd = facts(doc, factRows, MARGIN + half + 20, MARGIN + 32, half - 20);
  const sellerEnd = partyBlock(doc, 'Från', invoice.seller, MARGIN, MARGIN + 32, half - 12);
  let y = Math.max(factsEnd, sellerEnd) + 14;
  y = partyBlock(doc, credit ? 'Krediteras' : 'Faktureras', invoice.buyer, MARGIN, y, half - 12) + 18;

  // Lines.
  y = tableHeader(doc, y);
  if (invoice.lines.length === 0) {
    doc.fillColor(GREY);
    put(doc, 'Inga rader.', MARGIN + CELL_PAD, y, { size: TABLE_FONT });
    y += 16;
  }
  for (const line of invoice.lines) {
    const cells = COLUMNS.map((c) => c.cell(line, shown));
    const h = rowHeight(doc, cells);
    y = ensureRoom(doc, y, h, true);
    drawRow(doc, cells, y, h);
    y += h;
  }

  // Totals, right-aligned under the amounts.
  const totals: [string, string, boolean][] = [['Summa exkl. moms', formatSek(shown(invoice.totals.netOre)), false]];
  for (const v of invoice.totals.vat) {
    totals.push([`Moms ${formatRate(v.rateBp)} (på ${formatSek(shown(v.taxableOre))})`, formatSek(shown(v.taxOre)), false]);
  }
  totals.push([credit ? 'Att kreditera' : 'Att betala', formatSek(shown(invoice.totals.grossOre)), true]);
  y = ensureRoom(doc, y + 6, totals.length * 15 + 8, false);
  const labelX = MARGIN + CONTENT_WIDTH - 300;
  for (const [label, value, strong] of totals) {
    doc.fillColor('black');
    if (strong) {
      doc
        .moveTo(labelX, y - 2)
        .lineTo(MARGIN + CONTENT_WIDTH, y - 2)
        .lineWidth(0.8)
        .strokeColor('black')
        .stroke();
      y += 2;
    }
    put(doc, label, labelX, y, { width: 200, bold: strong, size: strong ? 11 : 9 });
    put(doc, value, labelX + 200, y, { width: 100, align: 'right', bold: strong, size: strong ? 11 : 9 });
    y += strong ? 18 : 14;
  }
  y += 10;

  // Payment, VAT note, the host's message.
  if (!credit) {
    const pay = [
      invoice.payment?.account ? `Betalas till ${invoice.payment.account}` : '',
      invoice.payment?.reference ? `ange referens ${invoice.payment.reference}` : `ange fakturanummer ${invoice.number}`,
      `senast ${invoice.dueDate}.`,
    ].filter(Boolean);
    const sentence = pay.join(', ');
    y = paragraph(doc, 'Betalning', sentence.charAt(0).toUpperCase() + sentence.slice(1), y);
  } else if (invoice.credits) {
    y = paragraph(doc, 'Kreditering', `Krediterar faktura ${invoice.credits.number} av ${invoice.credits.issueDate}.`, y);
  }
  if (invoice.totals.vat.some((v) => v.rateBp === 0)) {
    y = paragraph(doc, 'Moms', vatExemptionOf(invoice).text, y);
  }
  if (invoice.note.trim()) paragraph(doc, 'Meddelande', invoice.note, y);

  // Footer on every page; the bottom margin is lifted so the footer itself never adds a page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const fy = PAGE_HEIGHT - MARGIN - 10;
    doc
      .moveTo(MARGIN, fy - 6)
      .lineTo(MARGIN + CONTENT_WIDTH, fy - 6)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
    doc.fillColor(GREY);
    put(
      doc,
      `${invoice.seller.name} · Org.nr ${invoice.seller.organisationNumber} · ${title.toLowerCase()} ${invoice.number}`,
      MARGIN,
      fy,
      {
        width: CONTENT_WIDTH - 80,
        lineBreak: false,
        size: 7.5,
      },
    );
    put(doc, `Sida ${i - range.start + 1} av ${range.count}`, MARGIN + CONTENT_WIDTH - 80, fy, {
      width: 80,
      align: 'right',
      lineBreak: false,
      size: 7.5,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
