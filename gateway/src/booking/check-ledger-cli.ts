/**
 * The operators' consistency check (DESIGN §4, issue 15): for every product and night, the ledger's
 * `held` equals the number of bookings holding a place, and never exceeds its capacity.
 *   npm run check-ledger
 * Uses DATABASE_URL (or the embedded database in NOQ_DATA_DIR; stop the server first, PGlite is one
 * process's), like the server, and changes nothing (no migrations either). Prints one line when all
 * is well (exit 0), else every difference (exit 1); exit 2 when the check could not run.
 */
import 'reflect-metadata';
import { openDatabase } from '../platform/db/database';
/** A command's failure, for the person at the terminal: one line on standard error (the service's log is JSON on stdout). */
const fail = (context: string, e: unknown): void => {
  process.stderr.write(`${context}: ${e instanceof Error ? e.message : String(e)}\n`);
};
import { checkLedger, type LedgerMismatch } from './ledger';
import { one } from '../platform/db/rows';

export interface CheckLedgerIo {
  out(line: string): void;
}

const consoleIo: CheckLedgerIo = { out: (l) => console.log(l) };

/** One difference as an operator reads it. */
export function describeMismatch(m: LedgerMismatch, name: string | undefined): string {
  const what =
    m.held !== m.counted
      ? `held ${m.held}, but ${m.counted} booking(s) hold a place`
      : `held ${m.held} is more than the capacity ${m.capacity}`;
  return `product ${m.productId}${name ? ` (${name})` : ''}, night ${m.night}: ${what} (capacity ${m.capacity})`;
}

export async function main(env: NodeJS.ProcessEnv = process.env, io: CheckLedgerIo = consoleIo): Promise<number> {
  let db;
  try {
    // A whole-ledger read may take longer than a request may (ormconfig.ts): no statement_timeout
    // unless the operator sets one.
    db = await openDatabase({ ...env, NOQ_DB_STATEMENT_TIMEOUT_MS: env.NOQ_DB_STATEMENT_TIMEOUT_MS ?? '0' }, { migrate: false });
  } catch (e) {
    fail('check-ledger: the database could not be opened', e);
    return 2;
  }
  try {
    const mismatches = await checkLedger(db.dataSource);
    const { nights } = one<{ nights: number }>(await db.dataSource.query(`SELECT count(*)::int AS nights FROM product_night`));
    if (mismatches.length === 0) {
      io.out(`Ledger OK: held equals the bookings holding a place on all ${nights} product-nights.`);
      return 0;
    }
    const names = new Map<number, string>(
      (
        (await db.dataSource.query(
          `SELECT p.id, p.name || ', ' || s.name AS name FROM product p JOIN shelter s ON s.id = p.shelter_id WHERE p.id = ANY ($1)`,
          [[...new Set(mismatches.map((m) => m.productId))]],
        )) as { id: number; name: string }[]
      ).map((r) => [r.id, r.name]),
    );
    io.out(`Ledger differences: ${mismatches.length} of ${nights} product-nights.`);
    for (const m of mismatches) io.out(describeMismatch(m, names.get(m.productId)));
    return 1;
  } catch (e) {
    fail('check-ledger failed', e);
    return 2;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      fail('check-ledger failed', e);
      process.exit(2);
    },
  );
}
