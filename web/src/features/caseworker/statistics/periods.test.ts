import { lastMonthPeriod, periodProblem, thisMonthPeriod, thisWeekPeriod, todayPeriod } from './periods';

describe("the 'Incheckade' quick periods", () => {
  // 2025-06-01 is both a Sunday and the 1st of a month: the edges of both rules at once.
  const SUNDAY_THE_FIRST = '2025-06-01';

  it('Idag is tonight only', () => {
    expect(todayPeriod(SUNDAY_THE_FIRST)).toEqual({ start: '2025-06-01', end: '2025-06-01' });
  });

  it('Denna vecka runs from Monday to Sunday, also when today is the Sunday', () => {
    expect(thisWeekPeriod(SUNDAY_THE_FIRST)).toEqual({ start: '2025-05-26', end: '2025-06-01' });
  });

  it('Denna vecka starts on today when today is a Monday, and crosses a year end', () => {
    expect(thisWeekPeriod('2025-06-02')).toEqual({ start: '2025-06-02', end: '2025-06-08' });
    expect(thisWeekPeriod('2025-12-31')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
  });

  it('Förra månaden is the whole month before, also across a new year and a short February (issue 23 §10)', () => {
    expect(lastMonthPeriod('2025-06-18')).toEqual({ start: '2025-05-01', end: '2025-05-31' });
    expect(lastMonthPeriod('2026-01-05')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(lastMonthPeriod('2024-03-31')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('Denna månad runs from the 1st to today, one night on the 1st', () => {
    expect(thisMonthPeriod(SUNDAY_THE_FIRST)).toEqual({ start: '2025-06-01', end: '2025-06-01' });
    expect(thisMonthPeriod('2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });
});

describe('the period rule (SPEC §5: both dates required, end not before start)', () => {
  it.each([
    [null, null, 'missing'],
    ['2025-06-01', null, 'missing'],
    [null, '2025-06-01', 'missing'],
    ['2025-06-02', '2025-06-01', 'end-before-start'],
    ['2025-06-01', '2025-06-01', null],
    ['2025-06-01', '2025-06-30', null],
  ] as const)('start %s, end %s → %s', (start, end, problem) => {
    expect(periodProblem(start, end)).toBe(problem);
  });
});
