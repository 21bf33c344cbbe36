/**
 * Bad input never hurts (issue 9): thousands of malformed and hostile requests to every REST shim
 * and every GraphQL operation, as each role. Every answer is a 4xx (or a GraphQL error with a
 * non-internal code), no stack trace or SQL text reaches the client, and the business tables are
 * unchanged after each batch in which every request was refused (compared once per batch).
 * NOQ_FUZZ_CASES sets the total, split between REST and GraphQL: 2,000 by default (a quick local run),
 * 10,000 in CI (.ci/run sets it).
 */
import fc from 'fast-check';
import { GraphQLList, GraphQLNonNull, getNamedType, isLeafType, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { Database } from '../platform/db/database';
import { buildGatewaySchema } from '../app/schema';
import { MutableClock } from '../platform/clock';
import { createServices } from '../app/services';
import { openEmptyDatabase } from '../test-support/db';
import { Factory } from '../test-support/factories';
import { HttpClient, startTestServer, type TestServer } from '../test-support/http';
import { entry } from '../test-support/at';

const TOTAL = Number(process.env.NOQ_FUZZ_CASES ?? 2_000);
const BATCH = 250;
const TODAY = '2031-08-01';

let db: Database;
let server: TestServer;
let schema: GraphQLSchema;
const cookies: Record<string, string | null> = {};

beforeAll(async () => {
  db = await openEmptyDatabase();
  // The fuzzer plays many client addresses (X-Forwarded-For) so the login throttle does not end its run.
  server = await startTestServer(db.dataSource, new MutableClock(TODAY), undefined, { trustedProxies: ['loopback'] });
  schema = await buildGatewaySchema();
  const f = new Factory(db.dataSource);
  const shelter = await f.shelter();
  const room = await f.product(shelter, { places: 3 });
  const host = await f.host(shelter);
  const guest = await f.guest({ gender: 'K' });
  const caseworker = await f.caseworker([shelter]);
  const volunteer = await f.volunteer();
  const admin = await f.admin();
  // Some data to probe: bookings in several statuses.
  const services = createServices(db.dataSource, new MutableClock(TODAY));
  const b1 = await services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2031-08-03' });
  await services.bookings.transition(host, b1.id, 'assign');
  await services.bookings.request(await f.guest(), { productId: room, startDate: '2031-08-05', endDate: '2031-08-06' });
  cookies.anonymous = null;
  for (const [name, actor] of Object.entries({ guest, host, caseworker, volunteer, admin }))
    cookies[name] = await f.sessionCookie(actor.userId);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await db?.close();
});

/** A fingerprint of the business tables (bookings, ledger, users, products). */
async function fingerprint(): Promise<string> {
  const [row] = await db.dataSource.query(`
    SELECT (SELECT md5(coalesce(string_agg(concat_ws('|', id, status, start_date, end_date, product_id, guest_id), ',' ORDER BY id), '')) FROM booking) AS b,
           (SELECT md5(coalesce(string_agg(concat_ws('|', product_id, night, capacity, held), ',' ORDER BY product_id, night), '')) FROM product_night) AS n,
           (SELECT md5(coalesce(string_agg(concat_ws('|', id, email, groups::text, first_name, last_name, shelter_id), ',' ORDER BY id), '')) FROM app_user) AS u,
           (SELECT md5(coalesce(string_agg(concat_ws('|', id, name, total_places, type, archived_at), ',' ORDER BY id), '')) FROM product) AS p,
           (SELECT md5(coalesce(string_agg(concat_ws('|', user_id, unokod, gender, flag), ',' ORDER BY user_id), '')) FROM guest_profile) AS g`);
  return JSON.stringify(row);
}

// ---- hostile values ---------------------------------------------------------------------------

/** Characters no text field may hold (issue 15): NUL and other controls, and either half of a surrogate pair. */
const forbiddenChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
);
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  // Plausible text with a forbidden character somewhere in it, and strings made of them.
  fc.tuple(fc.string({ maxLength: 20 }), forbiddenChar, fc.string({ maxLength: 20 })).map(([a, c, b]) => a + c + b),
  fc.string({ unit: fc.oneof(forbiddenChar, fc.constantFrom('a', 'ö', ' ', '\n')), maxLength: 12 }),
  fc.constantFrom(
    "'; DROP TABLE booking; --",
    '1 OR 1=1',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000\u0001\u001f',
    '2031-02-30',
    '0000-00-00',
    '9999-12-31',
    '2031-08-02T00:00:00Z',
    '-1',
    '1e309',
    'NaN',
    '𝕏'.repeat(500),
    'x'.repeat(70_000),
    '{"$ne": null}',
    '__proto__',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, -0));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3000 }) },
);
const KNOWN_KEYS = [
  'email',
  'password',
  'product_id',
  'user_id',
  'start_date',
  'end_date',
  'uno',
  'first_name',
  'last_name',
  'gender',
  'name',
  'description',
  'total_places',
  'type',
  'requirements',
  'host',
  'reason',
  'message',
  'booking_id',
  'end_date',
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...KNOWN_KEYS), hostileValue, { maxKeys: 8 }),
  fc.array(fc.dictionary(fc.constantFrom('booking_id', 'id'), hostileValue), { maxLength: 400 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.string().map((s) => ({ raw: s })),
);
const pathSegment = fc.oneof(hostileString, fc.integer().map(String), fc.constantFrom('1', '2', '3', '0', '999999999999'));

// ---- REST -------------------------------------------------------------------------------------

const REST: [string, string][] = [
  ['POST', '/api/login/'],
  ['GET', '/api/host'],
  ['GET', '/api/host/count_bookings'],
  ['GET', '/api/host/available/{x}'],
  ['GET', '/api/host/pending'],
  ['PATCH', '/api/host/pending/{x}/appoint'],
  ['PATCH', '/api/host/pending/{x}/decline'],
  ['PATCH', '/api/host/pending/batch/accept'],
  ['PATCH', '/api/host/bookings/{x}/setpending'],
  ['PATCH', '/api/host/bookings/{x}/checkin'],
  ['PATCH', '/api/host/bookings/{x}/checkout'],
  ['PATCH', '/api/host/bookings/{x}/extend'],
  ['GET', '/api/host/bookings/incoming'],
  ['GET', '/api/host/bookings/outgoing'],
  ['GET', '/api/host/hosts/{x}/products'],
  ['POST', '/api/host/products'],
  ['PUT', '/api/host/products/{x}/edit'],
  ['DELETE', '/api/host/products/{x}'],
  ['GET', '/api/caseworker/bookings/pending'],
  ['PATCH', '/api/caseworker/bookings/{x}/accept'],
  ['PATCH', '/api/caseworker/bookings/{x}/decline'],
  ['PATCH', '/api/caseworker/bookings/{x}/setpending'],
  ['PATCH', '/api/caseworker/bookings/batch/accept'],
  ['GET', '/api/caseworker/available_all'],
  ['GET', '/api/caseworker/guests/nights/count/{x}/{y}'],
  ['GET', '/api/caseworker/guests/nights/export.csv?start={x}&end={y}&guest_id={z}'],
  ['GET', '/api/user/available/{x}'],
  ['POST', '/api/user/request_booking'],
  ['GET', '/api/user/bookings'],
  ['GET', '/api/user/bookings/confirm/{x}'],
  ['DELETE', '/api/user/bookings/{x}'],
  ['GET', '/api/volunteer/available?start={x}&end={y}'],
  ['GET', '/api/volunteer/guest/list'],
  ['POST', '/api/volunteer/guest/create'],
  ['GET', '/api/volunteer/guest/search?first_name={x}&last_name={y}&uno={z}'],
  ['POST', '/api/volunteer/request_booking'],
  ['PATCH', '/api/volunteer/confirm_booking/{x}'],
];

const restCase = fc.record({
  route: fc.constantFrom(...REST),
  role: fc.constantFrom('anonymous', 'guest', 'host', 'caseworker', 'volunteer', 'admin'),
  x: pathSegment,
  y: pathSegment,
  z: pathSegment,
  body: fc.option(hostileBody, { nil: undefined }),
  rawBody: fc.option(fc.oneof(fc.string(), fc.constant('{"a":'), fc.constant('x'.repeat(200_000))), { freq: 8, nil: undefined }),
});

const LEAKS = [
  /\bat .+\.(ts|js):\d+/,
  /node_modules/,
  /QueryFailedError/,
  /\bSELECT\b.+\bFROM\b/i,
  /syntax error at or near/,
  /duplicate key value/,
  /\bstack\b/i,
];
function expectNoLeak(text: string, context: unknown): void {
  for (const re of LEAKS)
    if (re.test(text)) throw new Error(`leak ${re} in answer to ${JSON.stringify(context).slice(0, 500)}: ${text.slice(0, 500)}`);
}

/** A path or query value; half a character has no UTF-8 form, so it goes as U+FFFD (only JSON can carry one). */
const urlEncode = (v: unknown) =>
  encodeURIComponent(String(v).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

async function send(method: string, path: string, role: string, body: string | undefined) {
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
  };
  const cookie = cookies[role];
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + path, { method, headers, body });
  return { status: res.status, text: await res.text() };
}

describe('fuzzing', () => {
  it(`answers ${Math.round(TOTAL * 0.6)} hostile REST requests with 4xx, never 500, and changes nothing when refused`, async () => {
    const runs = Math.round(TOTAL * 0.6);
    const cases = fc.sample(restCase, { numRuns: runs, seed: 4711 });
    for (let start = 0; start < cases.length; start += BATCH) {
      const before = await fingerprint();
      let anyAccepted = false;
      for (const c of cases.slice(start, start + BATCH)) {
        const [method, template] = c.route;
        const path = template.replace('{x}', urlEncode(c.x)).replace('{y}', urlEncode(c.y)).replace('{z}', urlEncode(c.z));
        const body = c.rawBody !== undefined ? c.rawBody : c.body === undefined ? undefined : JSON.stringify(c.body);
        const r = await send(method, path, c.role, method === 'GET' || method === 'DELETE' ? undefined : body);
        if (r.status >= 500)
          throw new Error(`${r.status} for ${method} ${path} as ${c.role} with ${String(body).slice(0, 300)}: ${r.text.slice(0, 300)}`);
        expectNoLeak(r.text, { method, path, role: c.role });
        if (r.status < 300 && method !== 'GET') anyAccepted = true;
      }
      if (!anyAccepted) expect(await fingerprint()).toEqual(before);
    }
  }, 600_000);

  it(`answers ${Math.round(TOTAL * 0.4)} hostile GraphQL requests with client errors, never internal ones`, async () => {
    const root = [schema.getQueryType(), schema.getMutationType()].flatMap((t) =>
      t ? Object.values(t.getFields()).map((f) => [t.name === 'Query' ? 'query' : 'mutation', f] as const) : [],
    );
    const doc = (kind: string, f: GraphQLField<unknown, unknown>) => {
      const vars = f.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const sel = isLeafType(getNamedType(f.type)) ? '' : ' { __typename }';
      return `${kind} Fuzz${vars ? `(${vars})` : ''} { ${f.name}${args ? `(${args})` : ''}${sel} }`;
    };
    const operation = fc.constantFrom(...root).chain(([kind, f]) =>
      fc.record({
        query: fc.constant(doc(kind, f)),
        variables: fc.record(
          Object.fromEntries(
            f.args.map((a) => [
              a.name,
              a.type instanceof GraphQLNonNull || a.type instanceof GraphQLList
                ? fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 2 }))
                : hostileValue,
            ]),
          ),
        ),
      }),
    );
    const garbage = fc.oneof(
      fc.string().map((query) => ({ query, variables: {} })),
      fc
        .integer({ min: 20, max: 400 })
        .map((n) => ({ query: `{ ${'shelters { products { shelter { '.repeat(n)}id${' } } }'.repeat(n)} }`, variables: {} })),
      fc
        .integer({ min: 31, max: 3000 })
        .map((n) => ({ query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`, variables: {} })),
      fc
        .integer({ min: 2, max: 2000 })
        .map((n) => ({ query: `query { shelters { ...F } } fragment F on Shelter { id ${'...F '.repeat(n)} }`, variables: {} })),
      fc.constant({
        query:
          'query { __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }',
        variables: {},
      }),
    );
    const gqlCase = fc.record({
      op: fc.oneof({ weight: 4, arbitrary: operation }, { weight: 1, arbitrary: garbage }),
      role: fc.constantFrom('anonymous', 'guest', 'host', 'caseworker', 'volunteer', 'admin'),
    });
    const runs = Math.round(TOTAL * 0.4);
    const cases = fc.sample(gqlCase, { numRuns: runs, seed: 1729 });
    const clients: Record<string, HttpClient> = {};
    for (const role of Object.keys(cookies)) {
      const client = new HttpClient(server.url);
      client.cookie = entry(cookies, role);
      clients[role] = client;
    }
    for (let start = 0; start < cases.length; start += BATCH) {
      const before = await fingerprint();
      let anyAccepted = false;
      for (const c of cases.slice(start, start + BATCH)) {
        const r = await entry(clients, c.role).rest<{
          data?: Record<string, unknown> | null;
          errors?: { message: string; extensions?: { code?: string } }[];
        }>(
          'POST',
          '/graphql',
          { query: c.op.query, variables: c.op.variables },
          { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1` },
        );
        const text = JSON.stringify(r.body);
        if (r.status >= 500)
          throw new Error(
            `${r.status} for ${c.op.query.slice(0, 200)} ${JSON.stringify(c.op.variables).slice(0, 300)}: ${text.slice(0, 300)}`,
          );
        expectNoLeak(text, c.op.query.slice(0, 200));
        for (const e of r.body?.errors ?? []) {
          if (e.extensions?.code === 'INTERNAL_SERVER_ERROR')
            throw new Error(`internal error for ${c.op.query.slice(0, 200)} ${JSON.stringify(c.op.variables).slice(0, 300)}`);
        }
        if (!r.body?.errors && c.op.query.startsWith('mutation')) anyAccepted = true;
      }
      if (!anyAccepted) expect(await fingerprint()).toEqual(before);
    }
  }, 600_000);
});
