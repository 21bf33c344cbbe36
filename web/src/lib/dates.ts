import { monthLabels } from '../i18n/sv/common';

// Stay dates travel as 'yyyy-MM-dd' strings (DESIGN §4); these helpers never shift a day. They are
// plain arithmetic on purpose: no date library in every route's JavaScript, and no Intl formatter
// built during a page's first render (its first construction costs ~100 ms on a slow phone; issue 17).

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A local calendar day as 'yyyy-MM-dd'. */
export const toLocalDate = (d: Date): string => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** 'yyyy-MM-dd' as that day's local midnight (an invalid Date for anything else). */
export const fromLocalDate = (s: string): Date => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return new Date(Number.NaN);
  const d = new Date(2000, Number(m[2]) - 1, Number(m[3]));
  d.setFullYear(Number(m[1]));
  return d;
};

/** '22 NOV' with SPEC §9's month labels (or another language's, issue 18). */
export const dayMonth = (s: string, labels: readonly string[] = monthLabels): string => {
  const d = fromLocalDate(s);
  return `${d.getDate()} ${labels[d.getMonth()] ?? ''}`;
};

/** 'dd/MM' for the host's 7-day table columns (SPEC §2). */
export const dayColumn = (s: string): string => `${s.slice(8, 10)}/${s.slice(5, 7)}`;

/**
 * Minutes Stockholm is ahead of UTC at the instant `ms`: CEST (+120) from the last Sunday of March
 * 01:00 UTC to the last Sunday of October 01:00 UTC (the EU rule, Sweden's since 1996), else +60.
 */
export function stockholmOffsetMinutes(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const lastSunday = (month: number): number => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  return ms >= lastSunday(2) && ms < lastSunday(9) ? 120 : 60;
}

/** Stockholm's wall clock at `ms`, as a Date whose UTC fields read it. */
export const stockholmWallClock = (ms: number): Date => new Date(ms + stockholmOffsetMinutes(ms) * 60_000);

/** Today in Stockholm as 'yyyy-MM-dd' (the browser's clock, shown in Stockholm time). */
export const todayInStockholm = (now: Date = new Date()): string => {
  const w = stockholmWallClock(now.getTime());
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
};
