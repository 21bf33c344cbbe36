/**
 * Accounts people run themselves (issue 20 §4, §5): a password reset by an e-mailed link, a guest's
 * own registration with an activation link, and the set-password link of a staff invitation
 * (admin/accounts.service.ts sends those). Every message is written to the outbox in the same
 * transaction as the account change, with no token: the delivery worker makes the link as it sends
 * the message (tokens.ts, issue 29 §3, §6), so no waiting row holds a usable secret.
 *
 * No answer tells whether an e-mail address has an account: a reset request and a registration
 * answer the same for a known and an unknown address, after the same work (the password is hashed
 * either way); the owner of a known address gets an e-mail instead.
 */
import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../auth/password';
import type { AuthService } from '../auth/auth.service';
import { EMAIL_SHAPE, MAX_NAME, validatePassword } from '../platform/validate';
import type { MailSettings } from './mail-settings';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../domain/person';
import { MAX_PHONE, PHONE_DIGITS, PHONE_SHAPE } from '../domain/shelter-facts';
import { inTransaction } from '../platform/db/database';
import { AppError, sqlConstraint, sqlState } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { enqueue } from '../notify/outbox';
import { checkToken, consumeToken } from './tokens';

import { RequestLimiter } from './limits';
import { RegistrationInput } from './credentials.view';
import { ANSWER_FLOOR_MS } from './limits';

interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: 'K' | 'M' | null;
  phone: string;
  language: Language;
}

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

function name(value: unknown): string {
  if (typeof value !== 'string') throw bad(MESSAGES.BAD_USER_INPUT.nameRequired);
  const t = value.trim().replace(/\s+/g, ' ');
  if (t === '') throw bad(MESSAGES.BAD_USER_INPUT.nameRequired);
  if (t.length > MAX_NAME) throw bad(MESSAGES.BAD_USER_INPUT.nameTooLong(MAX_NAME));
  return t;
}

const absent = (v: unknown): boolean => v === undefined || v === null || v === '';

/** A login e-mail (platform/validate.ts's shape; a missing one is "invalid", not "required", as SPEC's registration says). */
function validateEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email.length > 320 || !EMAIL_SHAPE.test(email)) throw bad(MESSAGES.BAD_USER_INPUT.emailInvalid);
  return email;
}

/** The registration form's fields, checked; anything else a request carries (groups, say) is not read. */
function checkRegistration(input: RegistrationInput): Registration {
  const email = validateEmail(input.email);
  const password = validatePassword(input.password);
  const firstName = name(input.firstName);
  const lastName = name(input.lastName);
  let gender: 'K' | 'M' | null = null;
  if (!absent(input.gender)) {
    const g = typeof input.gender === 'string' ? input.gender.trim().toUpperCase() : '';
    if (g !== 'K' && g !== 'M') throw bad(MESSAGES.BAD_USER_INPUT.gender);
    gender = g;
  }
  let phone = '';
  if (!absent(input.phone)) {
    if (typeof input.phone !== 'string') throw bad(MESSAGES.BAD_USER_INPUT.phone(PHONE_DIGITS.min, PHONE_DIGITS.max));
    phone = input.phone.trim();
    const digits = phone.replace(/[^0-9]/g, '').length;
    if (phone !== '' && (phone.length > MAX_PHONE || !PHONE_SHAPE.test(phone) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max)) {
      throw bad(MESSAGES.BAD_USER_INPUT.phone(PHONE_DIGITS.min, PHONE_DIGITS.max));
    }
  }
  const language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  return { email, password, firstName, lastName, gender, phone, language };
}

/**
 * A free UNO code for a guest who registered themselves: the four digits volunteers type for a
 * guest they create (SPEC §3) must be unique, so the account takes one no one holds, at random
 * (a volunteer who later needs that code for another person gets UNO_TAKEN and an admin can change
 * either). Null when all 10,000 are taken.
 */
async function freeUnoCode(tx: EntityManager): Promise<string | null> {
  // A few random codes first (index look-ups: cheap, so a registration takes about as long as the
  // answer to a taken address); the whole range only when the codes are nearly all taken.
  const tries = Array.from({ length: 8 }, () => String(randomInt(10_000)).padStart(4, '0'));
  const [quick]: { code: string }[] = await tx.query(
    `SELECT c AS code FROM unnest($1::text[]) AS c WHERE NOT EXISTS (SELECT 1 FROM guest_profile g WHERE g.unokod = c) LIMIT 1`,
    [tries],
  );
  if (quick) return quick.code;
  const [row]: { code: string }[] = await tx.query(
    `SELECT lpad(n::text, 4, '0') AS code FROM generate_series(0, 9999) AS n
      WHERE NOT EXISTS (SELECT 1 FROM guest_profile g WHERE g.unokod = lpad(n::text, 4, '0'))
      ORDER BY random() LIMIT 1`,
  );
  return row?.code ?? null;
}

const answerNoSoonerThan = async (started: number, floorMs: number): Promise<void> => {
  const wait = started + floorMs - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

export class CredentialsService {
  readonly limiter: RequestLimiter;
  /** ANSWER_FLOOR_MS; settable so a test can look at the work's own time. */
  answerFloorMs = ANSWER_FLOOR_MS;

  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    readonly mail: MailSettings,
    limiter?: RequestLimiter,
  ) {
    this.limiter = limiter ?? new RequestLimiter(ds);
  }

  /**
   * 'Glömt lösenordet?': e-mails a reset link (30 minutes, single use) when the address belongs to
   * an account that may log in; answers nothing either way. Limited per address and per client.
   */
  async requestPasswordReset(emailValue: unknown, client = 'unknown'): Promise<void> {
    const started = performance.now();
    const email = validateEmail(emailValue);
    await this.limiter.count('reset', email, client);
    await inTransaction(this.ds, async (tx) => {
      const [user]: { id: number; first_name: string; language: string; email: string }[] = await tx.query(
        `SELECT id, first_name, language, email FROM app_user
          WHERE lower(email) = $1 AND cardinality(groups) > 0 AND deactivated_at IS NULL`,
        [email],
      );
      if (!user) return;
      await enqueue(tx, [
        {
          template: 'account.password_reset',
          channel: 'email',
          address: user.email,
          recipientId: user.id,
          language: user.language,
          params: { firstName: user.first_name },
        },
      ]);
    });
    await answerNoSoonerThan(started, this.answerFloorMs);
  }

  /**
   * Opens a reset or invitation link: sets the password (the same rules as changing it), marks the
   * link used and ends ALL the account's sessions. The link proves the mailbox, so a registered
   * guest who never opened the activation link is activated too, and a lock the login throttle put
   * on the account is lifted (its known devices are forgotten: issue 29 §4). Errors: BAD_USER_INPUT (password;
   * the link stays usable), LINK_INVALID, LINK_USED, LINK_EXPIRED.
   */
  /**
   * Is this link still usable (issue 33 §11)? `kind` names the page: 'password' (a reset or an
   * invitation) or 'activation'. Nothing changes; the answer is an error code or true.
   */
  async checkLink(token: unknown, kind: unknown): Promise<true> {
    if (kind !== 'password' && kind !== 'activation') throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.linkKind);
    await checkToken(this.ds.manager, token, kind === 'password' ? ['reset', 'invitation'] : ['activation']);
    return true;
  }

  async setPasswordWithLink(token: unknown, password: unknown): Promise<void> {
    const hash = await hashPassword(validatePassword(password));
    const done = await inTransaction(this.ds, async (tx) => {
      const link = await consumeToken(tx, token, ['reset', 'invitation']);
      const [user]: { email: string }[] = await tx.query(
        // In a CTE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
        `WITH u AS (UPDATE app_user SET password_hash = $2, must_change_password = false, activation_pending = false
                     WHERE id = $1 AND deactivated_at IS NULL RETURNING email)
         SELECT email FROM u`,
        [link.userId, hash],
      );
      if (!user) throw new AppError('LINK_INVALID');
      await tx.query(`DELETE FROM session WHERE user_id = $1`, [link.userId]);
      return { userId: link.userId, email: user.email };
    });
    // Outside the transaction too: a session started while it ran is gone as well.
    await this.auth.endSessionsOf(done.userId);
    // The link proves the mailbox: it lifts a lock strangers' guesses put on the account (issue 29 §4).
    await this.auth.throttle.clearAccount(done.email, done.userId);
  }

  /**
   * A guest's own registration (issue 20 §5): a guest account (group user, never another) with a
   * guest record and a free UNO code, inactive until the e-mailed activation link is opened. An
   * address that already has an account answers the same; its owner gets an e-mail saying someone
   * tried (or a new activation link, when the account still waits for one).
   */
  async register(input: RegistrationInput, client = 'unknown'): Promise<void> {
    const started = performance.now();
    const r = checkRegistration(input);
    await this.limiter.count('register', r.email, client);
    // Hashed whatever follows, so a known address takes as long as a new one.
    const hash = await hashPassword(r.password);
    for (let attempt = 1; ; attempt++) {
      try {
        await inTransaction(this.ds, (tx) => this.registerIn(tx, r, hash));
        await answerNoSoonerThan(started, this.answerFloorMs);
        return;
      } catch (e) {
        // Two registrations of one address at once, or two drawing the same UNO code: the loser
        // tries again and finds the winner's account (or another code).
        const raced = sqlState(e) === '23505' && ['app_user_email_key', 'guest_profile_unokod_key'].includes(sqlConstraint(e) ?? '');
        if (!raced || attempt >= 3) throw e;
      }
    }
  }

  private async registerIn(tx: EntityManager, r: Registration, hash: string): Promise<void> {
    const [existing]: { id: number; first_name: string; language: string; email: string; activation_pending: boolean }[] = await tx.query(
      `SELECT id, first_name, language, email, activation_pending FROM app_user WHERE lower(email) = $1`,
      [r.email],
    );
    if (existing) {
      const again = existing.activation_pending;
      await enqueue(tx, [
        {
          template: again ? 'account.activation' : 'account.registration_attempt',
          channel: 'email',
          address: existing.email,
          recipientId: existing.id,
          language: existing.language,
          params: { firstName: existing.first_name },
        },
      ]);
      return;
    }
    const uno = await freeUnoCode(tx);
    if (uno === null) throw new AppError('UNO_TAKEN');
    const [user]: { id: number }[] = await tx.query(
      `INSERT INTO app_user (email, password_hash, first_name, last_name, groups, language, activation_pending)
       VALUES ($1, $2, $3, $4, '{user}', $5, true) RETURNING id`,
      [r.email, hash, r.firstName, r.lastName, r.language],
    );
    if (!user) throw new AppError('INTERNAL_SERVER_ERROR');
    await tx.query(`INSERT INTO guest_profile (user_id, unokod, gender, phone) VALUES ($1, $2, $3, $4)`, [user.id, uno, r.gender, r.phone]);
    await enqueue(tx, [
      {
        template: 'account.activation',
        channel: 'email',
        address: r.email,
        recipientId: user.id,
        language: r.language,
        params: { firstName: r.firstName },
      },
    ]);
  }

  /**
   * Opens an activation link (issue 29 §1): whoever holds the link chooses the password, as with a
   * reset link, and the registered guest may log in with it from now on. The password a
   * registration gave is never kept past activation: someone who registered the address first
   * (with a password of their own) cannot log in to the account its owner then activates. Errors:
   * BAD_USER_INPUT (password rules; the link stays usable), LINK_INVALID, LINK_USED, LINK_EXPIRED.
   */
  async activate(token: unknown, password: unknown): Promise<void> {
    const hash = await hashPassword(validatePassword(password));
    const userId = await inTransaction(this.ds, async (tx) => {
      const link = await consumeToken(tx, token, ['activation']);
      const done: unknown[] = await tx.query(
        `WITH u AS (UPDATE app_user SET password_hash = $2, activation_pending = false WHERE id = $1 AND deactivated_at IS NULL RETURNING id)
         SELECT id FROM u`,
        [link.userId, hash],
      );
      if (done.length === 0) throw new AppError('LINK_INVALID');
      await tx.query(`DELETE FROM session WHERE user_id = $1`, [link.userId]);
      return link.userId;
    });
    await this.auth.endSessionsOf(userId);
  }
}

declare module '../platform/services' {
  interface Services {
    credentials: CredentialsService;
  }
}
