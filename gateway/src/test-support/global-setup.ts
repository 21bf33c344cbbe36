/**
 * Migrates once per run (STACK: a PGlite boot plus migrations costs seconds; do not pay it per
 * test). PGlite: a migrated template folder that every test file copies. Postgres: the database of
 * DATABASE_URL, emptied and migrated; test files share it and isolate by building their own rows.
 */
import { openDatabase } from '../platform/db/database';
import { scratchDir } from './scratch';
import { TEMPLATE_ENV } from './template';

export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openDatabase({ DATABASE_URL: url, NOQ_DB_POOL: '2' }, { migrate: false });
    await db.dataSource.query('DROP SCHEMA IF EXISTS public CASCADE');
    await db.dataSource.query('CREATE SCHEMA public');
    await db.dataSource.runMigrations({ transaction: 'all' });
    await db.close();
    return;
  }
  const dir = scratchDir('noq-jest-template-');
  const db = await openDatabase({ NOQ_DATA_DIR: dir });
  await db.close();
  process.env[TEMPLATE_ENV] = dir;
}
