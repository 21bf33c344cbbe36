import * as fs from 'node:fs';
import { type Database, openDatabase } from '../platform/db/database';
import { templateCopy } from './scratch';

/**
 * A real database for one test file: a private copy of the migrated PGlite template, or the shared
 * Postgres of DATABASE_URL (with a pool, so concurrent tests really run on separate connections).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ DATABASE_URL: url, NOQ_DB_POOL: '24' }, { migrate: false });
  const dir = templateCopy('noq-test-');
  const db = await openDatabase({ NOQ_DATA_DIR: dir }, { migrate: false });
  return {
    ...db,
    async close() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty, migrated database of its own (for what needs a database with nothing else in it, like
 * the demo seed): a template copy on PGlite; a new database on the Postgres server, dropped at close.
 */
export async function openEmptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openTestDatabase();
  const name = `noq_test_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ DATABASE_URL: url, NOQ_DB_POOL: '1' }, { migrate: false });
  await admin.dataSource.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ DATABASE_URL: u.toString(), NOQ_DB_POOL: '4' });
  return {
    ...db,
    async close() {
      await db.close();
      await admin.dataSource.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
