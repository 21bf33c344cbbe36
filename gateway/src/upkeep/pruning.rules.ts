/**
 * The pruning's rules: what is deleted after how long, in what batches (issue 31 §1).
 */
export interface PruneRule {
  table: string;
  /** Rows that may go, with $1 the clock's now (timestamptz) and $3 the sessions' idle limit in seconds. */
  where: string;
}

export const PRUNE_RULES: readonly PruneRule[] = [
  { table: 'change_event', where: `at < $1::timestamptz - interval '1 day'` },
  { table: 'session', where: `expires_at < $1::timestamptz OR last_seen_at < $1::timestamptz - make_interval(secs => $3::int)` },
  { table: 'login_throttle', where: `window_start < $1::timestamptz - interval '1 day'` },
  {
    table: 'outbox_message',
    where: `(status = 'sent' AND created_at < $1::timestamptz - interval '30 days')
         OR (status IN ('failed', 'no_channel') AND created_at < $1::timestamptz - interval '90 days')`,
  },
  { table: 'idempotency_key', where: `created_at < $1::timestamptz - interval '2 days'` },
];

export const PRUNE_BATCH = 5_000;

/** Batches per table in one pass: a backlog is worked off over several passes. */
export const PRUNE_MAX_BATCHES = 20;
