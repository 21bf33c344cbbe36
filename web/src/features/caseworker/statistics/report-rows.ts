/**
 * The statistics table's rows as pure functions (SPEC §2, DESIGN §5/§13): one row per guest and
 * shelter, keyed by guest id (two guests who share a first name stay two rows), nights summed,
 * only rows above 0; sorting by any column; the guest dropdown's order; a row as CSV.
 */
import { fullName } from '../../../lib/full-name';
import { toCsv } from '../../../lib/csv';
import { compareSwedishBase as compareText } from '../../../lib/swedish-order';

/** What the nights report gives per guest and shelter (the GraphQL NightsReportRow). */
export interface ReportRowInput {
  guestId: string;
  firstName: string;
  lastName: string;
  unokod?: string | null;
  shelter: { id: string; name: string };
  region: { id: string; name: string };
  nights: number;
}

export interface ReportRow {
  /** guest id + shelter id: unique per row. */
  key: string;
  guestId: string;
  firstName: string;
  lastName: string;
  /** "First Last", as the table shows it. */
  guestName: string;
  unokod: string | null;
  shelterId: string;
  shelterName: string;
  regionId: string;
  regionName: string;
  nights: number;
}

export type SortKey = 'guest' | 'shelter' | 'nights' | 'region';
export type SortDirection = 'ascending' | 'descending';

/** SPEC §2's default order: by first name, then last name; ties by guest id and shelter name. */
function byFirstName(a: ReportRow, b: ReportRow): number {
  return (
    compareText(a.firstName, b.firstName) ||
    compareText(a.lastName, b.lastName) ||
    Number(a.guestId) - Number(b.guestId) ||
    compareText(a.shelterName, b.shelterName)
  );
}

/** Rows per guest id and shelter with their nights summed; rows of 0 nights are left out. */
export function groupRows(input: readonly ReportRowInput[]): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  for (const r of input) {
    const key = `${r.guestId}:${r.shelter.id}`;
    const row = rows.get(key);
    if (row) {
      row.nights += r.nights;
      continue;
    }
    rows.set(key, {
      key,
      guestId: r.guestId,
      firstName: r.firstName,
      lastName: r.lastName,
      guestName: fullName(r),
      unokod: r.unokod ?? null,
      shelterId: r.shelter.id,
      shelterName: r.shelter.name,
      regionId: r.region.id,
      regionName: r.region.name,
      nights: r.nights,
    });
  }
  return [...rows.values()].filter((r) => r.nights > 0).sort(byFirstName);
}

/** SPEC §2: selecting a guest filters the rows client-side by the guest's id; null keeps all. */
export const rowsOfGuest = (rows: readonly ReportRow[], guestId: string | null): ReportRow[] =>
  guestId === null ? [...rows] : rows.filter((r) => r.guestId === guestId);

/** Issue 23 §10: the report narrowed to one shelter and/or one region (null keeps all). */
export interface PlaceFilter {
  shelterId: string | null;
  regionId: string | null;
}

export const rowsAtPlace = (rows: readonly ReportRow[], place: PlaceFilter): ReportRow[] =>
  rows.filter(
    (r) => (place.shelterId === null || r.shelterId === place.shelterId) && (place.regionId === null || r.regionId === place.regionId),
  );

/** The shelters and the regions the report's rows name, each once, by name: the filters' choices. */
export function placeOptions(rows: readonly ReportRow[]): {
  shelters: { id: string; name: string }[];
  regions: { id: string; name: string }[];
} {
  const shelters = new Map<string, string>();
  const regions = new Map<string, string>();
  for (const r of rows) {
    shelters.set(r.shelterId, r.shelterName);
    regions.set(r.regionId, r.regionName);
  }
  const sorted = (m: Map<string, string>) => [...m].map(([id, name]) => ({ id, name })).sort((a, b) => compareText(a.name, b.name));
  return { shelters: sorted(shelters), regions: sorted(regions) };
}

/** The table sorted by a column header (DESIGN §13: SPEC's sort icons did nothing; ours sort). */
export function sortRows(rows: readonly ReportRow[], key: SortKey, direction: SortDirection): ReportRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const compare = (a: ReportRow, b: ReportRow): number => {
    switch (key) {
      case 'guest':
        return compareText(a.guestName, b.guestName);
      case 'shelter':
        return compareText(a.shelterName, b.shelterName);
      case 'region':
        return compareText(a.regionName, b.regionName);
      case 'nights':
        return a.nights - b.nights;
    }
  };
  // Ties keep the default order, whichever way the column runs.
  return [...rows].sort((a, b) => sign * compare(a, b) || byFirstName(a, b));
}

export const totalNights = (rows: readonly ReportRow[]): number => rows.reduce((sum, r) => sum + r.nights, 0);

/** Nights per shelter for the bar chart, most nights first. */
export function nightsPerShelter(rows: readonly ReportRow[]): { shelterId: string; shelterName: string; nights: number }[] {
  const byShelter = new Map<string, { shelterId: string; shelterName: string; nights: number }>();
  for (const r of rows) {
    const entry = byShelter.get(r.shelterId) ?? { shelterId: r.shelterId, shelterName: r.shelterName, nights: 0 };
    entry.nights += r.nights;
    byShelter.set(r.shelterId, entry);
  }
  return [...byShelter.values()].sort((a, b) => b.nights - a.nights || compareText(a.shelterName, b.shelterName));
}

/** SPEC §2: the dropdown's guests sorted alphabetically, ignoring case, by "first last". */
export function sortGuestOptions<G extends { id: string; firstName: string; lastName: string }>(guests: readonly G[]): G[] {
  const label = (g: G) => fullName(g).toLocaleLowerCase('sv');
  return [...guests].sort((a, b) => compareText(label(a), label(b)) || Number(a.id) - Number(b.id));
}

/**
 * 'Fakturera': one row's nights as a CSV file, in the columns of the server's export (so both
 * files read alike), with the period on the line.
 */
export function rowCsv(row: ReportRow, period: { start: string; end: string }, header: readonly string[]): string {
  return toCsv([header, [row.guestName, row.unokod, row.shelterName, row.regionName, row.nights, period.start, period.end]]);
}

/** The whole report as the gateway's REST export (same numbers as the table, DESIGN §5). */
export function exportCsvUrl(period: { start: string; end: string }, guestId: string | null, place?: PlaceFilter): string {
  const query = new URLSearchParams({ start: period.start, end: period.end });
  if (guestId !== null) query.set('guest_id', guestId);
  if (place?.shelterId) query.set('shelter_id', place.shelterId);
  if (place?.regionId) query.set('region_id', place.regionId);
  return `/api/caseworker/guests/nights/export.csv?${query.toString()}`;
}
