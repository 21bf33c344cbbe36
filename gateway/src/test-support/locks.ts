import type { DataSource } from 'typeorm';

/**
 * Resolves once another session of this database waits for a lock (PostgreSQL's own signal,
 * pg_stat_activity's wait_event_type 'Lock'): the lock-order tests start a transaction that must
 * block, then act when it does, instead of sleeping and hoping it got there (issue 31 §7). Fails
 * after `timeoutMs` if nothing ever waits.
 */
export async function untilWaitingOnLock(ds: DataSource, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row]: { waiting: number }[] = await ds.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    if ((row?.waiting ?? 0) > 0) return;
    if (Date.now() > until) throw new Error(`no session waited for a lock within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
