// What a person types as a price or a VAT rate (the room price dialog, issue 21 §1), kept apart
// from lib/money.ts so the pages that only show amounts do not carry it (issue 17's budgets).

/**
 * A price typed in kronor ("450", "450,50", "1 234.5") as whole öre; null when it is not a price
 * (negative, more than two decimals, or not a number).
 */
export function parseKronor(text: string): number | null {
  const cleaned = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/kr$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', decimals = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Öre as the kronor a form field shows: 45050 → "450,50", 45000 → "450". */
export function kronorField(ore: number): string {
  const whole = Math.floor(ore / 100);
  const cents = ore % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
}

/** A percentage typed ("6", "12,5") as basis points; null when not 0–100 with at most two decimals. */
export function parseRate(text: string): number | null {
  const cleaned = text.replace(/[\s%]/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  const bp = Math.round(Number(cleaned) * 100);
  return bp <= 10_000 ? bp : null;
}
