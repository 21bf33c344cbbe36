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

const CHANGES = 'subscription LiveChanges { changes { resync shelterId bookingId action } }';

export const POLL_MS = 15_000;
export const DEBOUNCE_MS = 300;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/**
 * Keeps the live connection while mounted (inside the logged-in layout). `resyncAfter`: the views
 * started from answers older than the connection (a page the gateway rendered): once connected and
 * once it resolves (the page has mounted), every view refetches, so a change made between the
 * server's render and the connection is not missed.
 */
export function LiveProvider({
  children,
  enabled = true,
  resyncAfter,
}: {
  children: ReactNode;
  enabled?: boolean;
  resyncAfter?: Promise<void>;
}) {
  const listeners = useRef(new Set<(e: LiveEvent) => void>());
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return undefined;
    let everConnected = false;
    let disposed = false;
    const resync = () => {
      for (const l of listeners.current) l({ resync: true, shelterId: null, bookingId: null, action: null });
    };
    const client: Client = createClient({
      url: socketUrl(),
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: {
        connected: () => {
          setConnected(true);
          // Back after a drop: events may have been missed, so every view refetches.
          if (everConnected) resync();
          else if (resyncAfter) void resyncAfter.then(() => !disposed && resync());
          everConnected = true;
        },
        closed: () => setConnected(false),
      },
    });
    const stop = client.subscribe<{ changes: LiveEvent }>(
      { query: CHANGES },
      {
        next: (msg) => {
          const e = msg.data?.changes;
          if (e) for (const l of listeners.current) l(e);
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
  }, [enabled, resyncAfter]);

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
export function SessionLive({ children, resyncAfter }: { children: ReactNode; resyncAfter?: Promise<void> }) {
  const { me } = useSession();
  return (
    <LiveProvider enabled={me !== null} resyncAfter={resyncAfter}>
      {children}
    </LiveProvider>
  );
}
