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
  stop(): void;
}

export function collect<T>(client: Client, query: string): Received<T> {
  const r: Received<T> = {
    events: [],
    errors: [],
    done: false,
    async waitFor(n, ms = 5000) {
      const until = Date.now() + ms;
      while (r.events.length < n) {
        if (r.errors.length) throw new Error(`subscription failed: ${JSON.stringify(r.errors)}`);
        if (Date.now() > until) throw new Error(`only ${r.events.length} of ${n} events after ${ms} ms`);
        await new Promise((res) => setTimeout(res, 20));
      }
      return r.events;
    },
    stop: () => undefined,
  };
  r.stop = client.subscribe<T>(
    { query },
    {
      next: (v) => {
        if (v.errors) r.errors.push(v.errors);
        else if (v.data) r.events.push(v.data as T);
      },
      error: (e) => r.errors.push(e),
      complete: () => {
        r.done = true;
      },
    },
  );
  return r;
}
