/**
 * An invoice as it is printed and sent (issue 21 §4): everything the PDF (pdf.ts) and the PEPPOL
 * BIS Billing 3.0 e-invoice (ubl.ts) need, frozen when the invoice is sent. Amounts are whole öre;
 * VAT rates are in basis points (0 = 0 %, 600 = 6 %, 2500 = 25 %).
 */
import type { LocalDate } from '../platform/dates';

export interface InvoiceParty {
  name: string;
  /** Organisationsnummer, e.g. 212000-0142. */
  organisationNumber: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2; 'SE'. */
  country: string;
  /** The party's e-invoice address (PEPPOL participant id, scheme 0007 = Swedish org. number). */
  endpointId: string;
  /** E-mail or phone of the contact, when known. */
  contact?: string;
  /**
   * The seller only (issue 30): VAT-registered (BT-31 is then SE + org. number + 01) and Godkänd för
   * F-skatt (BT-32). Documents frozen before issue 30 have neither and were written as VAT-registered.
   */
  vatRegistered?: boolean;
  fSkatt?: boolean;
}

export interface InvoiceLineDocument {
  /** Line number, 1-based. */
  id: string;
  /** Guest's initials (or full name, when the region chose so) and the room, e.g. "A.L. – Rum 1". */
  description: string;
  /** The guest's UNO code (the municipality's reference for the person). */
  unokod: string;
  /** The nights billed on this line (each the evening's date). */
  nights: readonly LocalDate[];
  /** Price per night, öre, without VAT. */
  unitPriceOre: number;
  /** nights.length × unitPriceOre. */
  netOre: number;
  /** VAT rate in basis points. */
  vatRateBp: number;
  /** VAT of the line in öre, rounded once per line (half up). */
  vatOre: number;
  /**
   * The case number of the biståndsbeslut these nights were billed under (issue 38 §3): the
   * e-invoice's line buyer accounting reference (BT-133), printed on the PDF's line.
   */
  caseNumber?: string;
}

export interface VatBreakdown {
  rateBp: number;
  taxableOre: number;
  taxOre: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  /** The shelter's sequential number, e.g. "2026-0001" or "7". */
  number: string;
  issueDate: LocalDate;
  dueDate: LocalDate;
  /** The month billed: first day and last day (inclusive). */
  periodStart: LocalDate;
  periodEnd: LocalDate;
  currency: 'SEK';
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The buyer's reference (BT-10, required by PEPPOL). */
  buyerReference: string;
  /** The host's note, if any. */
  note: string;
  /** For a credit note: the number and issue date of the invoice it corrects. */
  credits?: { number: string; issueDate: LocalDate };
  lines: readonly InvoiceLineDocument[];
  totals: {
    netOre: number;
    vatOre: number;
    grossOre: number;
    vat: readonly VatBreakdown[];
  };
  /** Payment: the seller's bankgiro/plusgiro/IBAN as text, if known. */
  payment?: { account: string; reference: string };
  /**
   * Why the 0 % lines carry no VAT (issue 31 §4), frozen when the invoice is sent: the PDF prints its
   * text and the e-invoice sends its code and text (BT-121, BT-120). Documents frozen before it have
   * none and are rendered with VAT_EXEMPTION as it read then.
   */
  vatExemption?: { code: string; text: string };
}

/**
 * The reason a shelter's 0 % lines are exempt, in one place: social care, exempt under the Swedish
 * VAT act (mervärdesskattelagen 10 kap. 11 §; article 132(1)(g) of Directive 2006/112/EC, CEF VATEX
 * code VATEX-EU-132-1G). Changing it changes invoices sent from then on; a sent invoice keeps the
 * text it was sent with.
 */
export const VAT_EXEMPTION = {
  code: 'VATEX-EU-132-1G',
  text: 'Momsfri omsättning: social omsorg, undantagen från skatteplikt enligt mervärdesskattelagen.',
} as const;

/** The exemption an invoice states: the one it was sent with, or (sent before it was frozen) today's. */
export const vatExemptionOf = (doc: Pick<InvoiceDocument, 'vatExemption'>): { code: string; text: string } =>
  doc.vatExemption ?? VAT_EXEMPTION;

/** BT-32 of a Swedish seller with F-skatt, word for word (SE-R-005); the PDF prints the same words. */
export const F_SKATT = 'Godkänd för F-skatt';

/** The words before a line's case number on the PDF and in the CSV's heading (issue 38 §3). */
export const DECISION_LABEL = 'Beslut';
