/**
 * Swedish business identifiers and payment accounts with their check digits (issue 30): what a
 * receiver's e-invoice validation (PEPPOL BIS Billing 3.0, SE-R-013 and PEPPOL-COMMON-R049) and a
 * bank refuse, refused where it is typed. Pure functions, no I/O: the invoice service checks input
 * with them and re-checks stored details before an invoice is sent; the web forms show the same
 * answer in Swedish (the server's message).
 *
 * - Organisationsnummer: ten digits NNNNNN-NNNN, the last a Luhn (mod 10) check digit.
 * - Bankgiro: seven or eight digits, written NNN-NNNN / NNNN-NNNN, the last a Luhn check digit.
 * - Plusgiro: two to eight digits, written …-N, the last a Luhn check digit.
 * - IBAN: ISO 13616, the check digits make the number mod 97 equal 1; a BIC (ISO 9362) goes with it.
 * - E-invoice address: a PEPPOL participant id, as the PEPPOL Directory writes it
 *   (`iso6523-actorid-upis::0007:5567321234`), without the scheme prefix (`0007:5567321234`), or a
 *   plain organisation number; stored in one form, `0007:5567321234`.
 */

/** Luhn (mod 10) over a string of digits: true when its last digit is the right check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: 'format' | 'checksum' };

const bad = (error: 'format' | 'checksum'): { ok: false; error: 'format' | 'checksum' } => ({ ok: false, error });

/** An organisation number as NNNNNN-NNNN (a hyphen added when left out), with its Luhn check digit. */
export function checkOrganisationNumber(text: string): Checked<string> {
  const m = /^(\d{6})-?(\d{4})$/.exec(text.trim());
  if (!m) return bad('format');
  if (!luhnValid(`${m[1]}${m[2]}`)) return bad('checksum');
  return { ok: true, value: `${m[1]}-${m[2]}` };
}

/** Bankgiro: 7–8 digits; written with the hyphen before the last four ("5050-1055", "123-4566"). */
export function checkBankgiro(text: string): Checked<string> {
  const t = text.trim();
  if (!/^[\d\s-]+$/.test(t)) return bad('format');
  const digits = t.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 8) return bad('format');
  if (!luhnValid(digits)) return bad('checksum');
  return { ok: true, value: `${digits.slice(0, -4)}-${digits.slice(-4)}` };
}

/** Plusgiro: 2–8 digits; written with the hyphen before the check digit ("4 12 34-6" → "41234-6"). */
export function checkPlusgiro(text: string): Checked<string> {
  const t = text.trim();
  if (!/^[\d\s-]+$/.test(t)) return bad('format');
  const digits = t.replace(/\D/g, '');
  if (digits.length < 2 || digits.length > 8) return bad('format');
  if (!luhnValid(digits)) return bad('checksum');
  return { ok: true, value: `${digits.slice(0, -1)}-${digits.slice(-1)}` };
}

/** IBAN lengths per country (ISO 13616 registry) for the countries a Swedish shelter's bank is likely in. */
const IBAN_LENGTH: Record<string, number> = { SE: 24, NO: 15, DK: 18, FI: 18, DE: 22, GB: 22, NL: 18, FR: 27, ES: 24, PL: 28 };

/** An IBAN without spaces, upper case, with its mod-97 check (and the country's length where known). */
export function checkIban(text: string): Checked<string> {
  const iban = text.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return bad('format');
  const country = iban.slice(0, 2);
  const len = IBAN_LENGTH[country];
  if (len !== undefined && iban.length !== len) return bad('format');
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  if (rest !== 1) return bad('checksum');
  return { ok: true, value: iban };
}

/** A BIC (SWIFT code): 8 or 11 characters, bank (4 letters), country (2 letters), place, branch. */
export function checkBic(text: string): Checked<string> {
  const bic = text.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) ? { ok: true, value: bic } : bad('format');
}

export type PaymentAccount =
  { kind: 'bankgiro'; number: string } | { kind: 'plusgiro'; number: string } | { kind: 'iban'; iban: string; bic: string };

export type AccountError = 'format' | 'bankgiro' | 'plusgiro' | 'iban' | 'bic';

/** The account as the one stored form: "Bankgiro 5050-1055", "Plusgiro 41234-6", "IBAN SE45 5000 … BIC ESSESESS". */
export function formatAccount(a: PaymentAccount): string {
  if (a.kind === 'iban') return `IBAN ${a.iban.replace(/(.{4})(?=.)/g, '$1 ')} BIC ${a.bic}`;
  return `${a.kind === 'bankgiro' ? 'Bankgiro' : 'Plusgiro'} ${a.number}`;
}

/**
 * The seller's account as typed: "Bankgiro 5050-1055" (or "BG …"), "Plusgiro 41234-6" (or "PG …"),
 * "IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS" (the word IBAN may be left out; the BIC is
 * needed). A bare number is refused: bankgiro and plusgiro numbers cannot be told apart.
 */
export function parseAccount(text: string): { ok: true; value: PaymentAccount } | { ok: false; error: AccountError } {
  const t = text.trim().replace(/\s+/g, ' ');
  const giro = /^(bankgiro|bg|plusgiro|pg|postgiro)\s*(?:nr\.?|nummer)?\s*:?\s*(.+)$/i.exec(t);
  if (giro) {
    const bank = /^b/i.test(giro[1] ?? '');
    const r = (bank ? checkBankgiro : checkPlusgiro)(giro[2] ?? '');
    if (!r.ok) return { ok: false, error: bank ? 'bankgiro' : 'plusgiro' };
    return { ok: true, value: bank ? { kind: 'bankgiro', number: r.value } : { kind: 'plusgiro', number: r.value } };
  }
  const iban = /^(?:iban\s*:?\s*)?([A-Za-z]{2}\d{2}[A-Za-z0-9 ]{11,40}?)\s*[,;]?\s*(?:(?:bic|swift)\s*:?\s*([A-Za-z0-9 ]+))?$/i.exec(t);
  if (iban && /^(iban|[A-Za-z]{2}\d{2})/i.test(t)) {
    const i = checkIban(iban[1] ?? '');
    if (!i.ok) return { ok: false, error: 'iban' };
    const b = checkBic(iban[2] ?? '');
    if (!b.ok) return { ok: false, error: 'bic' };
    return { ok: true, value: { kind: 'iban', iban: i.value, bic: b.value } };
  }
  return { ok: false, error: 'format' };
}

/** EAS 0007: the Swedish organisation number, as PEPPOL addresses Swedish parties. */
export const SCHEME_SE_ORGNR = '0007';

/**
 * An e-invoice address in its one stored form "SSSS:id" (scheme : identifier). Accepts the PEPPOL
 * Directory's "iso6523-actorid-upis::0007:5567321234", "0007:5567321234", "0007:556732-1234" and a
 * plain organisation number (scheme 0007). Under 0007 the identifier is ten digits with a valid
 * check digit (PEPPOL-COMMON-R049); other schemes keep their identifier as typed.
 */
export function checkEndpoint(text: string): Checked<{ scheme: string; id: string }> {
  const t = text.trim().replace(/^iso6523-actorid-upis::/i, '');
  const m = /^(\d{4}):(.+)$/.exec(t);
  const scheme = m?.[1] ?? SCHEME_SE_ORGNR;
  const id = (m?.[2] ?? t).trim();
  if (scheme === SCHEME_SE_ORGNR) {
    const org = checkOrganisationNumber(id);
    if (!org.ok) return org;
    return { ok: true, value: { scheme, id: org.value.replace('-', '') } };
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9.:_-]{0,99}$/.test(id)) return bad('format');
  return { ok: true, value: { scheme, id } };
}

/** VAT rates Sweden has, in basis points: 0 = exempt (with the exemption reason), 6, 12 and 25 %. */
export const SWEDISH_VAT_RATES_BP = [0, 600, 1200, 2500] as const;

export const isSwedishVatRate = (bp: unknown): boolean => (SWEDISH_VAT_RATES_BP as readonly unknown[]).includes(bp);

/** The Luhn check digit that completes `digits` (for numbers made up, e.g. demo data). */
export function luhnCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${digits}${d}`)) return String(d);
  throw new Error('not digits');
}
