/**
 * A job that one process of a cluster runs now and then (the no-show release, the pruning): a
 * pass at start (catching up after downtime) and then every `intervalMs`; each pass runs only where
 * no other process of the database runs one (`whenAlone`, a session advisory lock of its own key).
 * Passes never overlap: the next is timed from the end of the last. A failing pass is logged and
 * the job goes on.
 */
import type { DataSource } from 'typeorm';
import { whenAlone } from './db/database';
import { logError } from './log';

export interface SingletonJob<T> {
  /** One pass now (after the one under way): its result, or null when another process ran it. */
  runNow(): Promise<T | null>;
  /** Resolves when the pass under way (if any) has ended. */
  settled(): Promise<void>;
  /** No more passes; waits for the one under way. */
  stop(): Promise<void>;
}

export function startSingletonJob<T>(
  dataSource: DataSource,
  opts: { name: string; lockKey: number; intervalMs: number; work: (signal: AbortSignal) => Promise<T>; report?: (result: T) => void },
): SingletonJob<T> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let last: Promise<T | null> = Promise.resolve(null);
  // Aborted by stop(): the pass under way ends at its next safe point (between transactions), and
  // whenAlone then releases the advisory lock.
  const stopping = new AbortController();

  const pass = (): Promise<T | null> => {
    const run = last
      .catch(() => null)
      .then(() => (stopped ? null : whenAlone(dataSource, opts.lockKey, () => opts.work(stopping.signal))))
      .then((result) => {
        if (result !== null) opts.report?.(result);
        return result;
      });
    last = run.catch((e: unknown) => {
      logError(opts.name, e);
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
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await last;
    },
  };
}
