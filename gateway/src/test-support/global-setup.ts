/**
 * Migrates once per run (STACK: a PGlite boot plus migrations costs seconds; do not pay it per
 * test). PGlite: a migrated template folder that every test file copies. Postgres: the database of
 * DATABASE_URL, emptied and migrated; test files share it and isolate by building their own rows.
 * With more than one worker on Postgres, each worker gets a copy of it (worker-database.ts).
 */
import { openDatabase } from '../platform/db/database';
import { scratchDir } from './scratch';
import { TEMPLATE_ENV, WORKER_DATABASES_ENV, workerDatabaseUrl } from './template';

/** jest's global config, the part read here. */
interface GlobalConfig {
  maxWorkers: number;
}

export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openDatabase({ DATABASE_URL: url, NOQ_DB_POOL: '2' }, { migrate: false });
    await db.dataSource.query('DROP SCHEMA IF EXISTS public CASCADE');
    await db.dataSource.query('CREATE SCHEMA public');
    await db.dataSource.runMigrations({ transaction: 'all' });
    await db.close();
    if (globalConfig.maxWorkers > 1) await copyForWorkers(url, globalConfig.maxWorkers);
    return;
  }
  const dir = scratchDir('noq-jest-template-');
  const db = await openDatabase({ NOQ_DATA_DIR: dir });
  await db.close();
  process.env[TEMPLATE_ENV] = dir;
}

const nameOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

/** The server's maintenance database beside `url` (CREATE DATABASE … TEMPLATE needs the template unused). */
function maintenanceUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** A copy of the migrated database for each worker, replacing any a crashed run left. */
async function copyForWorkers(url: string, workers: number): Promise<void> {
  const admin = await openDatabase({ DATABASE_URL: maintenanceUrl(url), NOQ_DB_POOL: '1' }, { migrate: false });
  try {
    for (let w = 1; w <= workers; w++) {
      const name = nameOf(workerDatabaseUrl(url, w));
      await admin.dataSource.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.dataSource.query(`CREATE DATABASE "${name}" TEMPLATE "${nameOf(url)}"`);
    }
  } finally {
    await admin.close();
  }
  process.env[WORKER_DATABASES_ENV] = String(workers);
}

/** Drops the workers' copies (global-teardown). */
export async function dropWorkerCopies(url: string): Promise<void> {
  const workers = Number(process.env[WORKER_DATABASES_ENV] ?? 0);
  if (!workers) return;
  const admin = await openDatabase({ DATABASE_URL: maintenanceUrl(url), NOQ_DB_POOL: '1' }, { migrate: false });
  try {
    for (let w = 1; w <= workers; w++) {
      await admin.dataSource.query(`DROP DATABASE IF EXISTS "${nameOf(workerDatabaseUrl(url, w))}" WITH (FORCE)`);
    }
  } finally {
    await admin.close();
  }
}
