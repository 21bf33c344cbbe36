/**
 * The e-invoice (issue 21 §4): the XML is parsed back (xmlbuilder2's DOM) and checked for what
 * PEPPOL BIS Billing 3.0 makes mandatory, in the UBL 2.1 order, with sums that add up the way
 * EN 16931's BR-CO rules add them.
 */
import { create } from 'xmlbuilder2';
import { BUYER, invoiceOf, line, marchInvoice } from '../test-support/invoice-documents';
import { type InvoiceDocument, type InvoiceLineDocument, VAT_EXEMPTION } from './document';
import {
  endpointOf,
  orgNumberDigits,
  PEPPOL_CUSTOMIZATION_ID,
  PEPPOL_PROFILE_ID,
  renderInvoiceUbl,
  swedishVatNumber,
  ublAmount,
} from './ubl';

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

/** The few DOM members the checks use (xmlbuilder2 parses into its own DOM; the gateway has no DOM lib). */
interface Element {
  nodeType: number;
  localName: string | null;
  namespaceURI: string | null;
  textContent: string | null;
  childNodes: ArrayLike<Element>;
  getAttribute(name: string): string | null;
}

function parse(xml: string): Element {
  return create(xml).root().node as unknown as Element;
}

const children = (el: Element): Element[] => Array.from(el.childNodes).filter((n) => n.nodeType === 1);

/** The children named `name` (cbc: or cac:, told by the first letter's case of the path segment). */
function all(el: Element, pathText: string): Element[] {
  let nodes = [el];
  for (const step of pathText.split('/')) {
    nodes = nodes.flatMap((n) => children(n).filter((c) => c.localName === step));
  }
  return nodes;
}

function one(el: Element, pathText: string): Element {
  const found = all(el, pathText);
  if (found.length !== 1) throw new Error(`${pathText}: expected one element, found ${found.length}`);
  return found[0] as Element;
}

const textOf = (el: Element, pathText: string): string => one(el, pathText).textContent ?? '';

/** An amount as whole cents, checking its form: two decimals, currency SEK. */
function cents(el: Element, pathText: string): number {
  const node = one(el, pathText);
  expect(node.getAttribute('currencyID')).toBe('SEK');
  const value = node.textContent ?? '';
  expect(value).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(value) * 100);
}

/** Checks that the named children of `el` come in this order (others may sit between them). */
function expectOrder(el: Element, names: string[]): void {
  const seen = children(el).map((c) => c.localName);
  const positions = names.map((n) => seen.indexOf(n));
  positions.forEach((p, i) => expect([names[i], p >= 0]).toEqual([names[i], true]));
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

function expectNoEmptyElements(el: Element): void {
  // PEPPOL-EN16931-R008: a document MUST not contain empty elements.
  for (const c of children(el)) {
    const hasContent = children(c).length > 0 || (c.textContent ?? '').trim() !== '';
    expect([c.localName, hasContent]).toEqual([c.localName, true]);
    expectNoEmptyElements(c);
  }
}

function expectParty(party: Element, p: { name: string; organisationNumber: string }): void {
  const endpoint = one(party, 'Party/EndpointID');
  expect(endpoint.getAttribute('schemeID')).toBe('0007');
  expect(endpoint.textContent).toMatch(/^\d{10}$/);
  expect(textOf(party, 'Party/PartyLegalEntity/RegistrationName')).toBe(p.name);
  const company = one(party, 'Party/PartyLegalEntity/CompanyID');
  expect(company.textContent).toBe(p.organisationNumber.replace('-', ''));
  expect(company.getAttribute('schemeID')).toBe('0007');
  expect(textOf(party, 'Party/PostalAddress/Country/IdentificationCode')).toBe('SE');
  expectOrder(one(party, 'Party'), ['EndpointID', 'PartyName', 'PostalAddress', 'PartyLegalEntity']);
}

/** The sums EN 16931 checks (BR-CO-10/13/14/15/16, BR-S-08/BR-E-08, PEPPOL-EN16931-R120). */
function expectSumsAddUp(root: Element, lineName: 'InvoiceLine' | 'CreditNoteLine'): void {
  const quantityName = lineName === 'InvoiceLine' ? 'InvoicedQuantity' : 'CreditedQuantity';
  const lines = all(root, lineName);
  let sum = 0;
  const taxableByCategory = new Map<string, number>();
  for (const l of lines) {
    const amount = cents(l, 'LineExtensionAmount');
    const quantity = one(l, quantityName);
    expect(quantity.getAttribute('unitCode')).toBe('DAY');
    expect(amount).toBe(Number(quantity.textContent) * cents(l, 'Price/PriceAmount'));
    const key = `${textOf(l, 'Item/ClassifiedTaxCategory/ID')} ${textOf(l, 'Item/ClassifiedTaxCategory/Percent')}`;
    taxableByCategory.set(key, (taxableByCategory.get(key) ?? 0) + amount);
    sum += amount;
  }
  const total = one(root, 'LegalMonetaryTotal');
  expect(cents(total, 'LineExtensionAmount')).toBe(sum);
  expect(cents(total, 'TaxExclusiveAmount')).toBe(sum);
  const taxTotal = one(root, 'TaxTotal');
  const subtotals = all(taxTotal, 'TaxSubtotal');
  let tax = 0;
  for (const s of subtotals) {
    const key = `${textOf(s, 'TaxCategory/ID')} ${textOf(s, 'TaxCategory/Percent')}`;
    expect([key, cents(s, 'TaxableAmount')]).toEqual([key, taxableByCategory.get(key)]);
    // BR-CO-17 (within its tolerance of one unit): tax = taxable × rate.
    const expected = (cents(s, 'TaxableAmount') * Number(textOf(s, 'TaxCategory/Percent'))) / 100;
    expect(Math.abs(cents(s, 'TaxAmount') - expected)).toBeLessThan(100);
    tax += cents(s, 'TaxAmount');
  }
  expect(subtotals.length).toBe(taxableByCategory.size);
  expect(cents(taxTotal, 'TaxAmount')).toBe(tax);
  expect(cents(total, 'TaxInclusiveAmount')).toBe(sum + tax);
  expect(cents(total, 'PayableAmount')).toBe(sum + tax);
}

describe('renderInvoiceUbl', () => {
  it('writes a BIS Billing 3.0 invoice with every mandatory element, in UBL order', () => {
    const invoice = marchInvoice();
    const root = parse(renderInvoiceUbl(invoice));

    expect(root.localName).toBe('Invoice');
    expect(root.namespaceURI).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(one(root, 'ID').namespaceURI).toBe(CBC);
    expect(one(root, 'TaxTotal').namespaceURI).toBe(CAC);
    expect(textOf(root, 'CustomizationID')).toBe(PEPPOL_CUSTOMIZATION_ID);
    expect(textOf(root, 'ProfileID')).toBe(PEPPOL_PROFILE_ID);
    expect(textOf(root, 'ID')).toBe('2026-0007');
    expect(textOf(root, 'IssueDate')).toBe('2026-04-02');
    expect(textOf(root, 'DueDate')).toBe('2026-05-02');
    expect(textOf(root, 'InvoiceTypeCode')).toBe('380');
    expect(textOf(root, 'DocumentCurrencyCode')).toBe('SEK');
    expect(textOf(root, 'BuyerReference')).toBe('SOC-4711 Åsa Öberg');
    expect(textOf(root, 'Note')).toBe(invoice.note);
    expect(textOf(root, 'InvoicePeriod/StartDate')).toBe('2026-03-01');
    expect(textOf(root, 'InvoicePeriod/EndDate')).toBe('2026-03-31');
    expectOrder(root, [
      'CustomizationID',
      'ProfileID',
      'ID',
      'IssueDate',
      'DueDate',
      'InvoiceTypeCode',
      'Note',
      'DocumentCurrencyCode',
      'BuyerReference',
      'InvoicePeriod',
      'AccountingSupplierParty',
      'AccountingCustomerParty',
      'PaymentMeans',
      'TaxTotal',
      'LegalMonetaryTotal',
      'InvoiceLine',
    ]);

    const supplier = one(root, 'AccountingSupplierParty');
    expectParty(supplier, invoice.seller);
    expect(textOf(supplier, 'Party/PartyTaxScheme/CompanyID')).toBe('SE802002453801');
    expect(textOf(supplier, 'Party/PartyTaxScheme/TaxScheme/ID')).toBe('VAT');
    expectParty(one(root, 'AccountingCustomerParty'), BUYER);
    expect(textOf(root, 'AccountingCustomerParty/Party/PostalAddress/PostalZone')).toBe('10120');

    // Bankgiro the Swedish way (SE-R-011): code 30, the number under branch SE:BANKGIRO.
    expect(textOf(root, 'PaymentMeans/PaymentMeansCode')).toBe('30');
    expect(textOf(root, 'PaymentMeans/PaymentID')).toBe('20260007');
    expect(textOf(root, 'PaymentMeans/PayeeFinancialAccount/ID')).toBe('50501055');
    expect(textOf(root, 'PaymentMeans/PayeeFinancialAccount/FinancialInstitutionBranch/ID')).toBe('SE:BANKGIRO');

    // 0 %: exempt (E) with its reason (BR-E-10), on the subtotal and on each line.
    const category = one(root, 'TaxTotal/TaxSubtotal/TaxCategory');
    expect(textOf(category, 'ID')).toBe('E');
    expect(textOf(category, 'Percent')).toBe('0');
    expect(textOf(category, 'TaxExemptionReasonCode')).toBe('VATEX-EU-132-1G');
    expect(textOf(category, 'TaxScheme/ID')).toBe('VAT');
    expectOrder(category, ['ID', 'Percent', 'TaxExemptionReasonCode', 'TaxExemptionReason', 'TaxScheme']);

    const lines = all(root, 'InvoiceLine');
    expect(lines.map((l) => textOf(l, 'ID'))).toEqual(['1', '2', '3']);
    const second = lines[1] as Element;
    expect(textOf(second, 'InvoicedQuantity')).toBe('4');
    expect(textOf(second, 'Item/Name')).toBe('Örjan Åkesson – Rum 2 (kvinnor)');
    expect(textOf(second, 'Item/Description')).toBe('Nätter: 2026-03-10, 2026-03-11, 2026-03-12, 2026-03-20');
    expect(textOf(second, 'Item/AdditionalItemProperty/Value')).toBe('5678');
    expect(textOf(second, 'Item/ClassifiedTaxCategory/ID')).toBe('E');
    expect(textOf(second, 'Price/PriceAmount')).toBe('525.50');
    expect(textOf(second, 'LineExtensionAmount')).toBe('2102.00');
    expect(textOf(second, 'InvoicePeriod/StartDate')).toBe('2026-03-10');
    expect(textOf(second, 'InvoicePeriod/EndDate')).toBe('2026-03-20');
    expectOrder(second, ['ID', 'InvoicedQuantity', 'LineExtensionAmount', 'InvoicePeriod', 'Item', 'Price']);
    expectOrder(one(second, 'Item'), ['Description', 'Name', 'ClassifiedTaxCategory', 'AdditionalItemProperty']);

    expectSumsAddUp(root, 'InvoiceLine');
    expect(textOf(root, 'LegalMonetaryTotal/PayableAmount')).toBe('4352.00');
    expectNoEmptyElements(root);
  });

  it('splits VAT per rate: standard-rated lines as S, exempt as E, sums per rate', () => {
    const invoice = invoiceOf([
      line(1, {
        description: 'Rum med frukost',
        unokod: '4321',
        nights: { from: '2026-03-05', count: 3 },
        unitPriceOre: 41_150,
        vatRateBp: 600,
      }),
      line(2, {
        description: 'Rum med frukost',
        unokod: '4323',
        nights: { from: '2026-03-09', count: 1 },
        unitPriceOre: 33_333,
        vatRateBp: 600,
      }),
      line(3, { description: 'Rum', unokod: '4322', nights: { from: '2026-03-05', count: 2 }, unitPriceOre: 40_000 }),
    ]);
    const root = parse(renderInvoiceUbl(invoice));
    const subtotals = all(root, 'TaxTotal/TaxSubtotal');
    expect(subtotals.map((s) => `${textOf(s, 'TaxCategory/ID')}${textOf(s, 'TaxCategory/Percent')}`)).toEqual(['E0', 'S6']);
    const standard = subtotals[1] as Element;
    // Lines: 1 234,50 → 74,07 and 333,33 → 20,00 (each rounded once): 94,07 on 1 567,83.
    expect(textOf(standard, 'TaxableAmount')).toBe('1567.83');
    expect(textOf(standard, 'TaxAmount')).toBe('94.07');
    expect(all(standard, 'TaxCategory/TaxExemptionReasonCode')).toHaveLength(0);
    expectSumsAddUp(root, 'InvoiceLine');
    expect(textOf(root, 'LegalMonetaryTotal/PayableAmount')).toBe('2461.90');
  });

  it("states the exemption an invoice was sent with; one sent before it was frozen states today's (issue 31 §4)", () => {
    const exempt = [line(1, { description: 'Rum', unokod: '4322', nights: { from: '2026-03-05', count: 2 }, unitPriceOre: 40_000 })];
    const reasonOf = (doc: InvoiceDocument) => {
      const e = all(parse(renderInvoiceUbl(doc)), 'TaxTotal/TaxSubtotal').find((x) => textOf(x, 'TaxCategory/ID') === 'E') as Element;
      return [textOf(e, 'TaxCategory/TaxExemptionReasonCode'), textOf(e, 'TaxCategory/TaxExemptionReason')];
    };
    expect(reasonOf({ ...invoiceOf(exempt), vatExemption: { code: 'VATEX-EU-132-1G', text: 'Texten när fakturan skickades.' } })).toEqual([
      'VATEX-EU-132-1G',
      'Texten när fakturan skickades.',
    ]);
    expect(reasonOf(invoiceOf(exempt))).toEqual([VAT_EXEMPTION.code, VAT_EXEMPTION.text]);
  });

  it('writes a credit note as a CreditNote that references the invoice, with positive amounts', () => {
    const base = marchInvoice();
    const credited = base.lines[1];
    if (!credited) throw new Error('fixture');
    const credit: InvoiceDocument = {
      ...base,
      kind: 'credit_note',
      number: '2026-0009',
      issueDate: '2026-04-20',
      credits: { number: '2026-0007', issueDate: '2026-04-02' },
      // Stored as negative amounts, as a ledger might: the e-invoice still carries them positive.
      lines: [{ ...credited, id: '1', netOre: -credited.netOre }],
      totals: {
        netOre: -credited.netOre,
        vatOre: 0,
        grossOre: -credited.netOre,
        vat: [{ rateBp: 0, taxableOre: -credited.netOre, taxOre: 0 }],
      },
    };
    const root = parse(renderInvoiceUbl(credit));
    expect(root.localName).toBe('CreditNote');
    expect(root.namespaceURI).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(textOf(root, 'CreditNoteTypeCode')).toBe('381');
    expect(all(root, 'DueDate')).toHaveLength(0);
    expect(all(root, 'InvoiceTypeCode')).toHaveLength(0);
    expect(textOf(root, 'BillingReference/InvoiceDocumentReference/ID')).toBe('2026-0007');
    expect(textOf(root, 'BillingReference/InvoiceDocumentReference/IssueDate')).toBe('2026-04-02');
    expectOrder(root, [
      'ID',
      'IssueDate',
      'CreditNoteTypeCode',
      'DocumentCurrencyCode',
      'BuyerReference',
      'InvoicePeriod',
      'BillingReference',
      'AccountingSupplierParty',
      'PaymentTerms',
      'TaxTotal',
      'LegalMonetaryTotal',
      'CreditNoteLine',
    ]);
    expect(textOf(root, 'CreditNoteLine/CreditedQuantity')).toBe('4');
    expect(textOf(root, 'CreditNoteLine/LineExtensionAmount')).toBe('2102.00');
    expect(textOf(root, 'LegalMonetaryTotal/PayableAmount')).toBe('2102.00');
    expectSumsAddUp(root, 'CreditNoteLine');
    expectNoEmptyElements(root);
  });

  it('escapes text and leaves out what is blank', () => {
    const invoice = invoiceOf(
      [line(1, { description: 'Rum <1> & "A"', unokod: '', nights: { from: '2026-03-01', count: 1 }, unitPriceOre: 1 })],
      { note: '   ', payment: undefined, seller: { ...marchInvoice().seller, contact: undefined } },
    );
    const xml = renderInvoiceUbl(invoice);
    const root = parse(xml);
    expect(textOf(root, 'InvoiceLine/Item/Name')).toBe('Rum <1> & "A"');
    expect(all(root, 'Note')).toHaveLength(0);
    expect(all(root, 'PaymentMeans')).toHaveLength(0);
    expect(all(root, 'InvoiceLine/Item/AdditionalItemProperty')).toHaveLength(0);
    expect(all(root, 'AccountingSupplierParty/Party/Contact')).toHaveLength(0);
    expect(textOf(root, 'InvoiceLine/Price/PriceAmount')).toBe('0.01');
    expectNoEmptyElements(root);
  });

  it('formats amounts and Swedish identifiers', () => {
    expect(ublAmount(0)).toBe('0.00');
    expect(ublAmount(5)).toBe('0.05');
    expect(ublAmount(123_450)).toBe('1234.50');
    expect(ublAmount(-99)).toBe('-0.99');
    expect(orgNumberDigits('802002-4538')).toBe('8020024538');
    expect(orgNumberDigits('16802002-4538')).toBe('8020024538');
    expect(swedishVatNumber('212000-0142')).toBe('SE212000014201');
    // The e-invoice address: a PEPPOL participant id "scheme:id", a bare org. number, or none.
    expect(endpointOf('0007:2120000142', '212000-0142')).toEqual({ scheme: '0007', id: '2120000142' });
    expect(endpointOf('0007:212000-0142', '')).toEqual({ scheme: '0007', id: '2120000142' });
    expect(endpointOf('0088:7300010000001', '212000-0142')).toEqual({ scheme: '0088', id: '7300010000001' });
    expect(endpointOf('', '802002-4538')).toEqual({ scheme: '0007', id: '8020024538' });
  });
});

describe('PaymentMeans, endpoint and tax status (issue 30)', () => {
  const flat = (xml: string) => xml.replace(/>\s+</g, '><');
  it('writes bankgiro and plusgiro with their scheme, an IBAN with its BIC', () => {
    const bg = flat(renderInvoiceUbl(marchInvoice()));
    expect(bg).toContain(
      '<cbc:PaymentMeansCode>30</cbc:PaymentMeansCode><cbc:PaymentID>20260007</cbc:PaymentID><cac:PayeeFinancialAccount><cbc:ID>50501055</cbc:ID><cbc:Name>Stiftelsen Härbärget Söder</cbc:Name><cac:FinancialInstitutionBranch><cbc:ID>SE:BANKGIRO</cbc:ID>',
    );
    const pg = flat(
      renderInvoiceUbl(
        invoiceOf(marchInvoice().lines as InvoiceLineDocument[], { payment: { account: 'Plusgiro 41234-6', reference: '7' } }),
      ),
    );
    expect(pg).toContain(
      '<cbc:ID>412346</cbc:ID><cbc:Name>Stiftelsen Härbärget Söder</cbc:Name><cac:FinancialInstitutionBranch><cbc:ID>SE:PLUSGIRO</cbc:ID>',
    );
    const iban = flat(
      renderInvoiceUbl(
        invoiceOf(marchInvoice().lines as InvoiceLineDocument[], {
          payment: { account: 'IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS', reference: '7' },
        }),
      ),
    );
    expect(iban).toContain(
      '<cbc:ID>SE4550000000058398257466</cbc:ID><cbc:Name>Stiftelsen Härbärget Söder</cbc:Name><cac:FinancialInstitutionBranch><cbc:ID>ESSESESS</cbc:ID>',
    );
  });

  it('gives a seller that is not VAT-registered no VAT number, and F-skatt as SE-R-005 words it', () => {
    const doc = marchInvoice();
    const xml = flat(renderInvoiceUbl({ ...doc, seller: { ...doc.seller, vatRegistered: false, fSkatt: true } }));
    expect(xml).not.toContain('SE802002453801');
    expect(xml).toContain(
      '<cac:PartyTaxScheme><cbc:CompanyID>Godkänd för F-skatt</cbc:CompanyID><cac:TaxScheme><cbc:ID>TAX</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>',
    );
    const both = flat(renderInvoiceUbl({ ...doc, seller: { ...doc.seller, vatRegistered: true, fSkatt: true } }));
    expect(both).toContain('<cbc:CompanyID>SE802002453801</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID>');
    expect(both).toContain('Godkänd för F-skatt');
  });

  it('reads the e-invoice address in every PEPPOL Directory form', () => {
    for (const form of ['iso6523-actorid-upis::0007:2120000142', '0007:2120000142', '212000-0142', ''])
      expect(endpointOf(form, '212000-0142')).toEqual({ scheme: '0007', id: '2120000142' });
  });
});
