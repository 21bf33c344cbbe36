import { type LocalDate, isLocalDate, stockholmDate } from './dates';

/** The one source of "now" and "today" (DESIGN §4: Stockholm's date, never CURRENT_DATE). */
export interface Clock {
  now(): Date;
  today(): LocalDate;
}

/**
 * Stockholm's date for a UTC minute, remembered for that minute: Stockholm is a whole number of
 * hours from UTC, so its date never changes inside a UTC minute, and formatting the date on every
 * request was a measurable share of a small answer (issue 11's profile).
 */
export function minuteCachedToday(dateAt: (at: Date) => LocalDate = stockholmDate): () => LocalDate {
  let minute = NaN;
  let date = '';
  return () => {
    const now = Date.now();
    const m = Math.floor(now / 60_000);
    if (m !== minute) {
      date = dateAt(new Date(now));
      minute = m;
    }
    return date;
  };
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: minuteCachedToday(),
};

/** A clock stopped on one Stockholm date (tests, and NOQ_TODAY for demos). */
export function fixedClock(today: LocalDate): Clock {
  if (!isLocalDate(today)) throw new RangeError(`not a yyyy-MM-dd date: ${today}`);
  return { now: () => new Date(), today: () => today };
}

/** A clock whose date tests can move. */
export class MutableClock implements Clock {
  constructor(private date: LocalDate) {}
  now(): Date {
    return new Date();
  }
  today(): LocalDate {
    return this.date;
  }
  set(date: LocalDate): void {
    this.date = date;
  }
}

/**
 * A clock stopped at one instant: its date is Stockholm's date then (tests of what happens at a
 * time of day, e.g. the no-show release at the latest check-in time).
 */
export function instantClock(at: Date | string): Clock {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not an instant: ${String(at)}`);
  const today = stockholmDate(instant);
  return { now: () => new Date(instant), today: () => today };
}
