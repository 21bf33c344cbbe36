/**
 * Live dashboards (DESIGN §7, issue 7): one graphql-ws connection per tab listens to `changes`;
 * views register a refetch that runs (debounced) on each event and on a resync. While the socket
 * cannot connect, the same views poll instead.
 *
 * Whether the connection is up is not React state: the provider polls for its views while it is
 * down, so its coming up (right after a page has hydrated) re-renders nothing (issue 34 §2: that
 * render of the top bar and the whole page was 60–260 ms of a slowed phone's main thread).
 */
import { createClient, type Client } from 'graphql-ws';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useSession } from './session';

export interface LiveEvent {
  resync: boolean;
  shelterId: string | null;
  bookingId: string | null;
  action: string | null;
}

interface Live {
  subscribe(listener: (e: LiveEvent) => void): () => void;
}

const LiveContext = createContext<Live>({ subscribe: () => () => undefined });

const CHANGES = 'subscription($since:DateTimeISO){changes(since:$since){resync shelterId bookingId action}}';

export const POLL_MS = 15_000;
export const DEBOUNCE_MS = 300;

/** Every view asks again: after a drop, after a render older than the connection, and as a poll. */
const RESYNC: LiveEvent = { resync: true, shelterId: null, bookingId: null, action: null };

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

  useEffect(() => {
    const notify = (e: LiveEvent) => {
      for (const l of listeners.current) l(e);
    };
    // While there is no connection, every view asks again every POLL_MS.
    let connected = false;
    const poll = setInterval(() => {
      if (!connected) notify(RESYNC);
    }, POLL_MS);
    if (!enabled || typeof WebSocket === 'undefined') return () => clearInterval(poll);
    let everConnected = false;
    let disposed = false;
    let held = !!resyncAfter;
    let missed = false;
    const deliver = (e: LiveEvent) => {
      if (held) missed = true;
      else notify(e);
    };
    const resync = () => deliver(RESYNC);
    void resyncAfter?.then(() => {
      held = false;
      if (missed && !disposed) resync();
    });
    // The connection starts in a task of its own: in the effect it was part of the hydration's
    // commit, one long task with every view's subscription (issue 34 §2).
    let client: Client | undefined;
    let stop = (): void => undefined;
    const start = setTimeout(() => {
      client = createClient({
        url: socketUrl(),
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        on: {
          connected: () => {
            connected = true;
            // Back after a drop: events may have been missed, so every view refetches.
            if (everConnected || (resyncAfter && since === undefined)) resync();
            everConnected = true;
          },
          closed: () => {
            connected = false;
          },
        },
      });
      stop = client.subscribe<{ changes: LiveEvent }>(
        { query: CHANGES, variables: { since: since && new Date(since).toISOString() } },
        {
          next: (msg) => {
            const e = msg.data?.changes;
            if (e) deliver(e);
          },
          error: () => {
            connected = false;
          },
          complete: () => undefined,
        },
      );
    });
    return () => {
      disposed = true;
      clearTimeout(start);
      clearInterval(poll);
      stop();
      void client?.dispose();
    };
  }, [enabled, resyncAfter, since]);

  // One value for the provider's life: a view keeps its listener (and a refetch it has pending)
  // when the connection comes up or drops, which is exactly when a resync arrives.
  const value = useMemo<Live>(
    () => ({
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/**
 * Refetches a view when something it shows may have changed: on every change event the person may
 * see (debounced), on a resync, and every POLL_MS while the live connection is down.
 */
export function useLiveRefetch(refetch: () => unknown, relevant: (e: LiveEvent) => boolean = () => true): void {
  const { subscribe } = useContext(LiveContext);
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
