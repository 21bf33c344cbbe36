import { minuteCachedToday, systemClock } from './clock';
import { stockholmDate } from './dates';

describe('the system clock: Stockholm date remembered per UTC minute', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('agrees with stockholmDate minute by minute, and second by second around midnight, DST switches included', () => {
    const today = minuteCachedToday();
    jest.useFakeTimers();
    // Winter and summer midnights, and the nights the clocks go forward and back.
    for (const around of [
      '2031-01-14T23:00:00Z',
      '2031-06-14T22:00:00Z',
      '2031-03-30T01:00:00Z',
      '2031-10-25T22:00:00Z',
      '2031-10-26T01:00:00Z',
    ]) {
      const t0 = Date.parse(around);
      for (let s = -120; s <= 120; s++) {
        jest.setSystemTime(t0 + s * 1000);
        expect({ at: new Date(t0 + s * 1000).toISOString(), date: today() }).toEqual({
          at: new Date(t0 + s * 1000).toISOString(),
          date: stockholmDate(new Date()),
        });
      }
    }
  });

  it('is what the system clock uses', () => {
    expect(systemClock.today()).toBe(stockholmDate(new Date()));
  });
});
