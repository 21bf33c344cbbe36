/**
 * The pruning's scheduler (issue 22 §3): one process of a cluster prunes (advisory lock
 * LOCK_PRUNING), at start and every NOQ_PRUNE_INTERVAL_MS (default 10 minutes; 0 turns it off).
 */
import type { DataSource } from 'typeorm';
import type { Clock } from '../platform/clock';
import { LOCK_PRUNING } from '../platform/db/database';
import { type SingletonJob, startSingletonJob } from '../platform/scheduler';
import { PruningService } from './pruning.service';
import { log } from '../platform/log';

export const DEFAULT_PRUNE_INTERVAL_MS = 10 * 60_000;

export type PruningJob = SingletonJob<Record<string, number>>;

export function startPruning(dataSource: DataSource, clock: Clock, opts: { intervalMs: number; sessionIdleSeconds?: number }): PruningJob {
  const pruning = new PruningService(dataSource, clock, opts.sessionIdleSeconds);
  return startSingletonJob(dataSource, {
    name: 'pruning',
    lockKey: LOCK_PRUNING,
    intervalMs: opts.intervalMs,
    work: (signal) => pruning.pruneOnce({ signal }),
    report: (deleted) => {
      const gone = Object.entries(deleted).filter(([, n]) => n > 0);
      if (gone.length > 0) log.info({ deleted: Object.fromEntries(gone) }, 'pruning');
    },
  });
}

/** NOQ_PRUNE_INTERVAL_MS read: a whole number of milliseconds, else the default. */
export function pruneIntervalFrom(value: string | undefined): number {
  const v = value?.trim();
  return v && /^\d+$/.test(v) ? Number(v) : DEFAULT_PRUNE_INTERVAL_MS;
}
