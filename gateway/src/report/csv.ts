/** The nights report as CSV; the format and the CSV-injection guard are platform/csv.ts. */
import type { NightsReport } from './report.view';
import { toCsv } from '../platform/csv';

export { BOM, SEPARATOR, csvCell, toCsv } from '../platform/csv';

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
