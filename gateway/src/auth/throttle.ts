/**
 * Login throttling (DESIGN §6, issue 15), counted in Postgres so it holds across gateway processes
 * and per attempt (also when logins are batched or aliased into one GraphQL request):
 * - every attempt is counted BEFORE its password is checked, in one atomic upsert per client
 *   address and per e-mail (row locks, always taken in the same key order), so parallel guesses
 *   cannot all pass the check before any of them is recorded;
 * - after too many failures in the window, from one address or for one e-mail, refuse (429 with
 *   Retry-After) until the window passes. A success gives its address its attempt back and clears
 *   the e-mail's count. The limit per e-mail is what stops guessing from many addresses.
 *
 * Issue 29 §4 (OWASP ASVS 2.2.1: anti-automation that does not let an attacker lock users out): a
 * login from a device that has logged in to this account before (its device cookie names a
 * login_device row of the account) is counted per device ('d:' key, the per-e-mail limit) instead
 * of per address and e-mail, so strangers' guesses, which lock the account for unknown clients,
 * never lock its owner out of their own phone or computer. From a new device the owner gets in
 * after the window, or at once through a reset link, which lifts the account's lock
 * (`clearAccount`) and forgets its devices.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../platform/errors';
import { countInWindow } from '../platform/db/window-counter';
import { DEVICE_DAYS } from '../platform/device-days';

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
  /** The login_device id (SHA-256 of the cookie's token) when the device logged in to this account before. */
  device: string | null;
}

export const hashDeviceToken = (token: string): string => createHash('sha256').update(`noq-device:${token}`).digest('base64url');
const deviceKey = (deviceId: string) => `d:${deviceId}`;

export class LoginThrottle {
  constructor(
    private readonly ds: DataSource,
    readonly settings: ThrottleSettings = DEFAULT_THROTTLE,
  ) {}

  /**
   * Before a password is checked: counts the attempt (as a failure until `succeeded`) and refuses
   * it when the address or the e-mail is over its limit. Count and check are one statement.
   */
  async before(email: string, address: string, deviceTokens: readonly string[] = []): Promise<Attempt> {
    const device = await this.knownDevice(email, deviceTokens);
    const keys = device ? [deviceKey(device)] : [addressKey(address), emailKey(email)];
    // Counts this attempt as a failure for each key (a new window when the old one has passed).
    const rows = await countInWindow(this.ds, keys, this.settings.windowSeconds);
    let retryAfter = 0;
    for (const r of rows) {
      // 'a:' an address, 'e:' an e-mail, 'd:' a known device of the account (the e-mail's limit).
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
    return { address, email, device };
  }

  /** The device among `tokens` that logged in to the account of `email` before (within DEVICE_DAYS), if any. */
  private async knownDevice(email: string, tokens: readonly string[]): Promise<string | null> {
    if (tokens.length === 0) return null;
    const [row]: { id: string }[] = await this.ds.query(
      `SELECT d.id FROM login_device d JOIN app_user u ON u.id = d.user_id
        WHERE d.id = ANY ($1::text[]) AND lower(u.email) = lower($2) AND d.last_used_at > now() - make_interval(days => $3)
        LIMIT 1`,
      [tokens.map(hashDeviceToken), email.trim(), DEVICE_DAYS],
    );
    return row?.id ?? null;
  }

  /**
   * After a successful login: this device is known to the account from now on. Answers the
   * device's new token when it had none for the account (the caller adds it to the cookie).
   */
  async rememberDevice(userId: number, attempt: Attempt): Promise<string | null> {
    if (attempt.device) {
      await this.ds.query(`UPDATE login_device SET last_used_at = now() WHERE id = $1`, [attempt.device]);
      return null;
    }
    const token = randomBytes(32).toString('base64url');
    await this.ds.query(`INSERT INTO login_device (id, user_id) VALUES ($1, $2)`, [hashDeviceToken(token), userId]);
    if (Math.random() < 0.02) {
      await this.ds.query(`DELETE FROM login_device WHERE last_used_at < now() - make_interval(days => $1)`, [DEVICE_DAYS]);
    }
    return token;
  }

  /** A reset link was used (issue 29 §4): the account's lock is lifted and its devices are strangers again. */
  async clearAccount(email: string, userId: number): Promise<void> {
    await this.ds.query(`DELETE FROM login_throttle WHERE key = $1`, [emailKey(email)]);
    await this.ds.query(`DELETE FROM login_device WHERE user_id = $1`, [userId]);
  }

  /** The attempt was right: its address gets the attempt back, and the e-mail's count starts over. */
  async succeeded(attempt: Attempt): Promise<void> {
    if (attempt.device) {
      await this.ds.query(`DELETE FROM login_throttle WHERE key = $1`, [deviceKey(attempt.device)]);
      return;
    }
    // Two statements in the key order `before` locks in ('a:' then 'e:'): one statement with a
    // data-modifying WITH may run its parts in either order, and a double-submitted login could
    // then wait on itself in a cycle.
    await this.ds.query(`UPDATE login_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = $1`, [addressKey(attempt.address)]);
    await this.ds.query(`DELETE FROM login_throttle WHERE key = $1`, [emailKey(attempt.email)]);
  }
}
