/**
 * Tables that stop growing (issue 22 §3): rows nothing reads any more are deleted in small batches,
 * each its own short statement, so a pass never holds a long lock or a long transaction.
 *
 * - change_event: the hints of live refetch (live/changes.ts) are never read back; a day is kept
 *   for looking into trouble.
 * - session: past its absolute expiry, or idle longer than the idle limit (auth.service.ts).
 * - login_throttle: counters of windows long passed (the throttle also prunes now and then).
 * - outbox_message: sent messages after 30 days; failed or never sent ('ej skickat – ingen kanal')
 *   after 90, so the admin's Utskick page still shows recent trouble.
 * - idempotency_key: past the keys' lifetime (booking/idempotency.ts forgets them too).
 *
 * Audit (booking_event) and bookings are the history and are kept. The cut-offs are computed from
 * the injectable clock, so a soak test can run a day in fast-forward.
 */
import type { DataSource } from 'typeorm';
import type { Clock } from '../platform/clock';
import { DEFAULT_SESSION_SETTINGS } from '../auth/session-settings';
import { PRUNE_RULES, PRUNE_BATCH, PRUNE_MAX_BATCHES } from './pruning.rules';

export class PruningService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    /** A session idle this long is over (auth.service.ts's setting). */
    private readonly sessionIdleSeconds: number = DEFAULT_SESSION_SETTINGS.idleSeconds,
  ) {}

  /** One pass over every rule; answers how many rows each table lost. */
  async pruneOnce(opts: { batch?: number; maxBatches?: number; signal?: AbortSignal } = {}): Promise<Record<string, number>> {
    const batch = opts.batch ?? PRUNE_BATCH;
    const maxBatches = opts.maxBatches ?? PRUNE_MAX_BATCHES;
    const now = this.clock.now().toISOString();
    const deleted: Record<string, number> = {};
    for (const rule of PRUNE_RULES) {
      let total = 0;
      // A stopping gateway stops between batches (issue 32): each batch is its own statement.
      for (let i = 0; i < maxBatches && !opts.signal?.aborted; i++) {
        // ctid picks the rows without a sort; SKIP LOCKED leaves rows someone is using for later.
        const [row]: { n: number }[] = await this.ds.query(
          `WITH gone AS (
             DELETE FROM ${rule.table} WHERE ctid = ANY (ARRAY(
               SELECT ctid FROM ${rule.table} WHERE ${rule.where} LIMIT $2 FOR UPDATE SKIP LOCKED))
             RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          rule.where.includes('$3') ? [now, batch, this.sessionIdleSeconds] : [now, batch],
        );
        const n = row?.n ?? 0;
        total += n;
        if (n < batch) break;
      }
      deleted[rule.table] = total;
    }
    return deleted;
  }
}
