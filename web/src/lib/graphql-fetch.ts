/**
 * The two GraphQL operations of the login page without Apollo (docs/DECISIONS.md, "Web:
 * route-level code splitting"): the session probe `me` and the `login` mutation, each one plain
 * `fetch` POST to /graphql with the session cookie. The request is the one Apollo's HttpLink sends
 * for MeDocument and LoginDocument (same text, with the `__typename`s Apollo adds; same headers and
 * JSON body, less Apollo's naming of itself in `extensions.clientLibrary`, which the gateway does not
 * read), and an answer is read as Apollo reads it (graphql-fetch.test.ts compares both against a
 * real Apollo client).
 */
import type { LoginMutation, LoginMutationVariables, MeQuery } from '../gql/graphql';
import type { Language } from '../i18n/languages';

/** lib/session.graphql.ts MeDocument, as Apollo prints it. */
export const ME_QUERY = `query Me {
  me {
    id
    username
    firstName
    lastName
    usergroups
    mustChangePassword
    gender
    language
    host {
      id
      name
      __typename
    }
    __typename
  }
}`;

/** lib/session.graphql.ts LoginDocument, as Apollo prints it. */
export const LOGIN_MUTATION = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    id
    username
    firstName
    lastName
    usergroups
    gender
    language
    host {
      id
      name
      __typename
    }
    __typename
  }
}`;

export interface GraphQLErrorBody {
  message?: string;
  extensions?: { code?: unknown };
}

/** The server answered with GraphQL errors (Apollo's CombinedGraphQLErrors). */
export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorBody[];
  constructor(errors: readonly GraphQLErrorBody[]) {
    super(errors.map((e) => e.message ?? '').join('\n'));
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
  /** The first error's code (extensions.code), as lib/errors.ts errorCode reads it. */
  get code(): string | undefined {
    const code = this.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

/** No usable GraphQL answer (Apollo's ServerError / ServerParseError, or a failed fetch). */
export class GraphQLTransportError extends Error {
  override readonly name = 'GraphQLTransportError';
}

/** One operation as Apollo's HttpLink would send it (the public pages without Apollo use it too). */
export async function request<TData>(operationName: string, query: string, variables: object): Promise<TData> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, variables, query }),
  });
  const text = await response.text();
  // As Apollo's HttpLink: a graphql-response+json body is read whatever the status; a plain JSON
  // one only with a 2xx status.
  const graphqlResponse = response.headers.get('content-type')?.includes('application/graphql-response+json') ?? false;
  if (!graphqlResponse && response.status >= 300) {
    throw new GraphQLTransportError(`Response not successful: Received status code ${response.status}`);
  }
  let body: { data?: TData | null; errors?: GraphQLErrorBody[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new GraphQLTransportError('The answer is not JSON');
  }
  if (typeof body !== 'object' || body === null || (!('data' in body) && !('errors' in body))) {
    throw new GraphQLTransportError(`Server response was malformed for query '${operationName}'.`);
  }
  if (body.errors && body.errors.length > 0) throw new GraphQLResponseError(body.errors);
  if (!body.data) throw new GraphQLTransportError('No data');
  return body.data;
}

/** The logged-in person, or null. */
export const fetchMe = async (): Promise<MeQuery['me']> => (await request<MeQuery>('Me', ME_QUERY, {})).me;

/** Logs in (sets the session cookie); rejects with GraphQLResponseError when the server refuses. */
export const fetchLogin = (variables: LoginMutationVariables): Promise<LoginMutation> =>
  request<LoginMutation>('Login', LOGIN_MUTATION, variables);

/** Remembers the person's language on their account (issue 18); the login page and the language menu send it. */
export const SET_MY_LANGUAGE_MUTATION = `mutation SetMyLanguage($language: Language!) {
  setMyLanguage(language: $language) {
    id
    language
    __typename
  }
}`;

export const fetchSetMyLanguage = (language: Language): Promise<unknown> =>
  request('SetMyLanguage', SET_MY_LANGUAGE_MUTATION, { language });
