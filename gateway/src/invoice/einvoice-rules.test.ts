/**
 * Every e-invoice noQ can send passes the official rules (issue 30 §1): OpenPEPPOL's PEPPOL BIS
 * Billing 3.0 (with the Swedish SE-R rules) and CEN's EN 16931 UBL rules, run by the vendored
 * vendor/einvoice/validate.mjs — what a Swedish municipality's accounts-payable system runs on
 * every incoming invoice. The documents are made through the service, as a host makes them: an
 * invoice with several guests and rooms at every VAT rate offered (exempt lines among them), a
 * credit note of a whole invoice and one of a single line, a region with and one without an
 * e-invoice address, names outside Latin-1, a seller with bankgiro, plusgiro or IBAN, VAT-registered
 * or not, with an invoice-number prefix. 0 fatal, and no warning that docs/DECISIONS.md does not
 * explain (test-support/einvoice.ts: EXPLAINED_WARNINGS).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Actor } from '../domain/actor';
import { holdsPlace, type BookingStatus } from '../domain/booking-status';
import { tryHold } from '../booking/ledger';
import { useSuite } from '../test-support/suite';
import { SHARED_RULES, VENDORED_RULES, selfTest, unexplained, validateUbl } from '../test-support/einvoice';
import { invoiceOf, line, SELLER } from '../test-support/invoice-documents';
import { renderInvoiceUbl } from './ubl';

jest.setTimeout(180_000);

const TODAY = '2030-04-10';
const MARCH = '2030-03';
const s = useSuite(TODAY);

async function stay(productId: number, guestId: number, status: BookingStatus, start: string, end: string): Promise<void> {
  if (holdsPlace(status)) expect(await tryHold(s.db.dataSource.manager, productId, start, end)).toBe(true);
  await s.db.dataSource.query(
    `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group)
     VALUES ($1, $2, $3, $4, $5, $2, 'user')`,
    [productId, guestId, status, start, end],
  );
}

interface SellerSetup {
  bankAccount: string;
  vatRegistered: boolean;
  fSkatt: boolean;
  invoicePrefix?: string;
  /** VAT rates of the shelter's rooms, one room each. */
  rates: number[];
  guests: { first: string; last: string }[];
  endpointId?: string;
  fullNames?: boolean;
}

/** A shelter billing March to its own region; answers the host and the sent invoice's id. */
async function sent(setup: SellerSetup): Promise<{ host: Actor; invoiceId: number }> {
  const admin = await s.f.admin();
  const region = await s.f.region();
  const shelter = await s.f.shelter({ name: 'Härbärget Ljusglimten', regionId: region });
  const host = await s.f.host(shelter);
  await s.services.billingDetails.updateShelterBilling(host, {
    organisationNumber: '802002-4538',
    bankAccount: setup.bankAccount,
    vatRegistered: setup.vatRegistered,
    fSkatt: setup.fSkatt,
    invoicePrefix: setup.invoicePrefix ?? '',
    contact: 'faktura@ljusglimten.example',
  });
  await s.services.billingDetails.updateRegionBilling(admin, {
    regionId: region,
    name: 'Stockholms stad, Socialförvaltningen',
    organisationNumber: '212000-0142',
    street: 'Box 44',
    postcode: '10064',
    city: 'Stockholm',
    reference: 'SOC-HÄRBÄRGE',
    endpointId: setup.endpointId ?? '',
    fullNames: setup.fullNames ?? false,
  });
  const rooms: number[] = [];
  for (const [i, rate] of setup.rates.entries()) {
    const room = await s.f.product(shelter, { places: 10, name: `Rum ${i + 1}` });
    await s.services.prices.setPrice(host, { productId: room, validFrom: '2030-01-01', priceOre: 41_150 + i * 1_000, vatRateBp: rate });
    rooms.push(room);
  }
  for (const [i, name] of setup.guests.entries()) {
    const g = await s.f.guest(name);
    await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [g.userId, region]);
    // Each guest in a room of their own, and the first guest in every room (several rooms per guest).
    const room = rooms[i % rooms.length] as number;
    await stay(room, g.userId, 'completed', `2030-03-0${1 + (i % 5)}`, `2030-03-${10 + i}`);
    if (i === 0)
      for (const [j, r] of rooms.entries()) if (r !== room) await stay(r, g.userId, 'completed', `2030-03-${20 + j}`, `2030-03-${21 + j}`);
  }
  const [draft] = await s.services.invoices.drafts(host, MARCH);
  expect(draft?.problems).toEqual([]);
  const inv = await s.services.invoices.send(host, { month: MARCH, regionId: region, draftVersion: draft?.version });
  return { host, invoiceId: inv.id };
}

const ubl = async (actor: Actor, id: number) => renderInvoiceUbl((await s.services.invoices.document(actor, id)).document);

const NAMES = [
  { first: 'Anna', last: 'Lind' },
  { first: 'Łukasz', last: 'Ștefan' },
  { first: 'محمد', last: 'الأحمد' },
  { first: 'Örjan', last: 'Åkesson' },
  { first: 'Zoë', last: 'Nguyễn' },
];

it('the vendored rules are the shared ones, and the validators pass their self-test', () => {
  if (existsSync(SHARED_RULES)) {
    const files = (dir: string, base = dir): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = path.join(dir, f);
        return statSync(p).isDirectory() ? files(p, base) : [path.relative(base, p)];
      });
    const shared = files(SHARED_RULES).sort();
    expect(files(VENDORED_RULES).sort()).toEqual(shared);
    for (const f of shared) {
      if (f === 'README.md') continue; // the vendored README adds a paragraph on where it came from
      expect(readFileSync(path.join(VENDORED_RULES, f)).equals(readFileSync(path.join(SHARED_RULES, f)))).toBe(true);
    }
  }
  const st = selfTest();
  expect(st.output).toContain('self-test passed');
  expect(st.status).toBe(0);
});

it('every kind of document noQ sends passes PEPPOL BIS Billing 3.0 and EN 16931: 0 fatal, no unexplained warning', async () => {
  const docs: Record<string, string> = {};
  // A VAT-registered seller with F-skatt: every rate offered (0 = exempt, 6, 12, 25 %), several
  // guests and rooms, names outside Latin-1, the region's e-invoice address as the Directory writes it.
  const all = await sent({
    bankAccount: 'Bankgiro 5050-1055',
    vatRegistered: true,
    fSkatt: true,
    rates: [0, 600, 1200, 2500],
    guests: NAMES,
    endpointId: 'iso6523-actorid-upis::0007:2120000142',
  });
  docs['invoice-every-rate'] = await ubl(all.host, all.invoiceId);
  const invoice = await s.services.invoices.get(all.host, all.invoiceId);
  const oneLine = await s.services.invoices.credit(all.host, all.invoiceId, { lineIds: [invoice.lines[1]?.id ?? 0], reason: 'Fel natt' });
  docs['credit-one-line'] = await ubl(all.host, oneLine.id);
  const rest = await s.services.invoices.credit(all.host, all.invoiceId, { reason: 'Fel pris' });
  docs['credit-the-rest'] = await ubl(all.host, rest.id);

  // Not VAT-registered, F-skatt (a foundation selling exempt social care): exempt lines only, no
  // VAT number; plusgiro; no e-invoice address (the organisation number is used); a prefix.
  const exempt = await sent({
    bankAccount: 'Plusgiro 4 12 34-6',
    vatRegistered: false,
    fSkatt: true,
    invoicePrefix: 'LJ-',
    rates: [0, 0],
    guests: NAMES.slice(0, 3),
  });
  docs['invoice-exempt-plusgiro-prefix'] = await ubl(exempt.host, exempt.invoiceId);
  const whole = await s.services.invoices.credit(exempt.host, exempt.invoiceId, { reason: 'Dubbelfakturerad' });
  docs['credit-whole-invoice'] = await ubl(exempt.host, whole.id);

  // VAT-registered without F-skatt, IBAN with BIC, full names chosen by the region, plain org. number as address.
  const iban = await sent({
    bankAccount: 'IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS',
    vatRegistered: true,
    fSkatt: false,
    rates: [600],
    guests: NAMES.slice(1),
    endpointId: '212000-0142',
    fullNames: true,
  });
  docs['invoice-iban-full-names'] = await ubl(iban.host, iban.invoiceId);

  expect(docs['invoice-every-rate']).toContain('Ł.Ș.');
  expect(docs['invoice-iban-full-names']).toContain('محمد الأحمد');
  const v = validateUbl('kinds', docs);
  expect(unexplained(v)).toEqual([]);
  expect([v.documents, v.fatal, v.status]).toEqual([Object.keys(docs).length, 0, 0]);
});

it('the harness sees what the rules refuse: the old demo seller number fails PEPPOL-COMMON-R049 and SE-R-013', () => {
  const lines = [line(1, { description: 'A.L. – Rum 1', unokod: '1001', nights: { from: '2026-03-01', count: 2 }, unitPriceOre: 45_000 })];
  const v = validateUbl('refused', {
    'old-demo-seller': renderInvoiceUbl(invoiceOf(lines, { seller: { ...SELLER, organisationNumber: '802001-0001', endpointId: '' } })),
  });
  expect(v.status).toBe(1);
  expect(v.fatal).toBeGreaterThan(0);
  expect(unexplained(v).map((f) => f.id)).toEqual(expect.arrayContaining(['PEPPOL-COMMON-R049', 'SE-R-013']));
});
