import { bySwedishName, compareSwedish, compareSwedishBase } from './swedish-order';

// The order of ICU's Swedish collation (CLDR), as Node ships it: what the browser's
// `localeCompare(…, 'sv')` gave before (issue 34 §2).
const icu = new Intl.Collator('sv', { numeric: true });

const NAMES = [
  'Dagcenter Södermalm',
  'Frukostklubben Klara',
  'Förvaring',
  'Gårdshärbärget Majorna',
  'Göteborgs Stad, Socialförvaltningen',
  'Hamnhärbärget',
  'Härbärget Ljusglimten',
  'Kvinnojouren Dagrummet',
  'Kvällsduschen Ljusglimten',
  'Nattcafé Sergel',
  'Nattlogi Norrmalm',
  'Rum 1',
  'Rum 2',
  'Rum 10',
  'Rum 21',
  'Rådgivning för EU-medborgare',
  'Soppköket Järntorget',
  'Stockholms stad, Socialförvaltningen',
  'Ungdomsmottagningen Vägen',
  'Vårdmottagningen Hjärtat',
  'Åre',
  'Älvsjö',
  'Örebro',
  'Zinkensdamm',
  'zebra',
  'Ystad',
  'Müller',
  'Mylla',
  'Mats',
  'Øresund',
  'Ærø',
  'Ölands härbärge',
  'Ängelholm',
  'André',
  'Andersson',
  'Émile',
  'Erik',
  'Östersund',
  'Åsa',
  'Ängby',
  'Wadköping',
  'Vasa',
  'Westerås',
  'Václav',
  'Çelik',
  'Cecilia',
  'Şahin',
  'Sara',
  'Łukasz',
  'Lars',
];

const shuffled = (items: readonly string[]) =>
  [...items]
    .map((s, i) => [(i * 7919) % 101, s] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, s]) => s);

describe('compareSwedish', () => {
  it('sorts Swedish names, foreign accents and numbers as ICU’s Swedish collation does', () => {
    expect(shuffled(NAMES).sort(compareSwedish)).toEqual(shuffled(NAMES).sort(icu.compare));
  });

  it('puts å, ä, ö after z and in that order, whatever the case', () => {
    expect(['ö', 'Ä', 'z', 'å', 'Z', 'a'].sort(compareSwedish)).toEqual(['a', 'z', 'Z', 'å', 'Ä', 'ö']);
  });

  it('orders by value where the texts hold numbers', () => {
    expect(['Rum 10', 'Rum 9', 'Rum 010', 'Rum 1'].sort(compareSwedish)).toEqual(['Rum 1', 'Rum 9', 'Rum 010', 'Rum 10']);
  });

  it('is a total order: equal only for equal texts, and antisymmetric', () => {
    for (const a of NAMES)
      for (const b of NAMES) {
        expect(Math.sign(compareSwedish(a, b)) + Math.sign(compareSwedish(b, a))).toBe(0);
        if (a !== b) expect(compareSwedish(a, b)).not.toBe(0);
      }
    expect(compareSwedish('a', 'A')).toBeLessThan(0);
  });

  it('compares by letters only where asked: case and accents equal, as ICU at base strength', () => {
    const base = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });
    for (const [a, b] of [
      ['anna', 'Anna'],
      ['Andre', 'André'],
      ['Rum 2', 'Rum 10'],
      ['Åsa', 'Asa'],
      ['Öberg', 'Oberg'],
    ] as const)
      expect(Math.sign(compareSwedishBase(a, b))).toBe(Math.sign(base.compare(a, b)));
  });

  it('sorts named things by name, into a new array', () => {
    const items = [{ name: 'Örebro' }, { name: 'Arboga' }, { name: 'Åmål' }];
    expect(bySwedishName(items).map((i) => i.name)).toEqual(['Arboga', 'Åmål', 'Örebro']);
    expect(items[0]?.name).toBe('Örebro');
  });
});
