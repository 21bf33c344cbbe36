/**
 * The e-invoice (issue 21 §4): PEPPOL BIS Billing 3.0, UBL 2.1 syntax, built with xmlbuilder2.
 * Swedish public buyers must receive invoices this way (lag 2018:1277). An invoice is a UBL
 * `Invoice` (type 380); a credit note a UBL `CreditNote` (type 381) whose BillingReference names the
 * invoice it corrects.
 *
 * UBL is a sequence schema: the order of the children below is the order of the UBL 2.1 XSD, not a
 * matter of taste. PEPPOL-EN16931-R008 forbids empty elements, so optional text is left out when
 * blank rather than written empty.
 */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { checkEndpoint, parseAccount, SCHEME_SE_ORGNR } from '../domain/payment-ids';
import { F_SKATT, type InvoiceDocument, type InvoiceLineDocument, type InvoiceParty, vatExemptionOf } from './document';
import { onFirstUse } from '../platform/on-first-use';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the first e-invoice (platform/on-first-use.ts)
const xmlbuilder = onFirstUse(() => require('xmlbuilder2') as typeof import('xmlbuilder2'));

export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/**
 * VAT category of a line (UNCL 5305). Shelter nights bought by social services are social care,
 * which the Swedish VAT act exempts from VAT ("undantaget från skatteplikt"): that is category 'E'
 * (exempt), with an exemption reason, and not 'Z' (zero rated), which EN 16931 reserves for supplies
 * taxed at a rate of 0 % with the right to deduct input VAT — a rate Sweden does not use here. A line
 * with a positive rate is standard rated ('S'; SE-R-006 allows 6, 12 and 25 %).
 */
type VatCategory = 'E' | 'S';

const categoryOf = (rateBp: number): VatCategory => (rateBp === 0 ? 'E' : 'S');

/** Whole öre as a UBL amount with two decimals ("1234.50"); integer arithmetic, no float drift. */
export function ublAmount(ore: number): string {
  const abs = Math.abs(Math.round(ore));
  const sign = ore < 0 && abs !== 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a UBL percent: 0, 6, 12.5, 25. */
function percent(rateBp: number): string {
  return String(rateBp / 100);
}

/** A Swedish organisation number as PEPPOL wants it: ten digits, no hyphen (SE-R-003/-004). */
export function orgNumberDigits(organisationNumber: string): string {
  const digits = organisationNumber.replace(/\D/g, '');
  // A twelve-digit form (16 + number, or a person's century) keeps its last ten digits.
  return digits.length === 12 ? digits.slice(2) : digits;
}

/**
 * The party's electronic address (BT-34/BT-49) as scheme and id. A PEPPOL participant id is written
 * "0007:2120000142" (scheme, colon, id); a bare value is an organisation number under 0007, and
 * under 0007 the id is the number's ten digits, with or without hyphen.
 */
export function endpointOf(endpointId: string, organisationNumber: string): { scheme: string; id: string } {
  const given = endpointId.trim() || organisationNumber;
  // Every form the PEPPOL Directory writes (payment-ids.ts); what it cannot read is passed on as before.
  const checked = checkEndpoint(given);
  if (checked.ok) return checked.value;
  const m = /^(\d{4}):(.+)$/.exec(given);
  const scheme = m?.[1] ?? SCHEME_SE_ORGNR;
  const id = (m?.[2] ?? given).trim();
  return { scheme, id: scheme === SCHEME_SE_ORGNR && /^\d{6}-?\d{4}$|^\d{12}$/.test(id) ? orgNumberDigits(id) : id };
}

/**
 * The seller's VAT identifier (BT-31). Sweden's is "SE" + the organisation number + "01", so it
 * follows from the number we hold. BR-E-02 and BR-S-02 require it (or a tax registration id) on any
 * invoice with an exempt or standard-rated line, which is every invoice we send.
 */
export function swedishVatNumber(organisationNumber: string): string {
  return `SE${orgNumberDigits(organisationNumber)}01`;
}

/** Adds `<name>text</name>` unless the text is blank (PEPPOL-EN16931-R008: no empty elements). */
function text(parent: XMLBuilder, name: string, value: string | undefined, attrs?: Record<string, string>): void {
  const v = value?.trim();
  if (!v) return;
  parent.ele(NS.cbc, `cbc:${name}`, attrs).txt(v);
}

function amount(parent: XMLBuilder, name: string, ore: number): void {
  parent.ele(NS.cbc, `cbc:${name}`, { currencyID: 'SEK' }).txt(ublAmount(ore));
}

function party(parent: XMLBuilder, role: 'AccountingSupplierParty' | 'AccountingCustomerParty', p: InvoiceParty): void {
  const node = parent.ele(NS.cac, `cac:${role}`).ele(NS.cac, 'cac:Party');
  // Order: EndpointID, PartyIdentification, PartyName, PostalAddress, PartyTaxScheme,
  // PartyLegalEntity, Contact.
  const endpoint = endpointOf(p.endpointId, p.organisationNumber);
  text(node, 'EndpointID', endpoint.id, { schemeID: endpoint.scheme });
  text(node.ele(NS.cac, 'cac:PartyName'), 'Name', p.name);
  const address = node.ele(NS.cac, 'cac:PostalAddress');
  text(address, 'StreetName', p.street);
  text(address, 'CityName', p.city);
  text(address, 'PostalZone', p.postcode.replace(/\s/g, ''));
  text(address.ele(NS.cac, 'cac:Country'), 'IdentificationCode', p.country || 'SE');
  if (role === 'AccountingSupplierParty') {
    // BT-31 only for a VAT-registered seller (no made-up VAT number); BT-32 "Godkänd för F-skatt"
    // (SE-R-005) for one that holds F-skatt. One of them is needed on every invoice we send
    // (BR-E-02 for exempt lines, BR-S-02 for standard rated); the draft says so before sending.
    // A document frozen before issue 30 has neither flag and was VAT-registered.
    if (p.vatRegistered ?? true) {
      const tax = node.ele(NS.cac, 'cac:PartyTaxScheme');
      text(tax, 'CompanyID', swedishVatNumber(p.organisationNumber));
      text(tax.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'VAT');
    }
    if (p.fSkatt) {
      const tax = node.ele(NS.cac, 'cac:PartyTaxScheme');
      text(tax, 'CompanyID', F_SKATT);
      text(tax.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'TAX');
    }
  }
  const legal = node.ele(NS.cac, 'cac:PartyLegalEntity');
  text(legal, 'RegistrationName', p.name);
  text(legal, 'CompanyID', orgNumberDigits(p.organisationNumber), { schemeID: SCHEME_SE_ORGNR });
  const contact = p.contact?.trim();
  if (contact) {
    const c = node.ele(NS.cac, 'cac:Contact');
    text(c, contact.includes('@') ? 'ElectronicMail' : 'Telephone', contact);
  }
}

/**
 * The payee account as UBL reads it (PaymentMeansCode 30 with its scheme, SE-R-011): a bankgiro or
 * plusgiro number as digits under branch SE:BANKGIRO / SE:PLUSGIRO (SE-R-007…010), an IBAN without
 * spaces with its BIC as the branch (BT-86).
 */
export function payeeAccount(account: string): { id: string; branch?: string } | undefined {
  const parsed = parseAccount(account);
  if (parsed.ok) {
    const a = parsed.value;
    if (a.kind === 'iban') return { id: a.iban, branch: a.bic };
    return { id: a.number.replace(/\D/g, ''), branch: a.kind === 'bankgiro' ? 'SE:BANKGIRO' : 'SE:PLUSGIRO' };
  }
  // Text saved before issue 30 (no longer accepted): read as well as it can be.
  const giro = /(bank|plus)\s*giro/i.exec(account);
  if (giro) {
    const digits = account.replace(/\D/g, '');
    return digits ? { id: digits, branch: giro[1]?.toLowerCase() === 'bank' ? 'SE:BANKGIRO' : 'SE:PLUSGIRO' } : undefined;
  }
  const iban = account.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban) ? { id: iban } : undefined;
}

/** Nights as a line period: first night to last night (EN 16931 BR-30; inside the invoice period,
 * PEPPOL-EN16931-R110/R111, so the last morning is not used). */
function linePeriod(line: InvoiceLineDocument): { start: string; end: string } | undefined {
  if (line.nights.length === 0) return undefined;
  const sorted = [...line.nights].sort();
  return { start: sorted[0] as string, end: sorted[sorted.length - 1] as string };
}

/**
 * Renders the invoice as PEPPOL BIS Billing 3.0 UBL XML. Amounts of a credit note are written as
 * positive numbers (a UBL CreditNote carries the amount credited), whatever sign the document uses.
 */
export function renderInvoiceUbl(doc: InvoiceDocument): string {
  const credit = doc.kind === 'credit_note';
  const sign = (ore: number): number => (credit ? Math.abs(ore) : ore);
  const root = xmlbuilder()
    .create({ version: '1.0', encoding: 'UTF-8' })
    .ele(credit ? NS.creditNote : NS.invoice, credit ? 'CreditNote' : 'Invoice', {
      'xmlns:cac': NS.cac,
      'xmlns:cbc': NS.cbc,
    });

  text(root, 'CustomizationID', PEPPOL_CUSTOMIZATION_ID);
  text(root, 'ProfileID', PEPPOL_PROFILE_ID);
  text(root, 'ID', doc.number);
  text(root, 'IssueDate', doc.issueDate);
  // UBL 2.1 CreditNote has no DueDate (BIS puts BT-9 under PaymentMeans); a credit note is paid
  // back, so its terms say so in PaymentTerms instead (BR-CO-25).
  if (!credit) text(root, 'DueDate', doc.dueDate);
  text(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : '380');
  text(root, 'Note', doc.note); // PEPPOL-EN16931-R002: at most one document note.
  text(root, 'DocumentCurrencyCode', doc.currency);
  text(root, 'BuyerReference', doc.buyerReference); // PEPPOL-EN16931-R003
  const period = root.ele(NS.cac, 'cac:InvoicePeriod');
  text(period, 'StartDate', doc.periodStart);
  text(period, 'EndDate', doc.periodEnd);
  if (doc.credits) {
    const ref = root.ele(NS.cac, 'cac:BillingReference').ele(NS.cac, 'cac:InvoiceDocumentReference');
    text(ref, 'ID', doc.credits.number);
    text(ref, 'IssueDate', doc.credits.issueDate);
  }
  party(root, 'AccountingSupplierParty', doc.seller);
  party(root, 'AccountingCustomerParty', doc.buyer);

  const raw = doc.payment?.account.trim();
  // BR-61: a credit transfer names the account; text we cannot read is passed on as it is.
  const account = raw ? (payeeAccount(raw) ?? { id: raw }) : undefined;
  if (!credit && account) {
    const means = root.ele(NS.cac, 'cac:PaymentMeans');
    text(means, 'PaymentMeansCode', '30'); // credit transfer (SE-R-012 for domestic trade)
    text(means, 'PaymentID', doc.payment?.reference);
    const fin = means.ele(NS.cac, 'cac:PayeeFinancialAccount');
    text(fin, 'ID', account.id);
    text(fin, 'Name', doc.seller.name);
    if (account.branch) text(fin.ele(NS.cac, 'cac:FinancialInstitutionBranch'), 'ID', account.branch);
  }
  if (credit) {
    const terms = root.ele(NS.cac, 'cac:PaymentTerms');
    text(terms, 'Note', doc.credits ? `Kreditering av faktura ${doc.credits.number}` : 'Kreditering');
  }

  // One TaxTotal with a subtotal per rate (PEPPOL-EN16931-R053). The VAT of each rate is the sum
  // of the lines' VAT, each rounded once to öre (document.ts); BR-CO-17 allows that within 1 kr.
  const taxTotal = root.ele(NS.cac, 'cac:TaxTotal');
  amount(taxTotal, 'TaxAmount', sign(doc.totals.vatOre));
  for (const v of doc.totals.vat) {
    const sub = taxTotal.ele(NS.cac, 'cac:TaxSubtotal');
    amount(sub, 'TaxableAmount', sign(v.taxableOre));
    amount(sub, 'TaxAmount', sign(v.taxOre));
    const category = sub.ele(NS.cac, 'cac:TaxCategory');
    text(category, 'ID', categoryOf(v.rateBp));
    text(category, 'Percent', percent(v.rateBp));
    if (categoryOf(v.rateBp) === 'E') {
      text(category, 'TaxExemptionReasonCode', vatExemptionOf(doc).code); // BR-E-10
      text(category, 'TaxExemptionReason', vatExemptionOf(doc).text);
    }
    text(category.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'VAT');
  }

  // No allowances, charges or prepayments: net = tax exclusive (BR-CO-13), gross = net + VAT
  // (BR-CO-15), payable = gross (BR-CO-16).
  const total = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  amount(total, 'LineExtensionAmount', sign(doc.totals.netOre));
  amount(total, 'TaxExclusiveAmount', sign(doc.totals.netOre));
  amount(total, 'TaxInclusiveAmount', sign(doc.totals.grossOre));
  amount(total, 'PayableAmount', sign(doc.totals.grossOre));

  for (const line of doc.lines) {
    const node = root.ele(NS.cac, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    text(node, 'ID', line.id);
    // Quantity in days (UN/ECE rec. 20 "DAY"): one per night.
    text(node, credit ? 'CreditedQuantity' : 'InvoicedQuantity', String(line.nights.length), { unitCode: 'DAY' });
    amount(node, 'LineExtensionAmount', sign(line.netOre));
    // BT-133, the line's buyer accounting reference: the biståndsbeslut's case number (issue 38 §3),
    // which the municipality's accounts payable match the line to. UBL order: after the amount,
    // before the line's period.
    text(node, 'AccountingCost', line.caseNumber);
    const lp = linePeriod(line);
    if (lp) {
      const p = node.ele(NS.cac, 'cac:InvoicePeriod');
      text(p, 'StartDate', lp.start);
      text(p, 'EndDate', lp.end);
    }
    // Item order: Description, Name, ..., ClassifiedTaxCategory, AdditionalItemProperty.
    const item = node.ele(NS.cac, 'cac:Item');
    text(item, 'Description', `Nätter: ${[...line.nights].sort().join(', ')}`);
    text(item, 'Name', line.description);
    const cat = item.ele(NS.cac, 'cac:ClassifiedTaxCategory');
    text(cat, 'ID', categoryOf(line.vatRateBp));
    text(cat, 'Percent', percent(line.vatRateBp));
    text(cat.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'VAT');
    if (line.unokod.trim()) {
      const prop = item.ele(NS.cac, 'cac:AdditionalItemProperty');
      text(prop, 'Name', 'UNO-kod');
      text(prop, 'Value', line.unokod);
    }
    amount(node.ele(NS.cac, 'cac:Price'), 'PriceAmount', Math.abs(line.unitPriceOre)); // BR-27: never negative
  }

  return root.end({ prettyPrint: true });
}
