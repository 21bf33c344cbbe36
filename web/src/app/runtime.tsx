/**
 * The logged-in app's own chunk (docs/ARCHITECTURE.md, "Web: route-level code splitting"): loaded
 * by SessionRoot once somebody is logged in, never on the login page. It brings Apollo, the session
 * from Apollo's `me`, the live connection, and the top bar and side menu.
 */
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useMemo } from 'react';
import { createApolloClient } from '../apollo';
import { MeDocument } from '../features/auth/me.graphql';
import { SideMenu } from '../features/layout/SideMenu';
import { TopBar } from '../features/layout/TopBar';
import { type Chrome, ChromeContext } from './chrome';
import { SessionLive } from './live';
import { type Session, SessionContext, type SessionPerson } from './session';
import type { AppRuntime, StartApp } from './SessionRoot';

const chrome: Chrome = { TopBar, SideMenu };

/** The session from Apollo's cached `me`: a refetch of `me` anywhere (e.g. Settings) updates it. */
export function ApolloSession({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(MeDocument);
  const session = useMemo<Session>(
    () => ({ me: data?.me ?? null, loading: loading && !data, error: error ?? undefined, refetch }),
    [data, loading, error, refetch],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * The logged-in app on `client`, its cache starting with the `me` the session probe read. `live`:
 * keep the graphql-ws connection of app/live.tsx (component tests have no server to connect to).
 */
export function createAppRuntime(client: ApolloClient, me: SessionPerson | null, { live = true } = {}): AppRuntime {
  client.writeQuery({ query: MeDocument, data: { me } });
  function Providers({ children }: { children: ReactNode }) {
    const content = <ChromeContext.Provider value={chrome}>{children}</ChromeContext.Provider>;
    return (
      <ApolloProvider client={client}>
        <ApolloSession>{live ? <SessionLive>{content}</SessionLive> : content}</ApolloSession>
      </ApolloProvider>
    );
  }
  async function reset() {
    try {
      await client.resetStore();
    } catch {
      // A view that closed while asking again (e.g. the earlier person's top bar, gone while `me`
      // was being re-read) fails the reset as a whole. What the new session needs is `me`: wait for
      // it (sharing the request in flight); it fails only if `me` cannot be read.
      await client.query({ query: MeDocument });
    }
  }
  return { Providers, reset };
}

/** The browser's app (main.tsx): the one Apollo client of the page. */
export const startApp: StartApp = (me) => createAppRuntime(createApolloClient(), me);
