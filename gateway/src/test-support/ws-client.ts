import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client that sends a session cookie (and optionally an Origin) on the upgrade. */
export function wsClient(httpUrl: string, cookie: string | null, origin?: string): Client {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: `${httpUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: true });
}

export interface Received<T> {
  events: T[];
  errors: unknown[];
  done: boolean;
  /** Resolves when at least `n` events have arrived (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<T[]>;
  /** Resolves when the subscription failed or ended (or rejects after `ms`). */
  ended(ms?: number): Promise<void>;
  stop(): void;
}

export function collect<T>(client: Client, query: string): Received<T> {
  // Every arrival (event, error, end) wakes the waiters, which check their own condition.
  let wake: () => void = () => undefined;
  let arrived = new Promise<void>((res) => (wake = res));
  const arrive = () => {
    const w = wake;
    arrived = new Promise<void>((res) => (wake = res));
    w();
  };
  async function until(ready: () => boolean, ms: number, what: () => string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_res, rej) => {
      timer = setTimeout(() => rej(new Error(what())), ms);
    });
    try {
      while (!ready()) await Promise.race([arrived, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
  const r: Received<T> = {
    events: [],
    errors: [],
    done: false,
    async waitFor(n, ms = 5000) {
      await until(
        () => {
          if (r.events.length < n && r.errors.length) throw new Error(`subscription failed: ${JSON.stringify(r.errors)}`);
          return r.events.length >= n;
        },
        ms,
        () => `only ${r.events.length} of ${n} events after ${ms} ms`,
      );
      return r.events;
    },
    async ended(ms = 5000) {
      await until(
        () => r.errors.length > 0 || r.done,
        ms,
        () => `the subscription still runs after ${ms} ms`,
      );
    },
    stop: () => undefined,
  };
  r.stop = client.subscribe<T>(
    { query },
    {
      next: (v) => {
        if (v.errors) r.errors.push(v.errors);
        else if (v.data) r.events.push(v.data as T);
        arrive();
      },
      error: (e) => {
        r.errors.push(e);
        arrive();
      },
      complete: () => {
        r.done = true;
        arrive();
      },
    },
  );
  return r;
}
