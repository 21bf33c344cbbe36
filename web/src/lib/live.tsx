/**
 * Live dashboards (DESIGN §7, issue 7): one graphql-ws connection per tab listens to `changes`;
 * views register a refetch that runs (debounced) on each event and on a resync. While the socket
 * cannot connect, the same views poll instead.
 */
import { createClient, type Client } from 'graphql-ws';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from './session';

export interface LiveEvent {
  resync: boolean;
  shelterId: string | null;
  bookingId: string | null;
  action: string | null;
}

interface Live {
  connected: boolean;
  subscribe(listener: (e: LiveEvent) => void): () => void;
}

const LiveContext = createContext<Live>({ connected: false, subscribe: () => () => undefined });

const CHANGES = 'subscription($since:DateTimeISO){changes(since:$since){resync shelterId bookingId action}}';

export const POLL_MS = 15_000;
export const DEBOUNCE_MS = 300;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/**
 * Keeps the live connection while mounted (inside the logged-in layout). `resyncAfter`: the views
 * started from answers older than the connection (a page the gateway rendered, at `since`): what
 * arrives before it resolves (the page has mounted; until then the views read the server's
 * answers) is held, and then every view refetches once. With `since` the gateway sends a resync
 * first only when a change the person may see may have come after the render; without it, the
 * first connection counts as one. So a change made between the server's render and the connection
 * is not missed, and nothing is asked again when there was none.
 */
export function LiveProvider({
  children,
  enabled = true,
  resyncAfter,
  since,
}: {
  children: ReactNode;
  enabled?: boolean;
  resyncAfter?: Promise<void>;
  since?: number;
}) {
  const listeners = useRef(new Set<(e: LiveEvent) => void>());
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return undefined;
    let everConnected = false;
    let disposed = false;
    let held = !!resyncAfter;
    let missed = false;
    const deliver = (e: LiveEvent) => {
      if (held) missed = true;
      else for (const l of listeners.current) l(e);
    };
    const resync = () => deliver({ resync: true, shelterId: null, bookingId: null, action: null });
    void resyncAfter?.then(() => {
      held = false;
      if (missed && !disposed) resync();
    });
    const client: Client = createClient({
      url: socketUrl(),
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: {
        connected: () => {
          setConnected(true);
          // Back after a drop: events may have been missed, so every view refetches.
          if (everConnected || (resyncAfter && since === undefined)) resync();
          everConnected = true;
        },
        closed: () => setConnected(false),
      },
    });
    const stop = client.subscribe<{ changes: LiveEvent }>(
      { query: CHANGES, variables: { since: since && new Date(since).toISOString() } },
      {
        next: (msg) => {
          const e = msg.data?.changes;
          if (e) deliver(e);
        },
        error: () => setConnected(false),
        complete: () => undefined,
      },
    );
    return () => {
      disposed = true;
      stop();
      void client.dispose();
    };
  }, [enabled, resyncAfter, since]);

  // One `subscribe` for the provider's life: a view keeps its listener (and a refetch it has
  // pending) when the connection comes up or drops, which is exactly when a resync arrives.
  const subscribe = useCallback<Live['subscribe']>((listener) => {
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);
  const value = useMemo<Live>(() => ({ connected, subscribe }), [connected, subscribe]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/**
 * Refetches a view when something it shows may have changed: on every change event the person may
 * see (debounced), on a resync, and every POLL_MS while the live connection is down.
 */
export function useLiveRefetch(refetch: () => unknown, relevant: (e: LiveEvent) => boolean = () => true): void {
  const { connected, subscribe } = useContext(LiveContext);
  const latest = useRef(refetch);
  latest.current = refetch;
  const isRelevant = useRef(relevant);
  isRelevant.current = relevant;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe((e) => {
      if (!e.resync && !isRelevant.current(e)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current(), DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe]);

  useEffect(() => {
    if (connected) return undefined;
    const poll = setInterval(() => void latest.current(), POLL_MS);
    return () => clearInterval(poll);
  }, [connected]);
}

/** The live connection for whoever is logged in (none for a visitor). */
export function SessionLive({ children, resyncAfter, since }: { children: ReactNode; resyncAfter?: Promise<void>; since?: number }) {
  const { me } = useSession();
  return (
    <LiveProvider enabled={me !== null} resyncAfter={resyncAfter} since={since}>
      {children}
    </LiveProvider>
  );
}
