/**
 * "Open now" (issue 35 §2): weekly hours per weekday, openings past midnight, dated exceptions that
 * win, next opening, in Stockholm's wall-clock time through the service's own conversion (a DST day
 * in spring and in autumn).
 */
import { hoursOn, isoWeekday, openStatus, type OpeningException, type WeeklyOpening } from '../domain/compass';
import { stockholmDate, stockholmTime } from '../platform/dates';
import { checkPosition, checkResource, mapUrl } from './compass.rules';

const weekdays = (opens: string, closes: string, days = [1, 2, 3, 4, 5]): WeeklyOpening[] =>
  days.map((weekday) => ({ weekday, opens, closes }));
/** Stockholm's wall clock at a UTC instant, as the service reads it. */
const at = (iso: string) => {
  const d = new Date(iso);
  return [stockholmDate(d), stockholmTime(d)] as const;
};

describe('openStatus', () => {
  // 2026-11-23 is a Monday.
  const office = weekdays('09:00', '16:00');

  it('knows the ISO weekday of a date', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('is open inside a weekday opening and closed outside, with closes at and opens next', () => {
    expect(openStatus(office, [], '2026-11-23', '10:30')).toEqual({
      openNow: true,
      closesAt: '16:00',
      opensNext: null,
      todayHours: [{ opens: '09:00', closes: '16:00' }],
    });
    expect(openStatus(office, [], '2026-11-23', '16:00').openNow).toBe(false);
    expect(openStatus(office, [], '2026-11-23', '08:59')).toMatchObject({
      openNow: false,
      opensNext: { date: '2026-11-23', time: '09:00' },
    });
    // Friday evening: next is Monday.
    expect(openStatus(office, [], '2026-11-27', '17:00')).toMatchObject({
      openNow: false,
      opensNext: { date: '2026-11-30', time: '09:00' },
    });
    // Saturday: closed all day.
    expect(openStatus(office, [], '2026-11-28', '12:00')).toMatchObject({ openNow: false, todayHours: [] });
  });

  it('has several openings a day', () => {
    const meals = [...weekdays('08:00', '10:00'), ...weekdays('17:00', '19:00')];
    expect(openStatus(meals, [], '2026-11-24', '12:00')).toMatchObject({
      openNow: false,
      opensNext: { date: '2026-11-24', time: '17:00' },
    });
    expect(openStatus(meals, [], '2026-11-24', '18:00')).toMatchObject({ openNow: true, closesAt: '19:00' });
    expect(openStatus(meals, [], '2026-11-24', '12:00').todayHours).toEqual([
      { opens: '08:00', closes: '10:00' },
      { opens: '17:00', closes: '19:00' },
    ]);
  });

  it('an opening past midnight belongs to the evening it starts: open in the small hours of the next day', () => {
    const night = weekdays('21:00', '06:00', [5, 6]); // Friday and Saturday nights
    expect(openStatus(night, [], '2026-11-27', '23:00')).toMatchObject({ openNow: true, closesAt: '06:00' }); // Friday 23:00
    expect(openStatus(night, [], '2026-11-28', '03:00')).toMatchObject({ openNow: true, closesAt: '06:00' }); // Saturday 03:00
    expect(openStatus(night, [], '2026-11-29', '05:59')).toMatchObject({ openNow: true }); // Sunday 05:59 (Saturday's night)
    expect(openStatus(night, [], '2026-11-29', '06:00').openNow).toBe(false);
    expect(openStatus(night, [], '2026-11-27', '03:00').openNow).toBe(false); // Friday 03:00: Thursday had no night
    // 00:00–00:00: round the clock.
    expect(openStatus(weekdays('00:00', '00:00', [1]), [], '2026-11-23', '23:59').openNow).toBe(true);
  });

  it('exceptions win: closed on a date, other hours on a date, and they decide the small hours after them', () => {
    const exceptions: OpeningException[] = [
      { date: '2026-12-24', closed: true, hours: [] },
      { date: '2026-12-31', closed: false, hours: [{ opens: '20:00', closes: '02:00' }] },
    ];
    const hours = weekdays('09:00', '16:00', [1, 2, 3, 4, 5, 6, 7]);
    expect(openStatus(hours, exceptions, '2026-12-24', '10:00')).toMatchObject({
      openNow: false,
      todayHours: [],
      opensNext: { date: '2026-12-25', time: '09:00' },
    });
    expect(openStatus(hours, exceptions, '2026-12-31', '10:00').openNow).toBe(false);
    expect(openStatus(hours, exceptions, '2026-12-31', '22:00')).toMatchObject({ openNow: true, closesAt: '02:00' });
    expect(openStatus(hours, exceptions, '2027-01-01', '01:30').openNow).toBe(true);
    expect(openStatus(hours, exceptions, '2027-01-01', '02:00').openNow).toBe(false);
    expect(hoursOn('2026-12-30', hours, exceptions)).toEqual([{ opens: '09:00', closes: '16:00' }]);
  });

  it("reads Stockholm's wall clock on DST days (spring forward and fall back)", () => {
    // Sunday 2026-03-29: 02:00 CET becomes 03:00 CEST. A night from Saturday 22:00 to 06:00.
    const night = weekdays('22:00', '06:00', [6]);
    expect(at('2026-03-29T01:30:00Z')).toEqual(['2026-03-29', '03:30']);
    expect(openStatus(night, [], ...at('2026-03-29T01:30:00Z')).openNow).toBe(true);
    expect(openStatus(night, [], ...at('2026-03-29T03:59:00Z')).openNow).toBe(true); // 05:59 CEST
    expect(openStatus(night, [], ...at('2026-03-29T04:00:00Z')).openNow).toBe(false); // 06:00 CEST (05:00 UTC would be in winter)
    // Sunday 2026-10-25: 03:00 CEST becomes 02:00 CET. A Sunday opening from 08:00.
    const sunday = weekdays('08:00', '12:00', [7]);
    expect(at('2026-10-25T06:59:00Z')).toEqual(['2026-10-25', '07:59']);
    expect(openStatus(sunday, [], ...at('2026-10-25T06:59:00Z')).openNow).toBe(false);
    expect(openStatus(sunday, [], ...at('2026-10-25T07:00:00Z')).openNow).toBe(true); // 08:00 CET
    expect(openStatus(sunday, [], ...at('2026-10-25T10:59:00Z')).openNow).toBe(true);
    expect(openStatus(sunday, [], ...at('2026-10-25T11:00:00Z')).openNow).toBe(false);
  });
});

describe('checkResource', () => {
  const base = { name: 'Matsal', kind: 'meals' };

  it('cleans a whole resource', () => {
    const clean = checkResource({
      ...base,
      audiences: ['women', 'everyone'],
      postcode: '118 20',
      phone: '08-123 456',
      weeklyHours: [
        { weekday: 2, opens: '09:00', closes: '10:00' },
        { weekday: 1, opens: '09:00', closes: '10:00' },
      ],
      exceptions: [{ date: '2026-12-24', closed: false, hours: [] }],
      descriptionTranslations: [
        { language: 'ar', text: 'نص' },
        { language: 'en', text: 'Text' },
        { language: 'pl', text: '' },
      ],
    });
    expect(clean.audiences).toEqual(['everyone', 'women']);
    expect(clean.postcode).toBe('11820');
    expect(clean.weeklyHours.map((w) => w.weekday)).toEqual([1, 2]);
    expect(clean.exceptions).toEqual([{ date: '2026-12-24', closed: true, hours: [] }]);
    expect(clean.descriptionTranslations.map((t) => t.language)).toEqual(['en', 'ar']);
  });

  it.each([
    [{ ...base, name: ' ' }, 'Namn måste anges.'],
    [{ ...base, kind: 'casino' }, 'Välj vad resursen erbjuder (en av de kända sorterna).'],
    [{ ...base, audiences: ['women', 'women'] }, 'Okänd målgrupp, eller samma målgrupp två gånger.'],
    [{ ...base, weeklyHours: [{ weekday: 8, opens: '09:00', closes: '10:00' }] }, 'Veckodagen måste vara 1 (måndag) till 7 (söndag).'],
    [{ ...base, weeklyHours: [{ weekday: 1, opens: '9', closes: '10:00' }] }, 'Öppnar måste vara en tid som TT:MM, från 00:00 till 23:59.'],
    [
      {
        ...base,
        exceptions: [
          { date: '2026-12-24', closed: true },
          { date: '2026-12-24', closed: true },
        ],
      },
      'Varje undantag behöver ett datum (yyyy-MM-dd), och varje datum får bara ha ett undantag.',
    ],
    [{ ...base, postcode: '123' }, 'Postnumret måste vara fem siffror.'],
    [{ ...base, latitude: 59.3 }, 'Ange både latitud och longitud, eller ingen av dem.'],
    [{ ...base, descriptionTranslations: [{ language: 'sv', text: 'x' }] }, 'Beskrivning på andra språk: ogiltigt värde.'],
  ])('refuses %j in Swedish', (input, message) => {
    expect(() => checkResource(input)).toThrow(message);
  });

  it('checks the position and makes a map link', () => {
    expect(checkPosition(undefined, undefined)).toBeNull();
    expect(checkPosition('59.3', '18.0')).toEqual({ latitude: 59.3, longitude: 18 });
    expect(() => checkPosition('x', 18)).toThrow('Positionen måste vara');
    expect(mapUrl({ street: 'Gatan 1', postcode: '11820', city: 'Stockholm', latitude: null, longitude: null })).toBe(
      'https://www.openstreetmap.org/search?query=Gatan%201%2C%2011820%20Stockholm',
    );
    expect(mapUrl({ street: '', postcode: '', city: '', latitude: 59.3, longitude: 18.1 })).toContain('mlat=59.3&mlon=18.1');
  });
});
