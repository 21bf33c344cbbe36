/**
 * `npm run backup [-- FILE]`: a backup of the database of DATABASE_URL (pg_dump, custom format,
 * taken while noQ runs) or of the embedded database in NOQ_DATA_DIR (PGlite's dump; stop the
 * gateway first). FILE defaults to noq-backup-<time>.dump (.tar.gz for PGlite) here.
 * `npm run restore -- FILE`: into an empty database (DATABASE_URL) or an empty NOQ_DATA_DIR, then
 * the ledger check (`npm run check-ledger`) on what was restored.
 * Exit 0 when done, 1 when the restored ledger does not add up, 2 when it could not be done.
 */
import 'reflect-metadata';
import { backup, backupFileName, restore } from '../platform/db/backup';
import { checkLedger } from '../booking/ledger';
import { openDatabase } from '../platform/db/database';

/** `npm run check-ledger`'s verdict on the restored database: 0 when it adds up, 1 when not. */
async function ledgerOf(env: NodeJS.ProcessEnv, out: (l: string) => void): Promise<number> {
  const db = await openDatabase(
    { ...env, NOQ_DB_STATEMENT_TIMEOUT_MS: env.NOQ_DB_STATEMENT_TIMEOUT_MS ?? '0', NOQ_DB_POOL: '1' },
    { migrate: false },
  );
  try {
    const mismatches = await checkLedger(db.dataSource);
    const [row] = (await db.dataSource.query(
      `SELECT (SELECT count(*) FROM product_night)::int AS nights, (SELECT count(*) FROM booking)::int AS bookings`,
    )) as {
      nights: number;
      bookings: number;
    }[];
    if (mismatches.length === 0) {
      out(
        `Ledger OK: held equals the bookings holding a place on all ${row?.nights ?? 0} product-nights (${row?.bookings ?? 0} bookings).`,
      );
      return 0;
    }
    out(`Ledger differences: ${mismatches.length} product-nights; run npm run check-ledger for the list.`);
    return 1;
  } finally {
    await db.close();
  }
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env, out: (l: string) => void = console.log): Promise<number> {
  const [command, file] = argv;
  try {
    if (command === 'backup') {
      const target = file ?? backupFileName(env.DATABASE_URL?.trim() ? 'postgres' : 'pglite');
      const started = Date.now();
      const kind = await backup(env, target);
      out(`backup: ${target} (${kind === 'postgres' ? 'pg_dump, custom format' : 'PGlite data directory'}) in ${Date.now() - started} ms`);
      return 0;
    }
    if (command === 'restore' && file) {
      const kind = await restore(env, file);
      out(`restore: ${file} restored (${kind}); checking the ledger`);
      return await ledgerOf(env, out);
    }
    out('usage: npm run backup [-- FILE] | npm run restore -- FILE');
    return 2;
  } catch (e) {
    out(`${command}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
