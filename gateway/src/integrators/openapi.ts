/**
 * The OpenAPI 3.1 document of the REST shims (issue 8 §3, DESIGN §12), served at /api/openapi.json.
 * openapi.test.ts calls every path below and validates the real answers against these schemas,
 * and fails when a route registered under /api is missing here.
 */
import { BOOKING_STATUSES } from '../booking/booking-status';
import { ERROR_CODES } from '../common/errors';
import { PRODUCT_TYPES } from '../product/product-type';

type Schema = Record<string, unknown>;
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties), extra: Schema = {}): Schema => ({
  type: 'object',
  properties,
  required,
  ...extra,
});
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const bool: Schema = { type: 'boolean' };
const date: Schema = { type: 'string', format: 'date', description: 'yyyy-MM-dd' };
const nullable = (s: Schema): Schema => ({ oneOf: [s, { type: 'null' }] });

type Role = 'anyone' | 'public' | 'user' | 'host' | 'caseworker' | 'volunteer';

interface Op {
  summary: string;
  role: Role;
  ok: Schema | null;
  okContent?: string;
  body?: Schema;
  bodyRequired?: boolean;
  params?: { name: string; in: 'path' | 'query' | 'header'; schema: Schema; description: string; required?: boolean }[];
  /** Error statuses beyond 401/403 (added for every role-guarded path). */
  errors?: number[];
  description?: string;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input (BAD_USER_INPUT, BOOKING_NOT_PENDING).',
  401: 'Not logged in (UNAUTHENTICATED).',
  403: 'Wrong group (FORBIDDEN), or a state-changing call from another site (CROSS_SITE_REQUEST).',
  404: 'Not found, or not the caller\'s (NOT_FOUND, BOOKING_NOT_FOUND, PRODUCT_NOT_FOUND, HOST_NOT_FOUND, GUEST_NOT_FOUND).',
  409: 'Conflict: illegal transition, duplicate, overlap, full, capacity below held, product in use, UNO taken.',
  413: 'Body larger than 100 kB (PAYLOAD_TOO_LARGE).',
  422: 'Date or product rules (BOOKING_START_IN_PAST, BOOKING_END_NOT_AFTER_START, BOOKING_TOO_LONG, PRODUCT_NOT_BOOKABLE, BOOKING_WOMAN_ONLY), or an Idempotency-Key used before for another request (IDEMPOTENCY_KEY_REUSED).',
  429: 'Too many failed logins (TOO_MANY_REQUESTS).',
};

const ROLE_TEXT: Record<Role, string> = {
  public: 'Anyone, no session needed.',
  anyone: 'Anyone logged in.',
  user: 'Guests (group `user`).',
  host: 'Hosts (group `host`), for their own shelter.',
  caseworker: 'Caseworkers (group `caseworker`), for their assigned shelters.',
  volunteer: 'Volunteers (group `volunteer`).',
};

const idParam = (description: string) => ({ name: 'id', in: 'path' as const, schema: { type: 'string', pattern: '^[0-9]+$' }, description, required: true });
const reasonBody = obj({ reason: nullable(str) }, []);
/** Booking requests (issue 15): see docs/API.md, "Retrying a booking request". */
const idempotencyKeyParam = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]+$' },
  description:
    'Optional. A new random key (e.g. a UUID) for each booking the client means to make, sent again unchanged when the request is retried. ' +
    'The same key from the same person within 24 h gives back the first answer (200 and the same body) and books nothing new; ' +
    'the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; an empty key, one over 200 characters or with control characters is 400.',
};
const IDEMPOTENT = 'Send an `Idempotency-Key` header to make a retry safe: a retry with the same key gives back the first answer instead of a 409 duplicate.';

/** path (OpenAPI form) → method → operation */
const OPS: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Op>>> = {
  '/api/health': { get: { summary: 'Liveness check.', role: 'public', ok: obj({ ok: bool }) } },
  '/api/login/': {
    post: {
      summary: 'Log in; sets the `noq_session` cookie.',
      role: 'public',
      body: obj({ email: str, password: str }),
      bodyRequired: true,
      ok: { oneOf: [ref('LoginResult'), ref('LoginFailure')] },
      errors: [429],
      description:
        'A failed login answers 200 with `login_status: false` and the same message for an unknown e-mail and a wrong password (what every client of the original reads). ' +
        'Failures are limited per e-mail and per client address: past the limit the answer is 429 with `Retry-After` (seconds) until the window has passed.',
    },
  },
  '/api/self/auth/': {
    get: {
      summary: 'The current session, as a login result.',
      role: 'public',
      ok: ref('LoginResult'),
      errors: [401],
      description: '401 (`login_status: false`, UNAUTHENTICATED) without a live session.',
    },
  },
  '/api/logout/': {
    get: { summary: 'End the session and clear the cookie.', role: 'public', ok: ref('LogoutResult'), errors: [403], description: 'Also as POST. Refused cross-site (403), like every call that changes state.' },
    post: { summary: 'End the session and clear the cookie.', role: 'public', ok: ref('LogoutResult'), description: 'Also as GET.' },
  },
  '/api/host': { get: { summary: "The host's own shelter.", role: 'host', ok: ref('Host'), errors: [404] } },
  '/api/host/count_bookings': { get: { summary: 'Counts for the host overview.', role: 'host', ok: ref('HostCounts'), errors: [404] } },
  '/api/host/available/{days}': {
    get: {
      summary: 'Places left per product and night, from tonight.',
      role: 'host',
      params: [{ name: 'days', in: 'path', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Number of nights, 1..31.', required: true }],
      ok: obj({ available_dates: { type: 'object', additionalProperties: arrayOf(obj({ id: int, product: ref('Product'), places_left: int })) } }),
      errors: [400, 404],
    },
  },
  '/api/host/pending': { get: { summary: "The host's requests list.", role: 'host', ok: arrayOf(ref('Booking')), errors: [404] } },
  '/api/host/pending/batch/accept': {
    patch: {
      summary: 'Assign several requests; each row is its own transaction.',
      role: 'host',
      body: arrayOf(obj({ booking_id: int })),
      bodyRequired: true,
      ok: arrayOf(ref('BatchRow')),
      errors: [400],
    },
  },
  '/api/host/pending/{id}/appoint': {
    patch: { summary: 'Assign a place (→ reserved).', role: 'host', params: [idParam('Booking id.')], ok: ref('Booking'), errors: [404, 409] },
  },
  '/api/host/pending/{id}/decline': {
    patch: { summary: 'Decline a request, with an optional reason.', role: 'host', params: [idParam('Booking id.')], body: reasonBody, ok: ref('Booking'), errors: [400, 404, 409] },
  },
  '/api/host/bookings/incoming': { get: { summary: 'Arrivals today.', role: 'host', ok: arrayOf(ref('Booking')), errors: [404] } },
  '/api/host/bookings/outgoing': { get: { summary: 'Departures today.', role: 'host', ok: arrayOf(ref('Booking')), errors: [404] } },
  '/api/host/bookings/{id}/setpending': {
    patch: { summary: 'Host undo: back to pending.', role: 'host', params: [idParam('Booking id.')], ok: ref('Booking'), errors: [404, 409] },
  },
  '/api/host/bookings/{id}/checkin': { patch: { summary: 'Check the guest in.', role: 'host', params: [idParam('Booking id.')], ok: ref('Booking'), errors: [404, 409] } },
  '/api/host/bookings/{id}/checkout': { patch: { summary: 'Check the guest out.', role: 'host', params: [idParam('Booking id.')], ok: ref('Booking'), errors: [404, 409] } },
  '/api/host/bookings/{id}/extend': {
    patch: {
      summary: 'A later check-out date for a checked-in guest.',
      role: 'host',
      params: [idParam('Booking id.')],
      body: obj({ end_date: date }),
      bodyRequired: true,
      ok: ref('Booking'),
      errors: [400, 404, 409, 422],
    },
  },
  '/api/host/hosts/{id}/products': {
    get: { summary: "A shelter's products (public facts).", role: 'anyone', params: [idParam('Shelter (host) id.')], ok: arrayOf(ref('Product')), errors: [404] },
  },
  '/api/host/products': {
    post: { summary: 'Create a product in the own shelter.', role: 'host', body: ref('ProductInput'), bodyRequired: true, ok: ref('Product'), errors: [400, 404] },
  },
  '/api/host/products/{id}/edit': {
    put: {
      summary: 'Edit a product of the own shelter.',
      role: 'host',
      params: [idParam('Product id.')],
      body: ref('ProductInput'),
      bodyRequired: true,
      ok: ref('Product'),
      errors: [400, 404, 409],
    },
  },
  '/api/host/products/{id}': {
    delete: { summary: 'Archive a product (kept for history).', role: 'host', params: [idParam('Product id.')], ok: ref('Product'), errors: [404, 409] },
  },
  '/api/caseworker/bookings/pending': { get: { summary: "The caseworker's requests list.", role: 'caseworker', ok: arrayOf(ref('Booking')) } },
  '/api/caseworker/bookings/batch/accept': {
    patch: { summary: 'Recommend several requests.', role: 'caseworker', body: arrayOf(obj({ booking_id: int })), bodyRequired: true, ok: arrayOf(ref('BatchRow')), errors: [400] },
  },
  '/api/caseworker/bookings/{id}/accept': {
    patch: { summary: 'Recommend (→ accepted).', role: 'caseworker', params: [idParam('Booking id.')], body: reasonBody, ok: ref('Booking'), errors: [404, 409] },
  },
  '/api/caseworker/bookings/{id}/decline': {
    patch: { summary: 'Advise against (→ advised_against); the host decides.', role: 'caseworker', params: [idParam('Booking id.')], body: reasonBody, ok: ref('Booking'), errors: [404, 409] },
  },
  '/api/caseworker/bookings/{id}/setpending': {
    patch: { summary: 'Caseworker undo: back to pending.', role: 'caseworker', params: [idParam('Booking id.')], body: reasonBody, ok: ref('Booking'), errors: [404, 409] },
  },
  '/api/caseworker/available_all': {
    get: { summary: 'Tonight per product at the assigned shelters.', role: 'caseworker', ok: arrayOf(ref('ProductWithPlaces')) },
  },
  '/api/caseworker/guests/nights/count/{start}/{end}': {
    get: {
      summary: 'Nights report: nights per guest and shelter.',
      role: 'caseworker',
      params: [
        { name: 'start', in: 'path', schema: date, description: 'First night.', required: true },
        { name: 'end', in: 'path', schema: date, description: 'Last night.', required: true },
        { name: 'guest_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this guest.' },
      ],
      ok: arrayOf(ref('StayReportItem')),
      errors: [400],
    },
  },
  '/api/caseworker/guests/nights/export.csv': {
    get: {
      summary: 'Nights report as CSV (a download).',
      role: 'caseworker',
      params: [
        { name: 'start', in: 'query', schema: date, description: 'First night.', required: true },
        { name: 'end', in: 'query', schema: date, description: 'Last night.', required: true },
        { name: 'guest_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this guest.' },
      ],
      ok: str,
      okContent: 'text/csv',
      errors: [400],
    },
  },
  '/api/user/available/{date}': {
    get: {
      summary: 'Shelters with a bookable room with a place that night.',
      role: 'user',
      params: [{ name: 'date', in: 'path', schema: date, description: 'The night.', required: true }],
      ok: arrayOf(obj({ host: ref('Host'), products: arrayOf(ref('ProductWithPlaces')) })),
      errors: [400],
    },
  },
  '/api/user/request_booking': {
    post: {
      summary: 'Request a booking for oneself (→ pending or in_queue).',
      role: 'user',
      params: [idempotencyKeyParam],
      body: obj({ product_id: int, start_date: date, end_date: date, message: nullable(str) }, ['product_id', 'start_date', 'end_date']),
      bodyRequired: true,
      ok: ref('Booking'),
      errors: [400, 404, 409, 422],
      description: IDEMPOTENT,
    },
  },
  '/api/user/bookings': { get: { summary: "The guest's own current bookings.", role: 'user', ok: arrayOf(ref('Booking')) } },
  '/api/user/bookings/confirm/{id}': {
    get: {
      summary: 'Confirm a reserved booking; answers the updated own list. State-changing despite GET (SPEC §7).',
      role: 'user',
      params: [idParam('Booking id.')],
      ok: arrayOf(ref('Booking')),
      errors: [404, 409],
    },
  },
  '/api/bookings/{id}': {
    get: {
      summary: 'One booking with its audit trail.',
      role: 'anyone',
      params: [idParam('Booking id.')],
      ok: ref('BookingWithHistory'),
      errors: [404],
      description:
        "For whoever may see the booking: staff of its shelter see every event and reason; its guest and the requesting volunteer see no caseworker reasons and no staff names.",
    },
  },
  '/api/user/bookings/{id}': {
    delete: { summary: 'Cancel an own booking.', role: 'user', params: [idParam('Booking id.')], ok: ref('Booking'), errors: [404, 409] },
  },
  '/api/volunteer/available': {
    get: {
      summary: 'Shelters and rooms with places per night (default tonight to 14 nights on).',
      role: 'volunteer',
      params: [
        { name: 'start', in: 'query', schema: date, description: 'First night (default tonight).' },
        { name: 'end', in: 'query', schema: date, description: 'Last night.' },
      ],
      ok: arrayOf(ref('VolunteerAvailability')),
      errors: [400],
    },
  },
  '/api/volunteer/guest/list': { get: { summary: 'Guests (id, names, UNO).', role: 'volunteer', ok: arrayOf(ref('Guest')) } },
  '/api/volunteer/guest/create': {
    post: {
      summary: 'Create a guest without login.',
      role: 'volunteer',
      body: obj({ first_name: str, last_name: str, uno: { type: 'string', pattern: '^[0-9]{4}$' }, gender: nullable({ type: 'string', enum: ['K', 'M'] }) }, [
        'first_name',
        'last_name',
        'uno',
      ]),
      bodyRequired: true,
      ok: ref('Guest'),
      errors: [400, 409],
    },
  },
  '/api/volunteer/guest/search': {
    get: {
      summary: 'Exact, case-insensitive match on every field given.',
      role: 'volunteer',
      params: [
        { name: 'first_name', in: 'query', schema: str, description: 'First name.' },
        { name: 'last_name', in: 'query', schema: str, description: 'Last name.' },
        { name: 'uno', in: 'query', schema: str, description: 'UNO code.' },
      ],
      ok: arrayOf(ref('Guest')),
      errors: [400, 404],
    },
  },
  '/api/volunteer/request_booking': {
    post: {
      summary: 'Request a booking for a guest (by user_id or uno).',
      role: 'volunteer',
      body: obj(
        { product_id: int, user_id: { oneOf: [int, { type: 'null' }] }, uno: nullable(str), start_date: date, end_date: date, message: nullable(str) },
        ['product_id', 'start_date', 'end_date'],
      ),
      params: [idempotencyKeyParam],
      bodyRequired: true,
      ok: obj({ id: int, status: ref('Status') }),
      errors: [400, 404, 409, 422],
      description: IDEMPOTENT,
    },
  },
  '/api/volunteer/confirm_booking/{id}': {
    patch: { summary: 'Volunteer confirm of a pending booking.', role: 'volunteer', params: [idParam('Booking id.')], ok: ref('Booking'), errors: [400, 404] },
  },
};

const region = obj({ id: int, name: str });
const SCHEMAS: Record<string, Schema> = {
  Error: obj({ message: str, error: str, code: { type: 'string', enum: [...ERROR_CODES] } }),
  LoginFailure: obj({ login_status: { const: false }, message: str, error: str, code: { type: 'string', enum: ['LOGIN_FAILED', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED'] } }),
  LogoutResult: obj({ logout_status: { const: true }, message: str }),
  Region: region,
  Host: obj({ id: int, name: str, street: str, postcode: str, city: str, image: nullable(str), region: ref('Region') }),
  ProductType: { type: 'string', enum: [...PRODUCT_TYPES] },
  Product: obj(
    {
      id: int,
      name: str,
      description: str,
      total_places: int,
      type: ref('ProductType'),
      requirements: str,
      host: { anyOf: [ref('Host'), obj({ id: int })] },
      places_left: int,
    },
    ['id', 'name', 'description', 'total_places', 'type', 'requirements', 'host'],
  ),
  ProductWithPlaces: { allOf: [ref('Product'), obj({ places_left: int })] },
  ProductInput: obj(
    {
      name: str,
      description: nullable(str),
      total_places: int,
      type: ref('ProductType'),
      requirements: nullable(str),
      host: { description: 'Optional; when given, the own shelter (an id or {id}).', oneOf: [int, obj({ id: int }), { type: 'null' }] },
    },
    ['name', 'total_places', 'type'],
  ),
  Status: obj({ description: { type: 'string', enum: [...BOOKING_STATUSES] } }),
  Booking: obj({
    id: int,
    // `flag` only for staff of the booking's shelter (DESIGN §3).
    user: obj({ id: int, first_name: str, last_name: str, unokod: nullable(str), flag: bool }, ['id', 'first_name', 'last_name', 'unokod']),
    product: obj({
      id: int,
      name: str,
      description: str,
      type: ref('ProductType'),
      total_places: int,
      requirements: str,
      host: obj({ id: int, name: str }),
    }),
    status: ref('Status'),
    booking_time: { type: 'string', format: 'date-time' },
    start_date: date,
    end_date: date,
    message: str,
    decline_reason: nullable(str),
  }),
  BookingWithHistory: {
    allOf: [
      ref('Booking'),
      obj({
        history: arrayOf(
          obj({
            action: str,
            from: nullable({ type: 'string', enum: [...BOOKING_STATUSES] }),
            to: { type: 'string', enum: [...BOOKING_STATUSES] },
            actor_group: nullable(str),
            actor_name: nullable(str),
            reason: nullable(str),
            at: { type: 'string', format: 'date-time' },
          }),
        ),
      }),
    ],
  },
  BatchRow: obj({ booking_id: int, ok: bool, message: str, code: { type: 'string', enum: [...ERROR_CODES] } }, ['booking_id', 'ok']),
  HostCounts: obj({
    pending_count: int,
    arrivals_count: int,
    departures_count: int,
    current_guests_count: int,
    available_products: { type: 'object', additionalProperties: int, description: 'Places left tonight per product type.' },
  }),
  LoginResult: obj({
    login_status: { const: true },
    message: str,
    groups: arrayOf(str),
    first_name: str,
    last_name: str,
    host: nullable(ref('Host')),
  }),
  StayReportItem: obj({
    user_id: int,
    first_name: str,
    last_name: str,
    user_stay_counts: arrayOf(obj({ total_nights: int, host: obj({ id: int, name: str, region: ref('Region') }), region: ref('Region') })),
  }),
  VolunteerAvailability: obj({
    host: obj({ id: int, name: str, street: str, city: str, region: ref('Region') }),
    products: arrayOf(
      obj({
        id: int,
        name: str,
        description: str,
        type: ref('ProductType'),
        total_places: int,
        requirements: str,
        places_left: int,
        availability: arrayOf(obj({ date, places_left: int })),
      }),
    ),
  }),
  Guest: obj({ id: int, first_name: str, last_name: str, uno: nullable(str) }),
};

function operation(method: string, path: string, op: Op): Schema {
  const errors = new Set(op.errors ?? []);
  if (op.role !== 'public') errors.add(401);
  if (op.role !== 'public' && op.role !== 'anyone') errors.add(403);
  if (method !== 'get' || path.includes('/confirm/')) errors.add(403);
  if (op.body) errors.add(400);
  if (op.body) errors.add(413);

  const responses: Record<string, Schema> = {
    '200': {
      description: 'OK',
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
    description: [ROLE_TEXT[op.role], op.description].filter(Boolean).join(' '),
    tags: [path.split('/')[2] ?? 'api'],
    ...(op.role === 'public' ? { security: [] } : {}),
    ...(op.params ? { parameters: op.params.map((p) => ({ ...p, required: p.in === 'path' ? true : (p.required ?? false) })) } : {}),
    ...(op.body ? { requestBody: { required: op.bodyRequired ?? false, content: { 'application/json': { schema: op.body } } } } : {}),
    responses,
    'x-noq-role': op.role,
  };
}

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document (built once). */
export function openApiDocument(): Record<string, unknown> {
  cached ??= {
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
      Object.entries(OPS).map(([path, methods]) => [path, Object.fromEntries(Object.entries(methods).map(([m, op]) => [m, operation(m, path, op)]))]),
    ),
    components: {
      securitySchemes: {
        noqSession: { type: 'apiKey', in: 'cookie', name: 'noq_session', description: 'The session cookie set by POST /api/login/ (HttpOnly, SameSite=Lax).' },
      },
      schemas: SCHEMAS,
    },
  };
  return cached;
}
