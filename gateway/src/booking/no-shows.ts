/**
 * The no-show release's scheduler (issue 19 §6): inside each gateway, a pass at start (catching up
 * after downtime) and then every `intervalMs`; each pass runs only where no other process of the
 * database runs one (`whenAlone`, advisory lock LOCK_NO_SHOWS), and releases through
 * `BookingService.releaseNoShows` (one transaction per booking, idempotent). Passes never overlap:
 * the next is timed from the end of the last.
 */
import type { DataSource } from 'typeorm';
import type { Clock } from '../platform/clock';
import { LOCK_NO_SHOWS, whenAlone } from '../platform/db/database';
import { logError } from '../platform/log';
import type { BookingService } from './booking.service';

/** Between passes, unless NOQ_NO_SHOW_INTERVAL_MS says otherwise (0 turns the scheduler off). */
export const DEFAULT_NO_SHOW_INTERVAL_MS = 60_000;

export interface NoShowScheduler {
  /** One pass now (after the one under way): the ids released, or null when another process ran it. */
  runNow(): Promise<number[] | null>;
  /** Resolves when the pass under way (if any) has ended. */
  settled(): Promise<void>;
  /** No more passes; waits for the one under way. */
  stop(): Promise<void>;
}

export function startNoShowScheduler(
  dataSource: DataSource,
  bookings: BookingService,
  opts: { intervalMs: number; clock?: Clock },
): NoShowScheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let last: Promise<number[] | null> = Promise.resolve(null);

  const pass = (): Promise<number[] | null> => {
    const run = last
      .catch(() => null)
      .then(() => (stopped ? null : whenAlone(dataSource, LOCK_NO_SHOWS, () => bookings.releaseNoShows(opts.clock))))
      .then((released) => {
        if (released && released.length > 0) console.log(`no-shows: released ${released.length} booking(s) (Uteblev)`);
        return released;
      });
    last = run.catch((e: unknown) => {
      logError('no-show release', e);
      return null;
    });
    return run;
  };

  const tick = () => {
    timer = null;
    void pass()
      .catch(() => null)
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(tick, opts.intervalMs);
          timer.unref();
        }
      });
  };
  tick();

  return {
    runNow: pass,
    settled: () => last.then(() => undefined),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await last;
    },
  };
}
