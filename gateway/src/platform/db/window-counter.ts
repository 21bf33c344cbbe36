/**
 * Counters per key over a time window, in login_throttle's table (shared by the login throttle and
 * the limits on requests that send e-mail): one atomic upsert counts this request for each key, in
 * key order (one lock order for everyone), and starts a new window where the old one has passed.
 * Holds across gateway processes.
 */
import type { DataSource } from 'typeorm';

const COUNT_SQL = `
  INSERT INTO login_throttle AS t (key, window_start, failures)
  SELECT k, now(), 1 FROM unnest($1::text[]) AS k ORDER BY k
  ON CONFLICT (key) DO UPDATE SET
    window_start = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN now() ELSE t.window_start END,
    failures = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END
  RETURNING key, failures,
            GREATEST(1, ceil(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after`;

export interface WindowCount {
  key: string;
  /** Counted in the current window, this one included. */
  failures: number;
  /** Seconds until the window passes. */
  retry_after: number;
}

export function countInWindow(ds: Pick<DataSource, 'query'>, keys: readonly string[], windowSeconds: number): Promise<WindowCount[]> {
  return ds.query(COUNT_SQL, [keys, windowSeconds]);
}
