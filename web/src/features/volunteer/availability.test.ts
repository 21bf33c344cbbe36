import { hostOptions, queryRange, regionOptions } from './availability';

const host = (id: string, name: string, regionId: string, regionName: string) => ({ id, name, region: { id: regionId, name: regionName } });
const HOSTS = [
  host('2', 'Nattlogi', '1', 'Stockholm'),
  host('1', 'Hamnhärbärget', '2', 'Göteborg'),
  host('2', 'Nattlogi', '1', 'Stockholm'),
  host('3', 'Ängen', '1', 'Stockholm'),
];

describe('the volunteer room finder (SPEC §5)', () => {
  it("offers every host once in 'Välj Värd', by name (Swedish order), only the chosen region's", () => {
    expect(hostOptions(HOSTS, null)).toEqual([
      { id: '1', name: 'Hamnhärbärget' },
      { id: '2', name: 'Nattlogi' },
      { id: '3', name: 'Ängen' },
    ]);
    expect(hostOptions(HOSTS, '').map((h) => h.id)).toEqual(['1', '2', '3']);
    expect(hostOptions(HOSTS, '1').map((h) => h.name)).toEqual(['Nattlogi', 'Ängen']);
  });

  it("offers every region with a shelter once in 'Välj Region', by name", () => {
    expect(regionOptions(HOSTS)).toEqual([
      { id: '2', name: 'Göteborg' },
      { id: '1', name: 'Stockholm' },
    ]);
  });

  it('asks the server for at least one night', () => {
    expect(queryRange('2025-06-01', null)).toEqual({ start: '2025-06-01', end: '2025-06-02' });
    expect(queryRange('2025-06-01', '2025-05-30')).toEqual({ start: '2025-06-01', end: '2025-06-02' });
    expect(queryRange('2025-06-01', '2025-06-05')).toEqual({ start: '2025-06-01', end: '2025-06-05' });
  });
});
