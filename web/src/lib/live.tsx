/**
 * Live dashboards (DESIGN §7, issue 7): one graphql-ws connection per tab listens to `changes`;
 * views register a refetch that runs (debounced) on each event and on a resync. While the socket
 * cannot connect, the same views poll instead.
 */
import { createClient, type Client } from 'graphql-ws';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
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

/** Keeps the live connection while mounted (inside the logged-in layout). */
export function LiveProvider({ children, enabled = true }: { children: ReactNode; enabled?: boolean }) {
  const listeners = useRef(new Set<(e: LiveEvent) => void>());
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return undefined;
    let everConnected = false;
    const client: Client = createClient({
      url: socketUrl(),
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: {
        connected: () => {
          setConnected(true);
          // Back after a drop: events may have been missed, so every view refetches.
          if (everConnected) for (const l of listeners.current) l({ resync: true, shelterId: null, bookingId: null, action: null });
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
      stop();
      void client.dispose();
    };
  }, [enabled]);

  const value = useMemo<Live>(
    () => ({
      connected,
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [connected],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/**
 * Refetches a view when something it shows may have changed: on every change event the person may
 * see (debounced), on a resync, and every POLL_MS while the live connection is down.
 */
export function useLiveRefetch(refetch: () => unknown, relevant: (e: LiveEvent) => boolean = () => true): void {
  const live = useContext(LiveContext);
  const latest = useRef(refetch);
  latest.current = refetch;
  const isRelevant = useRef(relevant);
  isRelevant.current = relevant;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = live.subscribe((e) => {
      if (!e.resync && !isRelevant.current(e)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current(), DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [live]);

  useEffect(() => {
    if (live.connected) return undefined;
    const poll = setInterval(() => void latest.current(), POLL_MS);
    return () => clearInterval(poll);
  }, [live.connected]);
}

/** The live connection for whoever is logged in (none for a visitor). */
export function SessionLive({ children }: { children: ReactNode }) {
  const { me } = useSession();
  return <LiveProvider enabled={me !== null}>{children}</LiveProvider>;
}
