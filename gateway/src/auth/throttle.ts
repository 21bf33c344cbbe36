/**
 * Login throttling (DESIGN §6, issue 15), counted in Postgres so it holds across gateway processes
 * and per attempt (also when logins are batched or aliased into one GraphQL request):
 * - every attempt is counted BEFORE its password is checked, in one atomic upsert per client
 *   address and per e-mail (row locks, always taken in the same key order), so parallel guesses
 *   cannot all pass the check before any of them is recorded;
 * - after too many failures in the window, from one address or for one e-mail, refuse (429 with
 *   Retry-After) until the window passes. A success gives its address its attempt back and clears
 *   the e-mail's count. The account's owner gets in after the window (or, later, by resetting the
 *   password); the limit per e-mail is what stops guessing from many addresses.
 */
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../platform/errors';
import { countInWindow } from '../platform/db/window-counter';

export interface ThrottleSettings {
  windowSeconds: number;
  /** Failed logins from one client address in the window before it is refused. */
  maxFailuresPerAddress: number;
  /** Failed logins for one e-mail in the window before logins for it are refused. */
  maxFailuresPerEmail: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  windowSeconds: 15 * 60,
  maxFailuresPerAddress: 50,
  maxFailuresPerEmail: 10,
};

/** Keys of the counters; 'a:' sorts before 'e:', which fixes the order the rows are locked in. */
const addressKey = (address: string) => `a:${address}`;
const emailKey = (email: string) => `e:${createHash('sha256').update(`noq-login:${email.trim().toLowerCase()}`).digest('base64url')}`;

export interface Attempt {
  address: string;
  email: string;
}

export class LoginThrottle {
  constructor(
    private readonly ds: DataSource,
    readonly settings: ThrottleSettings = DEFAULT_THROTTLE,
  ) {}

  /**
   * Before a password is checked: counts the attempt (as a failure until `succeeded`) and refuses
   * it when the address or the e-mail is over its limit. Count and check are one statement.
   */
  async before(email: string, address: string): Promise<Attempt> {
    const keys = [addressKey(address), emailKey(email)];
    // Counts this attempt as a failure for each key (a new window when the old one has passed).
    const rows = await countInWindow(this.ds, keys, this.settings.windowSeconds);
    let retryAfter = 0;
    for (const r of rows) {
      const max = r.key.startsWith('a:') ? this.settings.maxFailuresPerAddress : this.settings.maxFailuresPerEmail;
      if (r.failures > max) retryAfter = Math.max(retryAfter, r.retry_after);
    }
    if (retryAfter > 0) throw new AppError('TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: retryAfter });
    // Keep the table small: counters of passed windows say nothing any more.
    if (Math.random() < 0.02) {
      // In key order, and skipping rows a login holds, so the prune never waits in a cycle with one.
      await this.ds.query(
        `DELETE FROM login_throttle WHERE key IN (
           SELECT key FROM login_throttle WHERE window_start < now() - make_interval(secs => $1) ORDER BY key FOR UPDATE SKIP LOCKED)`,
        [this.settings.windowSeconds * 2],
      );
    }
    return { address, email };
  }

  /** The attempt was right: its address gets the attempt back, and the e-mail's count starts over. */
  async succeeded(attempt: Attempt): Promise<void> {
    // Two statements in the key order `before` locks in ('a:' then 'e:'): one statement with a
    // data-modifying WITH may run its parts in either order, and a double-submitted login could
    // then wait on itself in a cycle.
    await this.ds.query(`UPDATE login_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = $1`, [addressKey(attempt.address)]);
    await this.ds.query(`DELETE FROM login_throttle WHERE key = $1`, [emailKey(attempt.email)]);
  }
}
