/**
 * Invoicing's views (issue 31 §1): what the services answer and the GraphQL types implement, and
 * the inputs they take.
 */
import { type LocalDate } from '../platform/dates';
import { type InvoiceAction, type InvoiceKind, type InvoiceStatus } from '../domain/invoice-status';

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
  /** The biståndsbeslut covering these nights, at a shelter that requires one (issue 38 §3); else null. */
  decisionId: number | null;
  /** That decision's case number, as the line carries it to the municipality. */
  caseNumber: string | null;
}

/**
 * A guest's nights at a shelter that requires a biståndsbeslut that no decision covers (issue 38
 * §3): not billed; the host resolves them with the caseworker, and once a decision covers them
 * they come back on a draft of their month.
 */
export interface NightsWithoutDecisionView {
  guestId: number;
  guestName: string;
  unokod: string;
  roomName: string;
  nights: LocalDate[];
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
  /** Nights stayed that no biståndsbeslut covers where one is required: left off the invoice (issue 38 §3). */
  nightsWithoutDecision: NightsWithoutDecisionView[];
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
  /**
   * At a shelter that requires a biståndsbeslut: this line's nights that no decision of the guest
   * covers now (none when sent, or shortened or ended since; issue 38 §3). Empty elsewhere.
   */
  nightsOutsideDecision: LocalDate[];
  /** No difference, every night known, and every night inside a decision where one is required. */
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
  /** The biståndsbeslut the line's nights were billed under (issue 38 §3), else null. */
  decisionId: number | null;
  /** Its case number as the line was sent, else null. */
  caseNumber: string | null;
}

/** The caseworker's attest view by decision (issue 38 §3): an invoice's nights per biståndsbeslut. */
export interface InvoiceDecisionNightsView {
  /** Null: the lines billed without a decision (at a shelter that requires one, a problem). */
  decisionId: number | null;
  caseNumber: string | null;
  guestName: string;
  nights: number;
  /** The numbers of the lines with these nights. */
  lineNos: number[];
  /** Nights of these lines that no decision covers now. */
  nightsOutsideDecision: number;
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
  /**
   * Nights per biståndsbeslut (issue 38 §3), one row per decision and guest; empty when no line is
   * billed under a decision and none lacks one where it is required.
   */
  decisionNights: InvoiceDecisionNightsView[];
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
