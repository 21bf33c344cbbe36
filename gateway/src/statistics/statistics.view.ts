/**
 * The occupancy statistics as the adapters read them (issue 37): counts only, never people.
 */
import type { LocalDate } from '../platform/dates';
import { CURRENT, type FigureColumns, type OccupancySqlRow } from './statistics.sql';
import type { OccupancyPeriod } from './statistics.rules';

/** One night's or one period's numbers for a shelter, a region or the whole scope. */
export interface OccupancyFigures {
  /** Beds offered (each bed once per night). */
  bedsOffered: number;
  /** Of those, in women-only rooms. */
  womenOnlyBedsOffered: number;
  /** Beds used: checked-in guests (each guest once per night). */
  bedsUsed: number;
  /** Of those, in women-only rooms. */
  womenOnlyBedsUsed: number;
  /** Places held for a guest who never came (no-shows). */
  heldNotUsed: number;
  /** Bookings asked for that cover the night, whatever became of them. */
  requests: number;
  /** People who asked and got no bed anywhere in noQ that night (each once per night). */
  turnedAway: number;
  /** …of them declined while waiting for a full room. */
  turnedAwayFull: number;
  /** …of them left in the queue, never promoted. */
  turnedAwayQueued: number;
  /** …of them declined for another reason. */
  turnedAwayDeclined: number;
  /** Distinct guests who used a bed. */
  guests: number;
}

export interface OccupancyNight extends OccupancyFigures {
  night: LocalDate;
}

export interface OccupancyPlace {
  id: number;
  name: string;
}

export interface OccupancyShelter {
  shelter: OccupancyPlace;
  region: OccupancyPlace;
  totals: OccupancyFigures;
  /** The same period a year before; null when noQ has no bookings of that period in the scope. */
  previous: OccupancyFigures | null;
  nights: OccupancyNight[];
}

export interface OccupancyRegion {
  region: OccupancyPlace;
  totals: OccupancyFigures;
  previous: OccupancyFigures | null;
  nights: OccupancyNight[];
}

export interface OccupancyReport {
  period: OccupancyPeriod;
  start: LocalDate;
  end: LocalDate;
  previousStart: LocalDate;
  previousEnd: LocalDate;
  /** Whether the year before has data (any booking in the scope); else every `previous` is null. */
  hasPrevious: boolean;
  /** The whole scope: the caseworker's shelters, or the admin's region (or the country). */
  totals: OccupancyFigures;
  previous: OccupancyFigures | null;
  nights: OccupancyNight[];
  regions: OccupancyRegion[];
  shelters: OccupancyShelter[];
}

export const EMPTY_FIGURES: OccupancyFigures = {
  bedsOffered: 0,
  womenOnlyBedsOffered: 0,
  bedsUsed: 0,
  womenOnlyBedsUsed: 0,
  heldNotUsed: 0,
  requests: 0,
  turnedAway: 0,
  turnedAwayFull: 0,
  turnedAwayQueued: 0,
  turnedAwayDeclined: 0,
  guests: 0,
};

export function toFigures(c: FigureColumns): OccupancyFigures {
  const [
    bedsOffered,
    womenOnlyBedsOffered,
    bedsUsed,
    womenOnlyBedsUsed,
    heldNotUsed,
    requests,
    full,
    queued,
    declined,
    turnedAway,
    guests,
  ] = c;
  return {
    bedsOffered,
    womenOnlyBedsOffered,
    bedsUsed,
    womenOnlyBedsUsed,
    heldNotUsed,
    requests,
    turnedAway,
    turnedAwayFull: full,
    turnedAwayQueued: queued,
    turnedAwayDeclined: declined,
    guests,
  };
}

const collator = new Intl.Collator('sv', { sensitivity: 'accent' });

/**
 * The statement's rows as the report: the scope, each region and each shelter, their totals,
 * the year before's, and their nights. Shelters and regions sorted by name (Swedish order).
 */
export function toOccupancyReport(
  head: Omit<OccupancyReport, 'hasPrevious' | 'totals' | 'previous' | 'nights' | 'regions' | 'shelters'>,
  rows: OccupancySqlRow[],
  shelterRows: [number, string, number, string][],
): OccupancyReport {
  type Acc = { totals: OccupancyFigures; previous: OccupancyFigures; nights: OccupancyNight[] };
  const acc = new Map<string, Acc>();
  const of = (region: number | null, shelter: number | null): Acc => {
    const key = `${region ?? 0}:${shelter ?? 0}`;
    let a = acc.get(key);
    if (!a) {
      a = { totals: { ...EMPTY_FIGURES }, previous: { ...EMPTY_FIGURES }, nights: [] };
      acc.set(key, a);
    }
    return a;
  };
  for (const [period, night, region, shelter, ...cols] of rows) {
    const a = of(region, shelter);
    const figures = toFigures(cols as FigureColumns);
    if (night !== null) a.nights.push({ night, ...figures });
    else if (period === CURRENT) a.totals = figures;
    else a.previous = figures;
  }
  const scope = of(null, null);
  const hasPrevious = scope.previous.requests > 0;
  const prev = (a: Acc) => (hasPrevious ? a.previous : null);
  const regionNames = new Map(shelterRows.map(([, , id, name]) => [id, name]));
  const regions = [...regionNames]
    .sort((x, y) => collator.compare(x[1], y[1]) || x[0] - y[0])
    .map(([id, name]): OccupancyRegion => {
      const a = of(id, null);
      return { region: { id, name }, totals: a.totals, previous: prev(a), nights: a.nights };
    });
  const shelters = [...shelterRows]
    .sort((x, y) => collator.compare(x[1], y[1]) || x[0] - y[0])
    .map(([id, name, regionId, regionName]): OccupancyShelter => {
      const a = of(regionId, id);
      return { shelter: { id, name }, region: { id: regionId, name: regionName }, totals: a.totals, previous: prev(a), nights: a.nights };
    });
  return { ...head, hasPrevious, totals: scope.totals, previous: prev(scope), nights: scope.nights, regions, shelters };
}

/** The question: a period and, optionally, one region or one shelter of the actor's scope. */
export interface OccupancyQuery {
  period: unknown;
  /** A night of the period (night, week, month). */
  date?: unknown;
  /** The range's first and last night (range). */
  start?: unknown;
  end?: unknown;
  regionId?: unknown;
  shelterId?: unknown;
}
