/** OpenAPI: the invoicing feature's REST operations and wire shapes (issue 21 §7), assembled by app/integrators/openapi.ts. */
import {
  ref,
  arrayOf,
  obj,
  str,
  int,
  bool,
  date,
  nullable,
  idParam,
  type Operations,
  type Op,
  type Schemas,
} from '../platform/rest/openapi';
import type { Group } from '../domain/roles';
import { ROLES } from '../domain/roles';
import { INVOICE_ACTIONS, INVOICE_KINDS, INVOICE_STATUSES } from '../domain/invoice-status';

const month = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'yyyy-MM' };
const monthQuery = (required: boolean) => ({
  name: 'month',
  in: 'query' as const,
  schema: month,
  description: 'The month, yyyy-MM.',
  required,
});
const invoiceId = idParam('Invoice id.');
const SCOPE =
  "Host staff: their own shelter; caseworkers: their assigned shelters. Another shelter's invoice is 404, like one that does not exist.";

/** The read and download operations, once per group (each under its own prefix). */
function readOps(prefix: 'host' | 'caseworker', role: readonly Group[]): Operations {
  const base = `/api/${prefix}/invoices`;
  const file = (what: string, okContent: string): Op => ({
    summary: `The invoice as ${what} (a download, rendered from the frozen invoice).`,
    role,
    params: [invoiceId],
    ok: str,
    okContent,
    errors: [404],
    description: SCOPE,
  });
  return {
    [base]: {
      get: {
        summary: 'Invoices and credit notes in scope, newest month first.',
        role,
        params: [
          monthQuery(false),
          { name: 'status', in: 'query', schema: { type: 'string', enum: [...INVOICE_STATUSES] }, description: 'Only this status.' },
        ],
        ok: arrayOf(ref('Invoice')),
        errors: [400],
        description: SCOPE,
      },
    },
    [`${base}/export.csv`]: {
      get: {
        summary: "A month's invoices and credit notes as CSV, one row each (credit notes negative in the total).",
        role,
        params: [monthQuery(true)],
        ok: str,
        okContent: 'text/csv',
        errors: [400],
        description: SCOPE,
      },
    },
    [`${base}/guest/{guestId}/{month}`]: {
      get: {
        summary: "The report's 'Fakturera': a guest's lines in a month on the invoices in scope, each with its invoice.",
        role,
        params: [
          {
            name: 'guestId',
            in: 'path',
            schema: { type: 'string', pattern: '^[0-9]+$' },
            description: "The guest's user id.",
            required: true,
          },
          { name: 'month', in: 'path', schema: month, description: 'The month, yyyy-MM.', required: true },
          { name: 'shelter_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this shelter.' },
        ],
        ok: arrayOf(obj({ invoice: ref('Invoice'), line: ref('InvoiceLine') })),
        errors: [400, 404],
        description: SCOPE,
      },
    },
    [`${base}/{id}.pdf`]: { get: file('PDF', 'application/pdf') },
    [`${base}/{id}.xml`]: { get: file('a PEPPOL BIS Billing 3.0 e-invoice (UBL 2.1 XML)', 'application/xml') },
    [`${base}/{id}.csv`]: { get: file('CSV (its lines)', 'text/csv') },
    [`${base}/{id}`]: {
      get: {
        summary: 'One invoice or credit note, with lines, comparison with the nights report and audit trail.',
        role,
        params: [invoiceId],
        ok: ref('Invoice'),
        errors: [404],
        description: SCOPE,
      },
    },
  };
}

const step = (
  summary: string,
  role: readonly Group[],
  body: ReturnType<typeof obj> | undefined,
  errors: number[],
  description: string,
): Op => ({
  summary,
  role,
  params: [invoiceId],
  ...(body ? { body, bodyRequired: true } : {}),
  ok: ref('Invoice'),
  errors,
  description,
});

/** The operations of this feature's REST shims, with the same role lists the shims check. */
export const operations: Operations = {
  '/api/host/products/{id}/prices': {
    get: {
      summary: "A room's prices per night, newest valid-from first.",
      role: ROLES.host,
      params: [idParam('Product (room) id.')],
      ok: arrayOf(ref('ProductPrice')),
      errors: [404],
    },
    post: {
      summary: "Set a room's price per night from a date on (the same date again replaces it).",
      role: ROLES.host,
      params: [idParam('Product (room) id.')],
      body: obj({ valid_from: date, price_ore: int, vat_rate_bp: int }, ['valid_from', 'price_ore']),
      bodyRequired: true,
      ok: ref('ProductPrice'),
      errors: [400, 404],
      description: 'price_ore: öre without VAT, 0 to 100 000 000; vat_rate_bp: basis points, 0 (default) to 10 000.',
    },
  },
  '/api/host/billing': {
    get: { summary: "The own shelter's seller details on invoices.", role: ROLES.host, ok: ref('ShelterBilling'), errors: [404] },
    put: {
      summary: "Set the own shelter's seller details (fields left out become empty).",
      role: ROLES.host,
      body: obj(
        {
          organisation_number: str,
          bank_account: str,
          endpoint_id: str,
          contact: str,
          vat_registered: bool,
          f_skatt: bool,
          invoice_prefix: str,
        },
        [],
      ),
      bodyRequired: true,
      ok: ref('ShelterBilling'),
      errors: [400, 404],
    },
  },
  '/api/host/invoices/drafts': {
    get: {
      summary: "The month's drafts, one per paying region (computed from the nights stayed that no invoice holds).",
      role: ROLES.host,
      params: [monthQuery(true)],
      ok: arrayOf(ref('InvoiceDraft')),
      errors: [400, 404],
    },
  },
  '/api/host/invoices': {
    post: {
      summary: "'Skicka': send the month's draft for a region as the shelter's next invoice.",
      role: ROLES.host,
      body: obj({ month: str, region_id: int, note: nullable(str), draft_version: str }, ['month', 'region_id', 'draft_version']),
      bodyRequired: true,
      ok: ref('Invoice'),
      errors: [400, 404, 409],
      description:
        '409: INVOICE_DRAFT_CHANGED (not the draft shown: fetch the drafts again), INVOICE_NOT_READY (a price or billing details missing), INVOICE_NIGHTS_TAKEN (another invoice took some of the nights first).',
    },
    ...readOps('host', ROLES.host)['/api/host/invoices'],
  },
  ...Object.fromEntries(Object.entries(readOps('host', ROLES.host)).filter(([p]) => p !== '/api/host/invoices')),
  ...readOps('caseworker', ROLES.caseworker),
  '/api/caseworker/invoices/{id}/attest': {
    post: step("'Attestera': sent or disputed → attested.", ROLES.caseworker, obj({ comment: nullable(str) }, []), [400, 404, 409], SCOPE),
  },
  '/api/caseworker/invoices/{id}/dispute': {
    post: step(
      'Dispute lines with reasons: sent → disputed.',
      ROLES.caseworker,
      obj({ lines: arrayOf(obj({ line_id: int, reason: str })) }),
      [400, 404, 409],
      SCOPE,
    ),
  },
  '/api/host/invoices/{id}/answer': {
    post: step('Answer a dispute with a comment: disputed → sent.', ROLES.host, obj({ comment: str }), [400, 404, 409], SCOPE),
  },
  '/api/host/invoices/{id}/credit': {
    post: step(
      'A credit note for the whole invoice (line_ids left out) or chosen lines; answers the credit note.',
      ROLES.host,
      obj({ line_ids: nullable(arrayOf(int)), reason: str }, ['reason']),
      [400, 404, 409],
      SCOPE,
    ),
  },
  '/api/host/invoices/{id}/paid': {
    post: step("'Markera betald': attested → paid.", ROLES.host, undefined, [404, 409], SCOPE),
  },
};

const region = obj({ id: int, name: str });
const named = obj({ id: int, name: str });
const check = obj({
  report_nights: int,
  invoiced_nights: int,
  difference: int,
  nights_not_in_report: arrayOf(date),
  matches: bool,
});
const ref4 = obj({ id: int, number: int, kind: { type: 'string', enum: [...INVOICE_KINDS] }, issue_date: date });

/** The wire shapes this feature answers with (amounts: öre, integers). */
export const schemas: Schemas = {
  ProductPrice: obj({ id: int, product_id: int, valid_from: date, price_ore: int, vat_rate_bp: int, created_at: str }),
  ShelterBilling: obj({
    shelter_id: int,
    shelter_name: str,
    organisation_number: str,
    bank_account: str,
    endpoint_id: str,
    contact: str,
    vat_registered: bool,
    f_skatt: bool,
    invoice_prefix: str,
    complete: bool,
    problems: arrayOf(str),
  }),
  RegionBilling: obj({
    region_id: int,
    region_name: str,
    name: str,
    organisation_number: str,
    street: str,
    postcode: str,
    city: str,
    reference: str,
    endpoint_id: str,
    contact: str,
    full_names: bool,
    complete: bool,
    problems: arrayOf(str),
  }),
  InvoiceDraft: obj({
    month: str,
    period_start: date,
    period_end: date,
    region,
    buyer: ref('RegionBilling'),
    lines: arrayOf(
      obj({
        guest_id: int,
        guest_name: str,
        unokod: str,
        product_id: int,
        room_name: str,
        nights: arrayOf(date),
        unit_price_ore: nullable(int),
        vat_rate_bp: int,
        net_ore: int,
        vat_ore: int,
        gross_ore: int,
        decision_id: nullable(int),
        case_number: nullable(str),
      }),
    ),
    net_ore: int,
    vat_ore: int,
    gross_ore: int,
    problems: arrayOf(str),
    nights_without_decision: arrayOf(obj({ guest_id: int, guest_name: str, unokod: str, room_name: str, nights: arrayOf(date) })),
    version: str,
  }),
  InvoiceLine: obj({
    id: int,
    line_no: int,
    guest_id: int,
    guest_name: str,
    unokod: str,
    product_id: int,
    room_name: str,
    nights: arrayOf(date),
    unit_price_ore: int,
    vat_rate_bp: int,
    net_ore: int,
    vat_ore: int,
    gross_ore: int,
    credits_line_id: nullable(int),
    credited_by: nullable(obj({ invoice_id: int, number: int })),
    dispute_reason: nullable(str),
    check: nullable(check),
    decision_id: nullable(int),
    case_number: nullable(str),
    nights_outside_decision: arrayOf(date),
  }),
  Invoice: obj({
    id: int,
    kind: { type: 'string', enum: [...INVOICE_KINDS] },
    number: int,
    display_number: str,
    shelter: named,
    region,
    month: str,
    period_start: date,
    period_end: date,
    issue_date: date,
    due_date: date,
    status: { type: 'string', enum: [...INVOICE_STATUSES] },
    note: str,
    buyer_reference: str,
    net_ore: int,
    vat_ore: int,
    gross_ore: int,
    sent_at: str,
    sent_by_name: str,
    credits: nullable(ref4),
    credit_notes: arrayOf(ref4),
    lines: arrayOf(ref('InvoiceLine')),
    allowed_actions: arrayOf({ type: 'string', enum: [...INVOICE_ACTIONS] }),
    events: arrayOf(
      obj({
        id: int,
        action: str,
        from_status: nullable(str),
        to_status: str,
        line_id: nullable(int),
        text: str,
        actor_name: str,
        actor_group: str,
        at: str,
      }),
    ),
    downloads: obj({ pdf: str, xml: str, csv: str }),
    decision_nights: arrayOf(
      obj({
        decision_id: nullable(int),
        case_number: nullable(str),
        guest_name: str,
        nights: int,
        line_nos: arrayOf(int),
        nights_outside_decision: int,
      }),
    ),
  }),
};
