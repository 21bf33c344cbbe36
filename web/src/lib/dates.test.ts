import { dayColumn, dayMonth, fromLocalDate, stockholmOffsetMinutes, todayInStockholm, toLocalDate } from './dates';
import { stockholmDateTime } from './instant';

/** What Intl says (the reference the arithmetic replaces in the pages). */
const intlDateTime = (iso: string): string => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
};

describe('dates without a library (issue 17)', () => {
  it('reads and writes stay dates without shifting a day', () => {
    for (const s of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31', '2028-02-29']) expect(toLocalDate(fromLocalDate(s))).toBe(s);
    expect(Number.isNaN(fromLocalDate('2026-1-1').getTime())).toBe(true);
    expect(dayMonth('2026-11-22')).toBe('22 NOV');
    expect(dayColumn('2026-11-02')).toBe('02/11');
  });

  it('knows Stockholm time across both DST changes, as Intl does', () => {
    // Every half hour around the changes of 2026 and 2027, and a year of noons and midnights.
    const instants: number[] = [];
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z', '2027-10-31T01:00:00Z']) {
      const at = Date.parse(change);
      for (let m = -180; m <= 180; m += 30) instants.push(at + m * 60_000);
    }
    for (let day = 0; day < 366; day++) {
      const midnight = Date.UTC(2026, 0, 1 + day);
      instants.push(midnight - 3_600_000, midnight - 60_000, midnight, midnight + 11 * 3_600_000);
    }
    for (const ms of instants) {
      const iso = new Date(ms).toISOString();
      expect({ iso, ours: stockholmDateTime(iso) }).toEqual({ iso, ours: intlDateTime(iso) });
      expect({ iso, today: todayInStockholm(new Date(ms)) }).toEqual({ iso, today: intlDateTime(iso).slice(0, 10) });
    }
    expect(stockholmOffsetMinutes(Date.parse('2026-07-01T12:00:00Z'))).toBe(120);
    expect(stockholmOffsetMinutes(Date.parse('2026-12-01T12:00:00Z'))).toBe(60);
    expect(stockholmDateTime('inte ett datum')).toBe('inte ett datum');
  });
});
