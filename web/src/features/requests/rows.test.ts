import type { RequestRow } from './rows';
import { filterChoices, matchesFilter, noFilter, waitedText } from './rows';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('waitedText (issue 19: how long a request has waited)', () => {
  it('counts minutes under an hour, whole hours under a day, then whole days', () => {
    expect(waitedText(ago(0), NOW)).toBe('väntat 0 min');
    expect(waitedText(ago(59), NOW)).toBe('väntat 59 min');
    expect(waitedText(ago(60), NOW)).toBe('väntat 1 h');
    expect(waitedText(ago(3 * 60 + 59), NOW)).toBe('väntat 3 h');
    expect(waitedText(ago(23 * 60 + 59), NOW)).toBe('väntat 23 h');
    expect(waitedText(ago(24 * 60), NOW)).toBe('väntat 1 dygn');
    expect(waitedText(ago(2 * 24 * 60 + 300), NOW)).toBe('väntat 2 dygn');
  });

  it('never says a negative age (a clock a little ahead) and shows nothing for a bad time', () => {
    expect(waitedText(new Date(NOW + 120_000).toISOString(), NOW)).toBe('väntat 0 min');
    expect(waitedText('not a time', NOW)).toBe('');
  });
});

const row = (id: string, startDate: string, endDate: string | null, room: string, shelter = 'Ljusglimten') =>
  ({
    id,
    startDate,
    endDate,
    product: { id: room, name: `Rum ${room}`, type: 'room', shelter: { id: shelter, name: shelter } },
  }) as unknown as RequestRow;

describe('request filters (issue 19: by night and room)', () => {
  const a = row('1', '2026-11-24', '2026-11-26', 'p1');
  const b = row('2', '2026-11-25', '2026-11-26', 'p2');
  const open = row('3', '2026-11-27', null, 'p1');

  it('a night matches the stays that include it (not the check-out day); a room matches its id', () => {
    const night = (n: string) => [a, b, open].filter((r) => matchesFilter(r, { night: n, room: '' })).map((r) => r.id);
    expect(night('2026-11-24')).toEqual(['1']);
    expect(night('2026-11-25')).toEqual(['1', '2']);
    expect(night('2026-11-26')).toEqual([]);
    // Without an end date the stay goes on.
    expect(night('2026-11-30')).toEqual(['3']);
    expect([a, b, open].filter((r) => matchesFilter(r, { night: '', room: 'p1' })).map((r) => r.id)).toEqual(['1', '3']);
    expect([a, b, open].filter((r) => matchesFilter(r, { night: '2026-11-25', room: 'p2' })).map((r) => r.id)).toEqual(['2']);
    expect([a, b, open].filter((r) => matchesFilter(r, noFilter))).toHaveLength(3);
  });

  it('offers every night asked for, in order, and every room once; shelters name rooms when there are several', () => {
    expect(filterChoices([b, a, open])).toEqual({
      nights: ['2026-11-24', '2026-11-25', '2026-11-27'],
      rooms: [
        { id: 'p1', label: 'Rum p1' },
        { id: 'p2', label: 'Rum p2' },
      ],
    });
    expect(filterChoices([a, row('4', '2026-11-24', '2026-11-25', 'p7', 'Skansen')]).rooms).toEqual([
      { id: 'p1', label: 'Ljusglimten – Rum p1' },
      { id: 'p7', label: 'Skansen – Rum p7' },
    ]);
  });
});
