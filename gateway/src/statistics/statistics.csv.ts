/**
 * Beläggning och avvisningar as CSV (issue 37): the existing CSV conventions (platform/csv.ts:
 * UTF-8 with BOM, semicolons, CRLF, the formula guard), counts of people 1–4 written "<5".
 */
import { toCsv, type CsvValue } from '../platform/csv';
import { suppress } from './statistics.rules';
import type { OccupancyFigures, OccupancyReport } from './statistics.view';

export const OCCUPANCY_CSV_HEADER = [
  'Nivå',
  'Boende',
  'Region',
  'Från',
  'Till',
  'Erbjudna platser',
  'Varav kvinnoplatser',
  'Använda platser',
  'Varav kvinnoplatser använda',
  'Hållna men oanvända',
  'Förfrågningar',
  'Avvisade personer',
  'Avvisade: fullt',
  'Avvisade: kvar i kö',
  'Avvisade: nekade',
  'Gäster',
] as const;

/** Beds are not people: written out. Every count of people goes through `suppress`. */
export function figureCells(f: OccupancyFigures): CsvValue[] {
  return [
    f.bedsOffered,
    f.womenOnlyBedsOffered,
    suppress(f.bedsUsed),
    suppress(f.womenOnlyBedsUsed),
    suppress(f.heldNotUsed),
    suppress(f.requests),
    suppress(f.turnedAway),
    suppress(f.turnedAwayFull),
    suppress(f.turnedAwayQueued),
    suppress(f.turnedAwayDeclined),
    suppress(f.guests),
  ];
}

/**
 * One line per shelter and night, then per shelter, region and the whole scope over the period,
 * then the same totals a year before (when there is data).
 */
export function occupancyCsv(r: OccupancyReport): string {
  const rows: CsvValue[][] = [[...OCCUPANCY_CSV_HEADER]];
  for (const s of r.shelters) {
    for (const n of s.nights) rows.push(['Natt', s.shelter.name, s.region.name, n.night, n.night, ...figureCells(n)]);
  }
  for (const s of r.shelters) rows.push(['Boende', s.shelter.name, s.region.name, r.start, r.end, ...figureCells(s.totals)]);
  for (const g of r.regions) rows.push(['Region', '', g.region.name, r.start, r.end, ...figureCells(g.totals)]);
  rows.push(['Totalt', '', '', r.start, r.end, ...figureCells(r.totals)]);
  if (r.hasPrevious) {
    for (const s of r.shelters) {
      if (s.previous)
        rows.push(['Boende, året före', s.shelter.name, s.region.name, r.previousStart, r.previousEnd, ...figureCells(s.previous)]);
    }
    for (const g of r.regions) {
      if (g.previous) rows.push(['Region, året före', '', g.region.name, r.previousStart, r.previousEnd, ...figureCells(g.previous)]);
    }
    if (r.previous) rows.push(['Totalt, året före', '', '', r.previousStart, r.previousEnd, ...figureCells(r.previous)]);
  }
  return toCsv(rows);
}

export const occupancyCsvFilename = (r: OccupancyReport): string => `belaggning-${r.start}-${r.end}.csv`;
