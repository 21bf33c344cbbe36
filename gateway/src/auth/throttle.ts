/**
 * Login throttling (DESIGN §6, issue 9), counted in Postgres so it holds across gateway processes
 * and per attempt (also when logins are batched or aliased into one GraphQL request):
 * - per client address: after too many failures in the window, refuse (429) until it passes;
 * - per e-mail: slow down progressively, never lock out, so nobody can lock a host out from elsewhere.
 */
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../common/errors';

export interface ThrottleSettings {
  windowSeconds: number;
  /** Failed logins from one address in the window before it is refused. */
  maxFailuresPerAddress: number;
  /** Failed logins for one e-mail in the window before logins for it are slowed. */
  freeFailuresPerEmail: number;
  maxDelayMs: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  windowSeconds: 15 * 60,
  maxFailuresPerAddress: 50,
  freeFailuresPerEmail: 3,
  maxDelayMs: 8000,
};

/** The pause before checking a password, after `failures` recent failures for its e-mail. */
export function delayFor(failures: number, s: ThrottleSettings = DEFAULT_THROTTLE): number {
  const over = failures - s.freeFailuresPerEmail;
  return over <= 0 ? 0 : Math.min(s.maxDelayMs, 250 * 2 ** (over - 1));
}

const emailHash = (email: string) => createHash('sha256').update(`noq-login:${email.trim().toLowerCase()}`).digest('base64url');

export class LoginThrottle {
  constructor(
    private readonly ds: DataSource,
    readonly settings: ThrottleSettings = DEFAULT_THROTTLE,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** Before a login: refuse a flooding address; slow down a much-failed e-mail. */
  async before(email: string, address: string): Promise<void> {
    const [row]: { by_address: number; by_email: number }[] = await this.ds.query(
      `SELECT count(*) FILTER (WHERE address = $1 AND NOT ok)::int AS by_address,
              count(*) FILTER (WHERE email_hash = $2 AND NOT ok
                                 AND at > COALESCE((SELECT max(at) FROM login_attempt WHERE email_hash = $2 AND ok), '-infinity'))::int AS by_email
         FROM login_attempt
        WHERE at > now() - make_interval(secs => $3) AND (address = $1 OR email_hash = $2)`,
      [address, emailHash(email), this.settings.windowSeconds],
    );
    if (row.by_address >= this.settings.maxFailuresPerAddress) throw new AppError('TOO_MANY_REQUESTS');
    const delay = delayFor(row.by_email, this.settings);
    if (delay > 0) await this.sleep(delay);
  }

  async record(email: string, address: string, ok: boolean): Promise<void> {
    await this.ds.query(`INSERT INTO login_attempt (email_hash, address, ok) VALUES ($1, $2, $3)`, [emailHash(email), address, ok]);
    // Keep the table small: old attempts say nothing any more.
    if (Math.random() < 0.02) await this.ds.query(`DELETE FROM login_attempt WHERE at < now() - interval '1 day'`);
  }
}
