import { BOM, csvCell, nightsCsv, nightsCsvFilename, toCsv } from './csv';
import type { NightsReport } from './report.view';

describe('csv cells', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Anna Andersson')).toBe('Anna Andersson');
    expect(csvCell('Åsa Öberg')).toBe('Åsa Öberg');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('2030-01-01')).toBe('2030-01-01');
  });

  it('quotes a cell holding the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Härbärge; Syd')).toBe('"Härbärge; Syd"');
    expect(csvCell('Stora "Huset"')).toBe('"Stora ""Huset"""');
    expect(csvCell('rad1\nrad2')).toBe('"rad1\nrad2"');
    expect(csvCell('rad1\r\nrad2')).toBe('"rad1\r\nrad2"');
    expect(csvCell('a,b')).toBe('a,b');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+46')).toBe("'+46");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe(`${BOM}a;b\r\nc;1\r\n`);
  });
});

describe('nights report as CSV', () => {
  const report: NightsReport = {
    start: '2030-02-01',
    end: '2030-02-28',
    totalNights: 7,
    rows: [
      {
        guestId: 1,
        firstName: 'Åsa',
        lastName: 'Öberg',
        unokod: '0042',
        shelter: {
          id: 3,
          name: 'Härbärget; Norr',
          street: '',
          postcode: '',
          city: '',
          image: null,
          region: { id: 9, name: 'Skåne' },
          phone: null,
          checkInFrom: null,
          checkInUntil: null,
          houseRules: '',
          houseRulesTranslations: [],
          criteria: [],
          latitude: null,
          longitude: null,
          releaseNoShows: true,
        },
        region: { id: 9, name: 'Skåne' },
        nights: 7,
      },
    ],
  };

  it('has a Swedish header, one line per row and a total line', () => {
    expect(nightsCsv(report)).toBe(
      `${BOM}Gäst;UNO;Boende;Region;Nätter;Från;Till\r\n` +
        'Åsa Öberg;0042;"Härbärget; Norr";Skåne;7;2030-02-01;2030-02-28\r\n' +
        'Totalt;;;;7;2030-02-01;2030-02-28\r\n',
    );
    expect(nightsCsvFilename(report)).toBe('natter-2030-02-01-2030-02-28.csv');
  });

  it('writes only a header and a zero total for an empty report', () => {
    expect(nightsCsv({ ...report, rows: [], totalNights: 0 })).toBe(
      `${BOM}Gäst;UNO;Boende;Region;Nätter;Från;Till\r\nTotalt;;;;0;2030-02-01;2030-02-28\r\n`,
    );
  });
});
