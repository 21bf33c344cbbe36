/**
 * The REST wire shapes of invoicing (DESIGN §11: snake_case, amounts in öre as integers, dates
 * yyyy-MM-dd) and the download paths each group uses.
 */
import type { Actor } from '../domain/actor';
import type {
  DraftView,
  GuestInvoiceLineView,
  InvoiceLineView,
  InvoiceView,
  PriceView,
  RegionBillingView,
  ShelterBillingView,
} from './invoice.view';

/** The REST paths of an invoice's downloads for this actor: host paths at the host's own shelter, else caseworker paths. */
export function invoiceDownloads(actor: Actor | null, invoice: { id: number; shelter: { id: number } }) {
  const asHost = !!actor && actor.groups.includes('host') && actor.hostShelterId === invoice.shelter.id;
  const base = `/api/${asHost ? 'host' : 'caseworker'}/invoices/${invoice.id}`;
  return { pdf: `${base}.pdf`, xml: `${base}.xml`, csv: `${base}.csv` };
}

export const priceWire = (p: PriceView) => ({
  id: p.id,
  product_id: p.productId,
  valid_from: p.validFrom,
  price_ore: p.priceOre,
  vat_rate_bp: p.vatRateBp,
  created_at: p.createdAt.toISOString(),
});

export const regionBillingWire = (b: RegionBillingView) => ({
  region_id: b.regionId,
  region_name: b.regionName,
  name: b.name,
  organisation_number: b.organisationNumber,
  street: b.street,
  postcode: b.postcode,
  city: b.city,
  reference: b.reference,
  endpoint_id: b.endpointId,
  contact: b.contact,
  full_names: b.fullNames,
  complete: b.complete,
  problems: b.problems,
});

export const shelterBillingWire = (b: ShelterBillingView) => ({
  shelter_id: b.shelterId,
  shelter_name: b.shelterName,
  organisation_number: b.organisationNumber,
  bank_account: b.bankAccount,
  endpoint_id: b.endpointId,
  contact: b.contact,
  vat_registered: b.vatRegistered,
  f_skatt: b.fSkatt,
  invoice_prefix: b.invoicePrefix,
  complete: b.complete,
  problems: b.problems,
});

export const draftWire = (d: DraftView) => ({
  month: d.month,
  period_start: d.periodStart,
  period_end: d.periodEnd,
  region: d.region,
  buyer: regionBillingWire(d.buyer),
  lines: d.lines.map((l) => ({
    guest_id: l.guestId,
    guest_name: l.guestName,
    unokod: l.unokod,
    product_id: l.productId,
    room_name: l.roomName,
    nights: l.nights,
    unit_price_ore: l.unitPriceOre,
    vat_rate_bp: l.vatRateBp,
    net_ore: l.netOre,
    vat_ore: l.vatOre,
    gross_ore: l.grossOre,
    decision_id: l.decisionId,
    case_number: l.caseNumber,
  })),
  net_ore: d.netOre,
  vat_ore: d.vatOre,
  gross_ore: d.grossOre,
  problems: d.problems,
  nights_without_decision: d.nightsWithoutDecision.map((n) => ({
    guest_id: n.guestId,
    guest_name: n.guestName,
    unokod: n.unokod,
    room_name: n.roomName,
    nights: n.nights,
  })),
  version: d.version,
});

const lineWire = (l: InvoiceLineView) => ({
  id: l.id,
  line_no: l.lineNo,
  guest_id: l.guestId,
  guest_name: l.guestName,
  unokod: l.unokod,
  product_id: l.productId,
  room_name: l.roomName,
  nights: l.nights,
  unit_price_ore: l.unitPriceOre,
  vat_rate_bp: l.vatRateBp,
  net_ore: l.netOre,
  vat_ore: l.vatOre,
  gross_ore: l.grossOre,
  credits_line_id: l.creditsLineId,
  credited_by: l.creditedBy ? { invoice_id: l.creditedBy.invoiceId, number: l.creditedBy.number } : null,
  dispute_reason: l.disputeReason,
  check: l.check
    ? {
        report_nights: l.check.reportNights,
        invoiced_nights: l.check.invoicedNights,
        difference: l.check.difference,
        nights_not_in_report: l.check.nightsNotInReport,
        matches: l.check.matches,
      }
    : null,
  // Issue 38 §3, beside the check (whose shape older clients compare whole): the line's decision
  // and the nights no decision covers now where one is required.
  decision_id: l.decisionId,
  case_number: l.caseNumber,
  nights_outside_decision: l.check?.nightsOutsideDecision ?? [],
});

const refWire = (r: { id: number; number: number; kind: string; issueDate: string }) => ({
  id: r.id,
  number: r.number,
  kind: r.kind,
  issue_date: r.issueDate,
});

export const invoiceWire = (i: InvoiceView, actor: Actor | null) => ({
  id: i.id,
  kind: i.kind,
  number: i.number,
  display_number: i.displayNumber,
  shelter: i.shelter,
  region: i.region,
  month: i.month,
  period_start: i.periodStart,
  period_end: i.periodEnd,
  issue_date: i.issueDate,
  due_date: i.dueDate,
  status: i.status,
  note: i.note,
  buyer_reference: i.buyerReference,
  net_ore: i.netOre,
  vat_ore: i.vatOre,
  gross_ore: i.grossOre,
  sent_at: i.sentAt.toISOString(),
  sent_by_name: i.sentByName,
  credits: i.credits ? refWire(i.credits) : null,
  credit_notes: i.creditNotes.map(refWire),
  lines: i.lines.map(lineWire),
  allowed_actions: i.allowedActions,
  events: i.events.map((e) => ({
    id: e.id,
    action: e.action,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    line_id: e.lineId,
    text: e.text,
    actor_name: e.actorName,
    actor_group: e.actorGroup,
    at: e.at.toISOString(),
  })),
  downloads: invoiceDownloads(actor, i),
  decision_nights: i.decisionNights.map((d) => ({
    decision_id: d.decisionId,
    case_number: d.caseNumber,
    guest_name: d.guestName,
    nights: d.nights,
    line_nos: d.lineNos,
    nights_outside_decision: d.nightsOutsideDecision,
  })),
});

export const guestLineWire = (g: GuestInvoiceLineView, actor: Actor | null) => ({
  invoice: invoiceWire(g.invoice, actor),
  line: lineWire(g.line),
});
