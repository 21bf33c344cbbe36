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
import { countInWindow } from '../platform/db/window-counter';

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
    const rows = await countInWindow(this.ds, keys, limit.windowSeconds);
    let retryAfter = 0;
    for (const r of rows) {
      const max = r.key.startsWith(`${kind}:c:`) ? limit.perClient : limit.perEmail;
      if (r.failures > max) retryAfter = Math.max(retryAfter, r.retry_after);
    }
    if (retryAfter > 0) throw new AppError('TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: retryAfter });
  }
}

/**
 * A reset request and a registration answer no sooner than this after they arrive, whatever the
 * address: a known and an unknown address do different work (a link or none, an account or an
 * e-mail to its owner), and the answer's timing must not tell them apart (issue 20 §5).
 */
export const ANSWER_FLOOR_MS = 250;
