import { availabilityLevel, weekTable } from './availability';

describe('availabilityLevel (SPEC §9 thresholds)', () => {
  it.each([
    // exactly at the thresholds
    [3, 4, 'green'], // 0.75
    [1, 10, 'yellow'], // 0.1
    // either side of them
    [4, 4, 'green'],
    [74, 100, 'yellow'], // 0.74
    [2, 4, 'yellow'], // 0.5
    [9, 100, 'red'], // 0.09
    [0, 5, 'red'],
  ] as const)('%i free of %i is %s', (left, total, level) => {
    expect(availabilityLevel(left, total)).toBe(level);
  });

  it("is 'none' (grey '-') without data", () => {
    expect(availabilityLevel(null, 5)).toBe('none');
    expect(availabilityLevel(undefined, 5)).toBe('none');
    expect(availabilityLevel(0, 0)).toBe('none');
  });
});

describe('weekTable', () => {
  const room = (id: string, type: 'room' | 'woman_only' | 'breakfast', total: number) => ({
    id,
    name: `P${id}`,
    type,
    totalPlaces: total,
  });

  it('has rows per room only, columns per night, and none where a night is missing', () => {
    const table = weekTable([
      {
        product: room('1', 'room', 4),
        nights: [
          { date: '2025-03-02', placesLeft: 3 },
          { date: '2025-03-01', placesLeft: 4 },
        ],
      },
      { product: room('2', 'woman_only', 10), nights: [{ date: '2025-03-01', placesLeft: 0 }] },
      { product: room('3', 'breakfast', 30), nights: [{ date: '2025-03-01', placesLeft: 30 }] },
    ]);
    expect(table.dates).toEqual(['2025-03-01', '2025-03-02']);
    expect(table.rows.map((r) => r.product.id)).toEqual(['1', '2']);
    expect(table.rows[0]?.cells.map((c) => c.level)).toEqual(['green', 'green']);
    expect(table.rows[1]?.cells).toEqual([
      { date: '2025-03-01', placesLeft: 0, level: 'red' },
      { date: '2025-03-02', placesLeft: null, level: 'none' },
    ]);
  });

  it('shows at most seven dates', () => {
    const nights = Array.from({ length: 9 }, (_, i) => ({ date: `2025-03-0${i + 1}`, placesLeft: 1 }));
    expect(weekTable([{ product: room('1', 'room', 1), nights }]).dates).toHaveLength(7);
  });
});
