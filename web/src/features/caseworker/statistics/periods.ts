/**
 * The 'Incheckade' quick periods of the statistics page (SPEC §2, §9), as pure functions of the
 * day they are asked on, so they are tested on a fixed clock. Dates are 'yyyy-MM-dd'.
 */
import { endOfMonth, endOfWeek, startOfMonth, startOfWeek, subMonths } from 'date-fns';
import { fromLocalDate, toLocalDate } from '../../../lib/dates';

export interface Period {
  /** The first night, included. */
  start: string;
  /** The last night, included. */
  end: string;
}

/** Idag: tonight only. */
export const todayPeriod = (today: string): Period => ({ start: today, end: today });

/** Denna vecka: Monday to the week's end, Sunday (SPEC §9: the week starts on Monday). */
export function thisWeekPeriod(today: string): Period {
  const d = fromLocalDate(today);
  return {
    start: toLocalDate(startOfWeek(d, { weekStartsOn: 1 })),
    end: toLocalDate(endOfWeek(d, { weekStartsOn: 1 })),
  };
}

/** Förra månaden (issue 23 §10: billing is monthly): the whole month before today's. */
export function lastMonthPeriod(today: string): Period {
  const previous = subMonths(fromLocalDate(today), 1);
  return { start: toLocalDate(startOfMonth(previous)), end: toLocalDate(endOfMonth(previous)) };
}

/** Denna månad: the 1st of the month to today; also what choosing 'All guests' resets to. */
export const thisMonthPeriod = (today: string): Period => ({
  start: toLocalDate(startOfMonth(fromLocalDate(today))),
  end: today,
});

/** SPEC §5: both dates required, the end not before the start. Null when the period is fine. */
export function periodProblem(start: string | null, end: string | null): 'missing' | 'end-before-start' | null {
  if (!start || !end) return 'missing';
  return end < start ? 'end-before-start' : null;
}
