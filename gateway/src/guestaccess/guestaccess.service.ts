/**
 * A guest logs in without e-mail (issue 36):
 * - by phone: a 6-digit code by SMS (the outbox's SMS channel; the code is made as it is sent,
 *   codes.ts), valid 10 minutes and once, at most 5 tries; sends limited per number and per client;
 *   a known and an unknown number get the same answer after the same time (no enumeration);
 * - by a start code from staff (12 characters of an unambiguous alphabet, 14 days, once; a new one
 *   replaces the old and lifts a PIN lock): the guest chooses a 6-digit PIN and from then on logs in
 *   with UNO code + PIN, throttled like the password login (auth/throttle.ts) and locked after
 *   PIN_MAX_FAILURES wrong PINs in a row until staff give a new start code or an SMS code opens it;
 * - registration by phone, activated by its SMS code; a guest's own phone number, changed by a code.
 * Every way refuses a deactivated account (said only to whoever holds the right code or PIN).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthService } from '../auth/auth.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import type { Actor } from '../domain/actor';
import { DEFAULT_LANGUAGE, isLanguage } from '../domain/person';
import { enqueue, SMS_CODE_TEMPLATE } from '../notify/outbox';
import { recordAudit } from '../platform/audit';
import { inTransaction } from '../platform/db/database';
import { countInWindow } from '../platform/db/window-counter';
import { AppError, sqlConstraint, sqlState } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { MAX_NAME } from '../platform/validate';
import type { SmsLoginSettings } from './sms-settings';
import type { IssuedStartCode, PhoneRegistrationInput, SessionStart } from './guestaccess.view';
import type { CodePurpose } from './codes';
import {
  CODE_ANSWER_FLOOR_MS,
  DEFAULT_GUEST_ACCESS_LIMITS,
  type GuestAccessLimit,
  groupedStartCode,
  SHARED_SESSION_SECONDS,
  hashSmsCode,
  hashStartCode,
  newStartCode,
  PIN_MAX_FAILURES,
  PIN_SHAPE,
  showPhone,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_SHAPE,
  START_CODE_SHAPE,
  START_CODE_TTL_DAYS,
  swedishMobile,
  typedSmsCode,
  typedStartCode,
} from './guestaccess.rules';
import {
  COUNT_TRY_SQL,
  GUEST_BY_PHONE_SQL,
  GUEST_BY_UNO_SQL,
  ISSUE_START_CODE_SQL,
  LIVE_CODE_OF_USER_SQL,
  LIVE_CODE_SQL,
  PIN_FAILED_SQL,
  PIN_OK_SQL,
  PROVEN_SQL,
  USE_CODE_SQL,
  USE_START_CODE_SQL,
} from './guestaccess.sql';

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const keyHash = (kind: string, value: string): string => createHash('sha256').update(`noq-${kind}:${value}`).digest('base64url');

function mobile(value: unknown): string {
  const phone = swedishMobile(value);
  if (!phone) throw bad(MESSAGES.BAD_USER_INPUT.mobileInvalid);
  return phone;
}

function name(value: unknown): string {
  if (typeof value !== 'string') throw bad(MESSAGES.BAD_USER_INPUT.nameRequired);
  const t = value.trim().replace(/\s+/g, ' ');
  if (t === '') throw bad(MESSAGES.BAD_USER_INPUT.nameRequired);
  if (t.length > MAX_NAME) throw bad(MESSAGES.BAD_USER_INPUT.nameTooLong(MAX_NAME));
  return t;
}

export class GuestAccessService {
  readonly limits: Record<keyof typeof DEFAULT_GUEST_ACCESS_LIMITS, GuestAccessLimit> = {
    send: { ...DEFAULT_GUEST_ACCESS_LIMITS.send },
    verify: { ...DEFAULT_GUEST_ACCESS_LIMITS.verify },
    startCode: { ...DEFAULT_GUEST_ACCESS_LIMITS.startCode },
  };
  /** CODE_ANSWER_FLOOR_MS; settable so a test can look at the work's own time. */
  answerFloorMs = CODE_ANSWER_FLOOR_MS;

  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    readonly sms: SmsLoginSettings,
  ) {}

  /** What the login page offers: the phone login only when an SMS channel is configured. */
  loginOptions(): { sms: boolean } {
    return { sms: this.sms.enabled };
  }

  private async limit(kind: keyof typeof DEFAULT_GUEST_ACCESS_LIMITS, key: string | null, client: string): Promise<void> {
    const l = this.limits[kind];
    // 'c' sorts before 'k': one lock order for every request.
    const keys = [`ga-${kind}:c:${client}`, ...(key ? [`ga-${kind}:k:${key}`] : [])];
    const rows = await countInWindow(this.ds, keys, l.windowSeconds);
    let retryAfter = 0;
    for (const r of rows) {
      const max = r.key.startsWith(`ga-${kind}:c:`) ? l.perClient : l.perKey;
      if (r.failures > max) retryAfter = Math.max(retryAfter, r.retry_after);
    }
    if (retryAfter > 0) throw new AppError('TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: retryAfter });
  }

  private async padFrom(started: number): Promise<void> {
    const wait = started + this.answerFloorMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  private requireSms(): void {
    if (!this.sms.enabled) throw bad(MESSAGES.BAD_USER_INPUT.smsOff);
  }

  // ---- phone login ---------------------------------------------------------------------------

  /**
   * 'Logga in med telefon': an SMS code to the number when it is a guest's login phone (an
   * activation code when the account registered by phone and waits for it); nothing otherwise. The
   * same answer, in the same time, either way.
   */
  async requestLoginCode(phoneValue: unknown, client = 'unknown'): Promise<void> {
    const started = performance.now();
    this.requireSms();
    const phone = mobile(phoneValue);
    await this.limit('send', keyHash('phone', phone), client);
    await inTransaction(this.ds, async (tx) => {
      const [user]: { id: number; first_name: string; language: string; activation_pending: boolean }[] = await tx.query(
        GUEST_BY_PHONE_SQL,
        [phone],
      );
      if (!user) return;
      await this.queueCode(tx, user.id, phone, user.activation_pending ? 'activation' : 'login', user.language);
    });
    await this.padFrom(started);
  }

  private async queueCode(tx: EntityManager, userId: number, phone: string, purpose: CodePurpose, language: string): Promise<void> {
    await enqueue(tx, [
      { template: SMS_CODE_TEMPLATE, channel: 'sms', address: phone, recipientId: userId, language, params: { purpose } },
    ]);
  }

  /**
   * Logs in with the number and the code it got (an activation code activates the account). A wrong
   * code counts one of the code's 5 tries; wrong, used, expired or unknown answer CODE_INVALID alike,
   * after the same time. `shared`: a shared computer's short session.
   */
  async loginWithCode(
    phoneValue: unknown,
    codeValue: unknown,
    previousToken: string | null,
    client = 'unknown',
    shared = false,
  ): Promise<SessionStart> {
    const started = performance.now();
    const phone = swedishMobile(phoneValue);
    const code = typedSmsCode(codeValue);
    await this.limit('verify', null, client);
    const outcome = await this.checkCode(phone, code, ['login', 'activation'], null);
    await this.padFrom(started);
    if (outcome.kind === 'wrong') throw new AppError('CODE_INVALID');
    if (outcome.kind === 'deactivated') throw new AppError('ACCOUNT_DEACTIVATED');
    return this.auth.startSession(outcome.userId, previousToken, shared ? SHARED_SESSION_SECONDS : undefined);
  }

  /**
   * Checks a code in one transaction that commits its outcome (a counted try or a use): the
   * caller throws after the commit, so a wrong try is never rolled back with the error.
   */
  private async checkCode(
    phone: string | null,
    code: string,
    purposes: CodePurpose[],
    userId: number | null,
    byUser = false,
  ): Promise<{ kind: 'wrong' } | { kind: 'deactivated' } | { kind: 'ok'; userId: number; phone: string }> {
    return inTransaction(this.ds, async (tx) => {
      const [row]: { id: number; user_id: number; purpose: string; phone: string; code_hash: string; deactivated: boolean }[] = byUser
        ? await tx.query(LIVE_CODE_OF_USER_SQL, [userId, purposes[0], SMS_CODE_MAX_TRIES])
        : phone
          ? await tx.query(LIVE_CODE_SQL, [phone, purposes, SMS_CODE_MAX_TRIES, userId])
          : [];
      // The hash is made whatever is found, so an unknown number takes as long as a wrong code.
      const typed = hashSmsCode(row?.phone ?? phone ?? '', row?.purpose ?? purposes[0] ?? '', code);
      if (!row || !SMS_CODE_SHAPE.test(code) || !sameHash(typed, row.code_hash)) {
        if (row) await tx.query(COUNT_TRY_SQL, [row.id]);
        return { kind: 'wrong' as const };
      }
      if (row.deactivated) return { kind: 'deactivated' as const };
      await tx.query(USE_CODE_SQL, [row.id]);
      if (row.purpose !== 'phone') await tx.query(PROVEN_SQL, [row.user_id]);
      return { kind: 'ok' as const, userId: row.user_id, phone: row.phone };
    });
  }

  // ---- registration by phone -----------------------------------------------------------------

  /**
   * A guest registers with a phone number instead of an e-mail (issue 36 §2): a guest account with a
   * free UNO code, inactive until the SMS code is typed back (loginWithCode activates and logs in).
   * A number that already has an account answers the same; its owner gets a login code instead.
   */
  async registerWithPhone(input: PhoneRegistrationInput, client = 'unknown'): Promise<void> {
    const started = performance.now();
    this.requireSms();
    const phone = mobile(input.phone);
    const firstName = name(input.firstName);
    const lastName = name(input.lastName);
    let gender: 'K' | 'M' | null = null;
    if (input.gender !== undefined && input.gender !== null && input.gender !== '') {
      const g = typeof input.gender === 'string' ? input.gender.trim().toUpperCase() : '';
      if (g !== 'K' && g !== 'M') throw bad(MESSAGES.BAD_USER_INPUT.gender);
      gender = g;
    }
    const language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
    await this.limit('send', keyHash('phone', phone), client);
    for (let attempt = 1; ; attempt++) {
      try {
        await inTransaction(this.ds, async (tx) => {
          const [existing]: { id: number; language: string; activation_pending: boolean; deactivated: boolean; guest: boolean }[] =
            await tx.query(
              `SELECT id, language, activation_pending, deactivated_at IS NOT NULL AS deactivated, 'user' = ANY (groups) AS guest
                 FROM app_user WHERE login_phone = $1`,
              [phone],
            );
          if (existing) {
            if (!existing.deactivated && existing.guest) {
              await this.queueCode(tx, existing.id, phone, existing.activation_pending ? 'activation' : 'login', existing.language);
            }
            return;
          }
          const uno = await freeUnoCode(tx);
          if (uno === null) throw new AppError('UNO_TAKEN');
          const [user]: { id: number }[] = await tx.query(
            `INSERT INTO app_user (email, password_hash, first_name, last_name, groups, language, activation_pending, login_phone, contact_preference)
             VALUES (NULL, NULL, $1, $2, '{user}', $3, true, $4, 'sms') RETURNING id`,
            [firstName, lastName, language, phone],
          );
          if (!user) throw new AppError('INTERNAL_SERVER_ERROR');
          await tx.query(`INSERT INTO guest_profile (user_id, unokod, gender, phone) VALUES ($1, $2, $3, $4)`, [
            user.id,
            uno,
            gender,
            showPhone(phone),
          ]);
          await this.queueCode(tx, user.id, phone, 'activation', language);
        });
        break;
      } catch (e) {
        const raced = sqlState(e) === '23505' && ['app_user_login_phone_key', 'guest_profile_unokod_key'].includes(sqlConstraint(e) ?? '');
        if (!raced || attempt >= 3) throw e;
      }
    }
    await this.padFrom(started);
  }

  // ---- the guest's own phone number ----------------------------------------------------------

  /** The logged-in guest's login phone, as shown (070-123 45 67), or null. */
  async myPhone(actorOrNull: Actor | null): Promise<string | null> {
    const actor = requireGroup(actorOrNull, 'user');
    const [row]: { login_phone: string | null }[] = await this.ds.query(`SELECT login_phone FROM app_user WHERE id = $1`, [actor.userId]);
    return row?.login_phone ? showPhone(row.login_phone) : null;
  }

  /**
   * A guest adds or changes their login phone (Inställningar): a code goes to the new number; the
   * number is theirs once the code comes back (confirmPhoneChange). A number another account holds
   * answers the same and gets nothing.
   */
  async requestPhoneChange(actorOrNull: Actor | null, phoneValue: unknown, client = 'unknown'): Promise<void> {
    const actor = requireGroup(actorOrNull, 'user');
    const started = performance.now();
    this.requireSms();
    const phone = mobile(phoneValue);
    await this.limit('send', keyHash('phone', phone), client);
    await inTransaction(this.ds, async (tx) => {
      const taken: unknown[] = await tx.query(`SELECT 1 FROM app_user WHERE login_phone = $1 AND id <> $2`, [phone, actor.userId]);
      if (taken.length > 0) return;
      const [me]: { language: string }[] = await tx.query(`SELECT language FROM app_user WHERE id = $1`, [actor.userId]);
      await this.queueCode(tx, actor.userId, phone, 'phone', me?.language ?? DEFAULT_LANGUAGE);
    });
    await this.padFrom(started);
  }

  /** The code sent to the new number: the number becomes the guest's login phone (and contact phone). Answers it as shown. */
  async confirmPhoneChange(actorOrNull: Actor | null, codeValue: unknown, client = 'unknown'): Promise<string> {
    const actor = requireGroup(actorOrNull, 'user');
    await this.limit('verify', null, client);
    const outcome = await this.checkCode(null, typedSmsCode(codeValue), ['phone'], actor.userId, true);
    if (outcome.kind !== 'ok') throw new AppError('CODE_INVALID');
    await inTransaction(this.ds, async (tx) => {
      await tx.query(`UPDATE app_user SET login_phone = $2 WHERE id = $1`, [actor.userId, outcome.phone]).catch((e: unknown) => {
        if (sqlState(e) === '23505' && sqlConstraint(e) === 'app_user_login_phone_key') throw bad(MESSAGES.BAD_USER_INPUT.phoneTaken);
        throw e;
      });
      await tx.query(`UPDATE guest_profile SET phone = $2, last_edit = now() WHERE user_id = $1`, [actor.userId, showPhone(outcome.phone)]);
      await recordAudit(tx, { actorId: actor.userId, action: 'login_phone_changed', entity: 'account', entityId: actor.userId });
    });
    return showPhone(outcome.phone);
  }

  // ---- start code and PIN --------------------------------------------------------------------

  /**
   * Staff (a volunteer, host staff or an admin) make a guest's start code for the slip: a new one
   * replaces the old and lifts a PIN lock. Audited; the code itself is shown once and kept only hashed.
   */
  async issueStartCode(actorOrNull: Actor | null, guestIdValue: unknown): Promise<IssuedStartCode> {
    const actor = requireGroup(actorOrNull, 'volunteer', 'host', 'admin');
    const guestId = Number(guestIdValue);
    if (!Number.isSafeInteger(guestId) || guestId <= 0) throw new AppError('GUEST_NOT_FOUND');
    const code = newStartCode();
    return inTransaction(this.ds, async (tx) => {
      const [guest]: { uno: string; deactivated: boolean }[] = await tx.query(
        `SELECT g.unokod AS uno, u.deactivated_at IS NOT NULL AS deactivated
           FROM app_user u JOIN guest_profile g ON g.user_id = u.id WHERE u.id = $1 AND 'user' = ANY (u.groups) FOR UPDATE OF u`,
        [guestId],
      );
      if (!guest) throw new AppError('GUEST_NOT_FOUND');
      if (guest.deactivated) throw new AppError('ACCOUNT_DEACTIVATED');
      const [row]: { expires_at: Date }[] = await tx.query(ISSUE_START_CODE_SQL, [
        guestId,
        hashStartCode(code),
        actor.userId,
        START_CODE_TTL_DAYS,
      ]);
      await tx.query(`UPDATE app_user SET pin_failures = 0, pin_locked_at = NULL WHERE id = $1`, [guestId]);
      await recordAudit(tx, { actorId: actor.userId, action: 'start_code_issued', entity: 'account', entityId: guestId });
      return { code: groupedStartCode(code), uno: guest.uno, expiresAt: new Date(row?.expires_at ?? Date.now()) };
    });
  }

  /**
   * The guest enters the start code and chooses a PIN: the code is used up, the PIN set, and the
   * guest logged in. Answers the session and the UNO code the guest logs in with from now on.
   */
  async redeemStartCode(
    codeValue: unknown,
    pinValue: unknown,
    previousToken: string | null,
    client = 'unknown',
    shared = false,
  ): Promise<SessionStart & { uno: string }> {
    const code = typedStartCode(codeValue);
    if (typeof pinValue !== 'string' || !PIN_SHAPE.test(pinValue)) throw bad(MESSAGES.BAD_USER_INPUT.pinShape);
    await this.limit('startCode', null, client);
    const pinHash = await hashPassword(pinValue);
    if (!START_CODE_SHAPE.test(code)) throw new AppError('CODE_INVALID', MESSAGES.CODE_INVALID.startCode);
    const done = await inTransaction(this.ds, async (tx) => {
      const [row]: { id: number; deactivated: boolean; uno: string | null }[] = await tx.query(USE_START_CODE_SQL, [hashStartCode(code)]);
      if (!row) return null;
      if (row.deactivated) return { deactivated: true as const };
      await tx.query(`UPDATE app_user SET pin_hash = $2 WHERE id = $1`, [row.id, pinHash]);
      await tx.query(PROVEN_SQL, [row.id]);
      await recordAudit(tx, { actorId: row.id, action: 'start_code_used', entity: 'account', entityId: row.id });
      return { userId: row.id, uno: row.uno ?? '' };
    });
    if (!done) throw new AppError('CODE_INVALID', MESSAGES.CODE_INVALID.startCode);
    // A deactivated guest's code stays unused (the transaction above rolled nothing back: it returned).
    if ('deactivated' in done) throw new AppError('ACCOUNT_DEACTIVATED');
    await this.auth.endSessionsOf(done.userId);
    const session = await this.auth.startSession(done.userId, previousToken, shared ? SHARED_SESSION_SECONDS : undefined);
    return { ...session, uno: done.uno };
  }

  /**
   * UNO code + PIN, limited like the password login (the same throttle, per client and per UNO
   * code), and locked after PIN_MAX_FAILURES wrong PINs in a row. An unknown UNO code, a guest
   * without a PIN and a wrong PIN fail alike, in the same time (a PIN is hashed like a password).
   */
  async loginWithPin(
    unoValue: unknown,
    pinValue: unknown,
    previousToken: string | null,
    client = 'unknown',
    shared = false,
  ): Promise<SessionStart> {
    const uno = typeof unoValue === 'string' ? unoValue.trim() : '';
    const pin = typeof pinValue === 'string' ? pinValue : '';
    if (!/^\d{4}$/.test(uno) || !PIN_SHAPE.test(pin)) throw new AppError('LOGIN_FAILED');
    const attempt = await this.auth.throttle.before(`uno:${uno}`, client);
    const [user]: { id: number; pin_hash: string | null; locked: boolean; deactivated: boolean }[] = await this.ds.query(GUEST_BY_UNO_SQL, [
      uno,
    ]);
    const ok = await verifyPassword(pin, user?.pin_hash ?? (await dummyPasswordHash()));
    if (!user || !user.pin_hash || !ok) {
      if (user?.pin_hash) await this.ds.query(PIN_FAILED_SQL, [user.id, PIN_MAX_FAILURES]);
      throw new AppError('LOGIN_FAILED');
    }
    await this.auth.throttle.succeeded(attempt);
    // Said only to whoever knows the PIN.
    if (user.deactivated) throw new AppError('ACCOUNT_DEACTIVATED');
    if (user.locked) throw new AppError('ACCOUNT_LOCKED');
    await this.ds.query(PIN_OK_SQL, [user.id]);
    return this.auth.startSession(user.id, previousToken, shared ? SHARED_SESSION_SECONDS : undefined);
  }
}

/** A free UNO code for a guest who registered by phone (as credentials' registration by e-mail draws one). */
async function freeUnoCode(tx: EntityManager): Promise<string | null> {
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

declare module '../platform/services' {
  interface Services {
    guestAccess: GuestAccessService;
  }
}
