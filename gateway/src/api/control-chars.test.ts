/**
 * A NUL byte (or another control character, or half a UTF-16 character) in any text input is bad
 * input, never a 500 (issue 15, defect 4): every REST route registered under /api and every
 * GraphQL operation that takes text, as a person of every group, answers 400 / BAD_USER_INPUT
 * with one Swedish text, and the data is unchanged.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { buildGatewaySchema } from '../app/schema';
import { TEXT_REFUSED_MESSAGE } from '../platform/text-guard';
import { apiRoutes } from '../app/routes';
import { HttpClient } from '../test-support/http';
import { registeredRoutes } from '../test-support/routes';
import { useServerSuite } from '../test-support/suite';
import { one } from '../platform/db/rows';
import { at } from '../test-support/at';

const TODAY = '2031-02-01';
const s = useServerSuite(TODAY);
let schema: GraphQLSchema;
let client: HttpClient;
let anonymous: HttpClient;
let room: number;

/** The bad texts: NUL, other C0 controls, DEL and C1, lone surrogates of either half. */
const BAD = ['a\u0000b', '\u0000', 'x\u0001', 'x\u001b[31m', 'x\u007f', 'x\u0085y', 'a\ud800b', 'a\udc00', '\ud83d'];
/** Text that is fine: tab, line breaks, emoji (a surrogate pair), Swedish letters. */
const GOOD = 'Rad ett\tflik\r\nrad två 😀 åäö';

beforeAll(async () => {
  schema = await buildGatewaySchema();
  const shelter = await s.f.shelter();
  room = await s.f.product(shelter, { places: 4 });
  const person = await s.f.host(shelter, { login: true });
  await s.db.dataSource.query(`UPDATE app_user SET groups = '{user,host,caseworker,volunteer,admin}' WHERE id = $1`, [person.userId]);
  // A code no guest has (the suites share one database on PostgreSQL).
  await s.db.dataSource.query(
    `INSERT INTO guest_profile (user_id, unokod, gender)
     SELECT $1, lpad(n::text, 4, '0'), 'K' FROM generate_series(0, 9999) AS n
      WHERE lpad(n::text, 4, '0') NOT IN (SELECT unokod FROM guest_profile) ORDER BY random() LIMIT 1`,
    [person.userId],
  );
  await s.db.dataSource.query(`INSERT INTO caseworker_shelter (user_id, shelter_id) VALUES ($1, $2)`, [person.userId, shelter]);
  const guest = await s.f.guest();
  const b = await s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2031-02-03' });
  client = new HttpClient(s.server.url);
  client.cookie = await s.f.sessionCookie(person.userId);
  anonymous = new HttpClient(s.server.url);
  expect(b.id).toBeGreaterThan(0);
});

async function fingerprint(): Promise<string> {
  const [row] = await s.db.dataSource.query(`
    SELECT (SELECT string_agg(concat_ws('|', id, status, start_date, end_date, message), ',' ORDER BY id) FROM booking) AS b,
           (SELECT string_agg(concat_ws('|', product_id, night, capacity, held), ',' ORDER BY product_id, night) FROM product_night) AS n,
           (SELECT string_agg(concat_ws('|', id, email, first_name, last_name), ',' ORDER BY id) FROM app_user) AS u,
           (SELECT string_agg(concat_ws('|', id, name, description, total_places), ',' ORDER BY id) FROM product) AS p,
           (SELECT string_agg(concat_ws('|', id, name), ',' ORDER BY id) FROM shelter) AS s`);
  return JSON.stringify(row);
}

const encodable = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};
const refused = { message: TEXT_REFUSED_MESSAGE, error: TEXT_REFUSED_MESSAGE, code: 'BAD_USER_INPUT' };
const TEXT_KEYS = [
  'email',
  'password',
  'message',
  'reason',
  'first_name',
  'last_name',
  'uno',
  'name',
  'description',
  'requirements',
  'gender',
  'type',
  'start_date',
  'end_date',
];

describe('REST: every route refuses control characters in body, query and path', () => {
  it('answers 400 BAD_USER_INPUT for each bad text in each place, logged in or not, and changes nothing', async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    const routes = registeredRoutes(apiRoutes()).map((r) => r.split(' ') as [string, string]);
    expect(routes.length).toBeGreaterThan(30);
    const body = { product_id: room, start_date: TODAY, end_date: '2031-02-02', ...Object.fromEntries(TEXT_KEYS.map((k) => [k, 'ok'])) };
    for (const [method, template] of routes) {
      const path = template.replace(/\{\w+\}/g, '1');
      const tries: [HttpClient, string, unknown][] = [];
      // Every bad text in the query and in one body field; NUL in every body field and in a key.
      for (const bad of BAD) {
        if (encodable(bad)) tries.push([client, `${path}?first_name=${encodeURIComponent(bad)}&start=2031-02-01`, undefined]);
        if (method !== 'GET') tries.push([client, path, { ...body, message: bad }]);
      }
      if (method !== 'GET') {
        for (const key of TEXT_KEYS) tries.push([client, path, { ...body, [key]: BAD[0] }]);
        tries.push(
          [client, path, [{ booking_id: 1, note: BAD[0] }]],
          [client, path, { [at(BAD, 0)]: 1 }],
          [anonymous, path, { ...body, email: BAD[0] }],
        );
      }
      tries.push([anonymous, `${path}?uno=%00`, undefined]);
      for (const [c, p, b] of tries) {
        const r = await c.rest(method, p, b);
        if (r.status !== 400 || JSON.stringify(r.body) !== JSON.stringify(refused))
          wrong.push(`${method} ${p} ${JSON.stringify(b)} → ${r.status} ${JSON.stringify(r.body)}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 120_000);

  it('in a path segment too (a text parameter, e.g. a date)', async () => {
    const r = await client.rest('GET', `/api/caseworker/guests/nights/count/2031-01-01${encodeURIComponent('\u0000')}/2031-01-31`);
    expect(r).toEqual({ status: 400, body: refused });
  });

  it('lets ordinary text through: tab, line breaks, emoji and Swedish letters', async () => {
    const r = await client.rest<{ id: number; message: string }>('POST', '/api/user/request_booking', {
      product_id: room,
      start_date: '2031-02-05',
      end_date: '2031-02-06',
      message: GOOD,
    });
    expect(r.status).toBe(200);
    const { message } = one<{ message: string | null }>(
      await s.db.dataSource.query(`SELECT message FROM booking WHERE id = $1`, [r.body.id]),
    );
    expect(message).toBe(GOOD);
  });
});

/** A value of `type` for a variable, with `text` in every String. */
function valueOf(type: GraphQLInputType, text: string, depth = 0): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, text, depth);
  if (isListType(type)) return [valueOf(type.ofType, text, depth)];
  if (isInputObjectType(type)) {
    if (depth > 4) return null;
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, valueOf(f.type, text, depth + 1)]));
  }
  if (isEnumType(type)) return at(type.getValues(), 0).value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'String':
        return text;
      case 'ID':
        return '1';
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'LocalDate':
        return TODAY;
      default:
        return new Date().toISOString();
    }
  }
  return null;
}

function takesText(type: GraphQLInputType, depth = 0): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'String';
  if (isInputObjectType(named) && depth < 5) return Object.values(named.getFields()).some((f) => takesText(f.type, depth + 1));
  return false;
}

describe('GraphQL: every operation that takes text refuses control characters', () => {
  it('in variables, for every Query and Mutation field with a String argument, before anything runs', async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    let operations = 0;
    for (const [kind, root] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        if (!field.args.some((a) => takesText(a.type))) continue;
        operations++;
        const vars = field.args.map((a, i) => `$v${i}: ${a.type.toString()}`).join(', ');
        const args = field.args.map((a, i) => `${a.name}: $v${i}`).join(', ');
        const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
        const query = `${kind}(${vars}) { ${field.name}(${args})${selection} }`;
        for (const bad of BAD) {
          const variables = Object.fromEntries(field.args.map((a, i) => [`v${i}`, valueOf(a.type, bad)]));
          for (const c of [client, anonymous]) {
            const r = await c.gql(query, variables);
            const e = r.errors?.[0];
            if (r.status !== 400 || e?.extensions?.code !== 'BAD_USER_INPUT' || e.message !== TEXT_REFUSED_MESSAGE) {
              wrong.push(`${field.name} ${JSON.stringify(bad)} → ${r.status} ${JSON.stringify(r.errors)}`);
            }
          }
        }
      }
    }
    expect(operations).toBeGreaterThan(15);
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 120_000);

  it('in a string literal of the document (an escaped \\u0000), also for login', async () => {
    for (const query of [
      'mutation { login(email: "a\\u0000@x.se", password: "p") { id } }',
      `mutation { requestBooking(input: { productId: "${room}", startDate: "${TODAY}", endDate: "2031-02-02", message: "hej\\u0000" }) { id } }`,
      '{ searchGuests(firstName: "\\u0001") { id } }',
    ]) {
      const r = await client.gql(query);
      expect(r.status).toBe(400);
      expect(r.errors?.[0]).toMatchObject({ message: TEXT_REFUSED_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('lets ordinary text through', async () => {
    const r = await client.gql<{ requestBooking: { message: string } }>(
      'mutation($m: String) { requestBooking(input: { productId: "' +
        room +
        '", startDate: "2031-02-08", endDate: "2031-02-09", message: $m }) { message } }',
      { m: GOOD },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.requestBooking.message).toBe(GOOD);
  });
});
