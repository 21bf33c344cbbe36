/**
 * Login, logout and sessions (DESIGN §6). A session is a random token in an HttpOnly cookie; the
 * database keeps only its SHA-256, with idle and absolute expiry, so any gateway process can serve
 * any request and a logout ends the session everywhere.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../platform/errors';
import type { Actor } from '../domain/actor';
import { dummyPasswordHash, verifyPassword } from './password';
import { isGroup } from '../domain/roles';
import { LoginThrottle } from './throttle';
import { SHELTER_SQL, type ShelterRow, toShelterView } from '../shelter/shelter.sql';
import { type ShelterView } from '../shelter/shelter.view';
import { DEFAULT_LANGUAGE, type Gender, isLanguage } from '../domain/person';
import { one } from '../platform/db/rows';
import { MeView, LoginResult } from './auth.view';
import { SessionSettings, DEFAULT_SESSION_SETTINGS } from './session-settings';
import { ACTOR_SQL } from './auth.sql';
import { TOUCH_AFTER_SECONDS } from './session-settings';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

interface ActorRow {
  user_id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  groups: string[];
  shelter_id: number | null;
  assigned: number[] | null;
  stale: boolean;
  must_change_password: boolean;
}

export class AuthService {
  readonly throttle: LoginThrottle;

  constructor(
    private readonly ds: DataSource,
    readonly settings: SessionSettings = DEFAULT_SESSION_SETTINGS,
    throttle?: LoginThrottle,
  ) {
    this.throttle = throttle ?? new LoginThrottle(ds);
  }

  /**
   * Checks e-mail and password; on success starts a new session (a new id every login) and ends
   * the one the browser had. Unknown e-mail and wrong password fail alike, in the same time.
   */
  async login(
    email: unknown,
    password: unknown,
    previousToken?: string | null,
    address = 'unknown',
    deviceTokens: readonly string[] = [],
  ): Promise<LoginResult> {
    if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '' || password === '') {
      throw new AppError('LOGIN_FAILED');
    }
    if (email.length > 320 || password.length > 1024) throw new AppError('LOGIN_FAILED');
    const attempt = await this.throttle.before(email, address, deviceTokens);
    const [user]: { id: number; password_hash: string | null; activation_pending: boolean; deactivated: boolean }[] = await this.ds.query(
      `SELECT id, password_hash, activation_pending, deactivated_at IS NOT NULL AS deactivated
         FROM app_user WHERE lower(email) = lower($1) AND cardinality(groups) > 0`,
      [email.trim()],
    );
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    const success = !!user && !!user.password_hash && ok;
    if (!success) throw new AppError('LOGIN_FAILED');
    await this.throttle.succeeded(attempt);
    // Said only to whoever knows the password (issue 20 §5, §6): no one learns an account's state by guessing.
    if (user.deactivated) throw new AppError('ACCOUNT_DEACTIVATED');
    if (user.activation_pending) throw new AppError('ACCOUNT_NOT_ACTIVATED');

    const session = await this.startSession(user.id, previousToken);
    const newDevice = await this.throttle.rememberDevice(user.id, attempt);
    return { ...session, deviceTokens: newDevice ? [newDevice, ...deviceTokens] : [...deviceTokens] };
  }

  /**
   * A new session for a person whose credentials were checked elsewhere (an SMS code, a start code,
   * UNO code + PIN: issue 36), ending the one the browser had. `lifetimeSeconds` shortens the
   * absolute lifetime (a shared computer's session, "Inte min telefon").
   */
  async startSession(
    userId: number,
    previousToken?: string | null,
    lifetimeSeconds?: number,
  ): Promise<{ token: string; expiresAt: Date; me: MeView }> {
    if (previousToken) await this.logout(previousToken);
    const token = randomBytes(32).toString('base64url');
    const seconds = Math.min(lifetimeSeconds ?? this.settings.absoluteSeconds, this.settings.absoluteSeconds);
    const expiresAt = new Date(Date.now() + seconds * 1000);
    await this.ds.query(`INSERT INTO session (id, user_id, expires_at) VALUES ($1, $2, $3)`, [hashToken(token), userId, expiresAt]);
    const actor = await this.actorForToken(token);
    if (!actor) throw new AppError('LOGIN_FAILED');
    return { token, expiresAt, me: await this.me(actor) };
  }

  async logout(token: string | null | undefined): Promise<void> {
    if (!token || !TOKEN_SHAPE.test(token)) return;
    await this.ds.query(`DELETE FROM session WHERE id = $1`, [hashToken(token)]);
  }

  /** The actor of a live session, in one statement (and a rare touch of last_seen_at). */
  async actorForToken(token: string | null | undefined): Promise<Actor | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    const id = hashToken(token);
    const [row]: ActorRow[] = await this.ds.query(ACTOR_SQL, [id, this.settings.idleSeconds, TOUCH_AFTER_SECONDS]);
    if (!row) return null;
    const groups = row.groups.filter(isGroup);
    if (groups.length === 0) return null;
    if (row.stale) await this.ds.query(`UPDATE session SET last_seen_at = now() WHERE id = $1`, [id]);
    return {
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      groups,
      hostShelterId: groups.includes('host') ? row.shelter_id : null,
      assignedShelterIds: row.assigned ?? [],
      mustChangePassword: row.must_change_password,
    };
  }

  /**
   * What the web needs to restore a session after a reload (SPEC §3 login state), in one statement:
   * the person's language, a guest's gender, and host staff's shelter.
   */
  async me(actor: Actor): Promise<MeView> {
    const row = one<{ language: string; gender: Gender | null; host: ShelterRow | null }>(
      await this.ds.query(
        `SELECT u.language, CASE WHEN 'user' = ANY (u.groups) THEN g.gender END AS gender,
                (SELECT row_to_json(h) FROM (${SHELTER_SQL} WHERE s.id = $2) AS h) AS host
           FROM (SELECT $1::int AS id) AS me
           LEFT JOIN app_user u ON u.id = me.id
           LEFT JOIN guest_profile g ON g.user_id = u.id`,
        [actor.userId, actor.hostShelterId],
      ),
    );
    const host: ShelterView | null = row.host ? toShelterView(row.host) : null;
    return {
      id: actor.userId,
      username: actor.email ?? '',
      firstName: actor.firstName,
      lastName: actor.lastName,
      usergroups: actor.groups,
      host,
      mustChangePassword: actor.mustChangePassword ?? false,
      gender: row.gender,
      language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    };
  }

  /** Ends every session of a person (password change, removed groups). */
  async endSessionsOf(userId: number): Promise<void> {
    await this.ds.query(`DELETE FROM session WHERE user_id = $1`, [userId]);
  }
}

declare module '../platform/services' {
  interface Services {
    auth: AuthService;
  }
}
