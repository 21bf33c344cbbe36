import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type Database, openDatabase } from '../db/database';
import { TEMPLATE_DIR } from './template';

/**
 * A real database for one test file: a private copy of the migrated PGlite template, or the shared
 * Postgres of DATABASE_URL (with a pool, so concurrent tests really run on separate connections).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ DATABASE_URL: url, NOQ_DB_POOL: '24' }, { migrate: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noq-test-'));
  fs.cpSync(TEMPLATE_DIR, dir, { recursive: true });
  const db = await openDatabase({ NOQ_DATA_DIR: dir }, { migrate: false });
  return {
    ...db,
    async close() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
