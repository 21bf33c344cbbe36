/**
 * Invoice arithmetic in whole öre (issue 21 §3). A line's amount is nights × the price per night;
 * its VAT is rounded to öre ONCE per line, half up: vat = ⌊(net × rate_bp + 5 000) / 10 000⌋, so a
 * 6 % line of 1 234,50 kr has 74,07 kr VAT (74,07 exactly), and 0,25 öre rounds down, 0,5 öre up.
 * The invoice's VAT is the sum of its lines' VAT (never re-rounded on the total), which is what
 * the PDF shows line by line and what PEPPOL's per-rate subtotals add up to.
 */
import type { VatBreakdown } from './document';

/** The VAT of a line's net amount (öre, ≥ 0) at a rate in basis points, rounded half up to öre. */
export function lineVatOre(netOre: number, vatRateBp: number): number {
  return Math.floor((netOre * vatRateBp + 5_000) / 10_000);
}

export interface AmountLine {
  netOre: number;
  vatRateBp: number;
  vatOre: number;
}

export interface Totals {
  netOre: number;
  vatOre: number;
  grossOre: number;
  vat: VatBreakdown[];
}

/** Totals of lines: sums of the lines' own (already rounded) amounts, and one subtotal per VAT rate. */
export function totalsOf(lines: readonly AmountLine[]): Totals {
  const byRate = new Map<number, VatBreakdown>();
  for (const l of lines) {
    const b = byRate.get(l.vatRateBp) ?? { rateBp: l.vatRateBp, taxableOre: 0, taxOre: 0 };
    b.taxableOre += l.netOre;
    b.taxOre += l.vatOre;
    byRate.set(l.vatRateBp, b);
  }
  const netOre = lines.reduce((s, l) => s + l.netOre, 0);
  const vatOre = lines.reduce((s, l) => s + l.vatOre, 0);
  return { netOre, vatOre, grossOre: netOre + vatOre, vat: [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp) };
}

/** Öre as Swedish kronor for CSV cells: 123450 → "1234,50" (a spreadsheet in Swedish reads it as a number). */
export function kronor(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
