/**
 * A list of PostgreSQL servers in DATABASE_URL, libpq's way (issue 32 §5):
 *
 *   postgres://noq@db1:5432,db2:5432/noq?target_session_attrs=read-write
 *
 * node-postgres takes one host only, and has no `target_session_attrs`. This gives it libpq's
 * behaviour: each new connection of the pool tries the hosts in order, starting with the one that
 * last served, and keeps one only when it is not in recovery and accepts writes (read-write, the
 * default for a list; `any` keeps the first that answers). After a failover (the standby promoted)
 * the gateways find the new primary on their next connection, without a restart; connections to
 * the old primary fail and leave the pool. This is not a proxy: each connection is pg's own,
 * straight to a server.
 */
import pg from 'pg';

export type TargetSessionAttrs = 'any' | 'read-write' | 'primary';

export interface HostList {
  /** One plain URL per host, in order (without target_session_attrs). */
  urls: string[];
  target: TargetSessionAttrs;
}

/** DATABASE_URL read as a host list; null for a URL with one host and no target_session_attrs. */
export function parseHostList(url: string): HostList | null {
  const m = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(\/[^?#]*)?(\?[^#]*)?$/.exec(url.trim());
  if (!m) return null;
  const [, scheme, userinfo = '', hostPart = '', path = '', query = ''] = m;
  const params = new URLSearchParams(query.slice(1));
  const requested = params.get('target_session_attrs');
  params.delete('target_session_attrs');
  const hosts = hostPart.split(',').filter((h) => h !== '');
  if (hosts.length <= 1 && requested === null) return null;
  if (requested !== null && !['any', 'read-write', 'primary'].includes(requested)) {
    throw new Error(`DATABASE_URL: target_session_attrs=${requested} is not supported (any, read-write, primary)`);
  }
  const rest = params.toString();
  return {
    urls: hosts.map((h) => `${scheme}${userinfo}${h}${path}${rest ? `?${rest}` : ''}`),
    target: (requested as TargetSessionAttrs | null) ?? 'read-write',
  };
}

/** A host that does not suit (in recovery, read-only): the pool tries the next. */
export class HostNotSuitable extends Error {
  constructor(readonly url: string) {
    super('the database server is a standby or read-only; trying the next host');
    this.name = 'HostNotSuitable';
  }
}

/** Does this connection suit `target`? */
async function suits(client: pg.Client, target: TargetSessionAttrs): Promise<boolean> {
  if (target === 'any') return true;
  const { rows } = await client.query<{ recovery: boolean; ro: string }>(
    `SELECT pg_is_in_recovery() AS recovery, current_setting('transaction_read_only') AS ro`,
  );
  const row = rows[0];
  if (!row || row.recovery) return false;
  return target === 'primary' || row.ro === 'off';
}

const sameHostError = (e: unknown): boolean => {
  if (e instanceof HostNotSuitable) return true;
  const code = (e as { code?: unknown }).code;
  // Refused, unreachable, reset, timed out, or the server shutting down / starting up / in recovery.
  return (
    (typeof code === 'string' &&
      ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P02', '57P03', '08006', '08001'].includes(
        code,
      )) ||
    (e instanceof Error && /Connection terminated|timeout/i.test(e.message))
  );
};

/**
 * A pg module for TypeORM's `driver` option whose Pool connects through the host list: each new
 * connection tries the hosts in order from the last good one; a pool's connect tries each host
 * once before it fails.
 */
export function hostListDriver(list: HostList): typeof pg {
  let cursor = 0;
  const hostCount = list.urls.length;

  class HostListClient extends pg.Client {
    readonly hostUrl: string;
    constructor(config: pg.ClientConfig = {}) {
      const url = list.urls[cursor % hostCount] as string;
      super({ ...config, connectionString: url });
      this.hostUrl = url;
    }
  }
  const advance = (url: string) => {
    // Only if no other connection moved on already.
    if (list.urls[cursor % hostCount] === url) cursor = (cursor + 1) % hostCount;
  };

  class HostListPool extends pg.Pool {
    constructor(options: pg.PoolConfig) {
      super({
        ...options,
        Client: HostListClient,
        onConnect: async (client: pg.PoolClient) => {
          const c = client as unknown as HostListClient;
          if (!(await suits(c, list.target))) {
            advance(c.hostUrl);
            throw new HostNotSuitable(c.hostUrl);
          }
        },
      } as unknown as pg.PoolConfig);
    }

    // Tries every host once (each failure moves the cursor on) before answering the error.
    override connect(): Promise<pg.PoolClient>;
    override connect(
      callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
    ): void;
    override connect(
      callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
    ): Promise<pg.PoolClient> | void {
      const attempt = (tries: number, cb: NonNullable<typeof callback>) => {
        const from = list.urls[cursor % hostCount] as string;
        super.connect((err, client, done) => {
          if (err && sameHostError(err)) {
            if (!(err instanceof HostNotSuitable)) advance(from);
            if (tries + 1 < hostCount) return attempt(tries + 1, cb);
          }
          cb(err, client, done);
        });
      };
      if (callback) return attempt(0, callback);
      return new Promise((resolve, reject) => attempt(0, (err, client) => (err || !client ? reject(err) : resolve(client))));
    }
  }

  return Object.assign(Object.create(pg) as typeof pg, { Pool: HostListPool, Client: HostListClient });
}

/** One connection outside a pool (LISTEN), to the first host of the list that suits. */
export async function connectHostList(list: HostList, config: pg.ClientConfig = {}): Promise<pg.Client> {
  let last: unknown = null;
  for (const url of list.urls) {
    const client = new pg.Client({ ...config, connectionString: url });
    try {
      await client.connect();
      if (await suits(client, list.target)) return client;
      last = new HostNotSuitable(url);
    } catch (e) {
      last = e;
    }
    await client.end().catch(() => undefined);
  }
  throw last instanceof Error ? last : new Error('no database server of DATABASE_URL answered');
}
