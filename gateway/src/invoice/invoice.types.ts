import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { RegionType } from '../shelter/shelter.types';
import { NamedRefType } from '../admin/admin.types';
import {
  INVOICE_ACTIONS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceAction,
  type InvoiceKind,
  type InvoiceStatus,
} from '../domain/invoice-status';

export const InvoiceStatusEnum = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, s])) as Record<InvoiceStatus, InvoiceStatus>;
export const InvoiceKindEnum = Object.fromEntries(INVOICE_KINDS.map((s) => [s, s])) as Record<InvoiceKind, InvoiceKind>;
export const InvoiceActionEnum = Object.fromEntries(INVOICE_ACTIONS.map((s) => [s, s])) as Record<InvoiceAction, InvoiceAction>;

registerEnumType(InvoiceStatusEnum, {
  name: 'InvoiceStatus',
  description: "Where an invoice is in its life (issue 21 §5; Swedish labels first). A credit note stays 'sent'.",
  valuesConfig: {
    sent: { description: 'Skickad: awaits the caseworker (also after the host answered a dispute).' },
    disputed: { description: 'Bestriden: the caseworker disputed lines; the host answers with a comment or a credit note.' },
    attested: { description: 'Attesterad: the caseworker approved it; the host can mark it paid.' },
    paid: { description: 'Betald: the host marked it paid.' },
    credited: { description: 'Krediterad: every line is credited by credit notes.' },
  } satisfies Record<InvoiceStatus, { description: string }>,
});
registerEnumType(InvoiceKindEnum, {
  name: 'InvoiceKind',
  description: 'An invoice, or a credit note (kreditfaktura) that corrects one.',
  valuesConfig: {
    invoice: { description: 'Faktura.' },
    credit_note: { description: 'Kreditfaktura: credits lines of an invoice; its amounts are positive (the kind says they are credited).' },
  } satisfies Record<InvoiceKind, { description: string }>,
});
registerEnumType(InvoiceActionEnum, {
  name: 'InvoiceAction',
  description: 'A step of the invoice flow. `Invoice.allowedActions` lists those the current person may take now.',
  valuesConfig: {
    attest: { description: 'Attestera (caseworker of the shelter): sent/disputed → attested.' },
    dispute: { description: 'Bestrid (caseworker of the shelter): lines with reasons; sent → disputed.' },
    answer: { description: 'Svara (host): a comment on a dispute; disputed → sent.' },
    credit: { description: 'Kreditera (host): a credit note for the whole invoice or chosen lines; all lines credited → credited.' },
    mark_paid: { description: 'Markera betald (host): attested → paid.' },
  } satisfies Record<InvoiceAction, { description: string }>,
});

@ObjectType('ProductPrice', {
  description: "A room's price per night from a date on (Fakturering, issue 21 §1). The newest valid_from not after a night prices it.",
})
export class ProductPriceType {
  @Field(() => ID, { description: 'Price id.' })
  id: number;

  @Field(() => ID, { description: 'The room (product) id.' })
  productId: number;

  @Field(() => LocalDateScalar, { description: 'The first night this price applies to.' })
  validFrom: string;

  @Field(() => Int, { description: 'Price per night without VAT, in öre (100 öre = 1 kr).' })
  priceOre: number;

  @Field(() => Int, { description: 'VAT rate in basis points: 0 = 0 % (default, social services accommodation), 600 = 6 %, 2500 = 25 %.' })
  vatRateBp: number;

  @Field(() => DateTimeScalar, { description: 'When it was set.' })
  createdAt: Date;
}

@InputType('SetProductPriceInput', { description: "A room's price per night from a date on. The same date again replaces that price." })
export class SetProductPriceInput {
  @Field(() => ID, { description: "The room (host staff: their own shelter's; admins: any)." })
  productId: string;

  @Field(() => LocalDateScalar, {
    description: 'The first night the price applies to (may be in the past: sent invoices keep their own prices).',
  })
  validFrom: string;

  @Field(() => Int, { description: 'Price per night without VAT, in öre: 0 to 100 000 000.' })
  priceOre: number;

  @Field(() => Int, {
    nullable: true,
    description: 'VAT rate in basis points, only the rates Sweden has: 2500, 1200, 600, or 0 = exempt social care (the default).',
  })
  vatRateBp?: number | null;
}

@ObjectType('RegionBilling', { description: "Who pays: a region's (municipality's) billing details, the buyer on its invoices." })
export class RegionBillingType {
  @Field(() => ID, { description: 'Region id.' })
  regionId: number;

  @Field({ description: "The region's name in noQ." })
  regionName: string;

  @Field({ description: 'The legal name on invoices, e.g. "Stockholms stad, Socialförvaltningen" (empty: not set).' })
  name: string;

  @Field({ description: 'Organisationsnummer, NNNNNN-NNNN (empty: not set).' })
  organisationNumber: string;

  @Field({ description: 'Invoice address: street.' })
  street: string;

  @Field({ description: 'Invoice address: postcode (five digits).' })
  postcode: string;

  @Field({ description: 'Invoice address: city.' })
  city: string;

  @Field({ description: "The buyer's reference (required on PEPPOL e-invoices, BT-10), e.g. a reference code." })
  reference: string;

  @Field({ description: 'E-invoice address (PEPPOL participant id, e.g. "0007:2120000142"); the org. number is used when empty.' })
  endpointId: string;

  @Field({ description: 'Contact (e-mail or phone), optional.' })
  contact: string;

  @Field({ description: "Invoice lines name guests in full; false (default): the guest's UNO code and initials (docs/PRIVACY.md)." })
  fullNames: boolean;

  @Field({ description: 'Name, org. number, address and reference are all set and pass the checks: invoices to the region can be sent.' })
  complete: boolean;

  @Field(() => [String], { description: 'What keeps the details from being complete, in Swedish (empty when complete).' })
  problems: string[];
}

@InputType('RegionBillingInput', { description: "A region's billing details (admin). Fields left out become empty." })
export class RegionBillingInput {
  @Field(() => ID, { description: 'Region id.' })
  regionId: string;

  @Field(() => String, { nullable: true, description: 'Legal name on invoices (at most 200 characters).' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Organisationsnummer: ten digits, NNNNNN-NNNN (the hyphen is added when left out), with a valid Luhn check digit.',
  })
  organisationNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Street (at most 200 characters).' })
  street?: string | null;

  @Field(() => String, { nullable: true, description: 'Postcode: five digits (a space is allowed).' })
  postcode?: string | null;

  @Field(() => String, { nullable: true, description: 'City (at most 200 characters).' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: "The buyer's reference (at most 100 characters)." })
  reference?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'E-invoice address: "iso6523-actorid-upis::0007:2120000142", "0007:2120000142" or an organisation number; stored as "0007:2120000142".',
  })
  endpointId?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact, e-mail or phone (at most 200 characters).' })
  contact?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Invoice lines name guests in full (default false: UNO code and initials).' })
  fullNames?: boolean | null;
}

@ObjectType('ShelterBilling', { description: "The shelter's seller details on its invoices (its name and address are the shelter's own)." })
export class ShelterBillingType {
  @Field(() => ID, { description: 'Shelter id.' })
  shelterId: number;

  @Field({ description: "The shelter's name." })
  shelterName: string;

  @Field({ description: 'Organisationsnummer, NNNNNN-NNNN (empty: not set).' })
  organisationNumber: string;

  @Field({
    description:
      'Where the region pays, as stored: "Bankgiro 5050-1055", "Plusgiro 41234-6" or "IBAN SE45 … BIC ESSESESS" (empty: not set).',
  })
  bankAccount: string;

  @Field({ description: 'E-invoice address (PEPPOL participant id); the org. number is used when empty.' })
  endpointId: string;

  @Field({ description: "Contact (e-mail or phone) printed on invoices; the shelter's phone when empty." })
  contact: string;

  @Field({ description: 'VAT-registered: invoices carry the VAT number SE + org. number + 01.' })
  vatRegistered: boolean;

  @Field({ description: 'Godkänd för F-skatt: invoices say so.' })
  fSkatt: boolean;

  @Field({ description: 'Written before every invoice number ("LJ-" gives LJ-0007); empty: the bare number.' })
  invoicePrefix: string;

  @Field({ description: 'Org. number, bank account and tax status are set and pass the checks: the shelter can send invoices.' })
  complete: boolean;

  @Field(() => [String], { description: 'What keeps the details from being complete, in Swedish (empty when complete).' })
  problems: string[];
}

@InputType('ShelterBillingInput', { description: "The shelter's seller details. Fields left out become empty." })
export class ShelterBillingInput {
  @Field(() => ID, { nullable: true, description: 'Admins: the shelter. Host staff: leave out (their own shelter).' })
  shelterId?: string | null;

  @Field(() => String, { nullable: true, description: 'Organisationsnummer: ten digits, NNNNNN-NNNN, with a valid Luhn check digit.' })
  organisationNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The account, check digits checked: "Bankgiro 5050-1055", "Plusgiro 41234-6" or "IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS".',
  })
  bankAccount?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'E-invoice address: "iso6523-actorid-upis::0007:…", "0007:…" or an organisation number; stored as "0007:…".',
  })
  endpointId?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact, e-mail or phone (at most 200 characters).' })
  contact?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'VAT-registered. Left out: unchanged (false for new details).' })
  vatRegistered?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Godkänd för F-skatt. Left out: unchanged (true for new details: a municipality buys from F-skatt holders).',
  })
  fSkatt?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Invoice-number prefix: up to 12 letters A–Z, digits and hyphens, e.g. "LJ-".' })
  invoicePrefix?: string | null;
}

@ObjectType('InvoiceDraftLine', { description: 'A draft line: one guest in one room at one price, with the nights of the month.' })
export class InvoiceDraftLineType {
  @Field(() => ID, { description: "The guest's user id." })
  guestId: number;

  @Field({ description: "The guest's name." })
  guestName: string;

  @Field({ description: "The guest's UNO code (empty when none)." })
  unokod: string;

  @Field(() => ID, { description: 'The room (product) id.' })
  productId: number;

  @Field({ description: 'The room name.' })
  roomName: string;

  @Field(() => [LocalDateScalar], { description: "The nights billed (each the evening's date), ascending." })
  nights: string[];

  @Field(() => Int, {
    nullable: true,
    description: 'Price per night in öre; null when the room has no price for these nights (see problems).',
  })
  unitPriceOre: number | null;

  @Field(() => Int, { description: 'VAT rate in basis points.' })
  vatRateBp: number;

  @Field(() => Int, { description: 'nights × unitPriceOre, öre.' })
  netOre: number;

  @Field(() => Int, { description: 'VAT of the line, öre, rounded once per line (half up).' })
  vatOre: number;

  @Field(() => Int, { description: 'netOre + vatOre.' })
  grossOre: number;

  @Field(() => ID, {
    nullable: true,
    description: 'The biståndsbeslut covering these nights, at a shelter that requires one (issue 38); null elsewhere.',
  })
  decisionId: number | null;

  @Field(() => String, { nullable: true, description: "That decision's case number, which the line carries to the municipality." })
  caseNumber: string | null;
}

@ObjectType('NightsWithoutDecision', {
  description: "A guest's nights at a shelter that requires a biståndsbeslut that no decision covers: not billed (issue 38).",
})
export class NightsWithoutDecisionType {
  @Field(() => ID, { description: "The guest's user id." })
  guestId: number;

  @Field({ description: "The guest's name." })
  guestName: string;

  @Field({ description: "The guest's UNO code (empty when none)." })
  unokod: string;

  @Field({ description: 'The room name.' })
  roomName: string;

  @Field(() => [LocalDateScalar], { description: 'The nights, ascending.' })
  nights: string[];
}

@ObjectType('InvoiceDraft', { description: "What a month's invoice to one region would hold if sent now (computed, not stored)." })
export class InvoiceDraftType {
  @Field({ description: 'The month, yyyy-MM.' })
  month: string;

  @Field(() => LocalDateScalar, { description: "The month's first day." })
  periodStart: string;

  @Field(() => LocalDateScalar, { description: "The month's last day." })
  periodEnd: string;

  @Field(() => RegionType, { description: 'The paying region.' })
  region: RegionType;

  @Field(() => RegionBillingType, { description: "The region's billing details (the buyer)." })
  buyer: RegionBillingType;

  @Field(() => [InvoiceDraftLineType], { description: 'Lines sorted by guest name, room and first night.' })
  lines: InvoiceDraftLineType[];

  @Field(() => Int, { description: "Sum of the lines' netOre." })
  netOre: number;

  @Field(() => Int, { description: "Sum of the lines' vatOre." })
  vatOre: number;

  @Field(() => Int, { description: 'netOre + vatOre: to pay.' })
  grossOre: number;

  @Field(() => [String], {
    description: 'Why it cannot be sent yet (Swedish texts): a room without a price, missing billing details. Empty: ready.',
  })
  problems: string[];

  @Field(() => [NightsWithoutDecisionType], {
    description:
      'Nights stayed where a biståndsbeslut is required and none covers them: left off the invoice, to resolve with the caseworker (they come back once a decision covers them).',
  })
  nightsWithoutDecision: NightsWithoutDecisionType[];

  @Field({ description: 'Identifies these exact lines; give it to sendInvoice (a changed draft is refused with INVOICE_DRAFT_CHANGED).' })
  version: string;
}

@InputType('SendInvoiceInput', { description: "'Skicka': the month's draft for one region, as shown." })
export class SendInvoiceInput {
  @Field({ description: 'The month, yyyy-MM.' })
  month: string;

  @Field(() => ID, { description: 'The paying region (InvoiceDraft.region.id).' })
  regionId: string;

  @Field(() => String, { nullable: true, description: "The host's note printed on the invoice (at most 1000 characters)." })
  note?: string | null;

  @Field({ description: 'InvoiceDraft.version of the draft shown.' })
  draftVersion: string;
}

@ObjectType('InvoiceLineCheck', { description: 'A line compared with the nights report for its guest, shelter and month (issue 21 §5).' })
export class InvoiceLineCheckType {
  @Field(() => Int, {
    description: "The nights report's nights for the guest at the shelter in the month (checked-in or completed stays).",
  })
  reportNights: number;

  @Field(() => Int, { description: "The guest's nights at the shelter in the month on invoices that are not credited (all regions)." })
  invoicedNights: number;

  @Field(() => Int, {
    description: 'invoicedNights − reportNights: above 0, more billed than the report knows; below 0, fewer (e.g. still to be billed).',
  })
  difference: number;

  @Field(() => [LocalDateScalar], { description: "This line's nights without a checked-in stay of the guest at the shelter that night." })
  nightsNotInReport: string[];

  @Field(() => [LocalDateScalar], {
    description: 'At a shelter that requires a biståndsbeslut: nights of the line that no decision of the guest covers now (issue 38).',
  })
  nightsOutsideDecision: string[];

  @Field({ description: 'difference is 0, every night of the line is in the report, and none is outside a required decision.' })
  matches: boolean;
}

@ObjectType('InvoiceRef', { description: 'An invoice or credit note referred to by id and number.' })
export class InvoiceRefType {
  @Field(() => ID, { description: 'Invoice id.' })
  id: number;

  @Field(() => Int, { description: "The shelter's number." })
  number: number;

  @Field(() => InvoiceKindEnum, { description: 'Invoice or credit note.' })
  kind: InvoiceKind;

  @Field(() => LocalDateScalar, { description: 'Issue date.' })
  issueDate: string;
}

@ObjectType('CreditedBy', { description: 'The credit note that credited a line.' })
export class CreditedByType {
  @Field(() => ID, { description: 'The credit note id.' })
  invoiceId: number;

  @Field(() => Int, { description: 'The credit note number.' })
  number: number;
}

@ObjectType('InvoiceLine', { description: 'A frozen line of a sent invoice or credit note.' })
export class InvoiceLineType {
  @Field(() => ID, { description: 'Line id (disputeInvoice and creditInvoice take it).' })
  id: number;

  @Field(() => Int, { description: 'Line number on the invoice, from 1.' })
  lineNo: number;

  @Field(() => ID, { description: "The guest's user id." })
  guestId: number;

  @Field({ description: "The guest's name." })
  guestName: string;

  @Field({ description: 'UNO code (empty when none).' })
  unokod: string;

  @Field(() => ID, { description: 'The room (product) id.' })
  productId: number;

  @Field({ description: 'The room name.' })
  roomName: string;

  @Field(() => [LocalDateScalar], { description: 'The nights billed, ascending.' })
  nights: string[];

  @Field(() => Int, { description: 'Price per night, öre.' })
  unitPriceOre: number;

  @Field(() => Int, { description: 'VAT rate in basis points.' })
  vatRateBp: number;

  @Field(() => Int, { description: 'nights × unitPriceOre, öre.' })
  netOre: number;

  @Field(() => Int, { description: 'VAT, öre (rounded once per line, half up).' })
  vatOre: number;

  @Field(() => Int, { description: 'netOre + vatOre.' })
  grossOre: number;

  @Field(() => ID, { nullable: true, description: 'On a credit note: the credited line of the invoice.' })
  creditsLineId: number | null;

  @Field(() => CreditedByType, {
    nullable: true,
    description: 'On an invoice: the credit note that credited this line (its nights are free again).',
  })
  creditedBy: CreditedByType | null;

  @Field(() => String, { nullable: true, description: "The caseworker's reason, while the invoice is disputed and this line is disputed." })
  disputeReason: string | null;

  @Field(() => InvoiceLineCheckType, { nullable: true, description: 'The comparison with the nights report; null on credit notes.' })
  check: InvoiceLineCheckType | null;

  @Field(() => ID, { nullable: true, description: 'The biståndsbeslut the nights were billed under (issue 38); null elsewhere.' })
  decisionId: number | null;

  @Field(() => String, { nullable: true, description: "That decision's case number, as the line was sent." })
  caseNumber: string | null;
}

@ObjectType('InvoiceDecisionNights', {
  description: "An invoice's nights under one biståndsbeslut for one guest: the attest view by decision (issue 38).",
})
export class InvoiceDecisionNightsType {
  @Field(() => ID, { nullable: true, description: 'The decision; null: lines billed without one where one is required.' })
  decisionId: number | null;

  @Field(() => String, { nullable: true, description: 'Its case number.' })
  caseNumber: string | null;

  @Field({ description: "The guest's name as on the lines." })
  guestName: string;

  @Field(() => Int, { description: 'Nights billed under it on this invoice.' })
  nights: number;

  @Field(() => [Int], { description: 'The line numbers.' })
  lineNos: number[];

  @Field(() => Int, { description: 'Of these, nights no decision covers now (flagged for the caseworker).' })
  nightsOutsideDecision: number;
}

@ObjectType('InvoiceEvent', { description: 'One audited step of an invoice: who, when, what.' })
export class InvoiceEventType {
  @Field(() => ID, { description: 'Event id.' })
  id: number;

  @Field({ description: 'send, attest, dispute, dispute_line (one per disputed line), answer, credit, mark_paid.' })
  action: string;

  @Field(() => InvoiceStatusEnum, { nullable: true, description: 'Status before (null when sent).' })
  fromStatus: InvoiceStatus | null;

  @Field(() => InvoiceStatusEnum, { description: 'Status after.' })
  toStatus: InvoiceStatus;

  @Field(() => ID, { nullable: true, description: 'The line, for dispute_line.' })
  lineId: number | null;

  @Field({ description: 'The comment, reason or note given (may be empty).' })
  text: string;

  @Field({ description: 'Who (full name).' })
  actorName: string;

  @Field({ description: 'In which group: host or caseworker.' })
  actorGroup: string;

  @Field(() => DateTimeScalar, { description: 'When.' })
  at: Date;
}

@ObjectType('InvoiceDownloads', { description: 'REST paths to download the invoice (GET, with the session cookie).' })
export class InvoiceDownloadsType {
  @Field({ description: 'The PDF (application/pdf).' })
  pdf: string;

  @Field({ description: 'The PEPPOL BIS Billing 3.0 e-invoice (application/xml).' })
  xml: string;

  @Field({ description: 'The lines as CSV (text/csv; Swedish Excel).' })
  csv: string;
}

@ObjectType('Invoice', { description: 'A sent invoice or credit note (frozen; only its status changes).' })
export class InvoiceType {
  @Field(() => ID, { description: 'Invoice id.' })
  id: number;

  @Field(() => InvoiceKindEnum, { description: 'Invoice or credit note.' })
  kind: InvoiceKind;

  @Field(() => Int, { description: "The shelter's sequential number (shared by invoices and credit notes; no gaps)." })
  number: number;

  @Field({
    description:
      'The number as printed on the PDF and the e-invoice: the shelter\'s prefix and the number ("LJ-0007"), or the bare number.',
  })
  displayNumber: string;

  @Field(() => NamedRefType, { description: 'The seller.' })
  shelter: NamedRefType;

  @Field(() => RegionType, { description: 'The buyer (paying region).' })
  region: RegionType;

  @Field({ description: 'The month billed, yyyy-MM.' })
  month: string;

  @Field(() => LocalDateScalar, { description: 'First day of the period.' })
  periodStart: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the period.' })
  periodEnd: string;

  @Field(() => LocalDateScalar, { description: 'Fakturadatum.' })
  issueDate: string;

  @Field(() => LocalDateScalar, { description: 'Förfallodatum (30 days after the issue date; a credit note: its issue date).' })
  dueDate: string;

  @Field(() => InvoiceStatusEnum, { description: 'Status.' })
  status: InvoiceStatus;

  @Field({ description: "The host's note (a credit note: its reason)." })
  note: string;

  @Field({ description: "The buyer's reference printed on it." })
  buyerReference: string;

  @Field(() => Int, { description: 'Net, öre.' })
  netOre: number;

  @Field(() => Int, { description: "VAT, öre (the sum of the lines' VAT)." })
  vatOre: number;

  @Field(() => Int, { description: 'To pay (a credit note: credited), öre.' })
  grossOre: number;

  @Field(() => DateTimeScalar, { description: 'When it was sent.' })
  sentAt: Date;

  @Field({ description: 'Who sent it.' })
  sentByName: string;

  @Field(() => InvoiceRefType, { nullable: true, description: 'A credit note: the invoice it credits.' })
  credits: InvoiceRefType | null;

  @Field(() => [InvoiceRefType], { description: 'An invoice: the credit notes that credit it.' })
  creditNotes: InvoiceRefType[];

  @Field(() => [InvoiceLineType], { description: 'The lines, by line number, each with its comparison with the nights report.' })
  lines: InvoiceLineType[];

  @Field(() => [InvoiceActionEnum], { description: 'The steps the current person may take now.' })
  allowedActions: InvoiceAction[];

  @Field(() => [InvoiceEventType], { description: 'The audit trail, oldest first.' })
  events: InvoiceEventType[];

  @Field(() => [InvoiceDecisionNightsType], {
    description: 'Nights per biståndsbeslut and guest (issue 38), and lines missing one where one is required; empty elsewhere.',
  })
  decisionNights: InvoiceDecisionNightsType[];

  @Field(() => InvoiceDownloadsType, { description: "Download paths for the current person's group." })
  downloads: InvoiceDownloadsType;
}

@ObjectType('GuestInvoiceLine', { description: "A guest's line on an invoice, with the invoice (the report's 'Fakturera')." })
export class GuestInvoiceLineType {
  @Field(() => InvoiceType, { description: 'The invoice or credit note holding the line.' })
  invoice: InvoiceType;

  @Field(() => InvoiceLineType, { description: 'The line.' })
  line: InvoiceLineType;
}

@InputType('DisputeLineInput', { description: 'A disputed line and why.' })
export class DisputeLineInput {
  @Field(() => ID, { description: 'InvoiceLine.id.' })
  lineId: string;

  @Field({ description: 'The reason (required, at most 500 characters).' })
  reason: string;
}

@InputType('CreditInvoiceInput', { description: 'A credit note for an invoice: all its lines not yet credited, or chosen ones.' })
export class CreditInvoiceInput {
  @Field(() => ID, { description: 'The invoice to credit.' })
  invoiceId: string;

  @Field(() => [ID], { nullable: true, description: 'The lines to credit; left out or empty: every line not yet credited.' })
  lineIds?: string[] | null;

  @Field({ description: 'Why (required, at most 500 characters); printed on the credit note.' })
  reason: string;
}
