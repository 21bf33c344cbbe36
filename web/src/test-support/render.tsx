import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import { parse } from 'graphql';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { createCache } from '../lib/apollo';
import { LeaveContext } from '../lib/leave';
import { pageChunks } from '../lib/lazy-page';
import { SpeechProvider } from '../lib/texts';
import type { Language } from '../i18n/languages';
import { SessionRoot, type StartApp } from '../app/SessionRoot';
import { AppRoutes } from '../app/routes';

// The lazily loaded parts, loaded before the tests: a test waits for what a page shows, not for
// jest to compile a feature's modules (the pages still render through React.lazy and Suspense).
beforeAll(() => Promise.all([import('../app/runtime'), ...[...pageChunks].map((load) => load())]));

/**
 * A stand-in for `fetch` that answers POST /graphql from the same Apollo mocks: the login page and
 * the session probe (lib/graphql-fetch.ts) use fetch, the logged-in app uses Apollo, and a mock is
 * used up by whichever asks, as one server would answer both. GraphQL errors come back in the body
 * (as Apollo Server sends them); a mock's `error` is a network failure (fetch rejects).
 */
export function graphqlFetch(link: MockLink): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) !== '/graphql' || init?.method !== 'POST') throw new TypeError(`unexpected fetch ${String(url)}`);
    const body = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown>; operationName?: string };
    const operation = {
      query: parse(body.query),
      variables: body.variables ?? {},
      operationName: body.operationName,
      extensions: {},
      setContext: () => ({}),
      getContext: () => ({}),
    } as unknown as Parameters<MockLink['request']>[0];
    const result = await new Promise<unknown>((resolve, reject) => {
      link.request(operation).subscribe({ next: resolve, error: reject, complete: () => resolve({ data: null }) });
    });
    const text = JSON.stringify(result);
    return {
      status: 200,
      headers: new Map([['content-type', 'application/graphql-response+json; charset=utf-8']]),
      text: () => Promise.resolve(text),
    } as unknown as Response;
  }) as typeof fetch;
}

/**
 * Renders the app's routes at `path` as main.tsx does (SessionRoot around the router), with Apollo
 * mocks (no network) answering both the plain-fetch session probe and login and, once somebody is
 * logged in, the Apollo client of the logged-in app. No live connection (there is no server): views
 * poll as they do while it is down. `left`: the pages of their own (the login page) the app loaded
 * as a whole document, in order. `browser`: jsdom's address bar at `path` and a BrowserRouter, as
 * in main.tsx, for a page that must survive its router mounting again from the address bar (a
 * MemoryRouter would start again from `path`).
 */
export function renderRoute(
  path: string,
  mocks: ReadonlyArray<MockLink.MockedResponse> = [],
  { language = 'sv', browser = false }: { language?: Language; browser?: boolean } = {},
): RenderResult & { left: string[] } {
  const link = new MockLink(mocks);
  globalThis.fetch = graphqlFetch(link);
  const client = new ApolloClient({ link, cache: createCache() });
  const loadApp = (): Promise<StartApp> => import('../app/runtime').then((m) => (me) => m.createAppRuntime(client, me, { live: false }));
  const left: string[] = [];
  const leave = (url: string) => void left.push(url);
  if (browser) window.history.replaceState(null, '', path);
  const result = render(
    <LeaveContext.Provider value={leave}>
      <SessionRoot loadApp={loadApp}>
        <SpeechProvider initial={language}>
          {browser ? (
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
            </MemoryRouter>
          )}
        </SpeechProvider>
      </SessionRoot>
    </LeaveContext.Provider>,
  );
  return Object.assign(result, { left });
}
