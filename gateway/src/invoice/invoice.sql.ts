/**
 * Invoicing's SQL and the rows it answers (issue 31 §1): the stayed nights a draft is made from, the
 * billing details, invoices, lines, checks and events, and prices, each read one way.
 */
import { type LocalDate } from '../platform/dates';
import { COVERS_SHELTER } from '../booking/decision.sql';
import type { PriceView } from './invoice.view';
import { type InvoiceKind, type InvoiceStatus } from '../domain/invoice-status';

/** An invoice row locked for a step. */
export interface LockedInvoice {
  id: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  shelter_id: number;
}

export interface StayedNightRow {
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
  /** The shelter's criteria say "Kräver biståndsbeslut" (issue 38 §3). */
  requires_decision: boolean;
  /** The decision that covers this night there (null where none does, or none is required). */
  decision_id: number | null;
  case_number: string | null;
}

/**
 * The decision (alias `dc`) that covers night `night` of booking `b` of shelter `s`, when the
 * shelter requires one (issue 38 §3): the guest's decision whose period holds the night, that was
 * not ended before it (a decision ended on a day covers the nights before that day) and that names
 * the shelter or any shelter requiring one; the booking's own decision first, then the one ending
 * first. A LEFT JOIN LATERAL: no row where none covers the night.
 */
export const COVERING_DECISION_SQL = (night: string) => `
    LEFT JOIN LATERAL (
         SELECT dd.id, dd.case_number FROM decision dd
          WHERE 'requires_decision' = ANY (s.criteria) AND dd.guest_id = b.guest_id
            AND dd.start_date <= ${night} AND dd.end_date >= ${night}
            AND (dd.ended_at IS NULL OR ${night} < (dd.ended_at AT TIME ZONE 'Europe/Stockholm')::date)
            AND ${COVERS_SHELTER('dd', 's.id')}
          ORDER BY (dd.id = b.decision_id) DESC, dd.end_date, dd.id LIMIT 1
        ) dc ON true`;

/**
 * The nights stayed at shelter $1 in [$2, $3] before today ($4) that no invoice holds: each
 * booking's nights start_date <= d < end_date (the nights report's definition, USED_STATUSES $5),
 * clipped at the month's edges, with the price valid that night (the latest valid_from <= d).
 * At a shelter that requires a biståndsbeslut each night names the decision covering it (issue 38 §3).
 * The month's nights are `$2 + i` over an integer series (issue 22): the planner knows it has at
 * most 31 rows, where a date series per booking was guessed at 1,000 rows each, the plan's cost
 * passed PostgreSQL's JIT threshold and compiling it took 10–35 ms of a 1 ms query.
 */
export const STAYED_NIGHTS_SQL = `
  SELECT b.id AS booking_id, b.guest_id, u.first_name, u.last_name, gp.unokod,
         b.product_id, p.name AS room_name, COALESCE(b.billing_region_id, s.region_id) AS region_id,
         d.night, pr.price_ore, pr.vat_rate_bp,
         'requires_decision' = ANY (s.criteria) AS requires_decision, dc.id AS decision_id, dc.case_number
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
        ) pr ON true${COVERING_DECISION_SQL('d.night')}
   WHERE p.shelter_id = $1
     AND b.status = ANY ($5::text[])
     AND b.start_date <= $3::date AND b.end_date > $2::date
     AND NOT EXISTS (SELECT 1 FROM invoice_night n WHERE n.booking_id = b.id AND n.night = d.night)
   ORDER BY region_id, b.guest_id, b.product_id, d.night`;

export const REGION_BILLING_SQL = `
  SELECT r.id AS region_id, r.name AS region_name, COALESCE(rb.name, '') AS name,
         COALESCE(rb.organisation_number, '') AS organisation_number, COALESCE(rb.street, '') AS street,
         COALESCE(rb.postcode, '') AS postcode, COALESCE(rb.city, '') AS city, COALESCE(rb.reference, '') AS reference,
         COALESCE(rb.endpoint_id, '') AS endpoint_id, COALESCE(rb.contact, '') AS contact,
         COALESCE(rb.full_names, false) AS full_names
    FROM region r LEFT JOIN region_billing rb ON rb.region_id = r.id`;

export interface RegionBillingRow {
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

export const SHELTER_BILLING_SQL = `
  SELECT s.id AS shelter_id, s.name AS shelter_name, s.street, s.postcode, s.city, s.phone,
         COALESCE(sb.organisation_number, '') AS organisation_number, COALESCE(sb.bank_account, '') AS bank_account,
         COALESCE(sb.endpoint_id, '') AS endpoint_id, COALESCE(sb.contact, '') AS contact,
         COALESCE(sb.vat_registered, false) AS vat_registered, COALESCE(sb.f_skatt, false) AS f_skatt,
         COALESCE(sb.invoice_prefix, '') AS invoice_prefix
    FROM shelter s LEFT JOIN shelter_billing sb ON sb.shelter_id = s.id`;

export interface ShelterBillingRow {
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

export interface InvoiceRow {
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

export const INVOICE_SQL = `
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

export interface LineRow {
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
  decision_id: number | null;
  case_number: string | null;
}

export const LINES_SQL = `
  SELECT l.id, l.invoice_id, l.line_no, l.guest_id, l.guest_name, l.unokod, l.product_id, l.room_name,
         l.nights::text[] AS nights, l.unit_price_ore, l.vat_rate_bp, l.net_ore, l.vat_ore, l.credits_line_id,
         cn.id AS credited_by_invoice_id, cn.number AS credited_by_number, l.decision_id, l.case_number
    FROM invoice_line l
    LEFT JOIN invoice_line cl ON cl.credits_line_id = l.id
    LEFT JOIN invoice cn ON cn.id = cl.invoice_id
   WHERE l.invoice_id = ANY ($1::int[])
   ORDER BY l.invoice_id, l.line_no`;

/**
 * Each line compared with the nights report for its guest, shelter and month (issue 21 §5), and,
 * at a shelter that requires a biståndsbeslut, its nights no decision covers now (issue 38 §3), for
 * all lines of the invoices $1 in one statement; $2 = the report's statuses.
 */
export const CHECKS_SQL = `
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
                ORDER BY d) AS not_in_report,
         ARRAY(SELECT d::text FROM unnest(l.nights) AS d
                WHERE (l.decision_id IS NOT NULL OR 'requires_decision' = ANY (s.criteria))
                  AND NOT EXISTS (SELECT 1 FROM decision dd
                                   WHERE dd.guest_id = l.guest_id AND dd.start_date <= d AND dd.end_date >= d
                                     AND (dd.ended_at IS NULL OR d < (dd.ended_at AT TIME ZONE 'Europe/Stockholm')::date)
                                     AND ${COVERS_SHELTER('dd', 'i.shelter_id')})
                ORDER BY d) AS outside_decision
    FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id JOIN shelter s ON s.id = i.shelter_id
   WHERE l.invoice_id = ANY ($1::int[]) AND i.kind = 'invoice'`;

export interface EventRow {
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

/** A json column read back (a driver may hand json over as text). */
export const fromJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A room's prices, read the one way (add WHERE and ORDER BY). */
export const PRICE_SQL = `SELECT id, product_id, valid_from, price_ore, vat_rate_bp, created_at FROM product_price`;

export interface PriceRow {
  id: number;
  product_id: number;
  valid_from: LocalDate;
  price_ore: number;
  vat_rate_bp: number;
  created_at: Date;
}

export const toPrice = (r: PriceRow): PriceView => ({
  id: r.id,
  productId: r.product_id,
  validFrom: r.valid_from,
  priceOre: r.price_ore,
  vatRateBp: r.vat_rate_bp,
  createdAt: r.created_at,
});
