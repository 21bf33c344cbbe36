import { Router, type Response } from 'express';
import { ROLES } from '../domain/roles';
import type { Group } from '../domain/roles';
import { AppError } from '../platform/errors';
import { parseId } from '../platform/ids';
import { MESSAGES } from '../platform/messages';
import { bodyObject, intField, shim, textField } from '../platform/rest/http';
import { type InvoiceStatus } from '../domain/invoice-status';
import { monthRange } from './invoice.rules';
import { INVOICE_STATUSES } from '../domain/invoice-status';
import { invoiceCsv, invoiceFilename, monthCsv } from './invoice.csv';
import { draftWire, guestLineWire, invoiceWire, priceWire, shelterBillingWire } from './invoice.wire';
import { renderInvoicePdf } from './pdf';
import { renderInvoiceUbl } from './ubl';

/** Sends a download: its type, an attachment name, never cached (it is personal data). */
function download(res: Response, type: string, filename: string, body: string | Buffer): undefined {
  res
    .status(200)
    .set({ 'Content-Type': type, 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' })
    .send(body);
  return undefined;
}

const ids = (v: unknown): number[] | null => {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.invoiceLineIds);
  return v.map((x) => {
    const n = intField(x);
    if (!Number.isSafeInteger(n) || n <= 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.invoiceLineIds);
    return n;
  });
};

const statusFilter = (v: unknown): InvoiceStatus | null => {
  if (v === undefined || v === '') return null;
  if (typeof v === 'string' && (INVOICE_STATUSES as readonly string[]).includes(v)) return v as InvoiceStatus;
  throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.invalidValue('status'));
};

const idOf = (req: { params: Record<string, unknown> }) => parseId(String(req.params.id), 'NOT_FOUND');

/**
 * Fakturering's REST shims (issue 21 §7): the same operations as GraphQL, one service call each.
 * Read and download paths exist for both groups under their own prefix (/api/host/… for the
 * host's own shelter, /api/caseworker/… for assigned shelters); another shelter's invoice is 404.
 * Literal paths before `{id}` paths; ids are digits.
 */
export function invoiceRoutes(): Router {
  const r = Router({ caseSensitive: true });

  // Prices and seller details (host; admins use GraphQL).
  r.get(
    '/host/products/:id/prices',
    shim(ROLES.host, async ({ services, actor, req }) =>
      (await services.prices.prices(actor, parseId(String(req.params.id), 'PRODUCT_NOT_FOUND'))).map(priceWire),
    ),
  );
  r.post(
    '/host/products/:id/prices',
    shim(ROLES.host, async ({ services, actor, req }) => {
      const b = bodyObject(req);
      return priceWire(
        await services.prices.setPrice(actor, {
          productId: parseId(String(req.params.id), 'PRODUCT_NOT_FOUND'),
          validFrom: b.valid_from,
          priceOre: b.price_ore,
          vatRateBp: b.vat_rate_bp ?? 0,
        }),
      );
    }),
  );
  r.get(
    '/host/billing',
    shim(ROLES.host, async ({ services, actor }) => shelterBillingWire(await services.billingDetails.shelterBilling(actor))),
  );
  r.put(
    '/host/billing',
    shim(ROLES.host, async ({ services, actor, req }) => {
      const b = bodyObject(req);
      return shelterBillingWire(
        await services.billingDetails.updateShelterBilling(actor, {
          organisationNumber: b.organisation_number,
          bankAccount: b.bank_account,
          endpointId: b.endpoint_id,
          contact: b.contact,
          vatRegistered: b.vat_registered,
          fSkatt: b.f_skatt,
          invoicePrefix: b.invoice_prefix,
        }),
      );
    }),
  );

  // Drafts and sending (host).
  r.get(
    '/host/invoices/drafts',
    shim(ROLES.host, async ({ services, actor, req }) => (await services.invoices.drafts(actor, req.query.month)).map(draftWire)),
  );
  r.post(
    '/host/invoices',
    shim(ROLES.host, async ({ services, actor, req }) => {
      const b = bodyObject(req);
      const region = intField(b.region_id);
      return invoiceWire(
        await services.invoices.send(actor, {
          month: b.month,
          regionId: Number.isSafeInteger(region) ? region : 0,
          note: textField(b.note, 'note'),
          draftVersion: b.draft_version,
        }),
        actor,
      );
    }),
  );

  // Reading and downloads, for each group under its own prefix.
  for (const [prefix, roles] of [
    ['host', ROLES.host],
    ['caseworker', ROLES.caseworker],
  ] as const satisfies readonly (readonly [string, readonly Group[]])[]) {
    r.get(
      `/${prefix}/invoices`,
      shim(roles, async ({ services, actor, req }) =>
        (await services.invoices.list(actor, { month: req.query.month, status: statusFilter(req.query.status) })).map((i) =>
          invoiceWire(i, actor),
        ),
      ),
    );
    r.get(
      `/${prefix}/invoices/export.csv`,
      shim(roles, async ({ services, actor, req, res }) => {
        const { month } = monthRange(req.query.month);
        const list = await services.invoices.list(actor, { month });
        return download(res, 'text/csv; charset=utf-8', `fakturor-${month}.csv`, monthCsv(month, list));
      }),
    );
    r.get(
      `/${prefix}/invoices/guest/:guestId/:month`,
      shim(roles, async ({ services, actor, req }) =>
        (
          await services.invoices.guestLines(
            actor,
            parseId(String(req.params.guestId), 'NOT_FOUND'),
            req.params.month,
            typeof req.query.shelter_id === 'string' && req.query.shelter_id !== '' ? parseId(req.query.shelter_id, 'NOT_FOUND') : null,
          )
        ).map((g) => guestLineWire(g, actor)),
      ),
    );
    r.get(
      `/${prefix}/invoices/:id.pdf`,
      shim(roles, async ({ services, actor, req, res }) => {
        const { invoice, document } = await services.invoices.document(actor, idOf(req));
        return download(res, 'application/pdf', invoiceFilename(invoice, 'pdf'), await renderInvoicePdf(document));
      }),
    );
    r.get(
      `/${prefix}/invoices/:id.xml`,
      shim(roles, async ({ services, actor, req, res }) => {
        const { invoice, document } = await services.invoices.document(actor, idOf(req));
        return download(res, 'application/xml; charset=utf-8', invoiceFilename(invoice, 'xml'), renderInvoiceUbl(document));
      }),
    );
    r.get(
      `/${prefix}/invoices/:id.csv`,
      shim(roles, async ({ services, actor, req, res }) => {
        const invoice = await services.invoices.get(actor, idOf(req));
        return download(res, 'text/csv; charset=utf-8', invoiceFilename(invoice, 'csv'), invoiceCsv(invoice));
      }),
    );
    r.get(
      `/${prefix}/invoices/:id`,
      shim(roles, async ({ services, actor, req }) => invoiceWire(await services.invoices.get(actor, idOf(req)), actor)),
    );
  }

  // Steps.
  r.post(
    '/caseworker/invoices/:id/attest',
    shim(ROLES.caseworker, async ({ services, actor, req }) =>
      invoiceWire(await services.invoices.attest(actor, idOf(req), textField(bodyObject(req).comment, 'comment')), actor),
    ),
  );
  r.post(
    '/caseworker/invoices/:id/dispute',
    shim(ROLES.caseworker, async ({ services, actor, req }) => {
      const lines = bodyObject(req).lines;
      if (!Array.isArray(lines)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.disputeLines);
      const parsed = lines.map((l: unknown) => {
        const o = typeof l === 'object' && l !== null ? (l as Record<string, unknown>) : {};
        const id = intField(o.line_id);
        if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.invoiceLineIds);
        return { lineId: id, reason: o.reason };
      });
      return invoiceWire(await services.invoices.dispute(actor, idOf(req), parsed), actor);
    }),
  );
  r.post(
    '/host/invoices/:id/answer',
    shim(ROLES.host, async ({ services, actor, req }) =>
      invoiceWire(await services.invoices.answer(actor, idOf(req), bodyObject(req).comment), actor),
    ),
  );
  r.post(
    '/host/invoices/:id/credit',
    shim(ROLES.host, async ({ services, actor, req }) => {
      const b = bodyObject(req);
      return invoiceWire(await services.invoices.credit(actor, idOf(req), { lineIds: ids(b.line_ids), reason: b.reason }), actor);
    }),
  );
  r.post(
    '/host/invoices/:id/paid',
    shim(ROLES.host, async ({ services, actor, req }) => invoiceWire(await services.invoices.markPaid(actor, idOf(req)), actor)),
  );
  return r;
}
