/**
 * Invoicing (issue 21) for tests outside the invoice folder: a sent invoice in a chosen state at a
 * shelter, and the calls the OpenAPI test makes to every invoicing REST path (each call builds
 * its own invoice, so the calls do not depend on each other's order).
 */
import type { Actor } from '../domain/actor';
import type { HttpClient } from './http';
import type { Suite } from './suite';
import type { InvoiceView } from '../invoice/invoice.view';

export interface InvoicingWorld {
  s: Suite;
  shelter: number;
  room: number;
  hostActor: Actor;
  host: HttpClient;
  caseworker: HttpClient;
  /** A month before the suite's today, yyyy-MM. */
  month: string;
}

interface Call {
  client: HttpClient;
  path: string;
  body?: unknown;
}

/**
 * The invoices behind the calls, for any test: `billable` makes a new paying region with one guest's
 * two nights in `month` at the shelter; `invoice` sends its draft and takes it to a state.
 */
export function invoiceFixtures(w: Pick<InvoicingWorld, 's' | 'shelter' | 'room' | 'hostActor' | 'month'>) {
  const { s, month } = w;
  let ready: Promise<{ admin: Actor; caseworkerActor: Actor }> | undefined;
  const setUp = () =>
    (ready ??= (async () => {
      const admin = await s.f.admin();
      const caseworkerActor = await s.f.caseworker([w.shelter]);
      await s.services.billingDetails.updateShelterBilling(w.hostActor, {
        organisationNumber: '802002-4538',
        bankAccount: 'Bankgiro 5050-1055',
        fSkatt: true,
      });
      await s.services.prices.setPrice(w.hostActor, { productId: w.room, validFrom: '2000-01-01', priceOre: 50_000 });
      return { admin, caseworkerActor };
    })());

  /** A new paying region with one guest's two nights in `month` at the shelter; answers the region and guest. */
  const billable = async () => {
    const { admin } = await setUp();
    const region = await s.f.region();
    await s.services.billingDetails.updateRegionBilling(admin, {
      regionId: region,
      name: 'Kommunen',
      organisationNumber: '212000-0142',
      street: 'Gatan 1',
      postcode: '11122',
      city: 'Stad',
      reference: 'R1',
      // Left out, the insert fails (NULL into region_billing.full_names): a 500 the matrix test reports.
      fullNames: false,
    });
    const guest = await s.f.guest();
    await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [guest.userId, region]);
    await s.db.dataSource.query(
      `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group)
       VALUES ($1, $2, 'completed', $3, $4, $2, 'user')`,
      [w.room, guest.userId, `${month}-05`, `${month}-07`],
    );
    return { region, guest };
  };

  /** A sent invoice, taken to `status` through the service (as the shelter's host and caseworker). */
  const invoice = async (status: 'sent' | 'disputed' | 'attested' = 'sent'): Promise<InvoiceView & { guestId: number }> => {
    const { caseworkerActor } = await setUp();
    const { region, guest } = await billable();
    const draft = (await s.services.invoices.drafts(w.hostActor, month)).find((d) => d.region.id === region);
    let inv = await s.services.invoices.send(w.hostActor, { month, regionId: region, draftVersion: draft?.version });
    const [line] = inv.lines;
    if (status === 'disputed' && line)
      inv = await s.services.invoices.dispute(caseworkerActor, inv.id, [{ lineId: line.id, reason: 'Fel' }]);
    if (status === 'attested') inv = await s.services.invoices.attest(caseworkerActor, inv.id);
    return { ...inv, guestId: guest.userId };
  };
  return { setUp, billable, invoice };
}

/** Invoicing's REST calls for the OpenAPI test, keyed `METHOD /api/path` as the document names them. */
export function invoicingCalls(w: InvoicingWorld): Record<string, () => Promise<Call>> {
  const { s, host, caseworker, month } = w;
  const { setUp, billable, invoice } = invoiceFixtures(w);

  const reads = (prefix: 'host' | 'caseworker', client: HttpClient): Record<string, () => Promise<Call>> => ({
    [`GET /api/${prefix}/invoices`]: async () => (await invoice(), { client, path: `/api/${prefix}/invoices?month=${month}` }),
    [`GET /api/${prefix}/invoices/export.csv`]: async () => (
      await invoice(),
      { client, path: `/api/${prefix}/invoices/export.csv?month=${month}` }
    ),
    [`GET /api/${prefix}/invoices/guest/{guestId}/{month}`]: async () => ({
      client,
      path: `/api/${prefix}/invoices/guest/${(await invoice()).guestId}/${month}`,
    }),
    [`GET /api/${prefix}/invoices/{id}.pdf`]: async () => ({ client, path: `/api/${prefix}/invoices/${(await invoice()).id}.pdf` }),
    [`GET /api/${prefix}/invoices/{id}.xml`]: async () => ({ client, path: `/api/${prefix}/invoices/${(await invoice()).id}.xml` }),
    [`GET /api/${prefix}/invoices/{id}.csv`]: async () => ({ client, path: `/api/${prefix}/invoices/${(await invoice()).id}.csv` }),
    [`GET /api/${prefix}/invoices/{id}`]: async () => ({ client, path: `/api/${prefix}/invoices/${(await invoice()).id}` }),
  });

  return {
    'GET /api/host/products/{id}/prices': async () => (await setUp(), { client: host, path: `/api/host/products/${w.room}/prices` }),
    'POST /api/host/products/{id}/prices': async () => ({
      client: host,
      path: `/api/host/products/${w.room}/prices`,
      body: { valid_from: '2001-01-01', price_ore: 50_000, vat_rate_bp: 0 },
    }),
    'GET /api/host/billing': async () => (await setUp(), { client: host, path: '/api/host/billing' }),
    'PUT /api/host/billing': async () => ({
      client: host,
      path: '/api/host/billing',
      body: { organisation_number: '802002-4538', bank_account: 'Bankgiro 5050-1055', endpoint_id: '', contact: '', f_skatt: true },
    }),
    'GET /api/host/invoices/drafts': async () => (await billable(), { client: host, path: `/api/host/invoices/drafts?month=${month}` }),
    'POST /api/host/invoices': async () => {
      const { region } = await billable();
      const draft = (await s.services.invoices.drafts(w.hostActor, month)).find((d) => d.region.id === region);
      return { client: host, path: '/api/host/invoices', body: { month, region_id: region, note: 'Tack', draft_version: draft?.version } };
    },
    ...reads('host', host),
    ...reads('caseworker', caseworker),
    'POST /api/caseworker/invoices/{id}/attest': async () => ({
      client: caseworker,
      path: `/api/caseworker/invoices/${(await invoice()).id}/attest`,
      body: { comment: 'OK' },
    }),
    'POST /api/caseworker/invoices/{id}/dispute': async () => {
      const inv = await invoice();
      return {
        client: caseworker,
        path: `/api/caseworker/invoices/${inv.id}/dispute`,
        body: { lines: [{ line_id: inv.lines[0]?.id, reason: 'Fel' }] },
      };
    },
    'POST /api/host/invoices/{id}/answer': async () => ({
      client: host,
      path: `/api/host/invoices/${(await invoice('disputed')).id}/answer`,
      body: { comment: 'Stämmer' },
    }),
    'POST /api/host/invoices/{id}/credit': async () => ({
      client: host,
      path: `/api/host/invoices/${(await invoice()).id}/credit`,
      body: { reason: 'Fel' },
    }),
    'POST /api/host/invoices/{id}/paid': async () => ({ client: host, path: `/api/host/invoices/${(await invoice('attested')).id}/paid` }),
  };
}
