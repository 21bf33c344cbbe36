/**
 * OpenAPI 3.1 plumbing for the REST shims (issue 8 §3, DESIGN §12): schema helpers, the operation
 * type each feature fills in beside its shims (`<feature>.openapi.ts`), and the document builder.
 * app/integrators/openapi.ts assembles the served document from the features.
 */
import type { Group } from '../../domain/roles';
import { ERROR_CODES } from '../errors';

export type Schema = Record<string, unknown>;
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties), extra: Schema = {}): Schema => ({
  type: 'object',
  properties,
  required,
  ...extra,
});
export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const bool: Schema = { type: 'boolean' };
export const date: Schema = { type: 'string', format: 'date', description: 'yyyy-MM-dd' };
export const nullable = (s: Schema): Schema => ({ oneOf: [s, { type: 'null' }] });

/** Who may call: the shim's own role list (ROLES.…), or 'public' (no session). */
type Role = 'anyone' | 'public' | 'user' | 'host' | 'caseworker' | 'volunteer' | 'admin';
export type OpRoles = readonly Group[] | 'public';

/**
 * The document's name for a role list: 'public', 'anyone' (no group needed), the one group, or the
 * groups joined by '|' when several may call (issue 35: a guest's path the volunteer's client calls too).
 */
export function roleName(roles: OpRoles): string {
  if (roles === 'public') return 'public';
  if (roles.length === 0) return 'anyone';
  return roles.join('|');
}

const roleText = (role: string): string =>
  role
    .split('|')
    .map((r) => ROLE_TEXT[r as Role])
    .join(' ');

export interface Op {
  summary: string;
  role: OpRoles;
  ok: Schema | null;
  okContent?: string;
  /** The success status when it is not 200 (the original's 201 for a registration). */
  okStatus?: 201;
  body?: Schema;
  bodyRequired?: boolean;
  params?: { name: string; in: 'path' | 'query' | 'header'; schema: Schema; description: string; required?: boolean }[];
  /** Error statuses beyond 401/403 (added for every role-guarded path). */
  errors?: number[];
  description?: string;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input (BAD_USER_INPUT, BOOKING_NOT_PENDING), or an unknown, used or expired one-time link (LINK_INVALID, LINK_USED, LINK_EXPIRED).',
  401: 'Not logged in (UNAUTHENTICATED).',
  403: 'Wrong group (FORBIDDEN), or a state-changing call from another site (CROSS_SITE_REQUEST).',
  404: "Not found, or not the caller's (NOT_FOUND, BOOKING_NOT_FOUND, PRODUCT_NOT_FOUND, HOST_NOT_FOUND, GUEST_NOT_FOUND).",
  409: 'Conflict: illegal transition, duplicate, overlap, full, capacity below held, product in use, UNO taken, guest barred from the shelter (GUEST_BARRED), an invoice not ready, changed, its nights taken or a step not allowed now (INVOICE_NOT_READY, INVOICE_DRAFT_CHANGED, INVOICE_NIGHTS_TAKEN, INVOICE_INVALID_TRANSITION).',
  413: 'Body larger than 100 kB (PAYLOAD_TOO_LARGE).',
  422: 'Date or product rules (BOOKING_START_IN_PAST, BOOKING_END_NOT_AFTER_START, BOOKING_TOO_LONG, PRODUCT_NOT_BOOKABLE, BOOKING_WOMAN_ONLY), nights no biståndsbeslut covers at a shelter requiring one (DECISION_REQUIRED), or an Idempotency-Key used before for another request (IDEMPOTENCY_KEY_REUSED).',
  429: 'Too many failed logins, or too many reset or registration requests for an address (TOO_MANY_REQUESTS).',
};

const ROLE_TEXT: Record<Role, string> = {
  public: 'Anyone, no session needed.',
  anyone: 'Anyone logged in.',
  user: 'Guests (group `user`).',
  host: 'Hosts (group `host`), for their own shelter.',
  caseworker: 'Caseworkers (group `caseworker`), for their assigned shelters.',
  volunteer: 'Volunteers (group `volunteer`).',
  admin:
    'Admins (group `admin`): the admin REST paths are a shelter photo upload (issue 19) and account deactivation (issue 20); the rest of administration is GraphQL.',
};

export const idParam = (description: string) => ({
  name: 'id',
  in: 'path' as const,
  schema: { type: 'string', pattern: '^[0-9]+$' },
  description,
  required: true,
});
export const reasonBody = obj({ reason: nullable(str) }, []);
/** Booking requests (issue 15): see docs/API.md, "Retrying a booking request". */
export const idempotencyKeyParam = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]+$' },
  description:
    'Optional. A new random key (e.g. a UUID) for each booking the client means to make, sent again unchanged when the request is retried. ' +
    'The same key from the same person within 24 h gives back the first answer (200 and the same body) and books nothing new; ' +
    'the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; an empty key, one over 200 characters or with control characters is 400.',
};
export const IDEMPOTENT =
  'Send an `Idempotency-Key` header to make a retry safe: a retry with the same key gives back the first answer instead of a 409 duplicate.';

/** path (OpenAPI form) → method → operation; a feature declares those of its REST shims. */
export type Operations = Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Op>>>;

/** Component schemas (wire shapes) by name. */
export type Schemas = Record<string, Schema>;

/** The platform's own schema: every error answer. */
const PLATFORM_SCHEMAS: Schemas = {
  Error: obj({ message: str, error: str, code: { type: 'string', enum: [...ERROR_CODES] } }),
};

function operation(method: string, path: string, op: Op): Schema {
  const role = roleName(op.role);
  const errors = new Set(op.errors ?? []);
  if (role !== 'public') errors.add(401);
  if (role !== 'public' && role !== 'anyone') errors.add(403);
  if (method !== 'get' || path.includes('/confirm/')) errors.add(403);
  if (op.body) errors.add(400);
  if (op.body) errors.add(413);

  const responses: Record<string, Schema> = {
    [String(op.okStatus ?? 200)]: {
      description: op.okStatus === 201 ? 'Created' : 'OK',
      content: { [op.okContent ?? 'application/json']: { schema: op.ok ?? {} } },
    },
  };
  for (const s of [...errors].sort()) {
    const schema = (path === '/api/login/' && s === 429) || (path === '/api/self/auth/' && s === 401) ? ref('LoginFailure') : ref('Error');
    responses[String(s)] = { description: ERROR_TEXT[s] ?? 'Error', content: { 'application/json': { schema } } };
  }
  return {
    operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: op.summary,
    description: [roleText(role), op.description].filter(Boolean).join(' '),
    tags: [path.split('/')[2] ?? 'api'],
    ...(role === 'public' ? { security: [] } : {}),
    ...(op.params ? { parameters: op.params.map((p) => ({ ...p, required: p.in === 'path' ? true : (p.required ?? false) })) } : {}),
    ...(op.body ? { requestBody: { required: op.bodyRequired ?? false, content: { 'application/json': { schema: op.body } } } } : {}),
    responses,
    'x-noq-role': role,
  };
}

/** The OpenAPI 3.1 document of these operations and schemas (the platform's Error schema added). */
export function buildOpenApiDocument(operations: Operations, schemas: Schemas): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'noQ REST API',
      version: '1.0.0',
      description:
        'The REST shims of noQ (SPEC §7). Log in with POST /api/login/ and send the `noq_session` cookie on every call. ' +
        'State-changing calls from another site (Sec-Fetch-Site: cross-site or a foreign Origin) are refused with 403. ' +
        'Errors are `{message, error, code}`. See docs/API.md; the GraphQL API is at /graphql (playground: /graphiql).',
    },
    servers: [{ url: '/' }],
    security: [{ noqSession: [] }],
    paths: Object.fromEntries(
      Object.entries(operations).map(([path, methods]) => [
        path,
        Object.fromEntries(Object.entries(methods).map(([m, op]) => [m, operation(m, path, op)])),
      ]),
    ),
    components: {
      securitySchemes: {
        noqSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'noq_session',
          description: 'The session cookie set by POST /api/login/ (HttpOnly, SameSite=Lax).',
        },
      },
      schemas: { ...PLATFORM_SCHEMAS, ...schemas },
    },
  };
}
