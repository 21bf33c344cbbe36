/**
 * The occupancy statistics' input rules (issue 37): which nights a period covers, which nights the
 * same period a year before covers, and the small-count suppression of exports that leave noQ.
 * Pure: no database, no clock.
 */
import { addDays, daysBetween, isLocalDate, startOfMonth, startOfWeek, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';

export const OCCUPANCY_PERIODS = ['night', 'week', 'month', 'range'] as const;
export type OccupancyPeriod = (typeof OCCUPANCY_PERIODS)[number];

/** The longest range, both ends included (a leap year), as the nights report. */
export const MAX_OCCUPANCY_DAYS = 366;

export interface NightRange {
  /** The first night. */
  start: LocalDate;
  /** The last night (included). */
  end: LocalDate;
}

export interface PeriodRanges {
  period: OccupancyPeriod;
  current: NightRange;
  /** The same period a year before. */
  previous: NightRange;
}

/** The last day of the month that holds `date`. */
function endOfMonth(date: LocalDate): LocalDate {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The same calendar date a year earlier; 29 February becomes 28 February. */
export function yearBefore(date: LocalDate): LocalDate {
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(5);
  const candidate = `${y}-${md}`;
  return isLocalDate(candidate) ? candidate : `${y}-02-28`;
}

/**
 * The nights of a period and of the same period a year before:
 *   - night: that night; a year before, the night 364 days earlier (the same weekday);
 *   - week: Monday to Sunday of the week holding `date`; a year before, 52 weeks earlier (Monday to Sunday);
 *   - month: the calendar month holding `date`; a year before, the same month;
 *   - range: `start` to `end` (both included, at most 366 nights); a year before, the same dates.
 * Errors: BAD_USER_INPUT with a Swedish text.
 */
export function periodRanges(period: unknown, date: unknown, start?: unknown, end?: unknown): PeriodRanges {
  const p = typeof period === 'string' ? period.toLowerCase() : period;
  if (!(OCCUPANCY_PERIODS as readonly unknown[]).includes(p)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.occupancyPeriod);
  const kind = p as OccupancyPeriod;
  if (kind === 'range') {
    if (!isLocalDate(start) || !isLocalDate(end)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.reportDates);
    if (end < start) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.reportEndBeforeStart);
    if (daysBetween(start, end) + 1 > MAX_OCCUPANCY_DAYS) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.reportPeriod(MAX_OCCUPANCY_DAYS));
    }
    return { period: kind, current: { start, end }, previous: { start: yearBefore(start), end: yearBefore(end) } };
  }
  if (!isLocalDate(date)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.occupancyDate);
  if (kind === 'night')
    return { period: kind, current: { start: date, end: date }, previous: { start: addDays(date, -364), end: addDays(date, -364) } };
  if (kind === 'week') {
    const monday = startOfWeek(date);
    return {
      period: kind,
      current: { start: monday, end: addDays(monday, 6) },
      previous: { start: addDays(monday, -364), end: addDays(monday, -358) },
    };
  }
  const first = startOfMonth(date);
  const lastYear = yearBefore(first);
  return { period: kind, current: { start: first, end: endOfMonth(first) }, previous: { start: lastYear, end: endOfMonth(lastYear) } };
}

/** Why a person who asked for a bed that night got none (each person once per night, the first that applies). */
export const TURNED_AWAY_REASONS = ['full', 'queued', 'declined'] as const;
export type TurnedAwayReason = (typeof TURNED_AWAY_REASONS)[number];

/**
 * Counts that leave noQ (CSV exports, the REST statistics for integrators on request) show a count
 * of one to four people as "<5", as official statistics do, so that a small shelter's figures for a
 * short period cannot point at a person. 0 stays 0 (nobody), 5 and more are written out.
 */
export const SUPPRESSED = '<5';
export const suppress = (n: number): number | typeof SUPPRESSED => (n >= 1 && n <= 4 ? SUPPRESSED : n);
