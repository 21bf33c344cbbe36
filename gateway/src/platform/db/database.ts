import 'reflect-metadata';
import { DataSource, type EntityManager, MigrationExecutor } from 'typeorm';
import pg from 'pg';
import { dataSourceConfig, type DataSourceConfig, type DatabaseEnv, type DatabaseKind } from '../../../../ormconfig';
import { BUSY_SQLSTATES, busy, sqlConstraint, sqlState } from '../errors';
import { clientGone } from '../request-scope';
import { log } from '../log';

// DESIGN §4: DATE columns are read as 'yyyy-MM-dd' strings. pg would otherwise build a Date at
// local midnight, a day off east of UTC. Both drivers (pg, and PGlite's bridge) parse through pg.
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);
// bigint counts (count(*), sum) as numbers: they never pass 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

export interface Database {
  kind: DatabaseKind;
  dataSource: DataSource;
  listen: DataSourceConfig['listen'];
  close(): Promise<void>;
}

/** Opens the database of `env`, and brings its schema up to date (migrations only). */
export async function openDatabase(env: DatabaseEnv = process.env, opts: { migrate?: boolean } = {}): Promise<Database> {
  const cfg = await dataSourceConfig(env);
  const dataSource = new DataSource(cfg.options);
  await dataSource.initialize();
  if (opts.migrate !== false) await migrate(dataSource, cfg.kind);
  return {
    kind: cfg.kind,
    dataSource,
    listen: cfg.listen,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await cfg.close();
    },
  };
}

/** Advisory lock keys: one process at a time migrates or seeds a shared database. */
export const LOCK_MIGRATE = 727_000;
export const LOCK_SEED = 727_001;
/** One process of a cluster at a time releases no-shows (booking/no-shows.ts). */
export const LOCK_NO_SHOWS = 727_002;
/** One process of a cluster at a time prunes old rows (upkeep/pruning.ts). */
export const LOCK_PRUNING = 727_003;

/**
 * Runs `work` on this process only when no other process of the database runs it (a session
 * advisory lock on a connection of its own, tried, never waited for); answers null when another
 * holds it. The embedded PGlite belongs to one process and has one connection: there `work` just
 * runs (a second connection could not be had while it holds the lock).
 */
export async function whenAlone<T>(dataSource: DataSource, key: number, work: () => Promise<T>): Promise<T | null> {
  const shared = 'url' in dataSource.options && Boolean(dataSource.options.url);
  if (!shared) return work();
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    const [row]: { ok: boolean }[] = await lock.query('SELECT pg_try_advisory_lock($1) AS ok', [key]);
    if (!row?.ok) return null;
    try {
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await lock.release();
  }
}

/** Runs pending migrations; on PostgreSQL under an advisory lock, as several gateways may start at once. */
async function migrate(dataSource: DataSource, kind: DatabaseKind): Promise<void> {
  if (kind === 'pglite') {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    // No lock_timeout or statement_timeout here (ormconfig.ts sets them for the requests): a
    // gateway waits for another's migration as long as it takes, and a migration may run long.
    await lock.query('SET lock_timeout = 0');
    await lock.query('SET statement_timeout = 0');
    await lock.query('SELECT pg_advisory_lock($1)', [LOCK_MIGRATE]);
    const executor = new MigrationExecutor(dataSource, lock);
    executor.transaction = 'all';
    await executor.executePendingMigrations();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [LOCK_MIGRATE]).catch(() => undefined);
    await lock.query('RESET lock_timeout').catch(() => undefined);
    await lock.query('RESET statement_timeout').catch(() => undefined);
    await lock.release();
  }
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/** How long one piece of work may keep retrying, from its first try (issue 15). */
export const RETRY_BUDGET_MS = 10_000;

/**
 * Runs `work` in one transaction and retries it on a serialization failure or deadlock
 * (DESIGN §4). Inside, use only `tx`: PGlite has one connection, and the global manager would
 * wait for it forever (STACK G10).
 *
 * Bounded (issue 15): a transaction is not started, nor retried, for a client that has gone away
 * (common/request-scope.ts); retries stop after `attempts` tries or RETRY_BUDGET_MS; a lock that
 * could not be had in time (lock_timeout, statement_timeout on PostgreSQL) is not retried. Each
 * of those answers BUSY ("nothing changed, try again"), never INTERNAL.
 */
export async function inTransaction<T>(ds: DataSource, work: (tx: EntityManager) => Promise<T>, attempts = 6): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    // Before waiting for a pooled connection, and again once it is had (a backlog may have kept
    // the request waiting): nothing is done for a client that has gone.
    if (clientGone()) throw busy();
    try {
      return await ds.transaction((tx) => {
        if (clientGone()) throw busy();
        return work(tx);
      });
    } catch (e) {
      const state = sqlState(e);
      if (state !== undefined && BUSY_SQLSTATES.has(state)) {
        log.warn(
          { sqlstate: state, ms: Date.now() - started },
          `db busy: ${state === '55P03' ? 'lock_timeout' : 'statement_timeout'}; answered BUSY`,
        );
        throw busy();
      }
      // The ledger's CHECK refusing an increment means a concurrent change raced past this
      // transaction's read of the ledger: like a serialization failure, retry on fresh data (the
      // database kept the invariant; the retry gives the request its right answer, e.g. in_queue).
      const raced = state === '23514' && sqlConstraint(e) === 'product_night_capacity_check';
      if (state === undefined || !(RETRYABLE.has(state) || raced)) throw e;
      if (attempt >= attempts || Date.now() - started >= RETRY_BUDGET_MS) {
        log.warn({ sqlstate: state, tries: attempt, ms: Date.now() - started }, 'db busy: still failing after retries; answered BUSY');
        throw busy();
      }
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}
