/**
 * CSV for Swedish Excel: UTF-8 with a byte-order mark (so å ä ö open right), semicolons between
 * fields (the comma is the Swedish decimal sign), CRLF between lines, RFC 4180 quoting. Shared by
 * every export (the nights report, the host's Ikväll list).
 */
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
