/**
 * The GraphQL path as the web uses it (issue 22 §4): persisted queries by GET through the gateway's
 * own express handler (express-handler.ts), with every rule of a POST still in force.
 */
import { createHash } from 'node:crypto';
import { TEST_PASSWORD } from '../../test-support/factories';
import { HttpClient } from '../../test-support/http';
import { useServerSuite } from '../../test-support/suite';
import { searchOf } from './express-handler';

const s = useServerSuite('2031-05-01');
let c: HttpClient;
let shelterId: number;
beforeAll(async () => {
  c = new HttpClient(s.server.url);
  shelterId = await s.f.shelter();
  await s.f.product(shelterId, { places: 4 });
  await c.login((await s.f.host(shelterId, { login: true })).email as string, TEST_PASSWORD);
});

const QUERY =
  'query Week($id: ID!) { shelterAvailability(shelterId: $id, days: 2) { product { id totalPlaces } nights { date placesLeft } } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (text: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(text) } });

/** GET /graphql with the persisted query's hash only, as web/src/lib/apollo.ts sends a query. */
function get(text: string, variables: Record<string, unknown>, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const search = new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(persisted(text)) });
  return fetch(`${s.server.url}/graphql?${search.toString()}`, { headers: { cookie: c.cookie ?? '', ...headers } });
}

const post = (body: unknown) =>
  fetch(`${s.server.url}/graphql`, {
    method: 'POST',
    headers: { cookie: c.cookie ?? '', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

type Answer = { data?: { shelterAvailability?: { nights: { placesLeft: number }[] }[] }; errors?: { extensions?: { code?: string } }[] };

describe('persisted queries by GET', () => {
  it('asks for the text once, then answers the hash alone, never kept by a cache', async () => {
    const text = `${QUERY} # ${Math.random()}`; // unknown to this process so far
    const variables = { id: String(shelterId) };
    const unknown = (await (await get(text, variables)).json()) as Answer;
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await post({ query: text, variables, extensions: persisted(text) });
    expect(registered.status).toBe(200);
    expect(((await registered.json()) as Answer).data?.shelterAvailability?.[0]?.nights).toHaveLength(2);

    const res = await get(text, variables);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const body = (await res.json()) as Answer;
    expect(body.errors).toBeUndefined();
    expect(body.data?.shelterAvailability?.[0]?.nights.map((n) => n.placesLeft)).toEqual([4, 4]);
  });

  it('refuses a hash that does not match the text it came with', async () => {
    const res = await post({ query: QUERY, variables: { id: String(shelterId) }, extensions: persisted(`${QUERY} `) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it("keeps Apollo's CSRF rule: a GET without a JSON content type or preflight header is refused", async () => {
    await post({ query: QUERY, variables: { id: String(shelterId) }, extensions: persisted(QUERY) });
    const res = await get(QUERY, { id: String(shelterId) }, {});
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/i);
  });

  it('keeps mutations off GET', async () => {
    const logout = 'mutation Out { logout }';
    const search = new URLSearchParams({ query: logout });
    const res = await fetch(`${s.server.url}/graphql?${search.toString()}`, {
      headers: { cookie: c.cookie ?? '', 'content-type': 'application/json' },
    });
    expect(res.status).toBe(405);
    // Still logged in.
    expect((await c.gql<{ me: { id: string } | null }>('{ me { id } }')).data?.me).not.toBeNull();
  });

  it('checks the limits and the session on a persisted query as on text', async () => {
    const anonymous = await fetch(
      `${s.server.url}/graphql?${new URLSearchParams({ variables: JSON.stringify({ id: String(shelterId) }), extensions: JSON.stringify(persisted(QUERY)) }).toString()}`,
      { headers: { 'content-type': 'application/json' } },
    );
    expect(((await anonymous.json()) as Answer).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('searchOf', () => {
  it('is the query string as url.parse gives it', () => {
    expect(searchOf('/')).toBe('');
    expect(searchOf('/?a=1&b=2')).toBe('?a=1&b=2');
    expect(searchOf('/graphql?x=%7B%7D#frag')).toBe('?x=%7B%7D');
    expect(searchOf('/?')).toBe('?');
  });
});
