import { type LocalDate, isLocalDate, stockholmDate } from './dates';

/** The one source of "now" and "today" (DESIGN §4: Stockholm's date, never CURRENT_DATE). */
export interface Clock {
  now(): Date;
  today(): LocalDate;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => stockholmDate(new Date()),
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
