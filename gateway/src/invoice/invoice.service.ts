/**
 * Fakturering (issue 21): a shelter bills each region (municipality) for the nights its guests
 * stayed; the region's caseworkers check the invoice against the nights report and attest it.
 *
 * - Drafts are computed, never stored: for a month, the nights actually stayed (the nights
 *   report's definition: checked_in or completed, clipped at the month's edges, and only nights
 *   before today) that no invoice holds yet, one draft per paying region (the region snapshot on
 *   the booking at check-in), a line per guest, room, price and VAT rate.
 * - 'Skicka' freezes a draft: the shelter's next number from a counter row updated in the same
 *   transaction (so numbers have no gaps: a rolled-back send gives its number back), the lines
 *   and totals, the InvoiceDocument the PDF and e-invoice are rendered from, and one claim per
 *   night (invoice_night's primary key: a night is on at most one invoice that is not credited).
 * - After sending only `invoice.status` changes; every step is an invoice_event (who, when, what).
 * - A credit note (kreditfaktura) takes its own number from the same series, copies the credited
 *   lines and deletes their claims, so the nights can be billed again.
 *
 * Scope (DESIGN §3): host staff see their own shelter's invoices, caseworkers those of their
 * assigned shelters; anything else is NOT_FOUND ('Fakturan finns inte.'), as if it did not exist.
 */
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Group } from '../domain/roles';
import type { Clock } from '../platform/clock';
import { addDays, isLocalDate, type LocalDate } from '../platform/dates';
import { inTransaction } from '../platform/db/database';
import { one } from '../platform/db/rows';
import { AppError, sqlConstraint, sqlState } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { checkEndpoint, checkOrganisationNumber, formatAccount, isSwedishVatRate, parseAccount } from '../domain/payment-ids';
import { USED_STATUSES } from '../report/report.sql';
import { recordAudit } from '../platform/audit';
import { isId } from '../platform/validate';
import type { InvoiceDocument, InvoiceLineDocument, InvoiceParty } from './document';
import {
  allowedInvoiceActions,
  decideInvoice,
  statusAfterCredit,
  type InvoiceAction,
  type InvoiceKind,
  type InvoiceStatus,
} from '../domain/invoice-status';
import { lineVatOre, totalsOf } from './money';

/** An invoice row locked for a step. */
interface LockedInvoice {
  id: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  shelter_id: number;
}

/** Days from the issue date to the due date. */
export const PAYMENT_DAYS = 30;
/** The most a price per night may be, in öre (1 000 000 kr). */
export const MAX_PRICE_ORE = 100_000_000;
export const MAX_NOTE = 1000;
export const MAX_REASON = 500;
const MAX_BILLING_FIELD = 200;

const M = MESSAGES.BAD_USER_INPUT;

// ---------------------------------------------------------------------------------------------
// Views

export type Month = string;

export interface PriceView {
  id: number;
  productId: number;
  validFrom: LocalDate;
  priceOre: number;
  vatRateBp: number;
  createdAt: Date;
}

export interface PriceInput {
  productId: number;
  validFrom: unknown;
  priceOre: unknown;
  vatRateBp?: unknown;
}

export interface RegionBillingView {
  regionId: number;
  regionName: string;
  name: string;
  organisationNumber: string;
  street: string;
  postcode: string;
  city: string;
  reference: string;
  endpointId: string;
  contact: string;
  /** Invoices name guests in full (else UNO code and initials; docs/PRIVACY.md). */
  fullNames: boolean;
  /** Everything an invoice to the region needs is there (name, org. number, address, reference) and passes the checks. */
  complete: boolean;
  /** What keeps the details from being complete, in Swedish (empty when complete). */
  problems: string[];
}

export type RegionBillingInput = { regionId: number } & Partial<
  Record<'name' | 'organisationNumber' | 'street' | 'postcode' | 'city' | 'reference' | 'endpointId' | 'contact' | 'fullNames', unknown>
>;

export interface ShelterBillingView {
  shelterId: number;
  shelterName: string;
  organisationNumber: string;
  bankAccount: string;
  endpointId: string;
  contact: string;
  /** VAT-registered: the invoice carries the VAT number SE…01 (BT-31). */
  vatRegistered: boolean;
  /** Godkänd för F-skatt (BT-32, SE-R-005). */
  fSkatt: boolean;
  /** Written before every invoice number, e.g. "LJ-" gives LJ-0007; empty: the bare number. */
  invoicePrefix: string;
  /** Org. number, bank account and tax status are there and pass the checks: the shelter can send invoices. */
  complete: boolean;
  /** What keeps the details from being complete, in Swedish (empty when complete). */
  problems: string[];
}

export type ShelterBillingInput = { shelterId?: number | null } & Partial<
  Record<'organisationNumber' | 'bankAccount' | 'endpointId' | 'contact' | 'vatRegistered' | 'fSkatt' | 'invoicePrefix', unknown>
>;

export interface DraftLineView {
  guestId: number;
  guestName: string;
  unokod: string;
  productId: number;
  roomName: string;
  nights: LocalDate[];
  /** Null when the room has no price for these nights (the draft cannot be sent). */
  unitPriceOre: number | null;
  vatRateBp: number;
  netOre: number;
  vatOre: number;
  grossOre: number;
}

export interface DraftView {
  month: Month;
  periodStart: LocalDate;
  periodEnd: LocalDate;
  region: { id: number; name: string };
  buyer: RegionBillingView;
  lines: DraftLineView[];
  netOre: number;
  vatOre: number;
  grossOre: number;
  /** What stops sending, in Swedish; empty when the draft can be sent. */
  problems: string[];
  /** Identifies exactly these lines; sendInvoice refuses a draft that changed since (INVOICE_DRAFT_CHANGED). */
  version: string;
}

export interface LineCheckView {
  /** The nights report's nights for this guest at this shelter in the invoice's month. */
  reportNights: number;
  /** This guest's nights at this shelter in the month on invoices that are not credited (all regions). */
  invoicedNights: number;
  /** invoicedNights − reportNights: > 0 billed more than the report knows, < 0 fewer. */
  difference: number;
  /** This line's nights that the report does not know (no checked-in stay of the guest that night). */
  nightsNotInReport: LocalDate[];
  /** No difference and every night known. */
  matches: boolean;
}

export interface InvoiceLineView {
  id: number;
  lineNo: number;
  guestId: number;
  guestName: string;
  unokod: string;
  productId: number;
  roomName: string;
  nights: LocalDate[];
  unitPriceOre: number;
  vatRateBp: number;
  netOre: number;
  vatOre: number;
  grossOre: number;
  /** On a credit note: the line of the invoice it credits. */
  creditsLineId: number | null;
  /** On an invoice: the credit note that credited this line, if any. */
  creditedBy: { invoiceId: number; number: number } | null;
  /** The caseworker's reason while the invoice is disputed and this line was disputed. */
  disputeReason: string | null;
  /** The comparison with the nights report (null on a credit note). */
  check: LineCheckView | null;
}

export interface InvoiceEventView {
  id: number;
  action: string;
  fromStatus: InvoiceStatus | null;
  toStatus: InvoiceStatus;
  lineId: number | null;
  text: string;
  actorName: string;
  actorGroup: string;
  at: Date;
}

export interface InvoiceRefView {
  id: number;
  number: number;
  kind: InvoiceKind;
  issueDate: LocalDate;
}

export interface InvoiceView {
  id: number;
  kind: InvoiceKind;
  number: number;
  /** The number as printed on the invoice: the shelter's prefix and the number ("LJ-0007"), or the bare number. */
  displayNumber: string;
  shelter: { id: number; name: string };
  region: { id: number; name: string };
  month: Month;
  periodStart: LocalDate;
  periodEnd: LocalDate;
  issueDate: LocalDate;
  dueDate: LocalDate;
  status: InvoiceStatus;
  note: string;
  netOre: number;
  vatOre: number;
  grossOre: number;
  sentAt: Date;
  sentByName: string;
  credits: InvoiceRefView | null;
  creditNotes: InvoiceRefView[];
  lines: InvoiceLineView[];
  allowedActions: InvoiceAction[];
  buyerReference: string;
  events: InvoiceEventView[];
}

export interface GuestInvoiceLineView {
  invoice: InvoiceView;
  line: InvoiceLineView;
}

export interface SendInput {
  month: unknown;
  regionId: number;
  note?: unknown;
  draftVersion: unknown;
}

export interface DisputeLineInput {
  lineId: number;
  reason: unknown;
}

// ---------------------------------------------------------------------------------------------
// Checks of input

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

function optionalText(v: unknown, max: number, message: string): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string' || v.trim().length > max) throw new AppError('BAD_USER_INPUT', message);
  return v.trim();
}

function requiredText(v: unknown, max: number, message: string): string {
  const t = typeof v === 'string' ? v.trim() : '';
  if (t === '' || t.length > max) throw new AppError('BAD_USER_INPUT', message);
  return t;
}

function billingField(v: unknown, label: string, max = MAX_BILLING_FIELD): string {
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

function invoicePrefixField(v: unknown): string {
  const t = billingField(v, 'Prefix', 12);
  if (t !== '' && !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(t)) throw new AppError('BAD_USER_INPUT', M.invoicePrefix);
  return t.toUpperCase();
}

/** A yes/no detail; null when left out (an update keeps the stored value, a new row the column's default). */
function flagField(v: unknown, label: string): boolean | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'boolean') throw new AppError('BAD_USER_INPUT', M.billingFlag(label));
  return v;
}

/** The message a check throws, or null when the value passes (for details saved before the checks). */
function problemOf(check: () => unknown): string | null {
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

function postcodeField(v: unknown): string {
  const t = billingField(v, 'Postnummer', 10).replace(/\s/g, '');
  if (t !== '' && !/^\d{5}$/.test(t)) throw new AppError('BAD_USER_INPUT', M.postcode);
  return t;
}

// ---------------------------------------------------------------------------------------------
// SQL

interface StayedNightRow {
  booking_id: number;
  guest_id: number;
  first_name: string;
  last_name: string;
  unokod: string | null;
  product_id: number;
  room_name: string;
  region_id: number;
  night: LocalDate;
  price_ore: number | null;
  vat_rate_bp: number | null;
}

/**
 * The nights stayed at shelter $1 in [$2, $3] before today ($4) that no invoice holds: each
 * booking's nights start_date <= d < end_date (the nights report's definition, USED_STATUSES $5),
 * clipped at the month's edges, with the price valid that night (the latest valid_from <= d).
 * The month's nights are `$2 + i` over an integer series (issue 22): the planner knows it has at
 * most 31 rows, where a date series per booking was guessed at 1,000 rows each, the plan's cost
 * passed PostgreSQL's JIT threshold and compiling it took 10–35 ms of a 1 ms query.
 */
const STAYED_NIGHTS_SQL = `
  SELECT b.id AS booking_id, b.guest_id, u.first_name, u.last_name, gp.unokod,
         b.product_id, p.name AS room_name, COALESCE(b.billing_region_id, s.region_id) AS region_id,
         d.night, pr.price_ore, pr.vat_rate_bp
    FROM booking b
    JOIN product p ON p.id = b.product_id
    JOIN shelter s ON s.id = p.shelter_id
    JOIN app_user u ON u.id = b.guest_id
    LEFT JOIN guest_profile gp ON gp.user_id = b.guest_id
    JOIN (SELECT $2::date + i AS night FROM generate_series(0, LEAST($3::date, $4::date - 1) - $2::date) AS i) d
      ON d.night >= b.start_date AND d.night < b.end_date
    LEFT JOIN LATERAL (
         SELECT pp.price_ore, pp.vat_rate_bp FROM product_price pp
          WHERE pp.product_id = b.product_id AND pp.valid_from <= d.night
          ORDER BY pp.valid_from DESC LIMIT 1
        ) pr ON true
   WHERE p.shelter_id = $1
     AND b.status = ANY ($5::text[])
     AND b.start_date <= $3::date AND b.end_date > $2::date
     AND NOT EXISTS (SELECT 1 FROM invoice_night n WHERE n.booking_id = b.id AND n.night = d.night)
   ORDER BY region_id, b.guest_id, b.product_id, d.night`;

const REGION_BILLING_SQL = `
  SELECT r.id AS region_id, r.name AS region_name, COALESCE(rb.name, '') AS name,
         COALESCE(rb.organisation_number, '') AS organisation_number, COALESCE(rb.street, '') AS street,
         COALESCE(rb.postcode, '') AS postcode, COALESCE(rb.city, '') AS city, COALESCE(rb.reference, '') AS reference,
         COALESCE(rb.endpoint_id, '') AS endpoint_id, COALESCE(rb.contact, '') AS contact,
         COALESCE(rb.full_names, false) AS full_names
    FROM region r LEFT JOIN region_billing rb ON rb.region_id = r.id`;

interface RegionBillingRow {
  region_id: number;
  region_name: string;
  name: string;
  organisation_number: string;
  street: string;
  postcode: string;
  city: string;
  reference: string;
  endpoint_id: string;
  contact: string;
  full_names: boolean;
}

/** A region's stored details, checked again as an invoice's receiver will check them. */
function regionProblems(r: RegionBillingRow): string[] {
  const NR = MESSAGES.INVOICE_NOT_READY;
  if ([r.name, r.organisation_number, r.street, r.postcode, r.city, r.reference].some((v) => v === ''))
    return [NR.missingBuyer(r.region_name)];
  const what = [problemOf(() => organisationNumber(r.organisation_number)), problemOf(() => endpointField(r.endpoint_id))];
  return what.filter((w): w is string => w !== null).map((w) => NR.invalidBuyer(r.region_name, w));
}

const toRegionBilling = (r: RegionBillingRow): RegionBillingView => ({
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

const SHELTER_BILLING_SQL = `
  SELECT s.id AS shelter_id, s.name AS shelter_name, s.street, s.postcode, s.city, s.phone,
         COALESCE(sb.organisation_number, '') AS organisation_number, COALESCE(sb.bank_account, '') AS bank_account,
         COALESCE(sb.endpoint_id, '') AS endpoint_id, COALESCE(sb.contact, '') AS contact,
         COALESCE(sb.vat_registered, false) AS vat_registered, COALESCE(sb.f_skatt, false) AS f_skatt,
         COALESCE(sb.invoice_prefix, '') AS invoice_prefix
    FROM shelter s LEFT JOIN shelter_billing sb ON sb.shelter_id = s.id`;

interface ShelterBillingRow {
  shelter_id: number;
  shelter_name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string | null;
  organisation_number: string;
  bank_account: string;
  endpoint_id: string;
  contact: string;
  vat_registered: boolean;
  f_skatt: boolean;
  invoice_prefix: string;
}

/** A shelter's stored seller details, checked again as an invoice's receiver will check them. */
function shelterProblems(r: ShelterBillingRow): string[] {
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

const toShelterBilling = (r: ShelterBillingRow): ShelterBillingView => ({
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

interface InvoiceRow {
  id: number;
  kind: InvoiceKind;
  number: number;
  shelter_id: number;
  shelter_name: string;
  region_id: number;
  region_name: string;
  period_start: LocalDate;
  period_end: LocalDate;
  issue_date: LocalDate;
  due_date: LocalDate;
  status: InvoiceStatus;
  note: string;
  net_ore: number;
  vat_ore: number;
  gross_ore: number;
  sent_at: Date;
  sent_by_name: string | null;
  credits_invoice_id: number | null;
  credits_number: number | null;
  credits_issue_date: LocalDate | null;
  buyer_reference: string | null;
  display_number: string | null;
}

const INVOICE_SQL = `
  SELECT i.id, i.kind, i.number, i.shelter_id, s.name AS shelter_name, i.region_id, r.name AS region_name,
         i.period_start, i.period_end, i.issue_date, i.due_date, i.status, i.note,
         i.net_ore, i.vat_ore, i.gross_ore, i.sent_at,
         NULLIF(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS sent_by_name,
         i.credits_invoice_id, c.number AS credits_number, c.issue_date AS credits_issue_date,
         i.document->>'buyerReference' AS buyer_reference, i.document->>'number' AS display_number
    FROM invoice i
    JOIN shelter s ON s.id = i.shelter_id
    JOIN region r ON r.id = i.region_id
    LEFT JOIN app_user u ON u.id = i.sent_by
    LEFT JOIN invoice c ON c.id = i.credits_invoice_id`;

interface LineRow {
  id: number;
  invoice_id: number;
  line_no: number;
  guest_id: number;
  guest_name: string;
  unokod: string;
  product_id: number;
  room_name: string;
  nights: LocalDate[];
  unit_price_ore: number;
  vat_rate_bp: number;
  net_ore: number;
  vat_ore: number;
  credits_line_id: number | null;
  credited_by_invoice_id: number | null;
  credited_by_number: number | null;
}

const LINES_SQL = `
  SELECT l.id, l.invoice_id, l.line_no, l.guest_id, l.guest_name, l.unokod, l.product_id, l.room_name,
         l.nights::text[] AS nights, l.unit_price_ore, l.vat_rate_bp, l.net_ore, l.vat_ore, l.credits_line_id,
         cn.id AS credited_by_invoice_id, cn.number AS credited_by_number
    FROM invoice_line l
    LEFT JOIN invoice_line cl ON cl.credits_line_id = l.id
    LEFT JOIN invoice cn ON cn.id = cl.invoice_id
   WHERE l.invoice_id = ANY ($1::int[])
   ORDER BY l.invoice_id, l.line_no`;

/**
 * Each line compared with the nights report for its guest, shelter and month (issue 21 §5), for
 * all lines of the invoices $1 in one statement; $2 = the report's statuses.
 */
const CHECKS_SQL = `
  SELECT l.id AS line_id,
         (SELECT COALESCE(SUM(GREATEST(0, LEAST(b.end_date, i.period_end + 1) - GREATEST(b.start_date, i.period_start))), 0)::int
            FROM booking b JOIN product p ON p.id = b.product_id
           WHERE b.guest_id = l.guest_id AND p.shelter_id = i.shelter_id AND b.status = ANY ($2::text[])
             AND b.start_date <= i.period_end AND b.end_date > i.period_start) AS report_nights,
         (SELECT count(*)::int
            FROM invoice_night n JOIN invoice_line l2 ON l2.id = n.line_id JOIN invoice i2 ON i2.id = l2.invoice_id
           WHERE l2.guest_id = l.guest_id AND i2.shelter_id = i.shelter_id
             AND n.night BETWEEN i.period_start AND i.period_end) AS invoiced_nights,
         ARRAY(SELECT d::text FROM unnest(l.nights) AS d
                WHERE NOT EXISTS (SELECT 1 FROM booking b JOIN product p ON p.id = b.product_id
                                   WHERE b.guest_id = l.guest_id AND p.shelter_id = i.shelter_id
                                     AND b.status = ANY ($2::text[]) AND b.start_date <= d AND b.end_date > d)
                ORDER BY d) AS not_in_report
    FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id
   WHERE l.invoice_id = ANY ($1::int[]) AND i.kind = 'invoice'`;

interface EventRow {
  id: number;
  invoice_id: number;
  action: string;
  from_status: InvoiceStatus | null;
  to_status: InvoiceStatus;
  line_id: number | null;
  text: string;
  actor_name: string | null;
  actor_group: string;
  at: Date;
}

const collator = new Intl.Collator('sv', { sensitivity: 'accent' });

/** A json column read back (a driver may hand json over as text). */
const fromJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The monthly nights as lines: per guest, room, price and VAT rate (a price change splits a line). */
function draftLines(rows: readonly StayedNightRow[]): (DraftLineView & { bookingNights: { bookingId: number; night: LocalDate }[] })[] {
  const byKey = new Map<string, DraftLineView & { bookingNights: { bookingId: number; night: LocalDate }[] }>();
  for (const r of rows) {
    const key = `${r.guest_id}:${r.product_id}:${r.price_ore ?? 'none'}:${r.vat_rate_bp ?? 0}`;
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

function partyOfRegion(b: RegionBillingView): InvoiceParty {
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

/**
 * The billing details saved earlier that a receiver's e-invoice validation would refuse (issue 30),
 * checked at start (main.ts logs the ids): the same checks as when they are typed. Their drafts
 * show the problem until they are corrected.
 */
export async function billingDetailsToFix(ds: DataSource): Promise<{ shelters: number[]; regions: number[] }> {
  const [shelters, regions]: [ShelterBillingRow[], RegionBillingRow[]] = await Promise.all([
    ds.query(`${SHELTER_BILLING_SQL} WHERE sb.shelter_id IS NOT NULL ORDER BY s.id`),
    ds.query(`${REGION_BILLING_SQL} WHERE rb.region_id IS NOT NULL ORDER BY r.id`),
  ]);
  return {
    shelters: shelters.filter((r) => shelterProblems(r).length > 0).map((r) => r.shelter_id),
    regions: regions.filter((r) => regionProblems(r).length > 0).map((r) => r.region_id),
  };
}

// ---------------------------------------------------------------------------------------------

type Drafted = DraftView & { lineData: ReturnType<typeof draftLines> };

export class InvoiceService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  // --- scope -----------------------------------------------------------------------------------

  private hostShelter(actorOrNull: Actor | null): { actor: Actor; shelterId: number } {
    const actor = requireGroup(actorOrNull, 'host');
    if (actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    return { actor, shelterId: actor.hostShelterId };
  }

  /** The shelters whose invoices the actor sees: host staff their own, caseworkers their assigned ones. */
  private scope(actorOrNull: Actor | null): { actor: Actor; shelterIds: number[] } {
    const actor = requireGroup(actorOrNull, 'host', 'caseworker');
    const ids = new Set<number>();
    if (actor.groups.includes('host') && actor.hostShelterId !== null) ids.add(actor.hostShelterId);
    if (actor.groups.includes('caseworker')) for (const s of actor.assignedShelterIds) ids.add(s);
    return { actor, shelterIds: [...ids] };
  }

  /** The groups in which the actor acts on this shelter's invoices. */
  private groupsAt(actor: Actor, shelterId: number): Group[] {
    const groups: Group[] = [];
    if (actor.groups.includes('host') && actor.hostShelterId === shelterId) groups.push('host');
    if (actor.groups.includes('caseworker') && actor.assignedShelterIds.includes(shelterId)) groups.push('caseworker');
    return groups;
  }

  // --- prices ----------------------------------------------------------------------------------

  /** The product, if the actor may price it: host staff their own shelter's rooms, admins any; else PRODUCT_NOT_FOUND. */
  private async priceableProduct(q: EntityManager | DataSource, actorOrNull: Actor | null, productId: number): Promise<Actor> {
    const actor = requireGroup(actorOrNull, 'host', 'admin');
    if (!isId(productId)) throw new AppError('PRODUCT_NOT_FOUND');
    const [p]: { shelter_id: number }[] = await q.query(`SELECT shelter_id FROM product WHERE id = $1`, [productId]);
    const admin = actor.groups.includes('admin');
    if (!p || (!admin && actor.hostShelterId !== p.shelter_id)) throw new AppError('PRODUCT_NOT_FOUND');
    return actor;
  }

  /** A room's prices, the newest valid-from first. */
  async prices(actorOrNull: Actor | null, productId: number): Promise<PriceView[]> {
    await this.priceableProduct(this.ds, actorOrNull, productId);
    return this.pricesOf([productId]).then((m) => m.get(productId) ?? []);
  }

  /** The prices of many products in one statement (no scope check: callers check it). */
  async pricesOf(productIds: readonly number[]): Promise<Map<number, PriceView[]>> {
    const rows: { id: number; product_id: number; valid_from: LocalDate; price_ore: number; vat_rate_bp: number; created_at: Date }[] =
      await this.ds.query(
        `SELECT id, product_id, valid_from, price_ore, vat_rate_bp, created_at FROM product_price
          WHERE product_id = ANY ($1::int[]) ORDER BY product_id, valid_from DESC`,
        [productIds],
      );
    const out = new Map<number, PriceView[]>(productIds.map((id) => [id, []]));
    for (const r of rows) {
      out.get(r.product_id)?.push({
        id: r.id,
        productId: r.product_id,
        validFrom: r.valid_from,
        priceOre: r.price_ore,
        vatRateBp: r.vat_rate_bp,
        createdAt: r.created_at,
      });
    }
    return out;
  }

  /** Whether the actor may see a product's prices (host staff of its shelter, admins). */
  seesPrices(actor: Actor | null, shelterId: number): boolean {
    if (!actor) return false;
    return actor.groups.includes('admin') || (actor.groups.includes('host') && actor.hostShelterId === shelterId);
  }

  /**
   * Sets a room's price per night from a date on (a new row; the same date again replaces that
   * row). Sent invoices never change: they hold their own copy of every price.
   */
  async setPrice(actorOrNull: Actor | null, input: PriceInput): Promise<PriceView> {
    const validFrom = input.validFrom;
    if (!isLocalDate(validFrom)) throw new AppError('BAD_USER_INPUT', M.priceValidFrom);
    const price = input.priceOre;
    if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0 || price > MAX_PRICE_ORE) {
      throw new AppError('BAD_USER_INPUT', M.priceOre(MAX_PRICE_ORE));
    }
    const vat = input.vatRateBp ?? 0;
    // Only rates Sweden has (SE-R-006: 25, 12, 6 %), or 0 = exempt social care (category E with its VATEX reason).
    if (!isSwedishVatRate(vat)) throw new AppError('BAD_USER_INPUT', M.vatRateBp);
    return inTransaction(this.ds, async (tx) => {
      const actor = await this.priceableProduct(tx, actorOrNull, input.productId);
      const row = one<{ id: number }>(
        await tx.query(
          `INSERT INTO product_price (product_id, valid_from, price_ore, vat_rate_bp, created_by) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (product_id, valid_from) DO UPDATE
             SET price_ore = EXCLUDED.price_ore, vat_rate_bp = EXCLUDED.vat_rate_bp, created_by = EXCLUDED.created_by, created_at = clock_timestamp()
           RETURNING id`,
          [input.productId, validFrom, price, vat, actor.userId],
        ),
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'price_set',
        entity: 'product',
        entityId: input.productId,
        detail: { validFrom, priceOre: price, vatRateBp: vat },
      });
      const [r]: { id: number; product_id: number; valid_from: LocalDate; price_ore: number; vat_rate_bp: number; created_at: Date }[] =
        await tx.query(`SELECT id, product_id, valid_from, price_ore, vat_rate_bp, created_at FROM product_price WHERE id = $1`, [row.id]);
      if (!r) throw new Error('price row vanished');
      return {
        id: r.id,
        productId: r.product_id,
        validFrom: r.valid_from,
        priceOre: r.price_ore,
        vatRateBp: r.vat_rate_bp,
        createdAt: r.created_at,
      };
    });
  }

  // --- billing details -------------------------------------------------------------------------

  /** Every region that is not archived, with its billing details (admin). */
  async regionBillings(actorOrNull: Actor | null): Promise<RegionBillingView[]> {
    requireGroup(actorOrNull, 'admin');
    const rows: RegionBillingRow[] = await this.ds.query(`${REGION_BILLING_SQL} WHERE r.archived_at IS NULL ORDER BY r.name, r.id`);
    return rows.map(toRegionBilling);
  }

  /** Sets a region's billing details (admin; audited). Fields left out become empty. */
  async updateRegionBilling(actorOrNull: Actor | null, input: RegionBillingInput): Promise<RegionBillingView> {
    const actor = requireGroup(actorOrNull, 'admin');
    if (!isId(input.regionId)) throw new AppError('BAD_USER_INPUT', M.regionMissing);
    const v = {
      name: billingField(input.name, 'Namn'),
      organisationNumber: organisationNumber(input.organisationNumber),
      street: billingField(input.street, 'Gatuadress'),
      postcode: postcodeField(input.postcode),
      city: billingField(input.city, 'Ort'),
      reference: billingField(input.reference, 'Referens', 100),
      endpointId: endpointField(input.endpointId),
      contact: billingField(input.contact, 'Kontakt'),
      fullNames: flagField(input.fullNames, 'Fullständiga namn'),
    };
    return inTransaction(this.ds, async (tx) => {
      const [region]: { id: number }[] = await tx.query(`SELECT id FROM region WHERE id = $1`, [input.regionId]);
      if (!region) throw new AppError('BAD_USER_INPUT', M.regionMissing);
      await tx.query(
        `INSERT INTO region_billing (region_id, name, organisation_number, street, postcode, city, reference, endpoint_id, contact, updated_by, full_names)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11::boolean, false))
         ON CONFLICT (region_id) DO UPDATE SET name = EXCLUDED.name, organisation_number = EXCLUDED.organisation_number,
           street = EXCLUDED.street, postcode = EXCLUDED.postcode, city = EXCLUDED.city, reference = EXCLUDED.reference,
           endpoint_id = EXCLUDED.endpoint_id, contact = EXCLUDED.contact, updated_by = EXCLUDED.updated_by, updated_at = clock_timestamp(),
           full_names = COALESCE($11::boolean, region_billing.full_names)`,
        [
          input.regionId,
          v.name,
          v.organisationNumber,
          v.street,
          v.postcode,
          v.city,
          v.reference,
          v.endpointId,
          v.contact,
          actor.userId,
          v.fullNames,
        ],
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'region_billing_updated',
        entity: 'region',
        entityId: input.regionId,
        detail: v,
      });
      return toRegionBilling(one<RegionBillingRow>(await tx.query(`${REGION_BILLING_SQL} WHERE r.id = $1`, [input.regionId])));
    });
  }

  /** The shelter whose seller details the actor may read or change: host staff their own (shelterId may be left out), admins any. */
  private billingShelter(actorOrNull: Actor | null, shelterId: number | null | undefined): { actor: Actor; shelterId: number } {
    const actor = requireGroup(actorOrNull, 'host', 'admin');
    if (actor.groups.includes('admin') && shelterId !== null && shelterId !== undefined) {
      if (!isId(shelterId)) throw new AppError('HOST_NOT_FOUND');
      return { actor, shelterId };
    }
    if (!actor.groups.includes('host') || actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    if (shelterId !== null && shelterId !== undefined && shelterId !== actor.hostShelterId) throw new AppError('HOST_NOT_FOUND');
    return { actor, shelterId: actor.hostShelterId };
  }

  async shelterBilling(actorOrNull: Actor | null, shelterId?: number | null): Promise<ShelterBillingView> {
    const scope = this.billingShelter(actorOrNull, shelterId);
    const [row]: ShelterBillingRow[] = await this.ds.query(`${SHELTER_BILLING_SQL} WHERE s.id = $1`, [scope.shelterId]);
    if (!row) throw new AppError('HOST_NOT_FOUND');
    return toShelterBilling(row);
  }

  /** Sets the shelter's seller details (host staff for their own, admins for any; audited). */
  async updateShelterBilling(actorOrNull: Actor | null, input: ShelterBillingInput): Promise<ShelterBillingView> {
    const { actor, shelterId } = this.billingShelter(actorOrNull, input.shelterId);
    const v = {
      organisationNumber: organisationNumber(input.organisationNumber),
      bankAccount: bankAccountField(input.bankAccount),
      endpointId: endpointField(input.endpointId),
      contact: billingField(input.contact, 'Kontakt'),
      vatRegistered: flagField(input.vatRegistered, 'Momsregistrerad'),
      fSkatt: flagField(input.fSkatt, 'F-skatt'),
      invoicePrefix: invoicePrefixField(input.invoicePrefix),
    };
    return inTransaction(this.ds, async (tx) => {
      const [s]: { id: number }[] = await tx.query(`SELECT id FROM shelter WHERE id = $1`, [shelterId]);
      if (!s) throw new AppError('HOST_NOT_FOUND');
      await tx.query(
        `INSERT INTO shelter_billing (shelter_id, organisation_number, bank_account, endpoint_id, contact, updated_by,
                                      vat_registered, f_skatt, invoice_prefix)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::boolean, false), COALESCE($8::boolean, true), $9)
         ON CONFLICT (shelter_id) DO UPDATE SET organisation_number = EXCLUDED.organisation_number, bank_account = EXCLUDED.bank_account,
           endpoint_id = EXCLUDED.endpoint_id, contact = EXCLUDED.contact, updated_by = EXCLUDED.updated_by, updated_at = clock_timestamp(),
           vat_registered = COALESCE($7::boolean, shelter_billing.vat_registered), f_skatt = COALESCE($8::boolean, shelter_billing.f_skatt),
           invoice_prefix = EXCLUDED.invoice_prefix`,
        [shelterId, v.organisationNumber, v.bankAccount, v.endpointId, v.contact, actor.userId, v.vatRegistered, v.fSkatt, v.invoicePrefix],
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'shelter_billing_updated',
        entity: 'shelter',
        entityId: shelterId,
        detail: v,
      });
      return toShelterBilling(one<ShelterBillingRow>(await tx.query(`${SHELTER_BILLING_SQL} WHERE s.id = $1`, [shelterId])));
    });
  }

  // --- drafts ----------------------------------------------------------------------------------

  /** The host's drafts for a month: one per paying region with nights not yet invoiced. */
  async drafts(actorOrNull: Actor | null, month: unknown): Promise<DraftView[]> {
    const { shelterId } = this.hostShelter(actorOrNull);
    const range = monthRange(month);
    const drafts = await this.computeDrafts(this.ds, shelterId, range);
    return drafts.map(({ lineData: _l, ...d }) => d);
  }

  private async computeDrafts(q: EntityManager | DataSource, shelterId: number, range: ReturnType<typeof monthRange>): Promise<Drafted[]> {
    // ONE statement (issue 22: 3 → 1): the stayed nights, the paying regions' billing details and
    // the shelter's, each as a json column of the one row.
    const [read]: { nights: StayedNightRow[] | string; buyers: RegionBillingRow[] | string; seller: ShelterBillingRow | string | null }[] =
      await q.query(
        `WITH nights AS (${STAYED_NIGHTS_SQL})
         SELECT (SELECT COALESCE(json_agg(n), '[]'::json) FROM nights n) AS nights,
                (SELECT COALESCE(json_agg(rb), '[]'::json)
                   FROM (${REGION_BILLING_SQL} WHERE r.id IN (SELECT region_id FROM nights)) rb) AS buyers,
                (SELECT row_to_json(sb) FROM (${SHELTER_BILLING_SQL} WHERE s.id = $1) sb) AS seller`,
        [shelterId, range.start, range.end, this.clock.today(), USED_STATUSES],
      );
    if (!read) return [];
    const rows = fromJson(read.nights);
    if (rows.length === 0) return [];
    const byRegion = new Map<number, StayedNightRow[]>();
    for (const r of rows) byRegion.set(r.region_id, [...(byRegion.get(r.region_id) ?? []), r]);
    const buyers = fromJson(read.buyers);
    const seller = fromJson(read.seller);
    // The stored details are checked again here (issue 30): details saved before the checks existed,
    // or that fail them now, show as problems on the draft instead of going out to be refused.
    const sellerView = seller ? toShelterBilling(seller) : null;
    const drafts: Drafted[] = [];
    for (const [regionId, regionRows] of byRegion) {
      const buyerRow = buyers.find((b) => b.region_id === regionId);
      if (!buyerRow) continue;
      const buyer = toRegionBilling(buyerRow);
      const lineData = draftLines(regionRows);
      const totals = totalsOf(lineData);
      const problems: string[] = [];
      for (const l of lineData) {
        if (l.unitPriceOre === null) problems.push(MESSAGES.INVOICE_NOT_READY.missingPrice(l.roomName, l.nights[0] ?? ''));
        else if (!isSwedishVatRate(l.vatRateBp))
          problems.push(MESSAGES.INVOICE_NOT_READY.vatRate(l.roomName, String(l.vatRateBp / 100).replace('.', ',')));
        else if (l.vatRateBp > 0 && sellerView && !sellerView.vatRegistered)
          problems.push(MESSAGES.INVOICE_NOT_READY.vatNotRegistered(l.roomName));
      }
      problems.push(...buyer.problems);
      problems.push(...(sellerView ? sellerView.problems : [MESSAGES.INVOICE_NOT_READY.missingSeller]));
      const version = createHash('sha256')
        .update(JSON.stringify([regionId, range.month, lineData.map((l) => [l.bookingNights, l.unitPriceOre, l.vatRateBp])]))
        .digest('base64url')
        .slice(0, 22);
      drafts.push({
        month: range.month,
        periodStart: range.start,
        periodEnd: range.end,
        region: { id: regionId, name: buyer.regionName },
        buyer,
        lines: lineData.map(({ bookingNights: _b, ...l }) => l),
        lineData,
        netOre: totals.netOre,
        vatOre: totals.vatOre,
        grossOre: totals.grossOre,
        problems: [...new Set(problems)],
        version,
      });
    }
    return drafts.sort((a, b) => collator.compare(a.region.name, b.region.name) || a.region.id - b.region.id);
  }

  // --- sending ---------------------------------------------------------------------------------

  /** The shelter's next invoice number: the counter row is locked by the update until the transaction ends. */
  private async nextNumber(tx: EntityManager, shelterId: number): Promise<number> {
    await tx.query(`INSERT INTO invoice_counter (shelter_id) VALUES ($1) ON CONFLICT (shelter_id) DO NOTHING`, [shelterId]);
    return one<{ n: number }>(
      // In a CTE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
      await tx.query(
        `WITH c AS (UPDATE invoice_counter SET last_number = last_number + 1 WHERE shelter_id = $1 RETURNING last_number) SELECT last_number AS n FROM c`,
        [shelterId],
      ),
    ).n;
  }

  private async event(
    tx: EntityManager,
    invoiceId: number,
    actor: Actor,
    group: Group,
    action: string,
    from: InvoiceStatus | null,
    to: InvoiceStatus,
    opts: { lineId?: number; text?: string } = {},
  ): Promise<void> {
    await tx.query(
      `INSERT INTO invoice_event (invoice_id, action, from_status, to_status, line_id, text, actor_id, actor_group) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [invoiceId, action, from, to, opts.lineId ?? null, opts.text ?? '', actor.userId, group],
    );
  }

  /**
   * The one writer of a sent invoice's status, with its event in the same transaction (`send`
   * writes the first, 'sent', as it inserts the row). A step that leaves the status as it was
   * (a credit of some lines of an undisputed invoice) writes only the event.
   */
  private async writeStatus(
    tx: EntityManager,
    row: LockedInvoice,
    to: InvoiceStatus,
    actor: Actor,
    group: Group,
    action: InvoiceAction,
    opts: { text: string },
  ): Promise<void> {
    if (to !== row.status) await tx.query(`UPDATE invoice SET status = $2 WHERE id = $1`, [row.id, to]);
    await this.event(tx, row.id, actor, group, action, row.status, to, opts);
  }

  /**
   * 'Skicka': freezes the month's draft for a region as the shelter's next invoice. The draft must
   * be the one the host saw (draftVersion), complete (prices, billing details) and its nights
   * unclaimed; a night another invoice took first is INVOICE_NIGHTS_TAKEN (the claim's key decides).
   */
  async send(actorOrNull: Actor | null, input: SendInput): Promise<InvoiceView> {
    const { actor, shelterId } = this.hostShelter(actorOrNull);
    const range = monthRange(input.month);
    const note = optionalText(input.note, MAX_NOTE, M.invoiceNote(MAX_NOTE));
    if (typeof input.draftVersion !== 'string' || input.draftVersion === '') throw new AppError('BAD_USER_INPUT', M.draftVersion);
    if (!isId(input.regionId)) throw new AppError('INVOICE_NOT_READY', MESSAGES.INVOICE_NOT_READY.nothingToInvoice);
    const today = this.clock.today();
    let id: number;
    try {
      id = await inTransaction(this.ds, async (tx) => {
        const drafts = await this.computeDrafts(tx, shelterId, range);
        const draft = drafts.find((d) => d.region.id === input.regionId);
        if (!draft) throw new AppError('INVOICE_DRAFT_CHANGED', MESSAGES.INVOICE_NOT_READY.nothingToInvoice);
        if (draft.version !== input.draftVersion) throw new AppError('INVOICE_DRAFT_CHANGED');
        const [problem] = draft.problems;
        if (problem !== undefined) throw new AppError('INVOICE_NOT_READY', problem);
        const sellerRow = one<ShelterBillingRow>(await tx.query(`${SHELTER_BILLING_SQL} WHERE s.id = $1`, [shelterId]));
        const seller = toShelterBilling(sellerRow);
        const number = await this.nextNumber(tx, shelterId);
        const numberText = invoiceNumberText(seller.invoicePrefix, number);
        const lines: InvoiceLineDocument[] = draft.lineData.map((l, i) => ({
          id: String(i + 1),
          // UNO code and initials unless the region chose full names (issue 30 §5, docs/PRIVACY.md).
          description: `${draft.buyer.fullNames ? l.guestName : initialsOf(l.guestName)} – ${l.roomName}`,
          unokod: l.unokod,
          nights: l.nights,
          unitPriceOre: l.unitPriceOre ?? 0,
          netOre: l.netOre,
          vatRateBp: l.vatRateBp,
          vatOre: l.vatOre,
        }));
        const totals = totalsOf(lines);
        const doc: InvoiceDocument = {
          kind: 'invoice',
          number: numberText,
          issueDate: today,
          dueDate: addDays(today, PAYMENT_DAYS),
          periodStart: range.start,
          periodEnd: range.end,
          currency: 'SEK',
          seller: {
            name: seller.shelterName,
            organisationNumber: seller.organisationNumber,
            street: sellerRow.street,
            postcode: sellerRow.postcode,
            city: sellerRow.city,
            country: 'SE',
            endpointId: seller.endpointId,
            vatRegistered: seller.vatRegistered,
            fSkatt: seller.fSkatt,
            ...(seller.contact || sellerRow.phone ? { contact: seller.contact || (sellerRow.phone ?? '') } : {}),
          },
          buyer: partyOfRegion(draft.buyer),
          buyerReference: draft.buyer.reference,
          note,
          lines,
          totals,
          payment: { account: seller.bankAccount, reference: numberText },
        };
        const inv = one<{ id: number }>(
          await tx.query(
            `INSERT INTO invoice (shelter_id, region_id, kind, number, period_start, period_end, issue_date, due_date, status, note,
                                  net_ore, vat_ore, gross_ore, document, sent_by)
             VALUES ($1, $2, 'invoice', $3, $4, $5, $6, $7, 'sent', $8, $9, $10, $11, $12, $13) RETURNING id`,
            [
              shelterId,
              draft.region.id,
              number,
              range.start,
              range.end,
              doc.issueDate,
              doc.dueDate,
              note,
              totals.netOre,
              totals.vatOre,
              totals.grossOre,
              JSON.stringify(doc),
              actor.userId,
            ],
          ),
        );
        // Every line and its nights' claims in one statement. The claims' primary key
        // (booking_id, night) refuses a night another invoice holds.
        await tx.query(
          `WITH x AS (
             SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(line_no int, guest_id int, product_id int, guest_name text,
               unokod text, room_name text, nights date[], unit_price_ore int, vat_rate_bp int, net_ore int, vat_ore int)
           ), l AS (
             INSERT INTO invoice_line (invoice_id, line_no, guest_id, product_id, guest_name, unokod, room_name, nights,
                                       unit_price_ore, vat_rate_bp, net_ore, vat_ore)
             SELECT $1, line_no, guest_id, product_id, guest_name, unokod, room_name, nights,
                    unit_price_ore, vat_rate_bp, net_ore, vat_ore FROM x
             RETURNING id, line_no
           )
           INSERT INTO invoice_night (booking_id, night, line_id)
           SELECT c.booking_id, c.night, l.id
             FROM jsonb_to_recordset($3::jsonb) AS c(line_no int, booking_id int, night date) JOIN l USING (line_no)`,
          [
            inv.id,
            JSON.stringify(
              draft.lineData.map((l, i) => ({
                line_no: i + 1,
                guest_id: l.guestId,
                product_id: l.productId,
                guest_name: l.guestName,
                unokod: l.unokod,
                room_name: l.roomName,
                nights: l.nights,
                unit_price_ore: l.unitPriceOre ?? 0,
                vat_rate_bp: l.vatRateBp,
                net_ore: l.netOre,
                vat_ore: l.vatOre,
              })),
            ),
            JSON.stringify(
              draft.lineData.flatMap((l, i) => l.bookingNights.map((c) => ({ line_no: i + 1, booking_id: c.bookingId, night: c.night }))),
            ),
          ],
        );
        await this.event(tx, inv.id, actor, 'host', 'send', null, 'sent', { text: note });
        return inv.id;
      });
    } catch (e) {
      if (sqlState(e) === '23505' && sqlConstraint(e) === 'invoice_night_pkey') throw new AppError('INVOICE_NIGHTS_TAKEN');
      throw e;
    }
    return this.get(actor, id);
  }

  // --- reading ---------------------------------------------------------------------------------

  /** One invoice in the actor's scope, with lines, checks and events; else NOT_FOUND. */
  async get(actorOrNull: Actor | null, id: number): Promise<InvoiceView> {
    const { actor, shelterIds } = this.scope(actorOrNull);
    if (!isId(id) || shelterIds.length === 0) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    const rows: InvoiceRow[] = await this.ds.query(`${INVOICE_SQL} WHERE i.id = $1 AND i.shelter_id = ANY ($2::int[])`, [id, shelterIds]);
    const [view] = await this.assemble(actor, rows);
    if (!view) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    return view;
  }

  /**
   * The invoices and credit notes in the actor's scope, newest first; optionally of one month
   * (yyyy-MM), one shelter, or one status.
   */
  async list(
    actorOrNull: Actor | null,
    filter: { month?: unknown; shelterId?: number | null; status?: InvoiceStatus | null } = {},
  ): Promise<InvoiceView[]> {
    const { actor, shelterIds } = this.scope(actorOrNull);
    const range = filter.month === undefined || filter.month === null || filter.month === '' ? null : monthRange(filter.month);
    const shelters = filter.shelterId ? shelterIds.filter((s) => s === filter.shelterId) : shelterIds;
    if (shelters.length === 0) return [];
    const rows: InvoiceRow[] = await this.ds.query(
      `${INVOICE_SQL}
        WHERE i.shelter_id = ANY ($1::int[]) AND ($2::date IS NULL OR i.period_start = $2::date) AND ($3::text IS NULL OR i.status = $3::text)
        ORDER BY i.period_start DESC, s.name, i.number DESC`,
      [shelters, range?.start ?? null, filter.status ?? null],
    );
    return this.assemble(actor, rows);
  }

  /**
   * The report's 'Fakturera' (issue 21 §6): a guest's lines in a month on the invoices in the
   * actor's scope (optionally one shelter), credit notes included, with their invoices.
   */
  async guestLines(actorOrNull: Actor | null, guestId: number, month: unknown, shelterId?: number | null): Promise<GuestInvoiceLineView[]> {
    const range = monthRange(month);
    const { actor, shelterIds } = this.scope(actorOrNull);
    if (!isId(guestId)) return [];
    const shelters = shelterId ? shelterIds.filter((s) => s === shelterId) : shelterIds;
    if (shelters.length === 0) return [];
    const rows: InvoiceRow[] = await this.ds.query(
      `${INVOICE_SQL}
        WHERE i.shelter_id = ANY ($1::int[]) AND i.period_start = $2::date
          AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id AND l.guest_id = $3)
        ORDER BY s.name, i.number`,
      [shelters, range.start, guestId],
    );
    const invoices = await this.assemble(actor, rows);
    return invoices.flatMap((invoice) => invoice.lines.filter((l) => l.guestId === guestId).map((line) => ({ invoice, line })));
  }

  /** Rows → views: lines, checks, credit notes and events of all the invoices in a few statements. */
  private async assemble(actor: Actor, rows: readonly InvoiceRow[]): Promise<InvoiceView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, checks, credits, events]: [
      LineRow[],
      { line_id: number; report_nights: number; invoiced_nights: number; not_in_report: LocalDate[] }[],
      { id: number; number: number; issue_date: LocalDate; credits_invoice_id: number }[],
      EventRow[],
    ] = await Promise.all([
      this.ds.query(LINES_SQL, [ids]),
      this.ds.query(CHECKS_SQL, [ids, USED_STATUSES]),
      this.ds.query(
        `SELECT id, number, issue_date, credits_invoice_id FROM invoice WHERE credits_invoice_id = ANY ($1::int[]) ORDER BY number`,
        [ids],
      ),
      this.ds.query(
        `SELECT e.id, e.invoice_id, e.action, e.from_status, e.to_status, e.line_id, e.text, e.actor_group, e.at,
                  NULLIF(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS actor_name
             FROM invoice_event e LEFT JOIN app_user u ON u.id = e.actor_id
            WHERE e.invoice_id = ANY ($1::int[]) ORDER BY e.id`,
        [ids],
      ),
    ]);
    const checkOf = new Map(checks.map((c) => [c.line_id, c]));
    return rows.map((r) => {
      const myEvents = events.filter((e) => e.invoice_id === r.id);
      // The reasons of the last dispute, while the invoice is disputed.
      const lastDispute = [...myEvents].reverse().find((e) => e.action === 'dispute');
      const disputes = new Map<number, string>();
      if (r.status === 'disputed' && lastDispute) {
        for (const e of myEvents)
          if (e.action === 'dispute_line' && Number(e.id) > Number(lastDispute.id) && e.line_id !== null) disputes.set(e.line_id, e.text);
      }
      const groups = this.groupsAt(actor, r.shelter_id);
      return {
        id: r.id,
        kind: r.kind,
        number: r.number,
        displayNumber: r.display_number ?? String(r.number),
        shelter: { id: r.shelter_id, name: r.shelter_name },
        region: { id: r.region_id, name: r.region_name },
        month: r.period_start.slice(0, 7),
        periodStart: r.period_start,
        periodEnd: r.period_end,
        issueDate: r.issue_date,
        dueDate: r.due_date,
        status: r.status,
        note: r.note,
        netOre: Number(r.net_ore),
        vatOre: Number(r.vat_ore),
        grossOre: Number(r.gross_ore),
        sentAt: r.sent_at,
        sentByName: r.sent_by_name ?? '',
        buyerReference: r.buyer_reference ?? '',
        credits:
          r.credits_invoice_id !== null && r.credits_number !== null && r.credits_issue_date !== null
            ? { id: r.credits_invoice_id, number: r.credits_number, kind: 'invoice', issueDate: r.credits_issue_date }
            : null,
        creditNotes: credits
          .filter((c) => c.credits_invoice_id === r.id)
          .map((c) => ({ id: c.id, number: c.number, kind: 'credit_note' as const, issueDate: c.issue_date })),
        allowedActions: allowedInvoiceActions(r.kind, r.status, groups).filter(
          // Nothing left to credit once every line is credited (the status says so too).
          (a) => a !== 'credit' || lines.some((l) => l.invoice_id === r.id && l.credited_by_invoice_id === null),
        ),
        lines: lines
          .filter((l) => l.invoice_id === r.id)
          .map((l): InvoiceLineView => {
            const c = checkOf.get(l.id);
            const nightsNotInReport = c?.not_in_report ?? [];
            return {
              id: l.id,
              lineNo: l.line_no,
              guestId: l.guest_id,
              guestName: l.guest_name,
              unokod: l.unokod,
              productId: l.product_id,
              roomName: l.room_name,
              nights: l.nights,
              unitPriceOre: l.unit_price_ore,
              vatRateBp: l.vat_rate_bp,
              netOre: Number(l.net_ore),
              vatOre: Number(l.vat_ore),
              grossOre: Number(l.net_ore) + Number(l.vat_ore),
              creditsLineId: l.credits_line_id,
              creditedBy:
                l.credited_by_invoice_id !== null && l.credited_by_number !== null
                  ? { invoiceId: l.credited_by_invoice_id, number: l.credited_by_number }
                  : null,
              disputeReason: disputes.get(l.id) ?? null,
              check: c
                ? {
                    reportNights: c.report_nights,
                    invoicedNights: c.invoiced_nights,
                    difference: c.invoiced_nights - c.report_nights,
                    nightsNotInReport,
                    matches: c.invoiced_nights === c.report_nights && nightsNotInReport.length === 0,
                  }
                : null,
            };
          }),
        events: myEvents.map((e) => ({
          id: Number(e.id),
          action: e.action,
          fromStatus: e.from_status,
          toStatus: e.to_status,
          lineId: e.line_id,
          text: e.text,
          actorName: e.actor_name ?? '',
          actorGroup: e.actor_group,
          at: e.at,
        })),
      };
    });
  }

  /** The frozen document of an invoice in the actor's scope (for the PDF and the e-invoice). */
  async document(actorOrNull: Actor | null, id: number): Promise<{ invoice: InvoiceView; document: InvoiceDocument }> {
    const invoice = await this.get(actorOrNull, id);
    const [row]: { document: InvoiceDocument | string }[] = await this.ds.query(`SELECT document FROM invoice WHERE id = $1`, [invoice.id]);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    const document = typeof row.document === 'string' ? (JSON.parse(row.document) as InvoiceDocument) : row.document;
    return { invoice, document };
  }

  // --- steps -----------------------------------------------------------------------------------

  /**
   * Locks an invoice in the actor's scope and checks that `action` is allowed now: NOT_FOUND out of
   * scope, FORBIDDEN for a group that does not take this step here, INVOICE_INVALID_TRANSITION
   * from a status the step does not start from.
   */
  private async lockFor(
    tx: EntityManager,
    actorOrNull: Actor | null,
    id: number,
    action: InvoiceAction,
  ): Promise<{ actor: Actor; row: LockedInvoice; group: Group; to: InvoiceStatus }> {
    const { actor, shelterIds } = this.scope(actorOrNull);
    if (!isId(id)) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    const [row]: LockedInvoice[] = await tx.query(
      `SELECT id, kind, status, shelter_id FROM invoice WHERE id = $1 AND shelter_id = ANY ($2::int[]) FOR UPDATE`,
      [id, shelterIds],
    );
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    const decision = decideInvoice(row.kind, row.status, action, this.groupsAt(actor, row.shelter_id));
    if (!decision.ok) {
      if (decision.error === 'FORBIDDEN') throw new AppError('FORBIDDEN');
      if (decision.error === 'GUARD') throw new AppError('INVOICE_INVALID_TRANSITION', MESSAGES.INVOICE_INVALID_TRANSITION.creditNote);
      throw new AppError('INVOICE_INVALID_TRANSITION');
    }
    return { actor, row, group: decision.role, to: decision.to };
  }

  private async step(
    actorOrNull: Actor | null,
    id: number,
    action: Exclude<InvoiceAction, 'credit' | 'dispute'>,
    text: string,
  ): Promise<InvoiceView> {
    const actor = await inTransaction(this.ds, async (tx) => {
      const { actor, row, group, to } = await this.lockFor(tx, actorOrNull, id, action);
      await this.writeStatus(tx, row, to, actor, group, action, { text });
      return actor;
    });
    return this.get(actor, id);
  }

  /** 'Attestera' (caseworker of the shelter): sent or disputed → attested, with an optional comment. */
  attest(actor: Actor | null, id: number, comment?: unknown): Promise<InvoiceView> {
    return this.step(actor, id, 'attest', optionalText(comment, MAX_REASON, M.invoiceComment(MAX_REASON)));
  }

  /** The host's answer to a dispute, a comment: disputed → sent (back to the caseworker). */
  answer(actor: Actor | null, id: number, comment: unknown): Promise<InvoiceView> {
    return this.step(actor, id, 'answer', requiredText(comment, MAX_REASON, M.invoiceComment(MAX_REASON)));
  }

  /** 'Markera betald' (host): attested → paid. */
  markPaid(actor: Actor | null, id: number): Promise<InvoiceView> {
    return this.step(actor, id, 'mark_paid', '');
  }

  /** Dispute lines (caseworker of the shelter), each with a reason: sent → disputed. */
  async dispute(actorOrNull: Actor | null, id: number, lines: readonly DisputeLineInput[]): Promise<InvoiceView> {
    if (!Array.isArray(lines) || lines.length === 0) throw new AppError('BAD_USER_INPUT', M.disputeLines);
    const reasons = lines.map((l) => ({ lineId: l.lineId, reason: requiredText(l.reason, MAX_REASON, M.disputeReason(MAX_REASON)) }));
    if (new Set(reasons.map((r) => r.lineId)).size !== reasons.length || !reasons.every((r) => isId(r.lineId))) {
      throw new AppError('BAD_USER_INPUT', M.invoiceLineIds);
    }
    const actor = await inTransaction(this.ds, async (tx) => {
      const { actor, row, group, to } = await this.lockFor(tx, actorOrNull, id, 'dispute');
      const onInvoice: { id: number }[] = await tx.query(
        `SELECT l.id FROM invoice_line l WHERE l.invoice_id = $1 AND l.id = ANY ($2::int[])
            AND NOT EXISTS (SELECT 1 FROM invoice_line c WHERE c.credits_line_id = l.id)`,
        [row.id, reasons.map((r) => r.lineId)],
      );
      if (onInvoice.length !== reasons.length) throw new AppError('BAD_USER_INPUT', M.invoiceLineNotOnInvoice);
      await this.writeStatus(tx, row, to, actor, group, 'dispute', {
        text: reasons
          .map((r) => r.reason)
          .join(' | ')
          .slice(0, 2000),
      });
      for (const r of reasons) {
        await this.event(tx, row.id, actor, group, 'dispute_line', to, to, { lineId: r.lineId, text: r.reason });
      }
      return actor;
    });
    return this.get(actor, id);
  }

  /**
   * A credit note (host) for the whole invoice (lineIds null or empty) or chosen lines not yet
   * credited: its own number from the shelter's series, the credited lines copied (positive
   * amounts; the kind says it is a credit), their nights released for a new invoice. The invoice
   * becomes credited when no line is left; a disputed invoice goes back to the caseworker.
   * Answers the credit note.
   */
  async credit(
    actorOrNull: Actor | null,
    id: number,
    input: { lineIds?: readonly number[] | null; reason: unknown },
  ): Promise<InvoiceView> {
    const reason = requiredText(input.reason, MAX_REASON, M.creditReason(MAX_REASON));
    const wanted = input.lineIds && input.lineIds.length > 0 ? [...input.lineIds] : null;
    if (wanted && (new Set(wanted).size !== wanted.length || !wanted.every(isId))) throw new AppError('BAD_USER_INPUT', M.invoiceLineIds);
    const today = this.clock.today();
    const { actor, creditId } = await inTransaction(this.ds, async (tx) => {
      const { actor, row, group } = await this.lockFor(tx, actorOrNull, id, 'credit');
      const open: (LineRow & { credited: boolean })[] = await tx.query(
        `SELECT l.id, l.line_no, l.guest_id, l.guest_name, l.unokod, l.product_id, l.room_name, l.nights::text[] AS nights,
                l.unit_price_ore, l.vat_rate_bp, l.net_ore, l.vat_ore,
                EXISTS (SELECT 1 FROM invoice_line c WHERE c.credits_line_id = l.id) AS credited
           FROM invoice_line l WHERE l.invoice_id = $1 ORDER BY l.line_no`,
        [row.id],
      );
      if (wanted) {
        for (const w of wanted) {
          const l = open.find((x) => x.id === w);
          if (!l) throw new AppError('BAD_USER_INPUT', M.invoiceLineNotOnInvoice);
          if (l.credited) throw new AppError('INVOICE_INVALID_TRANSITION', MESSAGES.INVOICE_INVALID_TRANSITION.lineCredited);
        }
      }
      const chosen = open.filter((l) => !l.credited && (!wanted || wanted.includes(l.id)));
      if (chosen.length === 0) throw new AppError('INVOICE_INVALID_TRANSITION', MESSAGES.INVOICE_INVALID_TRANSITION.lineCredited);
      const [orig]: {
        number: number;
        issue_date: LocalDate;
        document: InvoiceDocument | string;
        region_id: number;
        period_start: LocalDate;
        period_end: LocalDate;
      }[] = await tx.query(`SELECT number, issue_date, document, region_id, period_start, period_end FROM invoice WHERE id = $1`, [row.id]);
      if (!orig) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
      const origDoc = typeof orig.document === 'string' ? (JSON.parse(orig.document) as InvoiceDocument) : orig.document;
      const number = await this.nextNumber(tx, row.shelter_id);
      const [prefixRow]: { invoice_prefix: string }[] = await tx.query(`SELECT invoice_prefix FROM shelter_billing WHERE shelter_id = $1`, [
        row.shelter_id,
      ]);
      const numberText = invoiceNumberText(prefixRow?.invoice_prefix ?? '', number);
      const lines: InvoiceLineDocument[] = chosen.map((l, i) => ({
        id: String(i + 1),
        // As the credited invoice named the guest (its region's choice then).
        description: origDoc.lines[l.line_no - 1]?.description ?? initialsOf(l.guest_name) + ` – ${l.room_name}`,
        unokod: l.unokod,
        nights: l.nights,
        unitPriceOre: l.unit_price_ore,
        netOre: Number(l.net_ore),
        vatRateBp: l.vat_rate_bp,
        vatOre: Number(l.vat_ore),
      }));
      const totals = totalsOf(lines);
      const doc: InvoiceDocument = {
        ...origDoc,
        kind: 'credit_note',
        number: numberText,
        issueDate: today,
        dueDate: today,
        note: reason,
        credits: { number: origDoc.number, issueDate: orig.issue_date },
        lines,
        totals,
        ...(origDoc.payment ? { payment: { account: origDoc.payment.account, reference: numberText } } : {}),
      };
      const cn = one<{ id: number }>(
        await tx.query(
          `INSERT INTO invoice (shelter_id, region_id, kind, number, credits_invoice_id, period_start, period_end, issue_date, due_date,
                                status, note, net_ore, vat_ore, gross_ore, document, sent_by)
           VALUES ($1, $2, 'credit_note', $3, $4, $5, $6, $7, $7, 'sent', $8, $9, $10, $11, $12, $13) RETURNING id`,
          [
            row.shelter_id,
            orig.region_id,
            number,
            row.id,
            orig.period_start,
            orig.period_end,
            today,
            reason,
            totals.netOre,
            totals.vatOre,
            totals.grossOre,
            JSON.stringify(doc),
            actor.userId,
          ],
        ),
      );
      for (const [i, l] of chosen.entries()) {
        await tx.query(
          `INSERT INTO invoice_line (invoice_id, line_no, guest_id, product_id, guest_name, unokod, room_name, nights,
                                     unit_price_ore, vat_rate_bp, net_ore, vat_ore, credits_line_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date[], $9, $10, $11, $12, $13)`,
          [
            cn.id,
            i + 1,
            l.guest_id,
            l.product_id,
            l.guest_name,
            l.unokod,
            l.room_name,
            l.nights,
            l.unit_price_ore,
            l.vat_rate_bp,
            l.net_ore,
            l.vat_ore,
            l.id,
          ],
        );
      }
      // Release the nights: they may be billed again on a new invoice.
      await tx.query(`DELETE FROM invoice_night WHERE line_id = ANY ($1::int[])`, [chosen.map((l) => l.id)]);
      const left = open.filter((l) => !l.credited).length - chosen.length;
      const to = statusAfterCredit(row.status, left);
      await this.writeStatus(tx, row, to, actor, group, 'credit', { text: `Kreditfaktura ${number}: ${reason}` });
      await this.event(tx, cn.id, actor, 'host', 'send', null, 'sent', { text: reason });
      return { actor, creditId: cn.id };
    });
    return this.get(actor, creditId);
  }
}

export type { InvoiceAction, InvoiceKind, InvoiceStatus };

declare module '../platform/services' {
  interface Services {
    invoices: InvoiceService;
  }
}
