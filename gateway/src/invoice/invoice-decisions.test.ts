/**
 * Invoices by biståndsbeslut (issue 38 §3), as the people do it, over both transports: a caseworker
 * records a decision, the guest books exactly the covered nights at a shelter that requires one
 * (a night beyond is refused), stays; the month's draft bills those nights on a line carrying the
 * case number and leaves off, listed for the host, the nights of a stay no decision covers; the
 * sent invoice's e-invoice carries the case number as the line's buyer accounting reference (BT-133)
 * and passes the official PEPPOL BIS 3.0 and EN 16931 rules; the PDF and the CSV print it; the
 * caseworker's attest view shows nights per decision and flags a line no decision covers any more;
 * the uncovered nights come back on a draft once a decision covers them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Actor } from '../domain/actor';
import { unexplained, validateUbl } from '../test-support/einvoice';
import { useServerSuite } from '../test-support/suite';
import type { HttpClient } from '../test-support/http';
import { renderInvoicePdf } from './pdf';

jest.setTimeout(180_000);

const MARCH_10 = '2030-03-10';
const TODAY = '2030-04-10';
const MARCH = '2030-03';
const CASE = 'SOC 2030/77-1';
const s = useServerSuite(MARCH_10);

type Json = Record<string, unknown> & { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const DRAFTS = `query($m: String!) { invoiceDrafts(month: $m) {
  region { id } problems version netOre
  lines { guestName nights caseNumber decisionId netOre }
  nightsWithoutDecision { guestId guestName unokod roomName nights } } }`;
const INVOICE = `query($id: ID!) { invoice(id: $id) {
  id lines { lineNo guestName nights caseNumber decisionId check { matches nightsOutsideDecision } }
  decisionNights { decisionId caseNumber guestName nights lineNos nightsOutsideDecision } } }`;
const RECORD = `mutation($input: RecordDecisionInput!) { recordDecision(input: $input) { id caseNumber } }`;
const REQUEST = `mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status } }`;

let region: number;
let shelter: number;
let room: number;
let hostActor: Actor;
let host: HttpClient;
let caseworker: HttpClient;
let anna: Actor;
let bo: Actor;
let decisionId: string;

beforeAll(async () => {
  const admin = await s.f.admin();
  region = await s.f.region();
  shelter = await s.f.shelter({ name: 'Hamnhärbärget', regionId: region });
  await s.db.dataSource.query(`UPDATE shelter SET criteria = ARRAY['requires_decision'] WHERE id = $1`, [shelter]);
  room = await s.f.product(shelter, { places: 5, name: 'Rum 1' });
  hostActor = await s.f.host(shelter, { login: true });
  host = await s.clientFor(hostActor);
  caseworker = await s.clientFor(await s.f.caseworker([shelter], { login: true }));
  await s.services.billingDetails.updateShelterBilling(hostActor, {
    organisationNumber: '802002-4538',
    bankAccount: 'Bankgiro 5050-1055',
    fSkatt: true,
    vatRegistered: false,
  });
  await s.services.billingDetails.updateRegionBilling(admin, {
    regionId: region,
    name: 'Göteborgs stad, Socialförvaltningen',
    organisationNumber: '212000-1355',
    street: 'Box 5',
    postcode: '40410',
    city: 'Göteborg',
    reference: 'SOC-HÄRBÄRGE',
    endpointId: '0007:2120001355',
  });
  await s.services.prices.setPrice(hostActor, { productId: room, validFrom: '2030-01-01', priceOre: 45_000 });
  anna = await s.f.guest({ first: 'Anna', last: 'Lind', login: true });
  bo = await s.f.guest({ first: 'Bo', last: 'Ek' });
  for (const g of [anna, bo]) await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [g.userId, region]);
});

it('the guest books exactly the nights the decision covers, and stays them', async () => {
  const recorded = await caseworker.gql<{ recordDecision: { id: string; caseNumber: string } }>(RECORD, {
    input: { guestId: String(anna.userId), caseNumber: CASE, startDate: MARCH_10, endDate: '2030-03-12', shelterIds: [String(shelter)] },
  });
  expect(recorded.errors).toBeUndefined();
  decisionId = recorded.data?.recordDecision.id as string;
  const guest = await s.clientFor(anna);
  const beyond = await guest.gql(REQUEST, { input: { productId: String(room), startDate: MARCH_10, endDate: '2030-03-14' } });
  expect(beyond.errors?.[0]?.extensions?.code).toBe('DECISION_REQUIRED');
  const ok = await guest.gql<{ requestBooking: { id: string; status: string } }>(REQUEST, {
    input: { productId: String(room), startDate: MARCH_10, endDate: '2030-03-13' },
  });
  expect(ok.errors).toBeUndefined();
  const id = Number(ok.data?.requestBooking.id);
  const [tied] = await s.db.dataSource.query(`SELECT decision_id FROM booking WHERE id = $1`, [id]);
  expect(tied.decision_id).toBe(Number(decisionId));
  // The host assigns the place and checks Anna in tonight; she leaves on the 13th.
  await s.services.bookings.transition(hostActor, id, 'assign');
  await s.services.bookings.transition(hostActor, id, 'check_in');
  s.clock.set('2030-03-13');
  await s.services.bookings.transition(hostActor, id, 'check_out');
  // Bo stayed the 1st and 2nd, before anyone recorded a decision for him (written directly: the
  // request flow would have refused it, as it should).
  await s.db.dataSource.query(
    `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group)
     VALUES ($1, $2, 'completed', '2030-03-01', '2030-03-03', $2, 'user')`,
    [room, bo.userId],
  );
  s.clock.set(TODAY);
});

let invoiceId: number;

it("the month's draft bills the covered nights with the case number and lists the uncovered ones for the host, on both transports", async () => {
  const gql = await host.gql<{ invoiceDrafts: Json[] }>(DRAFTS, { m: MARCH });
  expect(gql.errors).toBeUndefined();
  const draft = gql.data?.invoiceDrafts.find((d) => Number(d.region.id) === region) as Json;
  expect(draft.problems).toEqual([]);
  expect(draft.lines).toEqual([
    { guestName: 'Anna Lind', nights: ['2030-03-10', '2030-03-11', '2030-03-12'], caseNumber: CASE, decisionId, netOre: 135_000 },
  ]);
  expect(draft.netOre).toBe(135_000); // Bo's two nights are not billed
  expect(draft.nightsWithoutDecision).toEqual([
    { guestId: String(bo.userId), guestName: 'Bo Ek', unokod: expect.any(String), roomName: 'Rum 1', nights: ['2030-03-01', '2030-03-02'] },
  ]);

  const rest = await host.rest<Json[]>('GET', `/api/host/invoices/drafts?month=${MARCH}`);
  expect(rest.status).toBe(200);
  const r = rest.body.find((d) => d.region.id === region) as Json;
  expect(r.lines.map((l: Json) => [l.case_number, l.decision_id, l.nights.length])).toEqual([[CASE, Number(decisionId), 3]]);
  expect(r.nights_without_decision).toEqual([
    { guest_id: bo.userId, guest_name: 'Bo Ek', unokod: expect.any(String), room_name: 'Rum 1', nights: ['2030-03-01', '2030-03-02'] },
  ]);
  expect(r.version).toBe(draft.version);

  const sent = await host.rest<Json>('POST', '/api/host/invoices', { month: MARCH, region_id: region, draft_version: r.version });
  expect(sent.status).toBe(200);
  expect(sent.body.lines.map((l: Json) => [l.line_no, l.case_number, l.nights_outside_decision])).toEqual([[1, CASE, []]]);
  invoiceId = sent.body.id;
  // Bo's nights are still there, still unbilled, on the next draft of the month.
  const again = await host.gql<{ invoiceDrafts: Json[] }>(DRAFTS, { m: MARCH });
  const left = again.data?.invoiceDrafts.find((d) => Number(d.region.id) === region) as Json;
  expect(left.lines).toEqual([]);
  expect(left.problems.length).toBeGreaterThan(0); // nothing to send
  expect(left.nightsWithoutDecision.map((n: Json) => n.guestName)).toEqual(['Bo Ek']);
});

it('the e-invoice carries the case number as the line’s buyer accounting reference and passes the official rules', async () => {
  const xml = await host.rest<string>('GET', `/api/host/invoices/${invoiceId}.xml`);
  expect(xml.status).toBe(200);
  const line = /<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/.exec(xml.body)?.[0] ?? '';
  // BT-133 sits after the line amount and before the line period (UBL 2.1's order).
  expect(line).toMatch(
    /<cbc:LineExtensionAmount[^>]*>1350\.00<\/cbc:LineExtensionAmount>\s*<cbc:AccountingCost>SOC 2030\/77-1<\/cbc:AccountingCost>\s*<cac:InvoicePeriod>/,
  );
  const v = validateUbl('decisions', { 'invoice-by-decision': xml.body });
  expect(unexplained(v)).toEqual([]);
  expect([v.documents, v.fatal, v.status]).toEqual([1, 0, 0]);
});

it('the CSV has the decision column and the PDF prints the case number on the line', async () => {
  const csv = await host.rest<string>('GET', `/api/host/invoices/${invoiceId}.csv`);
  expect(csv.status).toBe(200);
  const rows = csv.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((r) => r.split(';'));
  const header = rows.find((r) => r[0] === 'Rad') as string[];
  expect(header.at(-1)).toBe('Biståndsbeslut');
  expect(rows.find((r) => r[0] === '1')?.at(-1)).toBe(CASE);

  const { document } = await s.services.invoices.document(hostActor, invoiceId);
  expect(document.lines.map((l) => l.caseNumber)).toEqual([CASE]);
  if (spawnSync('pdftotext', ['-v']).error !== undefined) return; // the PDF's words are read by poppler where installed (CI has it)
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'noq-pdf-')), 'invoice.pdf');
  writeFileSync(file, await renderInvoicePdf(document));
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(`Beslut ${CASE}`);
});

it('the caseworker’s attest view shows nights per decision, and flags a line no decision covers any more', async () => {
  const read = await caseworker.gql<{ invoice: Json }>(INVOICE, { id: String(invoiceId) });
  expect(read.errors).toBeUndefined();
  expect(read.data?.invoice.decisionNights).toEqual([
    { decisionId, caseNumber: CASE, guestName: 'Anna Lind', nights: 3, lineNos: [1], nightsOutsideDecision: 0 },
  ]);
  expect(read.data?.invoice.lines[0].check).toEqual({ matches: true, nightsOutsideDecision: [] });

  // The municipality's case system later says the decision ended on the 11th (the service allows
  // shortening only from yesterday on; here it is a correction from outside).
  await s.db.dataSource.query(`UPDATE decision SET end_date = '2030-03-10' WHERE id = $1`, [Number(decisionId)]);
  const flagged = await caseworker.gql<{ invoice: Json }>(INVOICE, { id: String(invoiceId) });
  expect(flagged.data?.invoice.lines[0].check).toEqual({ matches: false, nightsOutsideDecision: ['2030-03-11', '2030-03-12'] });
  expect(flagged.data?.invoice.decisionNights[0].nightsOutsideDecision).toBe(2);
  const rest = await caseworker.rest<Json>('GET', `/api/caseworker/invoices/${invoiceId}`);
  expect(rest.status).toBe(200);
  expect(rest.body.lines[0].nights_outside_decision).toEqual(['2030-03-11', '2030-03-12']);
  expect(rest.body.lines[0].check.matches).toBe(false);
  expect(rest.body.decision_nights).toEqual([
    { decision_id: Number(decisionId), case_number: CASE, guest_name: 'Anna Lind', nights: 3, line_nos: [1], nights_outside_decision: 2 },
  ]);
  await s.db.dataSource.query(`UPDATE decision SET end_date = '2030-03-12' WHERE id = $1`, [Number(decisionId)]);
});

it('nights without a decision come back on a draft once a decision covers them', async () => {
  const recorded = await caseworker.gql<{ recordDecision: { id: string } }>(RECORD, {
    input: {
      guestId: String(bo.userId),
      caseNumber: 'SOC 2030/91',
      startDate: '2030-03-01',
      endDate: TODAY,
      shelterIds: [String(shelter)],
    },
  });
  expect(recorded.errors).toBeUndefined();
  const gql = await host.gql<{ invoiceDrafts: Json[] }>(DRAFTS, { m: MARCH });
  const draft = gql.data?.invoiceDrafts.find((d) => Number(d.region.id) === region) as Json;
  expect(draft.nightsWithoutDecision).toEqual([]);
  expect(draft.problems).toEqual([]);
  expect(draft.lines.map((l: Json) => [l.guestName, l.caseNumber, l.nights])).toEqual([
    ['Bo Ek', 'SOC 2030/91', ['2030-03-01', '2030-03-02']],
  ]);
});

it('a credit note of a line keeps its case number and passes the official rules', async () => {
  const credit = await s.services.invoices.credit(hostActor, invoiceId, { reason: 'Fel natt' });
  const xml = await host.rest<string>('GET', `/api/host/invoices/${credit.id}.xml`);
  expect(xml.status).toBe(200);
  expect(xml.body).toMatch(/<cac:CreditNoteLine>[\s\S]*<cbc:AccountingCost>SOC 2030\/77-1<\/cbc:AccountingCost>/);
  const v = validateUbl('decisions-credit', { 'credit-by-decision': xml.body });
  expect(unexplained(v)).toEqual([]);
  expect([v.documents, v.fatal, v.status]).toEqual([1, 0, 0]);
});
