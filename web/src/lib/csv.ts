/**
 * CSV the way the gateway's export writes it (for Swedish Excel): UTF-8 with a byte-order mark so
 * å ä ö open right, semicolons between fields (the comma is the Swedish decimal sign), CRLF line
 * ends, RFC 4180 quoting, and a leading apostrophe on text a spreadsheet would run as a formula.
 */
export type CsvValue = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const toCsv = (rows: readonly (readonly CsvValue[])[]): string =>
  CSV_BOM + rows.map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';

/** A file name without characters that file systems or browsers refuse. */
export const safeFileName = (name: string): string =>
  name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

/** Makes the browser save `content` as `fileName` (a temporary object URL and a clicked link). */
export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
