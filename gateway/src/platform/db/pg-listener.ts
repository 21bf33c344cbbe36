/**
 * A dedicated LISTEN connection to PostgreSQL per process (issue 7), with reconnect and re-LISTEN.
 * Notifications sent while it was down are lost (NOTIFY is not replayed): after a reconnect it
 * calls onReconnect so clients resync by refetching.
 */
import pg from 'pg';
import { connectHostList, parseHostList } from './host-list';

export interface ListenHandlers {
  onMessage(payload: string): void;
  onReconnect(): void;
}

export interface Listening {
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function listenPostgres(url: string, channel: string, h: ListenHandlers): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  let closed = false;
  let current: pg.Client | null = null;

  // A list of hosts (issue 32): the first that is the primary, found again after a failover.
  const hosts = parseHostList(url);
  const open = async (): Promise<pg.Client> => {
    const client = hosts ? await connectHostList(hosts, { keepAlive: true }) : new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) h.onMessage(m.payload);
    });
    // A broken connection emits 'error' and then 'end'; reconnecting happens on 'end'.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (closed || current !== client) return;
      current = null;
      void reconnect();
    });
    if (!hosts) await client.connect();
    await client.query(`LISTEN ${channel}`);
    return client;
  };

  const reconnect = async (): Promise<void> => {
    for (let attempt = 0; !closed; attempt++) {
      await sleep(Math.min(5000, 100 * 2 ** attempt));
      if (closed) return;
      try {
        current = await open();
        h.onReconnect();
        return;
      } catch {
        // the server is still away: try again later
      }
    }
  };

  current = await open();
  return {
    async close() {
      closed = true;
      const c = current;
      current = null;
      await c?.end().catch(() => undefined);
    },
  };
}
