/**
 * The nights report's input rules: its filters and its range (issue 31 §1).
 */
import { daysBetween, isLocalDate, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';

/** The longest range a report covers, both ends included (a leap year). */
export const MAX_REPORT_DAYS = 366;

/**
 * The optional guest filter as an id: absent (undefined, null, '') is "all guests"; anything else
 * must be a positive integer id, given as a number or as its digits.
 */
export function guestFilter(value: unknown): number | null {
  return idFilter(value, MESSAGES.BAD_USER_INPUT.reportGuestId);
}

/** Checks a report range: two yyyy-MM-dd dates, end not before start, at most MAX_REPORT_DAYS. */
export function reportRange(start: unknown, end: unknown): { start: LocalDate; end: LocalDate } {
  if (!isLocalDate(start) || !isLocalDate(end)) {
    throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.reportDates);
  }
  if (end < start) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.reportEndBeforeStart);
  if (daysBetween(start, end) + 1 > MAX_REPORT_DAYS) {
    throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.reportPeriod(MAX_REPORT_DAYS));
  }
  return { start, end };
}

/** An optional id of a report filter: null when left out, else a positive id or BAD_USER_INPUT with `message`. */
export function idFilter(value: unknown, message: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const s = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  if (/^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= 2_147_483_647) return Number(s);
  throw new AppError('BAD_USER_INPUT', message);
}
