/**
 * CSV for Swedish Excel: UTF-8 with a byte-order mark (so å ä ö open right), semicolons between
 * fields (the comma is the Swedish decimal sign), CRLF between lines, RFC 4180 quoting. Shared by
 * every export (the nights report, the host's Ikväll list).
 */
export const BOM = '\uFEFF';
export const SEPARATOR = ';';

/**
 * A number written the Swedish way ("-1350,00", decimal comma) that the spreadsheet must read as a
 * number (issue 30): a credit note's negative amount went out as "'-1350,00", text a sum leaves
 * out. Only digits, one comma and a leading minus pass, so nothing a spreadsheet runs can.
 */
export interface CsvNumber {
  readonly number: string;
}

export function csvNumber(text: string): CsvNumber {
  if (!/^-?\d+(,\d+)?$/.test(text)) throw new Error(`not a number: ${text}`);
  return { number: text };
}

export type CsvValue = string | number | CsvNumber | null | undefined;

/**
 * One cell. Text that a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return) gets a leading apostrophe; a cell holding the separator, a quote or a line
 * break is quoted, with its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return value.number;
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return BOM + rows.map((r) => r.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
