import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchMe } from '../lib/graphql-fetch';
import { forgetUnlessOwner } from '../lib/offline-store';
import { type Session, SessionContext, type SessionPerson } from '../lib/session';

/**
 * The logged-in part of the app (app/runtime.tsx, its own chunk): Apollo with the session in its
 * cache, the live connection, and the top bar and side menu.
 */
export interface AppRuntime {
  /** Wraps the router from then on; provides the session from Apollo's `me`. */
  Providers: ComponentType<{ children: ReactNode }>;
}

/** Starts the logged-in app with the `me` just read, so Apollo need not ask it again. */
export type StartApp = (me: SessionPerson | null) => AppRuntime;

type State = { kind: 'probing' } | { kind: 'anonymous'; error?: Error } | { kind: 'app'; runtime: AppRuntime };

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

/**
 * The session of the whole app (SPEC §2). It first asks `me` with a plain fetch. Nobody logged in:
 * nothing of the logged-in app is loaded (the guards send the person to the login page, a page of
 * its own, src/login/). Somebody logged in: `loadApp` fetches the logged-in app's chunk and the
 * session comes from Apollo from then on. Logging in and out load a new page (src/login/,
 * lib/useLogout.ts), so the app never goes from one person, or from Apollo, to another.
 */
export function SessionRoot({
  loadApp,
  probe = fetchMe,
  hydrated,
  children,
}: {
  loadApp: () => Promise<StartApp>;
  probe?: () => Promise<SessionPerson | null>;
  /**
   * A page the gateway rendered (entry-server.tsx, docs/ARCHITECTURE.md "Server-rendered guest
   * pages"): the logged-in app already started with the server's `me` and cache; no probe.
   */
  hydrated?: AppRuntime;
  children: ReactNode;
}) {
  const [state, setState] = useState<State>(() => (hydrated ? { kind: 'app', runtime: hydrated } : { kind: 'probing' }));
  // Answers of an older probe are dropped once a newer probe has started.
  const generation = useRef(0);

  const enterApp = useCallback((me: SessionPerson | null, start: StartApp) => {
    setState({ kind: 'app', runtime: start(me) });
  }, []);

  const runProbe = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const me = await probe();
      // Nobody, or someone else, logged in: a guest's bookings kept for the offline page go (issue 29 §5).
      void forgetUnlessOwner(me?.id ?? null);
      if (mine !== generation.current) return;
      if (me) {
        const start = await loadApp();
        if (mine !== generation.current) return;
        enterApp(me, start);
      } else {
        setState({ kind: 'anonymous' });
      }
    } catch (e) {
      // As before the split: a session that cannot be read counts as nobody logged in.
      if (mine === generation.current) setState({ kind: 'anonymous', error: asError(e) });
    }
  }, [probe, loadApp, enterApp]);

  useEffect(() => {
    if (hydrated) return undefined;
    void runProbe();
    // The counter itself, not a value read from it: the cleanup must bump the latest generation.
    const counter = generation;
    return () => {
      counter.current++;
    };
  }, [runProbe, hydrated]);

  const anonymous = useMemo<Session>(
    () => ({
      me: null,
      loading: state.kind === 'probing',
      error: state.kind === 'anonymous' ? state.error : undefined,
      refetch: runProbe,
    }),
    [state, runProbe],
  );

  return state.kind === 'app' ? (
    <state.runtime.Providers>{children}</state.runtime.Providers>
  ) : (
    <SessionContext.Provider value={anonymous}>{children}</SessionContext.Provider>
  );
}
