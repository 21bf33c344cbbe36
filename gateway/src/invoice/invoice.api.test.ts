/**
 * Fakturering over both transports (issue 21 §5, §7): the whole flow through real HTTP, GraphQL and
 * REST alike, with the scope checks (a caseworker of another shelter gets 404 / NOT_FOUND), and
 * the exports: CSV content, and PDF and XML downloads with their content types.
 */
import type { Actor } from '../domain/actor';
import { holdsPlace, type BookingStatus } from '../domain/booking-status';
import { tryHold } from '../booking/ledger';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { at } from '../test-support/at';
import { SqlCounter } from '../test-support/sql-counter';
import { MESSAGES } from '../platform/messages';

const TODAY = '2030-04-10';
const MARCH = '2030-03';
const s = useServerSuite(TODAY);

afterAll(async () => {});

type Json = Record<string, unknown> & { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function stay(productId: number, guestId: number, status: BookingStatus, start: string, end: string): Promise<void> {
  if (holdsPlace(status)) expect(await tryHold(s.db.dataSource.manager, productId, start, end)).toBe(true);
  await s.db.dataSource.query(
    `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group)
     VALUES ($1, $2, $3, $4, $5, $2, 'user')`,
    [productId, guestId, status, start, end],
  );
}

async function as(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  c.cookie = await s.f.sessionCookie(actor.userId);
  return c;
}

async function raw(c: HttpClient, path: string) {
  const res = await fetch(s.server.url + path, { headers: c.cookie ? { cookie: c.cookie } : {} });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

const INVOICE_FIELDS = `id number kind status grossOre netOre vatOre allowedActions downloads { pdf xml csv }
  lines { id guestName nights unitPriceOre netOre disputeReason check { reportNights invoicedNights difference matches } }
  events { action actorGroup }`;

/** A shelter in Region A billing March: two guests, priced room, billing details in place. */
async function world() {
  const admin = await s.f.admin();
  const region = await s.f.region();
  const shelter = await s.f.shelter({ name: 'Härbärget Fyren', regionId: region });
  const room = await s.f.product(shelter, { places: 10, name: 'Rum 1' });
  const host = await s.f.host(shelter);
  const caseworker = await s.f.caseworker([shelter]);
  const otherShelter = await s.f.shelter();
  const otherCaseworker = await s.f.caseworker([otherShelter]);
  const otherHost = await s.f.host(otherShelter);
  const [anna, bo] = [await s.f.guest({ first: 'Anna', last: 'Lind' }), await s.f.guest({ first: 'Bo', last: 'Ek' })];
  for (const g of [anna, bo]) await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [g.userId, region]);
  await stay(room, anna.userId, 'completed', '2030-03-01', '2030-03-04');
  await stay(room, bo.userId, 'completed', '2030-03-10', '2030-03-12');
  return { admin, region, shelter, room, host, caseworker, otherCaseworker, otherHost, anna, bo };
}

it('prices, billing details, drafts and Skicka over GraphQL and REST', async () => {
  const w = await world();
  const host = await as(w.host);
  const admin = await as(w.admin);
  // Price over REST, a second one over GraphQL; Product.prices shows both to the host.
  const p1 = await host.rest<Json>('POST', `/api/host/products/${w.room}/prices`, { valid_from: '2030-01-01', price_ore: 45_000 });
  expect(p1.status).toBe(200);
  expect(p1.body).toMatchObject({ product_id: w.room, valid_from: '2030-01-01', price_ore: 45_000, vat_rate_bp: 0 });
  const bad = await host.rest<Json>('POST', `/api/host/products/${w.room}/prices`, { valid_from: '2030-01-01', price_ore: -1 });
  expect([bad.status, bad.body.code]).toEqual([400, 'BAD_USER_INPUT']);
  const other = await as(w.otherHost);
  expect((await other.rest('POST', `/api/host/products/${w.room}/prices`, { valid_from: '2030-01-01', price_ore: 1 })).status).toBe(404);
  const g1 = await host.gql<Json>(`mutation($i: SetProductPriceInput!) { setProductPrice(input: $i) { validFrom priceOre } }`, {
    i: { productId: String(w.room), validFrom: '2030-03-11', priceOre: 50_000 },
  });
  expect(g1.errors).toBeUndefined();
  // Mina Rum's query shows the price valid today and the history (host staff of the shelter only).
  const mine = await host.gql<Json>(`{ myShelter { products { id currentPrice { priceOre } prices { validFrom priceOre } } } }`);
  expect(mine.errors).toBeUndefined();
  expect((mine.data?.myShelter.products as Json[]).find((p) => p.id === String(w.room))).toEqual({
    id: String(w.room),
    currentPrice: { priceOre: 50_000 },
    prices: [
      { validFrom: '2030-03-11', priceOre: 50_000 },
      { validFrom: '2030-01-01', priceOre: 45_000 },
    ],
  });
  // Seller details (host, REST) and the buyer (admin, GraphQL).
  const billing = await host.rest<Json>('PUT', '/api/host/billing', {
    organisation_number: '8020024538',
    bank_account: 'Bankgiro 5050-1055',
    f_skatt: true,
  });
  expect([billing.status, billing.body.organisation_number, billing.body.complete]).toEqual([200, '802002-4538', true]);
  const rb = await admin.gql<Json>(`mutation($i: RegionBillingInput!) { updateRegionBilling(input: $i) { complete organisationNumber } }`, {
    i: {
      regionId: String(w.region),
      name: 'Kommunen',
      organisationNumber: '212000-0142',
      street: 'Gatan 1',
      postcode: '11122',
      city: 'Stad',
      reference: 'R1',
    },
  });
  expect(rb.data?.updateRegionBilling).toEqual({ complete: true, organisationNumber: '212000-0142' });
  expect((await host.gql<Json>(`{ regionBillings { regionId } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  const drafts = await host.rest<Json[]>('GET', `/api/host/invoices/drafts?month=${MARCH}`);
  expect(drafts.status).toBe(200);
  const d = at(drafts.body, 0);
  expect(d.lines.map((l: Json) => [l.guest_name, l.nights.length, l.unit_price_ore, l.net_ore])).toEqual([
    ['Anna Lind', 3, 45_000, 135_000],
    ['Bo Ek', 1, 45_000, 45_000],
    ['Bo Ek', 1, 50_000, 50_000],
  ]);
  expect([d.gross_ore, d.problems]).toEqual([230_000, []]);
  expect((await host.rest<Json>('GET', '/api/host/invoices/drafts?month=2030-3')).status).toBe(400);

  // Skicka over GraphQL; a second send of the same draft over REST is refused in Swedish.
  // Issue 22: the drafts are ONE statement after the session lookup (nights, buyers and seller together).
  const counter = new SqlCounter(s.db.dataSource);
  let gd: Awaited<ReturnType<typeof host.gql<Json>>> | undefined;
  const statements = await counter
    .count(async () => {
      gd = await host.gql<Json>(
        `query($m: String!) { invoiceDrafts(month: $m) { version region { id } grossOre buyer { complete } problems } }`,
        {
          m: MARCH,
        },
      );
    })
    .finally(() => counter.restore());
  expect(statements).toBe(2);
  expect(at(gd?.data?.invoiceDrafts as Json[], 0)).toMatchObject({ grossOre: 230_000, buyer: { complete: true }, problems: [] });
  const draft = at(gd?.data?.invoiceDrafts as Json[], 0);
  expect(draft.version).toBe(d.version);
  const sent = await host.gql<Json>(`mutation($i: SendInvoiceInput!) { sendInvoice(input: $i) { ${INVOICE_FIELDS} } }`, {
    i: { month: MARCH, regionId: draft.region.id, draftVersion: draft.version, note: 'Tack!' },
  });
  expect(sent.errors).toBeUndefined();
  expect(sent.data?.sendInvoice).toMatchObject({ number: 1, status: 'sent', grossOre: 230_000, allowedActions: ['credit'] });
  const again = await host.rest<Json>('POST', '/api/host/invoices', { month: MARCH, region_id: w.region, draft_version: d.version });
  expect([again.status, again.body.code]).toEqual([409, 'INVOICE_DRAFT_CHANGED']);
  expect(again.body.message).toMatch(/fakturera|Underlaget/);
});

it('attest, dispute, credit note and paid over both transports, scoped: another shelter’s caseworker gets 404', async () => {
  const w = await world();
  await s.services.prices.setPrice(w.host, { productId: w.room, validFrom: '2030-01-01', priceOre: 40_000 });
  await s.services.billingDetails.updateShelterBilling(w.host, {
    organisationNumber: '802002-4538',
    bankAccount: 'Bankgiro 5050-1055',
    fSkatt: true,
    vatRegistered: true,
  });
  await s.services.billingDetails.updateRegionBilling(w.admin, {
    regionId: w.region,
    name: 'Kommunen',
    organisationNumber: '212000-0142',
    street: 'Gatan 1',
    postcode: '11122',
    city: 'Stad',
    reference: 'R1',
  });
  const [draft] = await s.services.invoices.drafts(w.host, MARCH);
  const inv = await s.services.invoices.send(w.host, { month: MARCH, regionId: w.region, draftVersion: draft?.version });
  const host = await as(w.host);
  const cw = await as(w.caseworker);
  const otherCw = await as(w.otherCaseworker);
  const otherHost = await as(w.otherHost);

  // Scope: 404 / NOT_FOUND alike for an invoice of another shelter, on every read and step.
  for (const path of [
    `/api/caseworker/invoices/${inv.id}`,
    `/api/caseworker/invoices/${inv.id}.pdf`,
    `/api/caseworker/invoices/${inv.id}.xml`,
    `/api/caseworker/invoices/${inv.id}.csv`,
  ]) {
    const r = await otherCw.rest<Json>('GET', path);
    expect([path, r.status, r.body.code, r.body.message]).toEqual([path, 404, 'NOT_FOUND', 'Fakturan finns inte.']);
  }
  expect((await otherCw.rest('POST', `/api/caseworker/invoices/${inv.id}/attest`, {})).status).toBe(404);
  expect((await otherHost.rest('POST', `/api/host/invoices/${inv.id}/paid`)).status).toBe(404);
  expect(
    (await otherCw.gql<Json>(`query($id: ID!) { invoice(id: $id) { id } }`, { id: String(inv.id) })).errors?.[0]?.extensions?.code,
  ).toBe('NOT_FOUND');
  expect(
    (await otherCw.gql<Json>(`mutation($id: ID!) { attestInvoice(id: $id) { id } }`, { id: String(inv.id) })).errors?.[0]?.extensions?.code,
  ).toBe('NOT_FOUND');
  expect((await otherCw.rest<Json[]>('GET', `/api/caseworker/invoices?month=${MARCH}`)).body).toEqual([]);
  // The wrong group: a host on the caseworker's path is 403.
  expect((await host.rest('POST', `/api/caseworker/invoices/${inv.id}/attest`, {})).status).toBe(403);

  // The caseworker reads it (REST), with the comparison, and disputes Anna's line (GraphQL).
  const read = await cw.rest<Json>('GET', `/api/caseworker/invoices/${inv.id}`);
  expect(read.status).toBe(200);
  expect(read.body.allowed_actions).toEqual(['attest', 'dispute']);
  expect(read.body.downloads.pdf).toBe(`/api/caseworker/invoices/${inv.id}.pdf`);
  const annaLine = read.body.lines.find((l: Json) => l.guest_name === 'Anna Lind') as Json;
  expect(annaLine.check).toEqual({ report_nights: 3, invoiced_nights: 3, difference: 0, nights_not_in_report: [], matches: true });
  const disputed = await cw.gql<Json>(
    `mutation($id: ID!, $l: [DisputeLineInput!]!) { disputeInvoice(id: $id, lines: $l) { ${INVOICE_FIELDS} } }`,
    {
      id: String(inv.id),
      l: [{ lineId: String(annaLine.id), reason: 'En natt för mycket' }],
    },
  );
  expect(disputed.errors).toBeUndefined();
  expect(disputed.data?.disputeInvoice.status).toBe('disputed');
  // The host sees it, answers with a credit note for that line over REST.
  const hostView = await host.gql<Json>(`query($id: ID!) { invoice(id: $id) { status allowedActions lines { disputeReason } } }`, {
    id: String(inv.id),
  });
  expect(hostView.data?.invoice).toEqual({
    status: 'disputed',
    allowedActions: ['answer', 'credit'],
    lines: [{ disputeReason: 'En natt för mycket' }, { disputeReason: null }],
  });
  const credit = await host.rest<Json>('POST', `/api/host/invoices/${inv.id}/credit`, {
    line_ids: [annaLine.id],
    reason: 'Fel antal nätter',
  });
  expect([credit.status, credit.body.kind, credit.body.number, credit.body.credits?.number]).toEqual([200, 'credit_note', 2, 1]);
  // The caseworker attests (REST), the host marks it paid (GraphQL).
  const attested = await cw.rest<Json>('POST', `/api/caseworker/invoices/${inv.id}/attest`, { comment: 'OK' });
  expect([attested.status, attested.body.status]).toEqual([200, 'attested']);
  const early = await host.rest<Json>('POST', `/api/host/invoices/${credit.body.id}/paid`);
  expect([early.status, early.body.code]).toEqual([409, 'INVOICE_INVALID_TRANSITION']);
  const paid = await host.gql<Json>(`mutation($id: ID!) { markInvoicePaid(id: $id) { status events { action actorGroup } } }`, {
    id: String(inv.id),
  });
  expect(paid.data?.markInvoicePaid.status).toBe('paid');
  expect((paid.data?.markInvoicePaid.events as Json[]).map((e) => e.action)).toEqual([
    'send',
    'dispute',
    'dispute_line',
    'credit',
    'attest',
    'mark_paid',
  ]);

  // The report's 'Fakturera': Anna's lines for March, on the invoice and its credit note.
  const lines = await cw.gql<Json>(
    `query($g: ID!, $m: String!) { guestInvoiceLines(guestId: $g, month: $m) { invoice { number kind } line { nights } } }`,
    {
      g: String(w.anna.userId),
      m: MARCH,
    },
  );
  expect(lines.data?.guestInvoiceLines).toEqual([
    { invoice: { number: 1, kind: 'invoice' }, line: { nights: ['2030-03-01', '2030-03-02', '2030-03-03'] } },
    { invoice: { number: 2, kind: 'credit_note' }, line: { nights: ['2030-03-01', '2030-03-02', '2030-03-03'] } },
  ]);
  const restLines = await cw.rest<Json[]>('GET', `/api/caseworker/invoices/guest/${w.anna.userId}/${MARCH}`);
  expect(restLines.body.map((x) => x.invoice.number)).toEqual([1, 2]);
  expect((await otherCw.rest<Json[]>('GET', `/api/caseworker/invoices/guest/${w.anna.userId}/${MARCH}`)).body).toEqual([]);
});

it('exports: the CSV of an invoice and of a month, the PDF and the XML, with their content types', async () => {
  const w = await world();
  await s.services.prices.setPrice(w.host, { productId: w.room, validFrom: '2030-01-01', priceOre: 123_450, vatRateBp: 600 });
  await s.services.billingDetails.updateShelterBilling(w.host, {
    organisationNumber: '802002-4538',
    bankAccount: 'Bankgiro 5050-1055',
    fSkatt: true,
    vatRegistered: true,
  });
  await s.services.billingDetails.updateRegionBilling(w.admin, {
    regionId: w.region,
    name: 'Kommunen',
    organisationNumber: '212000-0142',
    street: 'Gatan 1',
    postcode: '11122',
    city: 'Stad',
    reference: 'R1',
  });
  const [draft] = await s.services.invoices.drafts(w.host, MARCH);
  const inv = await s.services.invoices.send(w.host, { month: MARCH, regionId: w.region, draftVersion: draft?.version, note: 'Mars' });
  const host = await as(w.host);
  const cw = await as(w.caseworker);

  const csv = await raw(cw, `/api/caseworker/invoices/${inv.id}.csv`);
  expect(csv.status).toBe(200);
  expect(csv.type).toContain('text/csv');
  expect(csv.disposition).toContain(`faktura-${w.shelter}-1.csv`);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((r) => r.split(';'));
  expect(rows.slice(0, 3)).toEqual([
    ['Faktura', '1'],
    ['Härbärge', 'Härbärget Fyren'],
    ['Region', rows[2]?.[1]],
  ]);
  // Anna: 3 nights × 1 234,50 = 3 703,50; VAT 6 % = 222,21; Bo: 2 nights = 2 469,00; VAT 148,14.
  expect(rows.filter((r) => /^\d+$/.test(r[0] ?? ''))).toEqual([
    [
      '1',
      'Anna Lind',
      expect.stringMatching(/^\d{4}$/),
      'Rum 1',
      '3',
      '2030-03-01 2030-03-02 2030-03-03',
      '1234,50',
      '3703,50',
      '6',
      '222,21',
      '3925,71',
    ],
    ['2', 'Bo Ek', expect.stringMatching(/^\d{4}$/), 'Rum 1', '2', '2030-03-10 2030-03-11', '1234,50', '2469,00', '6', '148,14', '2617,14'],
  ]);
  expect(rows.at(-1)).toEqual(['Totalt', '', '', '', '5', '', '', '6172,50', '', '370,35', '6542,85']);
  expect([inv.netOre, inv.vatOre, inv.grossOre]).toEqual([617_250, 37_035, 654_285]);

  const month = await raw(host, `/api/host/invoices/export.csv?month=${MARCH}`);
  expect([month.status, month.type]).toEqual([200, 'text/csv; charset=utf-8']);
  expect(month.bytes.toString('utf8')).toContain('1;Faktura;;Härbärget Fyren;');
  expect((await raw(host, '/api/host/invoices/export.csv?month=mars')).status).toBe(400);

  const pdf = await raw(host, `/api/host/invoices/${inv.id}.pdf`);
  expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.disposition).toContain('.pdf');

  const xml = await raw(cw, `/api/caseworker/invoices/${inv.id}.xml`);
  expect([xml.status, xml.type]).toEqual([200, 'application/xml; charset=utf-8']);
  const body = xml.bytes.toString('utf8');
  expect(body).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
  expect(body).toMatch(/<cbc:ID>1<\/cbc:ID>/);
  expect(body).toMatch(/<cbc:PayableAmount currencyID="SEK">6542\.85<\/cbc:PayableAmount>/);
  // Without a session: 401; a guest: 403.
  expect((await raw(new HttpClient(s.server.url), `/api/host/invoices/${inv.id}.pdf`)).status).toBe(401);
  expect((await raw(await as(w.anna), `/api/host/invoices/${inv.id}.pdf`)).status).toBe(403);
});

describe('what a receiver refuses is refused where it is typed (issue 30)', () => {
  const M = MESSAGES.BAD_USER_INPUT;
  const SHELTER_GQL = `mutation($i: ShelterBillingInput!) { updateShelterBilling(input: $i) { organisationNumber bankAccount endpointId vatRegistered fSkatt invoicePrefix complete problems } }`;

  it('check digits and VAT rates, over GraphQL and REST alike, with a Swedish message and nothing saved', async () => {
    const w = await world();
    const host = await as(w.host);
    const admin = await as(w.admin);
    const good = { organisation_number: '802002-4538', bank_account: 'Bankgiro 5050-1055', f_skatt: true };
    expect((await host.rest<Json>('PUT', '/api/host/billing', good)).status).toBe(200);
    const before = await host.rest<Json>('GET', '/api/host/billing');

    const refusals: [Json, string][] = [
      [{ organisation_number: '802001-0001' }, M.organisationNumberChecksum],
      [{ organisation_number: '80200-10001' }, M.organisationNumber],
      [{ bank_account: 'Bankgiro 5050-1056' }, M.bankgiro],
      [{ bank_account: 'Plusgiro 41234-5' }, M.plusgiro],
      [{ bank_account: 'IBAN SE45 5000 0000 0583 9825 7467 BIC ESSESESS' }, M.iban],
      [{ bank_account: 'IBAN SE45 5000 0000 0583 9825 7466' }, M.bic],
      [{ bank_account: '5050-1055' }, M.bankAccount],
      [{ endpoint_id: '0007:8020024539' }, M.endpointIdChecksum],
      [{ endpoint_id: 'faktura@harbarget.se' }, M.endpointId],
      [{ invoice_prefix: 'LJ 2026' }, M.invoicePrefix],
      [{ f_skatt: 'ja' }, M.billingFlag('F-skatt')],
    ];
    for (const [change, message] of refusals) {
      const r = await host.rest<Json>('PUT', '/api/host/billing', { ...good, ...change });
      expect([change, r.status, r.body.code, r.body.message]).toEqual([change, 400, 'BAD_USER_INPUT', message]);
      if ('f_skatt' in change) continue; // GraphQL's Boolean type refuses it before the service
      const g = await host.gql<Json>(SHELTER_GQL, {
        i: {
          organisationNumber: change.organisation_number ?? good.organisation_number,
          bankAccount: change.bank_account ?? good.bank_account,
          endpointId: change.endpoint_id ?? '',
          invoicePrefix: change.invoice_prefix ?? '',
          fSkatt: true,
        },
      });
      expect([change, g.errors?.[0]?.extensions?.code, g.errors?.[0]?.message]).toEqual([change, 'BAD_USER_INPUT', message]);
    }
    expect((await host.rest<Json>('GET', '/api/host/billing')).body).toEqual(before.body);

    // The region (admin, GraphQL): a wrong check digit in the org. number or the e-invoice address.
    const region = `mutation($i: RegionBillingInput!) { updateRegionBilling(input: $i) { organisationNumber endpointId fullNames complete } }`;
    const base = {
      regionId: String(w.region),
      name: 'Kommunen',
      organisationNumber: '212000-0142',
      street: 'Gatan 1',
      postcode: '11122',
      city: 'Stad',
      reference: 'R1',
    };
    for (const [change, message] of [
      [{ organisationNumber: '212000-0143' }, M.organisationNumberChecksum],
      [{ endpointId: 'iso6523-actorid-upis::0007:2120000143' }, M.endpointIdChecksum],
    ] as const) {
      const g = await admin.gql<Json>(region, { i: { ...base, ...change } });
      expect([g.errors?.[0]?.extensions?.code, g.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', message]);
    }
    const [saved]: { n: number }[] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM region_billing WHERE region_id = $1`, [
      w.region,
    ]);
    expect(saved?.n).toBe(0);

    // VAT rates: only 25, 12, 6 % or 0 (exempt), on both transports.
    for (const rate of [1000, 2400, 10_000, -600]) {
      const r = await host.rest<Json>('POST', `/api/host/products/${w.room}/prices`, {
        valid_from: '2030-01-01',
        price_ore: 45_000,
        vat_rate_bp: rate,
      });
      expect([rate, r.status, r.body.message]).toEqual([rate, 400, M.vatRateBp]);
      const g = await host.gql<Json>(`mutation($i: SetProductPriceInput!) { setProductPrice(input: $i) { vatRateBp } }`, {
        i: { productId: String(w.room), validFrom: '2030-01-01', priceOre: 45_000, vatRateBp: rate },
      });
      expect([rate, g.errors?.[0]?.message]).toEqual([rate, M.vatRateBp]);
    }
    expect(await s.services.prices.prices(w.host, w.room)).toEqual([]);
    for (const rate of [0, 600, 1200, 2500]) {
      const r = await host.rest<Json>('POST', `/api/host/products/${w.room}/prices`, {
        valid_from: '2030-01-01',
        price_ore: 45_000,
        vat_rate_bp: rate,
      });
      expect([rate, r.status, r.body.vat_rate_bp]).toEqual([rate, 200, rate]);
    }
  });

  it('stores the account and the e-invoice address in one form, whichever form was typed', async () => {
    const w = await world();
    const host = await as(w.host);
    const admin = await as(w.admin);
    const forms: [string, string][] = [
      ['bg 50501055', 'Bankgiro 5050-1055'],
      ['PlusGiro 4 12 34-6', 'Plusgiro 41234-6'],
      ['se45 5000 0000 0583 9825 7466, bic: essesess', 'IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS'],
    ];
    for (const [typed, stored] of forms) {
      const r = await host.rest<Json>('PUT', '/api/host/billing', {
        organisation_number: '8020024538',
        bank_account: typed,
        f_skatt: true,
      });
      expect([r.status, r.body.bank_account, r.body.complete]).toEqual([200, stored, true]);
    }
    const g = await host.gql<Json>(SHELTER_GQL, {
      i: {
        organisationNumber: '8020024538',
        bankAccount: 'Bankgiro 5050-1055',
        endpointId: '802002-4538',
        vatRegistered: true,
        invoicePrefix: 'lj-',
        // fSkatt left out: it keeps the value saved above (an older client's update changes no flag).
      },
    });
    expect(g.data?.updateShelterBilling).toMatchObject({
      endpointId: '0007:8020024538',
      vatRegistered: true,
      fSkatt: true,
      invoicePrefix: 'LJ-',
      complete: true,
    });
    const region = `mutation($i: RegionBillingInput!) { updateRegionBilling(input: $i) { endpointId } }`;
    const base = {
      regionId: String(w.region),
      name: 'Kommunen',
      organisationNumber: '212000-0142',
      street: 'Gatan 1',
      postcode: '11122',
      city: 'Stad',
      reference: 'R1',
    };
    for (const typed of ['iso6523-actorid-upis::0007:2120000142', '0007:2120000142', '212000-0142', '2120000142']) {
      const r = await admin.gql<Json>(region, { i: { ...base, endpointId: typed } });
      expect([typed, r.data?.updateRegionBilling.endpointId]).toEqual([typed, '0007:2120000142']);
    }
  });

  it('an older client that sends no tax status or name choice: new details hold F-skatt, saved ones keep theirs', async () => {
    const w = await world();
    const host = await as(w.host);
    const admin = await as(w.admin);
    const first = await host.rest<Json>('PUT', '/api/host/billing', {
      organisation_number: '8020024538',
      bank_account: 'Bankgiro 5050-1055',
    });
    expect([first.status, first.body.vat_registered, first.body.f_skatt]).toEqual([200, false, true]);
    await host.rest<Json>('PUT', '/api/host/billing', {
      organisation_number: '8020024538',
      bank_account: 'Bankgiro 5050-1055',
      f_skatt: false,
    });
    const again = await host.rest<Json>('PUT', '/api/host/billing', {
      organisation_number: '8020024538',
      bank_account: 'Bankgiro 5050-1055',
    });
    expect([again.status, again.body.f_skatt]).toEqual([200, false]);
    const region = `mutation($i: RegionBillingInput!) { updateRegionBilling(input: $i) { fullNames } }`;
    const base = {
      regionId: String(w.region),
      name: 'Kommunen',
      organisationNumber: '212000-0142',
      street: 'G 1',
      postcode: '11122',
      city: 'Stad',
      reference: 'R',
    };
    expect((await admin.gql<Json>(region, { i: base })).data?.updateRegionBilling).toEqual({ fullNames: false });
    expect((await admin.gql<Json>(region, { i: { ...base, fullNames: true } })).data?.updateRegionBilling).toEqual({ fullNames: true });
    expect((await admin.gql<Json>(region, { i: base })).data?.updateRegionBilling).toEqual({ fullNames: true });
  });

  it('re-checks details saved before the checks: a draft shows the problem instead of sending', async () => {
    const w = await world();
    await s.services.prices.setPrice(w.host, { productId: w.room, validFrom: '2030-01-01', priceOre: 45_000 });
    await s.services.billingDetails.updateRegionBilling(w.admin, {
      regionId: w.region,
      name: 'Kommunen',
      organisationNumber: '212000-0142',
      street: 'Gatan 1',
      postcode: '11122',
      city: 'Stad',
      reference: 'R1',
    });
    // As the old demo data was: an org. number failing its check digit, a bare bankgiro text; a 10 % price. Details saved
    // before issue 30 hold F-skatt (the migration's default); here the host has since unticked it: no tax status.
    await s.db.dataSource.query(
      `INSERT INTO shelter_billing (shelter_id, organisation_number, bank_account, f_skatt) VALUES ($1, '802001-0001', 'Bankgiro 5050-1001', false)`,
      [w.shelter],
    );
    await s.db.dataSource.query(
      `INSERT INTO product_price (product_id, valid_from, price_ore, vat_rate_bp) VALUES ($1, '2030-03-02', 45000, 1000)`,
      [w.room],
    );
    const host = await as(w.host);
    const drafts = await host.rest<Json[]>('GET', `/api/host/invoices/drafts?month=${MARCH}`);
    const NR = MESSAGES.INVOICE_NOT_READY;
    expect(at(drafts.body, 0).problems).toEqual([
      NR.vatRate('Rum 1', '10'),
      NR.invalidSeller(M.organisationNumberChecksum),
      NR.invalidSeller(M.bankgiro),
      NR.sellerTaxStatus,
    ]);
    const billing = await host.rest<Json>('GET', '/api/host/billing');
    expect([billing.body.complete, billing.body.problems.length]).toEqual([false, 3]);
    const sent = await host.rest<Json>('POST', '/api/host/invoices', {
      month: MARCH,
      region_id: w.region,
      draft_version: at(drafts.body, 0).version,
    });
    expect([sent.status, sent.body.code, sent.body.message]).toEqual([409, 'INVOICE_NOT_READY', NR.vatRate('Rum 1', '10')]);
    expect(await s.db.dataSource.query(`SELECT id FROM invoice WHERE shelter_id = $1`, [w.shelter])).toEqual([]);
    // At start, main.ts names the shelters and regions to correct (ids only).
    const toFix = await s.services.billingDetails.detailsToFix();
    expect(toFix.shelters).toContain(w.shelter);
    expect(toFix.regions).not.toContain(w.region);
  });

  it('writes credit notes in the month CSV as numbers the sum includes, formulas still defused', async () => {
    const w = await world();
    await s.services.prices.setPrice(w.host, { productId: w.room, validFrom: '2030-01-01', priceOre: 45_000 });
    await s.services.billingDetails.updateShelterBilling(w.host, {
      organisationNumber: '802002-4538',
      bankAccount: 'Bankgiro 5050-1055',
      fSkatt: true,
      invoicePrefix: 'FY-',
    });
    await s.services.billingDetails.updateRegionBilling(w.admin, {
      regionId: w.region,
      name: '=HYPERLINK("x")',
      organisationNumber: '212000-0142',
      street: 'Gatan 1',
      postcode: '11122',
      city: 'Stad',
      reference: 'R1',
    });
    const [draft] = await s.services.invoices.drafts(w.host, MARCH);
    const inv = await s.services.invoices.send(w.host, { month: MARCH, regionId: w.region, draftVersion: draft?.version });
    await s.services.invoices.credit(w.host, inv.id, { lineIds: [inv.lines[0]?.id ?? 0], reason: 'Fel' });
    const month = await raw(await as(w.host), `/api/host/invoices/export.csv?month=${MARCH}`);
    const rows = month.bytes
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(';'));
    // Anna 3 nights and Bo 2 at 450 kr: the invoice 2 250 kr, the credit note of Anna's line -1 350 kr.
    const body = rows.slice(1, -1);
    expect(body.map((r) => r[11])).toEqual(['2250,00', '-1350,00']);
    const num = (t: string) => Number(t.replace(',', '.'));
    expect(body.reduce((sum, r) => sum + num(r[11] ?? ''), 0)).toBe(num(rows.at(-1)?.[11] ?? ''));
    expect(rows.at(-1)?.[11]).toBe('900,00');
    // The region's name is not written by a host, but a formula there is still defused.
    expect(month.bytes.toString('utf8')).not.toMatch(/;=HYPERLINK/);
    // The prefix numbers the documents themselves; the counter stays gapless.
    const docs: { number: string }[] = await s.db.dataSource.query(
      `SELECT document->>'number' AS number FROM invoice WHERE shelter_id = $1 ORDER BY number`,
      [w.shelter],
    );
    expect(docs.map((d) => d.number)).toEqual(['FY-0001', 'FY-0002']);
    const listed = await (await as(w.host)).rest<Json[]>('GET', `/api/host/invoices?month=${MARCH}`);
    expect(listed.body.map((i) => [i.number, i.display_number])).toEqual([
      [2, 'FY-0002'],
      [1, 'FY-0001'],
    ]);
  });

  it("prints each guest's UNO code and initials by default, full names when the region chose so; noQ keeps the name", async () => {
    const w = await world();
    await s.services.prices.setPrice(w.host, { productId: w.room, validFrom: '2030-01-01', priceOre: 45_000 });
    await s.services.billingDetails.updateShelterBilling(w.host, {
      organisationNumber: '802002-4538',
      bankAccount: 'Bankgiro 5050-1055',
      fSkatt: true,
    });
    const region = {
      regionId: w.region,
      name: 'Kommunen',
      organisationNumber: '212000-0142',
      street: 'Gatan 1',
      postcode: '11122',
      city: 'Stad',
      reference: 'R1',
    };
    await s.services.billingDetails.updateRegionBilling(w.admin, region);
    const [draft] = await s.services.invoices.drafts(w.host, MARCH);
    const inv = await s.services.invoices.send(w.host, { month: MARCH, regionId: w.region, draftVersion: draft?.version });
    const host = await as(w.host);
    const xml = (await raw(host, `/api/host/invoices/${inv.id}.xml`)).bytes.toString('utf8');
    expect(xml).toContain('<cbc:Name>A.L. – Rum 1</cbc:Name>');
    expect(xml).toContain('<cbc:Name>B.E. – Rum 1</cbc:Name>');
    expect(xml).not.toContain('Anna Lind');
    expect(xml).toContain('<cbc:Name>UNO-kod</cbc:Name>');
    // noQ itself (the caseworker's attestation) keeps the full name.
    expect(inv.lines.map((l) => l.guestName)).toEqual(['Anna Lind', 'Bo Ek']);
    // A credit note names the guest as the invoice it credits did.
    const cn = await s.services.invoices.credit(w.host, inv.id, { lineIds: [inv.lines[0]?.id ?? 0], reason: 'Fel' });
    expect((await raw(host, `/api/host/invoices/${cn.id}.xml`)).bytes.toString('utf8')).toContain('<cbc:Name>A.L. – Rum 1</cbc:Name>');
    // The region chooses full names: the next invoice (Anna's nights again) names her in full.
    await s.services.billingDetails.updateRegionBilling(w.admin, { ...region, fullNames: true });
    const [again] = await s.services.invoices.drafts(w.host, MARCH);
    const second = await s.services.invoices.send(w.host, { month: MARCH, regionId: w.region, draftVersion: again?.version });
    expect((await raw(host, `/api/host/invoices/${second.id}.xml`)).bytes.toString('utf8')).toContain(
      '<cbc:Name>Anna Lind – Rum 1</cbc:Name>',
    );
  });
});
