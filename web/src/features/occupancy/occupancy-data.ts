/**
 * Beläggning och avvisningar's pure parts (issue 37): the period asked, the percentages, the
 * week-by-weekday grid of the heat map, and the CSV link. Dates are 'yyyy-MM-dd'.
 */
import { endOfMonth, startOfMonth, subMonths } from 'date-fns';
import { fromLocalDate, toLocalDate } from '../../lib/dates';
import type { OccupancyPeriod } from '../../gql/graphql';

export interface PeriodChoice {
  period: OccupancyPeriod;
  /** A night of the period (night, week, month). */
  date: string | null;
  /** The range's first and last nights (range). */
  start: string | null;
  end: string | null;
}

/** What the page opens with: last month (what a caseworker plans with). */
export function lastMonth(today: string): PeriodChoice {
  const previous = subMonths(fromLocalDate(today), 1);
  return {
    period: 'month',
    date: toLocalDate(startOfMonth(previous)),
    start: toLocalDate(startOfMonth(previous)),
    end: toLocalDate(endOfMonth(previous)),
  };
}

/** Null when the choice can be asked; else which problem. */
export function choiceProblem(c: PeriodChoice): 'missing' | 'end-before-start' | null {
  if (c.period !== 'range') return c.date ? null : 'missing';
  if (!c.start || !c.end) return 'missing';
  return c.end < c.start ? 'end-before-start' : null;
}

/** The query's variables for a choice (only the dates its period reads). */
export function choiceVariables(c: PeriodChoice): {
  period: OccupancyPeriod;
  date: string | null;
  start: string | null;
  end: string | null;
} {
  return c.period === 'range'
    ? { period: c.period, date: null, start: c.start, end: c.end }
    : { period: c.period, date: c.date, start: null, end: null };
}

/** Used of offered, in whole percent; null when nothing was offered. */
export const percentOf = (used: number, offered: number): number | null => (offered > 0 ? Math.round((used / offered) * 100) : null);

/** ISO week number of a date (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: string): number {
  const d = fromLocalDate(date);
  const day = (d.getDay() + 6) % 7; // Monday 0
  const thursday = new Date(d.getFullYear(), d.getMonth(), d.getDate() - day + 3);
  const firstThursday = new Date(thursday.getFullYear(), 0, 4);
  const firstDay = (firstThursday.getDay() + 6) % 7;
  const week1Thursday = new Date(firstThursday.getFullYear(), 0, 4 - firstDay + 3);
  return 1 + Math.round((thursday.getTime() - week1Thursday.getTime()) / (7 * 86_400_000));
}

/** Monday 0 … Sunday 6. */
export const weekday = (date: string): number => (fromLocalDate(date).getDay() + 6) % 7;

export interface HeatRow {
  week: number;
  /** Per weekday (Monday first): occupancy in percent, or null (no night of the period, or no beds). */
  cells: (number | null)[];
}

/** The nights as weeks (rows) by weekday (columns) of occupancy in percent. */
export function heatRows(nights: readonly { night: string; bedsUsed: number; bedsOffered: number }[]): HeatRow[] {
  const rows: HeatRow[] = [];
  let current: HeatRow | null = null;
  let currentMonday = '';
  for (const n of nights) {
    const d = fromLocalDate(n.night);
    const monday = toLocalDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() - weekday(n.night)));
    if (!current || monday !== currentMonday) {
      current = { week: isoWeek(n.night), cells: [null, null, null, null, null, null, null] };
      currentMonday = monday;
      rows.push(current);
    }
    current.cells[weekday(n.night)] = percentOf(n.bedsUsed, n.bedsOffered);
  }
  return rows;
}

/** The CSV export of the same numbers, on the REST path of the person's group. */
export function csvUrl(group: 'caseworker' | 'admin', c: PeriodChoice, regionId: string | null): string {
  const v = choiceVariables(c);
  const q = new URLSearchParams({ period: v.period });
  if (v.date) q.set('date', v.date);
  if (v.start) q.set('start', v.start);
  if (v.end) q.set('end', v.end);
  if (regionId) q.set('region_id', regionId);
  return `/api/${group}/statistics/occupancy/export.csv?${q.toString()}`;
}
