import { getIntrospectionQuery } from 'graphql';
import { TEST_PASSWORD } from '../../test-support/factories';
import { HttpClient } from '../../test-support/http';
import { useServerSuite } from '../../test-support/suite';
import { LIMITS } from './limits';

const s = useServerSuite('2031-05-01');
let c: HttpClient;
beforeAll(async () => {
  c = new HttpClient(s.server.url);
  await c.login((await s.f.host(await s.f.shelter(), { login: true })).email as string, TEST_PASSWORD);
});

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe('GraphQL query limits', () => {
  it("lets GraphiQL's introspection query through (its own depth budget)", async () => {
    const r = await c.gql<{ __schema: { queryType: { name: string } } }>(getIntrospectionQuery());
    expect(r.errors).toBeUndefined();
    expect(r.data?.__schema.queryType.name).toBe('Query');
  });

  it('refuses a query deeper than the limit', async () => {
    let inner = 'id';
    for (let i = 0; i < LIMITS.depth; i++) inner = `products { shelter { ${inner} } }`;
    const r = await c.gql(`{ shelters { ${inner} } }`);
    expect(r.status).toBe(400);
    expect(codeOf(r)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.errors?.[0]?.message).toMatch(/för djup/);
  });

  it('refuses more aliases than the limit', async () => {
    const fields = Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ');
    const r = await c.gql(`{ ${fields} }`);
    expect(codeOf(r)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.errors?.[0]?.message).toMatch(/alias/);
  });

  it('refuses a query above the complexity limit', async () => {
    const fragment =
      'fragment F on Shelter { id name street postcode city image region { id name } products { id name description totalPlaces type requirements } }';
    const spreads = Array.from({ length: 150 }, () => '...F').join(' ');
    const r = await c.gql(`{ shelters { ${spreads} } } ${fragment}`);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toMatch(/kostsam/);
  });

  it('remembers a cost per document, and still counts what @include leaves in by its variable', async () => {
    const fragment =
      'fragment F on Shelter { id name street postcode city image region { id name } products { id name description totalPlaces type requirements } }';
    const spreads = Array.from({ length: 150 }, () => '...F').join(' ');
    const q = `query Costly($big: Boolean!) { me { id } shelters @include(if: $big) { ${spreads} } } ${fragment}`;
    for (let i = 0; i < 2; i++) {
      expect((await c.gql(q, { big: false })).errors).toBeUndefined();
      const big = await c.gql(q, { big: true });
      expect(codeOf(big)).toBe('BAD_USER_INPUT');
      expect(big.errors?.[0]?.message).toMatch(/kostsam/);
    }
  });

  it('refuses a document with too many tokens', async () => {
    const r = await c.gql(`{ me { ${Array.from({ length: LIMITS.tokens }, () => 'id').join(' ')} } }`);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/token/i);
  });

  it('refuses batched requests', async () => {
    const r = await c.rest('POST', '/graphql', [{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
    expect(r.status).toBe(400);
  });
});

describe('security headers', () => {
  it('sends a CSP for our own origin only, no framing, nosniff and a referrer policy', async () => {
    const res = await fetch(`${s.server.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
