import { formatRate, formatSek } from '../../lib/money';
import { kronorField, parseKronor, parseRate } from '../../lib/money-input';
import { compactNights, formatDateTime, monthName, previousMonth, recentMonths } from './format';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('money as staff see and type it', () => {
  it('formats öre as Swedish kronor and basis points as a percentage', () => {
    expect(plain(formatSek(123_450))).toBe('1 234,50 kr');
    expect(plain(formatSek(5))).toBe('0,05 kr');
    expect(plain(formatSek(-45_000))).toBe('−450,00 kr');
    expect(plain(formatRate(0))).toBe('0 %');
    expect(plain(formatRate(1250))).toBe('12,5 %');
  });

  it('reads typed prices and rates, refusing what is not one', () => {
    expect(parseKronor('450')).toBe(45_000);
    expect(parseKronor('450,5')).toBe(45_050);
    expect(parseKronor('1 234.50 kr')).toBe(123_450);
    expect(parseKronor('-1')).toBeNull();
    expect(parseKronor('4,505')).toBeNull();
    expect(parseKronor('')).toBeNull();
    expect(kronorField(45_050)).toBe('450,50');
    expect(kronorField(45_000)).toBe('450');
    expect(parseRate('6')).toBe(600);
    expect(parseRate('12,5 %')).toBe(1250);
    expect(parseRate('101')).toBeNull();
    expect(parseRate('x')).toBeNull();
  });
});

describe('months and nights', () => {
  it('names months and counts back from today', () => {
    expect(monthName('2026-03')).toBe('mars 2026');
    expect(previousMonth('2026-01-15')).toBe('2025-12');
    expect(previousMonth('2026-04-01')).toBe('2026-03');
    expect(recentMonths('2026-02-10', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('writes nights as runs per month', () => {
    expect(plain(compactNights(['2026-03-07', '2026-03-01', '2026-03-02', '2026-03-03']))).toBe('1–3, 7 mars');
    expect(plain(compactNights(['2026-01-30', '2026-01-31', '2026-02-01']))).toBe('30–31 jan, 1 feb');
  });

  it("shows an instant on Stockholm's clock", () => {
    expect(formatDateTime('2026-04-02T08:05:00.000Z')).toBe('2026-04-02 10:05');
    expect(formatDateTime('2026-01-02T08:05:00.000Z')).toBe('2026-01-02 09:05');
  });
});
