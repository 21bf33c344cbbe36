/**
 * The logged-in app's own chunk (docs/DECISIONS.md, "Web: route-level code splitting"): loaded
 * by SessionRoot once somebody is logged in, never on the login page. It brings Apollo, the session
 * from Apollo's `me`, the live connection, and the top bar and side menu.
 */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo';
import { ApolloSession } from '../lib/apollo-session';
import { SessionLive } from '../lib/live';
import type { SessionPerson } from '../lib/session';
import { MeDocument } from '../lib/session.graphql';
import type { AppRuntime, StartApp } from './SessionRoot';
import { type Chrome, ChromeContext } from './shell/chrome';
import { SideMenu } from './shell/SideMenu';
import { TopBar } from './shell/TopBar';

const chrome: Chrome = { TopBar, SideMenu };

/**
 * The logged-in app on `client`, its cache starting with the `me` the session probe read. `live`:
 * keep the graphql-ws connection of lib/live.tsx (component tests have no server to connect to).
 * `resyncAfter` and `since`: the views started from the server's render, made at `since` (lib/live.tsx
 * LiveProvider). `meCached`: the cache holds `me` already (restored from that render).
 */
export function createAppRuntime(
  client: ApolloClient,
  me: SessionPerson | null,
  {
    live = true,
    resyncAfter,
    since,
    meCached = false,
  }: { live?: boolean; resyncAfter?: Promise<void>; since?: number; meCached?: boolean } = {},
): AppRuntime {
  // A cache restored from the server's render holds this `me` already (hydratedApp read it from
  // there): written again, it was a pass over the store inside the hydration's first long task.
  if (!meCached) client.writeQuery({ query: MeDocument, data: { me } });
  function Providers({ children }: { children: ReactNode }) {
    const content = <ChromeContext.Provider value={chrome}>{children}</ChromeContext.Provider>;
    return (
      <ApolloProvider client={client}>
        <ApolloSession>
          {live ? (
            <SessionLive resyncAfter={resyncAfter} since={since}>
              {content}
            </SessionLive>
          ) : (
            content
          )}
        </ApolloSession>
      </ApolloProvider>
    );
  }
  return { Providers };
}

/** The browser's app (main.tsx): the one Apollo client of the page. */
export const startApp: StartApp = (me) => createAppRuntime(createApolloClient(), me);

/**
 * The Apollo client of a page the gateway rendered (app/hydrate.tsx), its cache restored from the
 * server's. A task of its own before `hydratedApp`: together they were one long task.
 */
export function restoredClient(cache: unknown): ApolloClient {
  const client = createApolloClient();
  client.cache.restore(cache as Parameters<typeof client.cache.restore>[0]);
  return client;
}

/**
 * The app of a page the gateway rendered (app/hydrate.tsx) on `restoredClient`'s client, so the
 * first render shows what the HTML shows; `me` is the server's.
 */
export function hydratedApp(
  client: ApolloClient,
  renderedAt: number,
): { runtime: AppRuntime; me: SessionPerson | null; settled: () => void } {
  // The server's answers are a moment old: until `settled`, the page's queries read them instead of
  // asking the network again (issue 34 §2: no second fetch and render while the page hydrates).
  client.prioritizeCacheValues = true;
  const me = client.readQuery({ query: MeDocument })?.me ?? null;
  let settle = (): void => undefined;
  // Once settled and the live connection is up, the live views ask again if the gateway says a change
  // may have come after the server's render: none is missed, and none asked for in vain (lib/live.tsx).
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return {
    runtime: createAppRuntime(client, me, { resyncAfter: settled, since: renderedAt, meCached: true }),
    me,
    settled: () => {
      client.prioritizeCacheValues = false;
      settle();
    },
  };
}
