/**
 * The no-show release's scheduler (issue 19 §6): inside each gateway, a pass at start (catching up
 * after downtime) and then every `intervalMs`; each pass runs only where no other process of the
 * database runs one (`whenAlone`, advisory lock LOCK_NO_SHOWS), and releases through
 * `BookingService.releaseNoShows` (one transaction per booking, idempotent). Passes never overlap:
 * the next is timed from the end of the last.
 */
import type { DataSource } from 'typeorm';
import type { Clock } from '../platform/clock';
import { LOCK_NO_SHOWS } from '../platform/db/database';
import { type SingletonJob, startSingletonJob } from '../platform/scheduler';
import type { BookingService } from './booking.service';
import { log } from '../platform/log';

/** Between passes, unless NOQ_NO_SHOW_INTERVAL_MS says otherwise (0 turns the scheduler off). */
export const DEFAULT_NO_SHOW_INTERVAL_MS = 60_000;

/** One pass: the ids released, or null when another process ran it. */
export type NoShowScheduler = SingletonJob<number[]>;

export function startNoShowScheduler(
  dataSource: DataSource,
  bookings: BookingService,
  opts: { intervalMs: number; clock?: Clock; onReleased?: (n: number) => void },
): NoShowScheduler {
  return startSingletonJob(dataSource, {
    name: 'no-show release',
    lockKey: LOCK_NO_SHOWS,
    intervalMs: opts.intervalMs,
    work: (signal) => bookings.releaseNoShows(opts.clock, signal),
    report: (released) => {
      opts.onReleased?.(released.length);
      if (released.length > 0) log.info({ released: released.length }, 'no-shows: released (Uteblev)');
    },
  });
}
