/**
 * Limits on the requests that send e-mail to an address (issue 20 §4, §5): a reset link or a
 * registration, per e-mail address and per client address, counted in login_throttle's table
 * (the same atomic count-and-check upsert as the login throttle, under other keys), so they hold
 * across gateway processes. Every request counts, whatever its outcome: a limit that counted only
 * known addresses would tell which addresses are known.
 */
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../platform/errors';

export interface RequestLimit {
  windowSeconds: number;
  /** Requests for one e-mail address in the window: enough for a lost mail or two, not a mail bomb. */
  perEmail: number;
  /** Requests from one client address in the window (a shared network may hold many people). */
  perClient: number;
}

export const DEFAULT_LIMITS: Record<'reset' | 'register', RequestLimit> = {
  reset: { windowSeconds: 15 * 60, perEmail: 3, perClient: 30 },
  register: { windowSeconds: 15 * 60, perEmail: 3, perClient: 20 },
};

const COUNT_SQL = `
  INSERT INTO login_throttle AS t (key, window_start, failures)
  SELECT k, now(), 1 FROM unnest($1::text[]) AS k ORDER BY k
  ON CONFLICT (key) DO UPDATE SET
    window_start = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN now() ELSE t.window_start END,
    failures = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END
  RETURNING key, failures,
            GREATEST(1, ceil(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after`;

export class RequestLimiter {
  constructor(
    private readonly ds: DataSource,
    readonly limits: Record<'reset' | 'register', RequestLimit> = {
      reset: { ...DEFAULT_LIMITS.reset },
      register: { ...DEFAULT_LIMITS.register },
    },
  ) {}

  /** Counts one request of `kind` for the e-mail and the client; TOO_MANY_REQUESTS past either limit. */
  async count(kind: 'reset' | 'register', email: string, client: string): Promise<void> {
    const limit = this.limits[kind];
    const emailHash = createHash('sha256').update(`noq-${kind}:${email.trim().toLowerCase()}`).digest('base64url');
    // 'c' sorts before 'm': one lock order for every request.
    const keys = [`${kind}:c:${client}`, `${kind}:m:${emailHash}`];
    const rows: { key: string; failures: number; retry_after: number }[] = await this.ds.query(COUNT_SQL, [keys, limit.windowSeconds]);
    let retryAfter = 0;
    for (const r of rows) {
      const max = r.key.startsWith(`${kind}:c:`) ? limit.perClient : limit.perEmail;
      if (r.failures > max) retryAfter = Math.max(retryAfter, r.retry_after);
    }
    if (retryAfter > 0) throw new AppError('TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: retryAfter });
  }
}
