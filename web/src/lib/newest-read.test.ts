/**
 * The newest read of a query wins (newest-read.ts): through a real Apollo client and cache, with
 * the app's settings (no query deduplication), whose terminating link answers when the test says.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { newestReadWins } from './newest-read';

// Parsed, not tagged: these documents are the test's own server's, not the schema's (codegen reads
// only tagged documents).
const Regions = parse(`
  query Regions {
    regions {
      id
      name
    }
  }
`);
const AddRegion = parse(`
  mutation AddRegion {
    addRegion {
      id
    }
  }
`);

type Region = { __typename: 'Region'; id: string; name: string };
const region = (id: string, name: string): Region => ({ __typename: 'Region', id, name });
const OLD = [region('1', 'Göteborg')];
const NEW = [region('1', 'Göteborg'), region('2', 'Uppsala')];

/** A client whose requests wait until the test answers them, in any order. */
function clientWithHeldAnswers(withNewest: boolean) {
  const held: Held[] = [];
  const server = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        held.push({
          name: operation.operationName,
          answer: (result) => {
            observer.next(result);
            observer.complete();
          },
          fail: () => observer.error(new TypeError('Failed to fetch')),
        });
      }),
  );
  const client = new ApolloClient({
    link: withNewest ? ApolloLink.from([newestReadWins(), server]) : server,
    cache: new InMemoryCache(),
    queryDeduplication: false,
  });
  const names = () => (client.readQuery<{ regions: Region[] }>({ query: Regions })?.regions ?? []).map((r) => r.name);
  return { client, held, names };
}

type Held = { name: string | undefined; answer: (result: FormattedExecutionResult) => void; fail: () => void };
/** The i-th request the server holds. */
function nth(held: Held[], i: number): Held {
  const request = held[i];
  if (!request) throw new Error(`no request ${i} (${held.length} held)`);
  return request;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's read, then a refetch after an action, while the page's read is still under way. */
async function pageReadThenRefetch(withNewest: boolean) {
  const { client, held, names } = clientWithHeldAnswers(withNewest);
  client.writeQuery({ query: Regions, data: { regions: OLD } });
  const list = client.watchQuery({ query: Regions, fetchPolicy: 'cache-and-network' });
  const seen: string[][] = [];
  const subscription = list.subscribe(({ data }) => seen.push(((data as { regions?: Region[] })?.regions ?? []).map((r) => r.name)));
  await settled();
  expect(held).toHaveLength(1);
  const refetched = list.refetch();
  await settled();
  expect(held).toHaveLength(2);
  return { held, names, refetched, subscription, seen };
}

describe('newestReadWins', () => {
  it('an older read answering last leaves the newer answer in the cache', async () => {
    const { held, names, refetched, subscription } = await pageReadThenRefetch(true);
    nth(held, 1).answer({ data: { regions: NEW } });
    await refetched;
    nth(held, 0).answer({ data: { regions: OLD } });
    await settled();
    expect(names()).toEqual(['Göteborg', 'Uppsala']);
    subscription.unsubscribe();
  });

  it('without it, the older answer overwrites the newer one (what it is for)', async () => {
    const { held, names, refetched, subscription } = await pageReadThenRefetch(false);
    nth(held, 1).answer({ data: { regions: NEW } });
    await refetched;
    nth(held, 0).answer({ data: { regions: OLD } });
    await settled();
    expect(names()).toEqual(['Göteborg']);
    subscription.unsubscribe();
  });

  it('the older read waits for the newer one and gives its answer', async () => {
    const { held, names, refetched, subscription, seen } = await pageReadThenRefetch(true);
    nth(held, 0).answer({ data: { regions: [region('1', 'Göteborg'), region('4', 'Malmö')] } });
    await settled();
    nth(held, 1).answer({ data: { regions: NEW } });
    await refetched;
    await settled();
    expect(names()).toEqual(['Göteborg', 'Uppsala']);
    expect(seen.at(-1)).toEqual(['Göteborg', 'Uppsala']);
    expect(seen.flat()).not.toContain('Malmö');
    subscription.unsubscribe();
  });

  it('when the newer read fails, the older one keeps its own answer', async () => {
    const { held, names, refetched, subscription } = await pageReadThenRefetch(true);
    nth(held, 1).fail();
    await expect(refetched).rejects.toThrow('Failed to fetch');
    nth(held, 0).answer({ data: { regions: NEW } });
    await settled();
    expect(names()).toEqual(['Göteborg', 'Uppsala']);
    subscription.unsubscribe();
  });

  it('a read of other variables keeps its own answer', async () => {
    const { client, held } = clientWithHeldAnswers(true);
    const Search = parse(`
      query Search($text: String) {
        regions(text: $text) {
          id
          name
        }
      }
    `);
    const first = client.query({ query: Search, variables: { text: 'Gö' }, fetchPolicy: 'network-only' });
    const second = client.query({ query: Search, variables: { text: 'Upp' }, fetchPolicy: 'network-only' });
    await settled();
    nth(held, 1).answer({ data: { regions: [region('2', 'Uppsala')] } });
    nth(held, 0).answer({ data: { regions: [region('1', 'Göteborg')] } });
    await expect(first).resolves.toMatchObject({ data: { regions: [{ name: 'Göteborg' }] } });
    await expect(second).resolves.toMatchObject({ data: { regions: [{ name: 'Uppsala' }] } });
  });

  it('passes mutations through at once', async () => {
    const { client, held } = clientWithHeldAnswers(true);
    const added = client.mutate({ mutation: AddRegion });
    await settled();
    expect(held.map((h) => h.name)).toEqual(['AddRegion']);
    nth(held, 0).answer({ data: { addRegion: { __typename: 'Region', id: '3' } } });
    await expect(added).resolves.toMatchObject({ data: { addRegion: { id: '3' } } });
  });
});
