import 'reflect-metadata';
import { DataSource, type EntityManager } from 'typeorm';
import pg from 'pg';
import { dataSourceConfig, type DataSourceConfig, type DatabaseEnv, type DatabaseKind } from '../../../ormconfig';
import { sqlConstraint, sqlState } from '../common/errors';

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

/** Runs pending migrations; on PostgreSQL under an advisory lock, as several gateways may start at once. */
async function migrate(dataSource: DataSource, kind: DatabaseKind): Promise<void> {
  if (kind === 'pglite') {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [LOCK_MIGRATE]);
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [LOCK_MIGRATE]).catch(() => undefined);
    await lock.release();
  }
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/**
 * Runs `work` in one transaction and retries it on a serialization failure or deadlock
 * (DESIGN §4). Inside, use only `tx`: PGlite has one connection, and the global manager would
 * wait for it forever (STACK G10).
 */
export async function inTransaction<T>(ds: DataSource, work: (tx: EntityManager) => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ds.transaction(work);
    } catch (e) {
      const state = sqlState(e);
      // The ledger's CHECK refusing an increment means a concurrent change raced past this
      // transaction's read of the ledger: like a serialization failure, retry on fresh data (the
      // database kept the invariant; the retry gives the request its right answer, e.g. in_queue).
      const raced = state === '23514' && sqlConstraint(e) === 'product_night_capacity_check';
      if (attempt >= attempts || state === undefined || !(RETRYABLE.has(state) || raced)) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}
