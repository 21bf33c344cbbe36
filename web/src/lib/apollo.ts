import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import possibleTypes from '../gql/possible-types';
import { newestReadWins } from './newest-read';

/** SHA-256 of a text as lowercase hex, by the browser's own WebCrypto (no library). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Persisted queries (issue 22 §4): a query is sent as its SHA-256 only, by GET
 * (`/graphql?operationName=…&variables=…&extensions={"persistedQuery":…}`), so the gateway reads no
 * request body and neither hashes nor parses the text; it looks the document up by its hash (Apollo
 * Server's persisted queries, parsed and validated once). The first time a gateway process meets a
 * hash it answers PERSISTED_QUERY_NOT_FOUND and the link sends hash and text once by POST, which
 * registers it. Mutations always go by POST with their text. Without WebCrypto (a page served over
 * plain http from another host than localhost) the plain HttpLink is used.
 */
export function persistedQueries(): ApolloLink | null {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  return new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true });
}

/**
 * The cache: fragments on the schema's interfaces (ShelterProfile) match cached objects through
 * `possibleTypes`, generated from the schema by codegen (gql/possible-types.ts). Without result
 * caching: its dependency tracking made each query's first read about three times slower (the
 * volunteer's availability, 20 shelters: 6.5–8.8 ms against 1.6–3.2 ms in Node), and a page's
 * first reads are the long tasks of its hydration on a phone; a read repeated unchanged costs
 * 1.7 ms instead of 0.4 (docs/DECISIONS.md "Fewer long tasks at hydration").
 */
export const createCache = (): InMemoryCache => new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes, resultCaching: false });

/**
 * The one Apollo client of the app: same-origin /graphql, with the session cookie.
 *
 * Without query deduplication: a reload after an action (a refetch after Lägg till region, Tilldela,
 * Spara) must ask after the action. Deduplicated, it joined an identical read still in flight that
 * had left before the action, and that older answer overwrote what the action had written: the
 * admin's new region missing from the shelter form until the next visit (a CI journey, stop 60).
 * Without it the refetch is a request of its own. The older read keeps running (Apollo leaves it
 * when it refetches) and its answer may still come last: `newestReadWins` gives it the newer
 * read's answer. No two components of one page read the same query over the network at once, so
 * nothing is asked twice for it.
 */
export const createApolloClient = (): ApolloClient => {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const persisted = persistedQueries();
  return new ApolloClient({
    link: ApolloLink.from([newestReadWins(), ...(persisted ? [persisted] : []), http]),
    cache: createCache(),
    queryDeduplication: false,
  });
};
