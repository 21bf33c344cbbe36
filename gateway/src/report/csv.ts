/**
 * CSV for Swedish Excel: UTF-8 with a byte-order mark (so å ä ö open right), semicolons between
 * fields (the comma is the Swedish decimal sign), CRLF between lines, RFC 4180 quoting.
 */
import type { NightsReport } from './report.service';

export const BOM = '\uFEFF';
export const SEPARATOR = ';';

/**
 * One cell. Text that a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return) gets a leading apostrophe; a cell holding the separator, a quote or a line
 * break is quoted, with its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + rows.map((r) => r.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

export const NIGHTS_CSV_HEADER = ['Gäst', 'UNO', 'Boende', 'Region', 'Nätter', 'Från', 'Till'] as const;

/**
 * The nights report as a table: a header, one line per guest and shelter, and a total line.
 * Från and Till are the report's range (both nights included) on every line, so a line copied on
 * its own still says which period its nights belong to.
 */
export function nightsCsv(report: NightsReport): string {
  return toCsv([
    NIGHTS_CSV_HEADER,
    ...report.rows.map((r) => [
      `${r.firstName} ${r.lastName}`.trim(),
      r.unokod,
      r.shelter.name,
      r.region.name,
      r.nights,
      report.start,
      report.end,
    ]),
    ['Totalt', '', '', '', report.totalNights, report.start, report.end],
  ]);
}

export const nightsCsvFilename = (report: NightsReport): string => `natter-${report.start}-${report.end}.csv`;
