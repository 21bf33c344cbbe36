// Money and VAT rates as staff pages show and type them (issue 21): whole öre and basis points in,
// Swedish text out ("1 234,50 kr", "6 %"), and back from what a person types. Plain arithmetic: no
// Intl formatter built on a page's first render (issue 17).

const NBSP = '\u00a0';

/** Swedish money: "1 234,50 kr" (no-break spaces, so an amount never wraps). */
export function formatSek(ore: number): string {
  const abs = Math.abs(Math.round(ore));
  const kronor = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = ore < 0 && abs !== 0 ? '−' : '';
  return `${sign}${kronor},${String(abs % 100).padStart(2, '0')}${NBSP}kr`;
}

/** A VAT rate in basis points: "0 %", "12,5 %". */
export const formatRate = (rateBp: number): string => `${String(rateBp / 100).replace('.', ',')}${NBSP}%`;
