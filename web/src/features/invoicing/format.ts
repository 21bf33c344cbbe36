// Money, rates, months and nights as the invoicing pages show them. Plain arithmetic (no Intl
// formatter built on first render; issue 17), the same words as the PDF (gateway/src/invoice/pdf.ts).
import { stockholmWallClock } from '../../lib/dates';

export { formatRate, formatSek } from '../../lib/money';

const NBSP = '\u00a0';

const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];
const SHORT = ['jan', 'feb', 'mars', 'apr', 'maj', 'juni', 'juli', 'aug', 'sep', 'okt', 'nov', 'dec'];

/** "2026-03" → "mars 2026". */
export function monthName(month: string): string {
  const m = Number(month.slice(5, 7));
  return `${MONTHS[m - 1] ?? month} ${month.slice(0, 4)}`;
}

/** The month before the one of `today` ('yyyy-MM-dd'), as 'yyyy-MM'. */
export function previousMonth(today: string): string {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** `count` months back from the month of `today`, newest first ('yyyy-MM'). */
export function recentMonths(today: string, count = 13): string[] {
  const out: string[] = [];
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  for (let i = 0; i < count; i += 1) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

/** Nights as runs of days per month: "1–3, 7 mars"; "30–31 jan, 1 feb". */
export function compactNights(nights: readonly string[]): string {
  const days = [...new Set(nights)].sort();
  const months: { key: string; runs: [number, number][] }[] = [];
  for (const date of days) {
    const key = date.slice(0, 7);
    const day = Number(date.slice(8, 10));
    let month = months[months.length - 1];
    if (month?.key !== key) {
      month = { key, runs: [] };
      months.push(month);
    }
    const run = month.runs[month.runs.length - 1];
    if (run && run[1] === day - 1) run[1] = day;
    else month.runs.push([day, day]);
  }
  return months
    .map(
      ({ key, runs }) =>
        `${runs.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`)).join(', ')}${NBSP}${SHORT[Number(key.slice(5, 7)) - 1] ?? key}`,
    )
    .join(', ');
}

/** An instant (ISO 8601) as Stockholm's wall clock: "2026-04-02 14:05". */
export function formatDateTime(iso: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  return stockholmWallClock(ms).toISOString().slice(0, 16).replace('T', ' ');
}
