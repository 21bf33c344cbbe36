import { pageCount, pageOf } from '../../../lib/paging';
import {
  exportCsvUrl,
  groupRows,
  nightsPerShelter,
  type ReportRowInput,
  rowCsv,
  rowsOfGuest,
  rowsAtPlace,
  placeOptions,
  sortGuestOptions,
  sortRows,
  totalNights,
} from './report-rows';

const row = (guestId: string, first: string, last: string, shelterId: string, nights: number): ReportRowInput => ({
  guestId,
  firstName: first,
  lastName: last,
  unokod: `10${guestId.padStart(2, '0')}`,
  shelter: { id: shelterId, name: `Boende ${shelterId}` },
  region: shelterId === '1' ? { id: 'r1', name: 'Stockholm' } : { id: 'r2', name: 'Göteborg' },
  nights,
});

describe('report rows', () => {
  it('are grouped by guest id, not by first name: two guests called Anna stay two rows with full names', () => {
    const rows = groupRows([row('7', 'Anna', 'Lind', '1', 2), row('9', 'Anna', 'Berg', '1', 3)]);
    expect(rows.map((r) => [r.guestId, r.guestName, r.nights])).toEqual([
      ['9', 'Anna Berg', 3],
      ['7', 'Anna Lind', 2],
    ]);
  });

  it('sum the nights of one guest at one shelter, keep shelters apart, and drop rows of 0 nights', () => {
    const rows = groupRows([
      row('7', 'Anna', 'Lind', '1', 2),
      row('7', 'Anna', 'Lind', '1', 1),
      row('7', 'Anna', 'Lind', '2', 4),
      row('8', 'Bo', 'Ek', '1', 0),
    ]);
    expect(rows.map((r) => [r.key, r.nights])).toEqual([
      ['7:1', 3],
      ['7:2', 4],
    ]);
    expect(totalNights(rows)).toBe(7);
  });

  it('sort by first name by default, ignoring case and in Swedish order (Å after Z)', () => {
    const rows = groupRows([row('1', 'Åsa', 'A', '1', 1), row('2', 'zlatan', 'B', '1', 1), row('3', 'Adam', 'C', '1', 1)]);
    expect(rows.map((r) => r.firstName)).toEqual(['Adam', 'zlatan', 'Åsa']);
  });

  it('filter client-side by the chosen guest id', () => {
    const rows = groupRows([row('7', 'Anna', 'Lind', '1', 2), row('9', 'Anna', 'Berg', '1', 3)]);
    expect(rowsOfGuest(rows, '7').map((r) => r.guestName)).toEqual(['Anna Lind']);
    expect(rowsOfGuest(rows, null)).toHaveLength(2);
  });

  it('narrow to a shelter and a region, and name each once for the filters (issue 23 §10)', () => {
    const rows = groupRows([row('7', 'Anna', 'Lind', '1', 2), row('9', 'Bo', 'Berg', '2', 3), row('9', 'Bo', 'Berg', '1', 1)]);
    expect(rowsAtPlace(rows, { shelterId: '2', regionId: null }).map((r) => r.guestName)).toEqual(['Bo Berg']);
    expect(rowsAtPlace(rows, { shelterId: null, regionId: 'r1' })).toHaveLength(2);
    expect(rowsAtPlace(rows, { shelterId: '2', regionId: 'r1' })).toEqual([]);
    expect(placeOptions(rows)).toEqual({
      shelters: [
        { id: '1', name: 'Boende 1' },
        { id: '2', name: 'Boende 2' },
      ],
      regions: [
        { id: 'r2', name: 'Göteborg' },
        { id: 'r1', name: 'Stockholm' },
      ],
    });
    expect(exportCsvUrl({ start: '2025-06-01', end: '2025-06-30' }, null, { shelterId: '2', regionId: 'r1' })).toBe(
      '/api/caseworker/guests/nights/export.csv?start=2025-06-01&end=2025-06-30&shelter_id=2&region_id=r1',
    );
  });

  it('sort by every column both ways', () => {
    const rows = groupRows([row('1', 'Cia', 'X', '2', 5), row('2', 'Bo', 'Y', '1', 9), row('3', 'Ada', 'Z', '3', 1)]);
    expect(sortRows(rows, 'nights', 'ascending').map((r) => r.nights)).toEqual([1, 5, 9]);
    expect(sortRows(rows, 'nights', 'descending').map((r) => r.nights)).toEqual([9, 5, 1]);
    expect(sortRows(rows, 'shelter', 'ascending').map((r) => r.shelterName)).toEqual(['Boende 1', 'Boende 2', 'Boende 3']);
    expect(sortRows(rows, 'guest', 'descending').map((r) => r.firstName)).toEqual(['Cia', 'Bo', 'Ada']);
    expect(sortRows(rows, 'region', 'ascending').map((r) => r.regionName)).toEqual(['Göteborg', 'Göteborg', 'Stockholm']);
  });

  it('sum nights per shelter for the chart, most first', () => {
    const rows = groupRows([row('1', 'A', 'A', '1', 2), row('2', 'B', 'B', '2', 5), row('3', 'C', 'C', '1', 1)]);
    expect(nightsPerShelter(rows)).toEqual([
      { shelterId: '2', shelterName: 'Boende 2', nights: 5 },
      { shelterId: '1', shelterName: 'Boende 1', nights: 3 },
    ]);
  });
});

describe('the guest dropdown order', () => {
  it('is alphabetical by "first last", ignoring case', () => {
    const guests = [
      { id: '1', firstName: 'bertil', lastName: 'Ek' },
      { id: '2', firstName: 'Anna', lastName: 'lind' },
      { id: '3', firstName: 'anna', lastName: 'Berg' },
      { id: '4', firstName: 'Örjan', lastName: 'Al' },
      { id: '5', firstName: 'Cecilia', lastName: 'Ås' },
    ];
    expect(sortGuestOptions(guests).map((g) => g.id)).toEqual(['3', '2', '1', '5', '4']);
  });
});

describe('paging at 10 rows a page', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [21, 3],
  ])('%i rows fill %i page(s)', (n, pages) => {
    expect(pageCount(n)).toBe(pages);
  });

  it('cuts pages of 10 and clamps the page number', () => {
    expect(pageOf(items(10), 1)).toEqual(items(10));
    expect(pageOf(items(11), 2)).toEqual([11]);
    expect(pageOf(items(21), 3)).toEqual([21]);
    expect(pageOf(items(21), 2)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageOf(items(21), 9)).toEqual([21]);
    expect(pageOf(items(21), 0)).toEqual(items(10));
  });
});

describe('CSV', () => {
  it("'Fakturera' writes one row with the period, BOM, semicolons and CRLF", () => {
    const [r] = groupRows([row('7', 'Anna', 'Lind; "AL"', '1', 3)]);
    if (!r) throw new Error('no row');
    const csv = rowCsv(r, { start: '2025-06-01', end: '2025-06-30' }, ['Gäst', 'UNO', 'Boende', 'Region', 'Nätter', 'Från', 'Till']);
    expect(csv).toBe(
      '\uFEFFGäst;UNO;Boende;Region;Nätter;Från;Till\r\n"Anna Lind; ""AL""";1007;Boende 1;Stockholm;3;2025-06-01;2025-06-30\r\n',
    );
  });

  it("'Exportera CSV' points at the gateway's export, with the guest when one is chosen", () => {
    expect(exportCsvUrl({ start: '2025-06-01', end: '2025-06-30' }, null)).toBe(
      '/api/caseworker/guests/nights/export.csv?start=2025-06-01&end=2025-06-30',
    );
    expect(exportCsvUrl({ start: '2025-06-01', end: '2025-06-30' }, '7')).toBe(
      '/api/caseworker/guests/nights/export.csv?start=2025-06-01&end=2025-06-30&guest_id=7',
    );
  });
});
