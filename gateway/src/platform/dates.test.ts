import { addDays, daysBetween, isLocalDate, nightsOf, startOfMonth, startOfWeek, stockholmDate } from './dates';
import { fixedClock } from './clock';

describe('date-only values', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['26-11-22', false],
    ['2026-11-22T00:00:00Z', false],
    ['', false],
  ])('isLocalDate(%j) = %s', (value, ok) => {
    expect(isLocalDate(value)).toBe(ok);
  });

  it('adds days across month, year and DST edges', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // Swedish DST starts 2026-03-29
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26'); // and ends 2026-10-25
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts nights start <= night < end', () => {
    expect(nightsOf('2026-03-28', '2026-03-31')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(daysBetween('2026-03-28', '2026-03-31')).toBe(3);
    expect(nightsOf('2026-03-28', '2026-03-28')).toEqual([]);
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(startOfMonth('2026-11-22')).toBe('2026-11-01');
  });

  it('takes today from Stockholm, not from the process time zone', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Stockholm (UTC+1 in winter).
    expect(stockholmDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Stockholm (UTC+2 in summer).
    expect(stockholmDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(stockholmDate(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
    expect(fixedClock('2026-11-22').today()).toBe('2026-11-22');
    expect(() => fixedClock('2026-02-30')).toThrow();
  });
});
