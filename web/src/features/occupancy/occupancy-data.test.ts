import { choiceProblem, choiceVariables, csvUrl, heatRows, isoWeek, lastMonth, percentOf } from './occupancy-data';

describe('occupancy page data', () => {
  it('opens on last month', () => {
    expect(lastMonth('2030-03-15')).toEqual({ period: 'month', date: '2030-02-01', start: '2030-02-01', end: '2030-02-28' });
    expect(lastMonth('2030-01-05').date).toBe('2029-12-01');
  });

  it('asks only the dates its period reads, and refuses a range that ends first', () => {
    const c = { period: 'range' as const, date: '2030-01-01', start: '2030-02-01', end: '2030-02-10' };
    expect(choiceVariables(c)).toEqual({ period: 'range', date: null, start: '2030-02-01', end: '2030-02-10' });
    expect(choiceVariables({ ...c, period: 'week' })).toEqual({ period: 'week', date: '2030-01-01', start: null, end: null });
    expect(choiceProblem({ ...c, end: '2030-01-31' })).toBe('end-before-start');
    expect(choiceProblem({ ...c, period: 'night', date: null })).toBe('missing');
    expect(choiceProblem(c)).toBeNull();
  });

  it('lays the nights out as weeks by weekday, Monday first', () => {
    expect(isoWeek('2030-02-11')).toBe(7);
    expect(isoWeek('2027-01-01')).toBe(53);
    const rows = heatRows([
      { night: '2030-02-09', bedsUsed: 1, bedsOffered: 4 }, // Saturday, week 6
      { night: '2030-02-10', bedsUsed: 4, bedsOffered: 4 }, // Sunday
      { night: '2030-02-11', bedsUsed: 0, bedsOffered: 0 }, // Monday, week 7: nothing offered
    ]);
    expect(rows).toEqual([
      { week: 6, cells: [null, null, null, null, null, 25, 100] },
      { week: 7, cells: [null, null, null, null, null, null, null] },
    ]);
    expect(percentOf(2, 3)).toBe(67);
  });

  it("links the CSV of the person's group", () => {
    const c = { period: 'month' as const, date: '2030-02-01', start: null, end: null };
    expect(csvUrl('caseworker', c, null)).toBe('/api/caseworker/statistics/occupancy/export.csv?period=month&date=2030-02-01');
    expect(csvUrl('admin', c, '7')).toBe('/api/admin/statistics/occupancy/export.csv?period=month&date=2030-02-01&region_id=7');
  });
});
