/**
 * TypeORM DataSource options for noQ.
 *
 * - DATABASE_URL unset: embedded PGlite (PostgreSQL compiled to WASM) kept on disk in NOQ_DATA_DIR
 *   (default ./.data; `memory://` keeps it in memory). One connection through PGlite's own
 *   node-postgres bridge, which serialises transactions correctly (STACK: never typeorm-pglite).
 * - DATABASE_URL set: a real PostgreSQL server (or, libpq's way, a list of them: the primary and its
 *   standby, `postgres://u@db1,db2/noq?target_session_attrs=read-write`; platform/db/host-list.ts),
 *   pool size NOQ_DB_POOL (default 10). Every pooled
 *   connection bounds waiting (issue 15): lock_timeout NOQ_DB_LOCK_TIMEOUT_MS (default 5000) and
 *   statement_timeout NOQ_DB_STATEMENT_TIMEOUT_MS (default 15000), 0 turning one off. A write that
 *   runs out of either answers BUSY (platform/db/database.ts inTransaction). PGlite has one connection and
 *   nothing to wait for: the settings do not apply there.
 *
 * Migrations only; never synchronize.
 */
import 'reflect-metadata';
import * as path from 'node:path';
import * as fs from 'node:fs';
import type { DataSourceOptions } from 'typeorm';
import { migrations } from './gateway/src/platform/db/migrations';
import { listenPostgres, type ListenHandlers, type Listening } from './gateway/src/platform/db/pg-listener';
import { hostListDriver, parseHostList } from './gateway/src/platform/db/host-list';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DataSourceConfig {
  kind: DatabaseKind;
  options: DataSourceOptions;
  /** Releases what the options own beyond the DataSource (the PGlite instance). Call after destroy(). */
  close(): Promise<void>;
  /**
   * LISTENs on a channel outside the pool: PGlite's in-process listener on the embedded database,
   * a dedicated connection (with reconnect) on PostgreSQL.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
}

export type DatabaseEnv = Partial<
  Record<'DATABASE_URL' | 'NOQ_DATA_DIR' | 'NOQ_DB_POOL' | 'NOQ_SQL_LOG' | 'NOQ_DB_LOCK_TIMEOUT_MS' | 'NOQ_DB_STATEMENT_TIMEOUT_MS', string>
>;

export const DEFAULT_LOCK_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** A timeout setting in milliseconds: a whole number >= 0 (0 = none), else the default. */
export function timeoutMs(value: string | undefined, fallback: number): number {
  const v = value?.trim();
  if (!v || !/^\d+$/.test(v)) return fallback;
  return Number(v);
}

const common = {
  type: 'postgres' as const,
  migrations,
  migrationsRun: false,
  synchronize: false,
  logging: false as const,
};

export async function dataSourceConfig(env: DatabaseEnv = process.env): Promise<DataSourceConfig> {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const max = Number(env.NOQ_DB_POOL ?? 10);
    const lockTimeout = timeoutMs(env.NOQ_DB_LOCK_TIMEOUT_MS, DEFAULT_LOCK_TIMEOUT_MS);
    const statementTimeout = timeoutMs(env.NOQ_DB_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS);
    // Sent by pg as startup parameters of every connection (no extra round trip); pg leaves out a 0.
    const extra = { max: Number.isFinite(max) && max > 0 ? max : 10, lock_timeout: lockTimeout, statement_timeout: statementTimeout };
    // Several hosts (libpq's syntax, issue 32): each connection to the one that is the primary.
    const hosts = parseHostList(url);
    return {
      kind: 'postgres',
      options: { ...common, url: hosts ? (hosts.urls[0] as string) : url, extra, ...(hosts ? { driver: hostListDriver(hosts) } : {}) },
      close: async () => undefined,
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    };
  }
  // Loaded lazily: a Postgres deployment never pays for the WASM module.
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const dir = env.NOQ_DATA_DIR?.trim() || './.data';
  let dataDir = dir;
  if (!dir.startsWith('memory://')) {
    dataDir = path.resolve(dir);
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({ dataDir, extensions: { btree_gist } });
  const cfg = createPgConfig(pglite);
  return {
    kind: 'pglite',
    options: { ...common, extra: { ...cfg, connection: cfg.connection, max: 1 } },
    close: () => pglite.close(),
    // In process: the one PGlite session hears every NOTIFY on commit; it never disconnects.
    listen: async (channel, handlers) => {
      const unlisten = await pglite.listen(channel, handlers.onMessage);
      // Closing the database ends the listener too: unlistening afterwards is a no-op.
      return { close: () => (pglite.closed ? Promise.resolve() : unlisten()) };
    },
  };
}

export default dataSourceConfig;
