/**
 * Invoice documents for the renderers' tests (invoice/pdf.test.ts, invoice/ubl.test.ts): a seller and a buyer with
 * real-looking (Luhn-valid) organisation numbers, and lines whose totals follow document.ts — net =
 * nights × price, VAT rounded half up once per line, per-rate breakdown summed from the lines.
 */
import { addDays, type LocalDate } from '../platform/dates';
import type { InvoiceDocument, InvoiceLineDocument, VatBreakdown } from '../invoice/document';

export const SELLER = {
  name: 'Stiftelsen Härbärget Söder',
  organisationNumber: '802002-4538',
  street: 'Åsögatan 12',
  postcode: '116 24',
  city: 'Stockholm',
  country: 'SE',
  endpointId: '8020024538',
  contact: 'faktura@harbarget.example',
};

export const BUYER = {
  name: 'Stockholms stad, Socialförvaltningen',
  organisationNumber: '212000-0142',
  street: 'Box 44',
  postcode: '10120',
  city: 'Stockholm',
  country: 'SE',
  endpointId: '0007:2120000142',
};

export interface LineSpec {
  description: string;
  unokod: string;
  /** First night and how many consecutive nights, or the nights themselves. */
  nights: LocalDate[] | { from: LocalDate; count: number };
  unitPriceOre: number;
  vatRateBp?: number;
}

export function line(id: number, spec: LineSpec): InvoiceLineDocument {
  const nights = Array.isArray(spec.nights)
    ? spec.nights
    : Array.from({ length: spec.nights.count }, (_, i) => addDays((spec.nights as { from: LocalDate }).from, i));
  const netOre = nights.length * spec.unitPriceOre;
  const vatRateBp = spec.vatRateBp ?? 0;
  // Half up, once per line: net × rate / 10 000, in whole öre.
  const vatOre = Math.floor((netOre * vatRateBp + 5_000) / 10_000);
  return {
    id: String(id),
    description: spec.description,
    unokod: spec.unokod,
    nights,
    unitPriceOre: spec.unitPriceOre,
    netOre,
    vatRateBp,
    vatOre,
  };
}

export function invoiceOf(lines: InvoiceLineDocument[], over: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const byRate = new Map<number, VatBreakdown>();
  for (const l of lines) {
    const v = byRate.get(l.vatRateBp) ?? { rateBp: l.vatRateBp, taxableOre: 0, taxOre: 0 };
    byRate.set(l.vatRateBp, { rateBp: v.rateBp, taxableOre: v.taxableOre + l.netOre, taxOre: v.taxOre + l.vatOre });
  }
  const netOre = lines.reduce((s, l) => s + l.netOre, 0);
  const vatOre = lines.reduce((s, l) => s + l.vatOre, 0);
  return {
    kind: 'invoice',
    number: '2026-0007',
    issueDate: '2026-04-02',
    dueDate: '2026-05-02',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    currency: 'SEK',
    seller: SELLER,
    buyer: BUYER,
    buyerReference: 'SOC-4711 Åsa Öberg',
    note: 'Tack för samarbetet. Frågor: ring 08-123 45 67.',
    lines,
    totals: { netOre, vatOre, grossOre: netOre + vatOre, vat: [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp) },
    payment: { account: 'Bankgiro 5050-1055', reference: '20260007' },
    ...over,
  };
}

/** A small March invoice: three guests, 0 % VAT, one stay split in two runs. */
export function marchInvoice(): InvoiceDocument {
  return invoiceOf([
    line(1, { description: 'Anna Lind – Rum 1', unokod: '1234', nights: { from: '2026-03-01', count: 3 }, unitPriceOre: 45_000 }),
    line(2, {
      description: 'Örjan Åkesson – Rum 2 (kvinnor)',
      unokod: '5678',
      nights: ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-20'],
      unitPriceOre: 52_550,
    }),
    line(3, { description: 'Sara Öst – Rum 1', unokod: '9012', nights: { from: '2026-03-30', count: 2 }, unitPriceOre: 45_000 }),
  ]);
}
