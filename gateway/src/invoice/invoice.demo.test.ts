/** The demo data (npm start) shows invoicing at once: the demo host has a ready draft for last month and can send it. */
import type { Database } from '../platform/db/database';
import { openEmptyDatabase } from '../test-support/db';
import { seedDemo } from '../demo/seed';
import { createServices } from '../app/services';
import { fixedClock } from '../platform/clock';
import type { Actor } from '../domain/actor';
import { one } from '../platform/db/rows';
import { unexplained, validateUbl } from '../test-support/einvoice';
import { renderInvoiceUbl } from './ubl';

jest.setTimeout(120_000);

const TODAY = '2030-09-17';
let db: Database;
beforeAll(async () => {
  db = await openEmptyDatabase();
  await seedDemo(db.dataSource, TODAY);
});
afterAll(async () => {
  await db?.close();
});

it('gives the demo host drafts for last month that can be sent, and the caseworker sees the invoice', async () => {
  const services = createServices(db.dataSource, fixedClock(TODAY));
  const row = one<{ id: number; shelter_id: number }>(
    await db.dataSource.query(`SELECT id, shelter_id FROM app_user WHERE email = 'vard@noq.example'`),
  );
  const host: Actor = {
    userId: row.id,
    email: null,
    firstName: 'Maria',
    lastName: 'Holm',
    groups: ['host'],
    hostShelterId: row.shelter_id,
    assignedShelterIds: [],
  };
  const drafts = await services.invoices.drafts(host, '2030-08');
  expect(drafts.length).toBeGreaterThan(0);
  for (const d of drafts) {
    expect(d.problems).toEqual([]);
    expect(d.grossOre).toBe(d.lines.reduce((s, l) => s + l.nights.length * 45_000, 0));
  }
  const [first] = drafts;
  const inv = await services.invoices.send(host, { month: '2030-08', regionId: first?.region.id ?? 0, draftVersion: first?.version });
  expect(inv.number).toBe(1);
  const cw = one<{ id: number }>(await db.dataSource.query(`SELECT id FROM app_user WHERE email = 'handlaggare@noq.example'`));
  const shelters: { shelter_id: number }[] = await db.dataSource.query(`SELECT shelter_id FROM caseworker_shelter WHERE user_id = $1`, [
    cw.id,
  ]);
  const caseworker: Actor = {
    ...host,
    userId: cw.id,
    groups: ['caseworker'],
    hostShelterId: null,
    assignedShelterIds: shelters.map((s) => s.shelter_id),
  };
  const seen = await services.invoices.get(caseworker, inv.id);
  expect(seen.allowedActions).toEqual(['attest', 'dispute']);
  expect(seen.lines.every((l) => l.check?.matches)).toBe(true);
});

it("sends every demo shelter's drafts for last month, and every invoice and credit note passes the official e-invoice rules (issue 30)", async () => {
  const services = createServices(db.dataSource, fixedClock(TODAY));
  const shelters: { id: number }[] = await db.dataSource.query(`SELECT id FROM shelter ORDER BY id`);
  const docs: Record<string, string> = {};
  for (const { id } of shelters) {
    const host: Actor = {
      userId: one<{ id: number }>(await db.dataSource.query(`SELECT id FROM app_user ORDER BY id LIMIT 1`)).id,
      email: null,
      firstName: 'Demo',
      lastName: 'Värd',
      groups: ['host'],
      hostShelterId: id,
      assignedShelterIds: [],
    };
    for (const d of await services.invoices.drafts(host, '2030-08')) {
      expect(d.problems).toEqual([]);
      const inv = await services.invoices.send(host, { month: '2030-08', regionId: d.region.id, draftVersion: d.version });
      docs[`demo-${id}-invoice-${inv.number}`] = renderInvoiceUbl((await services.invoices.document(host, inv.id)).document);
      const cn = await services.invoices.credit(host, inv.id, { lineIds: [inv.lines[0]?.id ?? 0], reason: 'Fel natt' });
      docs[`demo-${id}-credit-${cn.number}`] = renderInvoiceUbl((await services.invoices.document(host, cn.id)).document);
    }
  }
  expect(Object.keys(docs).length).toBeGreaterThanOrEqual(4);
  const v = validateUbl('demo', docs);
  expect(unexplained(v)).toEqual([]);
  expect([v.documents, v.fatal, v.status]).toEqual([Object.keys(docs).length, 0, 0]);
});
