import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { LoginDocument, MeDocument } from './session.graphql';
import { fetchLogin, fetchMe, GraphQLResponseError, GraphQLTransportError, LOGIN_MUTATION, ME_QUERY } from './graphql-fetch';

interface Sent {
  url: string;
  method?: string;
  credentials?: RequestCredentials;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records the request and answers `body` with `status` and `contentType`. */
function fakeFetch(sent: Sent[], body: unknown, { status = 200, contentType = 'application/graphql-response+json; charset=utf-8' } = {}) {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init?.headers ?? {}) as Record<string, string>)) headers[k.toLowerCase()] = v;
    sent.push({ url: String(url), method: init?.method, credentials: init?.credentials, headers, body: JSON.parse(String(init?.body)) });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return {
      status,
      ok: status < 300,
      headers: new Map([['content-type', contentType]]),
      text: () => Promise.resolve(text),
    } as unknown as Response;
  }) as typeof fetch;
}

const anna = {
  __typename: 'Me',
  id: '7',
  username: 'anna@noq.example',
  firstName: 'Anna',
  lastName: 'Lind',
  usergroups: ['user'],
  mustChangePassword: false,
  host: null,
};

/** What the app's Apollo client (lib/apollo.ts: HttpLink on /graphql, same-origin) sends for a document. */
async function apolloSends(run: (client: ApolloClient) => Promise<unknown>, answer: unknown): Promise<Sent> {
  const sent: Sent[] = [];
  const client = new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: fakeFetch(sent, answer) }),
    cache: new InMemoryCache(),
  });
  await run(client);
  expect(sent).toHaveLength(1);
  // Apollo also names itself (extensions.clientLibrary); the gateway reads nothing of it.
  const { extensions, ...body } = (sent[0] as Sent).body as { extensions?: { clientLibrary?: unknown } };
  expect(Object.keys(extensions ?? {})).toEqual(['clientLibrary']);
  return { ...(sent[0] as Sent), body };
}

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

describe('the login page’s GraphQL without Apollo (lib/graphql-fetch.ts)', () => {
  it('asks `me` exactly as Apollo asks MeDocument', async () => {
    const apollo = await apolloSends((c) => c.query({ query: MeDocument }), { data: { me: anna } });
    const sent: Sent[] = [];
    globalThis.fetch = fakeFetch(sent, { data: { me: anna } });

    expect(await fetchMe()).toEqual(anna);
    expect(sent[0]).toEqual(apollo);
    expect((apollo.body as { query: string }).query).toBe(ME_QUERY);
  });

  it('sends `login` exactly as Apollo sends LoginDocument', async () => {
    const variables = { email: 'anna@noq.example', password: 'noqdemo' };
    const answer = { data: { login: { ...anna, mustChangePassword: undefined } } };
    const apollo = await apolloSends((c) => c.mutate({ mutation: LoginDocument, variables }), answer);
    const sent: Sent[] = [];
    globalThis.fetch = fakeFetch(sent, answer);

    expect((await fetchLogin(variables)).login.usergroups).toEqual(['user']);
    expect(sent[0]).toEqual(apollo);
    expect((apollo.body as { query: string }).query).toBe(LOGIN_MUTATION);
    expect(sent[0]?.credentials).toBe('same-origin');
  });

  it('reads GraphQL errors with their code, whatever the status of a graphql-response+json answer', async () => {
    const errors = [{ message: 'För många försök. Vänta en stund och försök igen.', extensions: { code: 'TOO_MANY_REQUESTS' } }];
    globalThis.fetch = fakeFetch([], { errors, data: null }, { status: 429 });

    const error = await fetchLogin({ email: 'a@b.se', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as GraphQLResponseError).code).toBe('TOO_MANY_REQUESTS');
    expect((error as GraphQLResponseError).errors[0]?.message).toBe(errors[0]?.message);
  });

  it('treats a failed plain-JSON status, a non-JSON body and a body without data or errors as no answer', async () => {
    globalThis.fetch = fakeFetch([], { errors: [{ message: 'x' }] }, { status: 502, contentType: 'application/json' });
    await expect(fetchMe()).rejects.toBeInstanceOf(GraphQLTransportError);
    globalThis.fetch = fakeFetch([], '<html>', { contentType: 'text/html' });
    await expect(fetchMe()).rejects.toBeInstanceOf(GraphQLTransportError);
    globalThis.fetch = fakeFetch([], { hello: 1 });
    await expect(fetchMe()).rejects.toBeInstanceOf(GraphQLTransportError);
  });

  it('answers null when nobody is logged in', async () => {
    globalThis.fetch = fakeFetch([], { data: { me: null } });
    expect(await fetchMe()).toBeNull();
  });
});
