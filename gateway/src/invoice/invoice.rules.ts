/**
 * Invoicing's rules (issue 31 §1): the checks of input (billing details with their check digits,
 * texts, months), the numbers and names an invoice prints, the draft's lines from the stayed
 * nights, and the billing details checked as a receiver's e-invoice validation will check them.
 */
import { addDays, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { checkEndpoint, checkOrganisationNumber, formatAccount, parseAccount } from '../domain/payment-ids';
import type { InvoiceParty } from './document';
import { lineVatOre } from './money';
import {
  Month,
  RegionBillingView,
  ShelterBillingView,
  DraftLineView,
  NightsWithoutDecisionView,
  InvoiceDecisionNightsView,
} from './invoice.view';
import { StayedNightRow, RegionBillingRow, ShelterBillingRow, type LineRow } from './invoice.sql';

/** Days from the issue date to the due date. */
export const PAYMENT_DAYS = 30;

/** The most a price per night may be, in öre (1 000 000 kr). */
export const MAX_PRICE_ORE = 100_000_000;

export const MAX_NOTE = 1000;

export const MAX_REASON = 500;

export const MAX_BILLING_FIELD = 200;

export const M = MESSAGES.BAD_USER_INPUT;

/** 'yyyy-MM' → the month's first and last day. */
export function monthRange(month: unknown): { month: Month; start: LocalDate; end: LocalDate } {
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < '2000-01' || month > '2999-12') {
    throw new AppError('BAD_USER_INPUT', M.invoiceMonth);
  }
  const start = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { month, start, end: addDays(next, -1) };
}

export function optionalText(v: unknown, max: number, message: string): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string' || v.trim().length > max) throw new AppError('BAD_USER_INPUT', message);
  return v.trim();
}

export function requiredText(v: unknown, max: number, message: string): string {
  const t = typeof v === 'string' ? v.trim() : '';
  if (t === '' || t.length > max) throw new AppError('BAD_USER_INPUT', message);
  return t;
}

export function billingField(v: unknown, label: string, max = MAX_BILLING_FIELD): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new AppError('BAD_USER_INPUT', M.notText(label));
  const t = v.trim();
  if (t.length > max) throw new AppError('BAD_USER_INPUT', M.billingField(label, max));
  return t;
}

/** Swedish organisation number: ten digits, written NNNNNN-NNNN (a hyphen is added when left out); empty is allowed (not yet known). */
export function organisationNumber(v: unknown): string {
  const t = billingField(v, 'Organisationsnummer', 20);
  if (t === '') return '';
  const r = checkOrganisationNumber(t);
  if (!r.ok) throw new AppError('BAD_USER_INPUT', r.error === 'checksum' ? M.organisationNumberChecksum : M.organisationNumber);
  return r.value;
}

/** The seller's account in its one stored form (payment-ids.ts), each check digit checked; empty is allowed (not yet known). */
export function bankAccountField(v: unknown): string {
  const t = billingField(v, 'Bankkonto', 100);
  if (t === '') return '';
  const r = parseAccount(t);
  if (!r.ok) throw new AppError('BAD_USER_INPUT', r.error === 'format' ? M.bankAccount : M[r.error]);
  return formatAccount(r.value);
}

/** An e-invoice address in its one stored form, "0007:2120000142"; empty is allowed (the org. number is used). */
export function endpointField(v: unknown): string {
  const t = billingField(v, 'E-fakturaadress', 100);
  if (t === '') return '';
  const r = checkEndpoint(t);
  if (!r.ok) throw new AppError('BAD_USER_INPUT', r.error === 'checksum' ? M.endpointIdChecksum : M.endpointId);
  return `${r.value.scheme}:${r.value.id}`;
}

export function invoicePrefixField(v: unknown): string {
  const t = billingField(v, 'Prefix', 12);
  if (t !== '' && !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(t)) throw new AppError('BAD_USER_INPUT', M.invoicePrefix);
  return t.toUpperCase();
}

/** A yes/no detail; null when left out (an update keeps the stored value, a new row the column's default). */
export function flagField(v: unknown, label: string): boolean | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'boolean') throw new AppError('BAD_USER_INPUT', M.billingFlag(label));
  return v;
}

/** The message a check throws, or null when the value passes (for details saved before the checks). */
export function problemOf(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
}

/** An invoice's number as printed: the bare counter, or prefix + four digits ("LJ-0007"). */
export function invoiceNumberText(prefix: string, n: number): string {
  return prefix ? `${prefix}${String(n).padStart(4, '0')}` : String(n);
}

/** A guest as an invoice line names them by default: initials ("Anna Lind" → "A.L."; docs/PRIVACY.md). */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/u)
    .map((w) => [...w][0] ?? '')
    .filter(Boolean)
    .map((c) => `${c.toLocaleUpperCase('sv')}.`)
    .join('');
}

export function postcodeField(v: unknown): string {
  const t = billingField(v, 'Postnummer', 10).replace(/\s/g, '');
  if (t !== '' && !/^\d{5}$/.test(t)) throw new AppError('BAD_USER_INPUT', M.postcode);
  return t;
}

/** A region's stored details, checked again as an invoice's receiver will check them. */
export function regionProblems(r: RegionBillingRow): string[] {
  const NR = MESSAGES.INVOICE_NOT_READY;
  if ([r.name, r.organisation_number, r.street, r.postcode, r.city, r.reference].some((v) => v === ''))
    return [NR.missingBuyer(r.region_name)];
  const what = [problemOf(() => organisationNumber(r.organisation_number)), problemOf(() => endpointField(r.endpoint_id))];
  return what.filter((w): w is string => w !== null).map((w) => NR.invalidBuyer(r.region_name, w));
}

export const toRegionBilling = (r: RegionBillingRow): RegionBillingView => ({
  regionId: r.region_id,
  regionName: r.region_name,
  name: r.name,
  organisationNumber: r.organisation_number,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  reference: r.reference,
  endpointId: r.endpoint_id,
  contact: r.contact,
  fullNames: r.full_names === true,
  complete: regionProblems(r).length === 0,
  problems: regionProblems(r),
});

/** A shelter's stored seller details, checked again as an invoice's receiver will check them. */
export function shelterProblems(r: ShelterBillingRow): string[] {
  const NR = MESSAGES.INVOICE_NOT_READY;
  if (r.organisation_number === '' || r.bank_account === '') return [NR.missingSeller];
  const what = [
    problemOf(() => organisationNumber(r.organisation_number)),
    problemOf(() => bankAccountField(r.bank_account)),
    problemOf(() => endpointField(r.endpoint_id)),
  ];
  const problems = what.filter((w): w is string => w !== null).map((w) => NR.invalidSeller(w));
  if (!r.vat_registered && !r.f_skatt) problems.push(NR.sellerTaxStatus);
  return problems;
}

export const toShelterBilling = (r: ShelterBillingRow): ShelterBillingView => ({
  shelterId: r.shelter_id,
  shelterName: r.shelter_name,
  organisationNumber: r.organisation_number,
  bankAccount: r.bank_account,
  endpointId: r.endpoint_id,
  contact: r.contact,
  vatRegistered: r.vat_registered === true,
  fSkatt: r.f_skatt === true,
  invoicePrefix: r.invoice_prefix ?? '',
  complete: shelterProblems(r).length === 0,
  problems: shelterProblems(r),
});

export const collator = new Intl.Collator('sv', { sensitivity: 'accent' });

/** The monthly nights as lines: per guest, room, price and VAT rate (a price change splits a line). */
export function draftLines(
  rows: readonly StayedNightRow[],
): (DraftLineView & { bookingNights: { bookingId: number; night: LocalDate }[] })[] {
  const byKey = new Map<string, DraftLineView & { bookingNights: { bookingId: number; night: LocalDate }[] }>();
  for (const r of rows) {
    // One line per guest, room, price and biståndsbeslut (issue 38 §3: a line names one decision).
    const key = `${r.guest_id}:${r.product_id}:${r.price_ore ?? 'none'}:${r.vat_rate_bp ?? 0}:${r.decision_id ?? ''}`;
    let line = byKey.get(key);
    if (!line) {
      line = {
        guestId: r.guest_id,
        guestName: `${r.first_name} ${r.last_name}`.trim(),
        unokod: r.unokod ?? '',
        productId: r.product_id,
        roomName: r.room_name,
        nights: [],
        unitPriceOre: r.price_ore,
        vatRateBp: r.vat_rate_bp ?? 0,
        netOre: 0,
        vatOre: 0,
        grossOre: 0,
        decisionId: r.decision_id,
        caseNumber: r.case_number,
        bookingNights: [],
      };
      byKey.set(key, line);
    }
    line.nights.push(r.night);
    line.bookingNights.push({ bookingId: r.booking_id, night: r.night });
  }
  const lines = [...byKey.values()];
  for (const l of lines) {
    l.nights.sort();
    l.netOre = l.nights.length * (l.unitPriceOre ?? 0);
    l.vatOre = lineVatOre(l.netOre, l.vatRateBp);
    l.grossOre = l.netOre + l.vatOre;
  }
  return lines.sort(
    (a, b) =>
      collator.compare(a.guestName, b.guestName) ||
      a.guestId - b.guestId ||
      collator.compare(a.roomName, b.roomName) ||
      a.productId - b.productId ||
      (a.nights[0] ?? '').localeCompare(b.nights[0] ?? ''),
  );
}

/**
 * The attest view by decision (issue 38 §3): an invoice's nights per biståndsbeslut and guest, and
 * the lines billed without one where one is required (decisionId null), each with the nights no
 * decision covers now. Lines of shelters that require none are left out.
 */
export function decisionNightsOf(
  lines: readonly Pick<LineRow, 'id' | 'line_no' | 'guest_id' | 'guest_name' | 'nights' | 'decision_id' | 'case_number'>[],
  outsideOf: ReadonlyMap<number, { outside_decision: readonly LocalDate[] }>,
): InvoiceDecisionNightsView[] {
  const byKey = new Map<string, InvoiceDecisionNightsView & { guestId: number }>();
  for (const l of lines) {
    const outside = outsideOf.get(l.id)?.outside_decision.length ?? 0;
    if (l.decision_id === null && outside === 0) continue;
    const key = `${l.decision_id ?? ''}:${l.guest_id}`;
    const row = byKey.get(key) ?? {
      decisionId: l.decision_id,
      caseNumber: l.case_number,
      guestId: l.guest_id,
      guestName: l.guest_name,
      nights: 0,
      lineNos: [],
      nightsOutsideDecision: 0,
    };
    row.nights += l.nights.length;
    row.lineNos.push(l.line_no);
    row.nightsOutsideDecision += outside;
    byKey.set(key, row);
  }
  return [...byKey.values()]
    .sort(
      (a, b) =>
        (a.decisionId === null ? 1 : 0) - (b.decisionId === null ? 1 : 0) ||
        collator.compare(a.caseNumber ?? '', b.caseNumber ?? '') ||
        collator.compare(a.guestName, b.guestName),
    )
    .map(({ guestId: _g, ...r }) => r);
}

/** Is this stayed night one no biståndsbeslut covers where the shelter requires one (issue 38 §3)? */
export const lacksDecision = (r: Pick<StayedNightRow, 'requires_decision' | 'decision_id'>): boolean =>
  r.requires_decision && r.decision_id === null;

/** The nights no decision covers, one entry per guest and room, as the host's draft lists them. */
export function nightsWithoutDecision(rows: readonly StayedNightRow[]): NightsWithoutDecisionView[] {
  const byKey = new Map<string, NightsWithoutDecisionView>();
  for (const r of rows) {
    const key = `${r.guest_id}:${r.product_id}`;
    const entry = byKey.get(key) ?? {
      guestId: r.guest_id,
      guestName: `${r.first_name} ${r.last_name}`.trim(),
      unokod: r.unokod ?? '',
      roomName: r.room_name,
      nights: [],
    };
    entry.nights.push(r.night);
    byKey.set(key, entry);
  }
  const list = [...byKey.values()];
  for (const e of list) e.nights.sort();
  return list.sort(
    (a, b) => collator.compare(a.guestName, b.guestName) || a.guestId - b.guestId || collator.compare(a.roomName, b.roomName),
  );
}

export function partyOfRegion(b: RegionBillingView): InvoiceParty {
  return {
    name: b.name || b.regionName,
    organisationNumber: b.organisationNumber,
    street: b.street,
    postcode: b.postcode,
    city: b.city,
    country: 'SE',
    endpointId: b.endpointId,
    ...(b.contact ? { contact: b.contact } : {}),
  };
}
