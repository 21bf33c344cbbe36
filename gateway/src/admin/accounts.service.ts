/** Administration of staff accounts, their passwords and caseworkers' shelter assignments. */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { AppError } from '../platform/errors';
import { inTransaction } from '../platform/db/database';
import { recordChange } from '../live/changes';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { MAX_LIST, AccountView, AccountInput, validateAccount, ACCOUNT_SQL, AccountRow, toAccount, emailTaken, audit } from './admin.rules';
import { bad, validatePassword } from '../platform/validate';
import { searchPattern } from '../platform/db/text-search';
import { one } from '../platform/db/rows';
import { dropTokens } from '../credentials/tokens';
import type { MailSettings } from '../credentials/mail-settings';
import { enqueue } from '../notify/outbox';

export class AdminAccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    /** With e-mail (NOQ_SMTP_URL), a new account gets an invitation link instead of an initial password (issue 20 §6). */
    readonly mail: MailSettings = { enabled: false },
  ) {}

  /** Whether createAccount invites by e-mail when no initial password is given. */
  invitesByMail(actor: Actor | null): boolean {
    requireGroup(actor, 'admin');
    return this.mail.enabled;
  }

  // ---- accounts ---------------------------------------------------------------------------------

  /** Staff accounts (everyone with a group other than guest, or with no group left), newest first. */
  async accounts(actor: Actor | null, search?: unknown): Promise<AccountView[]> {
    requireGroup(actor, 'admin');
    const rows: AccountRow[] = await this.ds.query(
      `${ACCOUNT_SQL}
        WHERE u.email IS NOT NULL AND NOT ('user' = ANY (u.groups))
          AND ($1::text IS NULL OR u.email ILIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)
        ORDER BY u.last_name, u.first_name, u.id LIMIT ${MAX_LIST}`,
      [searchPattern(search)],
    );
    return rows.map(toAccount);
  }

  private async accountIn(tx: EntityManager, userId: number): Promise<AccountView> {
    const [row]: AccountRow[] = await tx.query(`${ACCOUNT_SQL} WHERE u.id = $1`, [userId]);
    if (!row) throw new AppError('NOT_FOUND');
    return toAccount(row);
  }

  private async checkHostShelter(tx: EntityManager, shelterId: number | null): Promise<void> {
    if (shelterId === null) return;
    const [s] = await tx.query(`SELECT 1 FROM shelter WHERE id = $1 AND archived_at IS NULL`, [shelterId]);
    if (!s) throw bad(MESSAGES.BAD_USER_INPUT.shelterMissing);
  }

  /**
   * Creates a staff account. With e-mail configured and no initial password given, the person gets
   * an invitation e-mail (issue 20 §6) whose link (7 days, single use) sets their own password;
   * until then the account has none and cannot log in. Otherwise, with an initial password that
   * its owner must change at first login (login works; `me.mustChangePassword` is true until
   * changeMyPassword).
   */
  async createAccount(actorOrNull: Actor | null, input: AccountInput, initialPassword: unknown): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const v = validateAccount(input);
    if (v.groups.length === 0) throw bad(MESSAGES.BAD_USER_INPUT.atLeastOneGroup);
    const invite = this.mail.enabled && (initialPassword === undefined || initialPassword === null || initialPassword === '');
    const hash = invite ? null : await hashPassword(validatePassword(initialPassword));
    try {
      return await inTransaction(this.ds, async (tx) => {
        await this.checkHostShelter(tx, v.shelterId);
        const { id: userId } = one<{ id: number }>(
          await tx.query(
            `INSERT INTO app_user (email, password_hash, first_name, last_name, groups, shelter_id, must_change_password)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [v.email, hash, v.firstName, v.lastName, v.groups, v.shelterId, !invite],
          ),
        );
        if (invite) {
          await enqueue(tx, [
            {
              template: 'account.invitation',
              channel: 'email',
              address: v.email,
              recipientId: userId,
              language: 'sv',
              params: { firstName: v.firstName },
            },
          ]);
        }
        await audit(tx, actor, 'account_created', 'account', userId, { ...v, invited: invite });
        return this.accountIn(tx, userId);
      });
    } catch (e) {
      if (emailTaken(e)) throw bad(MESSAGES.BAD_USER_INPUT.emailTaken);
      throw e;
    }
  }

  /**
   * Edits an account's names, e-mail, groups (in order) and host shelter. The person sees new
   * menus at next login; removing their last group ends their sessions. An admin cannot remove
   * their own admin group (someone must be left to administer).
   */
  async updateAccount(actorOrNull: Actor | null, userId: number, input: AccountInput): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const v = validateAccount(input);
    if (userId === actor.userId && !v.groups.includes('admin')) throw bad(MESSAGES.BAD_USER_INPUT.ownAdminRole);
    try {
      const view = await inTransaction(this.ds, async (tx) => {
        const [cur]: { groups: string[] }[] = await tx.query(
          `SELECT groups FROM app_user WHERE id = $1 AND email IS NOT NULL AND NOT ('user' = ANY (groups)) FOR UPDATE`,
          [userId],
        );
        if (!cur) throw new AppError('NOT_FOUND');
        await this.checkHostShelter(tx, v.shelterId);
        await tx.query(`UPDATE app_user SET email = $2, first_name = $3, last_name = $4, groups = $5, shelter_id = $6 WHERE id = $1`, [
          userId,
          v.email,
          v.firstName,
          v.lastName,
          v.groups,
          v.shelterId,
        ]);
        if (!v.groups.includes('caseworker')) await tx.query(`DELETE FROM caseworker_shelter WHERE user_id = $1`, [userId]);
        await audit(tx, actor, 'account_updated', 'account', userId, { ...v, previousGroups: cur.groups });
        return this.accountIn(tx, userId);
      });
      if (view.groups.length === 0) await this.auth.endSessionsOf(userId);
      return view;
    } catch (e) {
      if (emailTaken(e)) throw bad(MESSAGES.BAD_USER_INPUT.emailTaken);
      throw e;
    }
  }

  /** Sets a new initial password (to be changed at next login) and ends the person's sessions. */
  async resetPassword(actorOrNull: Actor | null, userId: number, password: unknown): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const hash = await hashPassword(validatePassword(password));
    const view = await inTransaction(this.ds, async (tx) => {
      const done = await tx.query(
        `UPDATE app_user SET password_hash = $2, must_change_password = true WHERE id = $1 AND email IS NOT NULL AND NOT ('user' = ANY (groups)) RETURNING id`,
        [userId, hash],
      );
      if (done.length === 0) throw new AppError('NOT_FOUND');
      await audit(tx, actor, 'password_reset', 'account', userId);
      return this.accountIn(tx, userId);
    });
    await this.auth.endSessionsOf(userId);
    return view;
  }

  /**
   * Sends a staff account a new invitation link (issue 20 §6): for an invitation that expired or
   * got lost. The older link stops working; the password, if any, stays until the link is used.
   * Only with e-mail configured. Errors: NOT_FOUND, BAD_USER_INPUT (no e-mail configured, deactivated).
   */
  async sendInvitation(actorOrNull: Actor | null, userId: number): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    if (!this.mail.enabled) throw bad(MESSAGES.BAD_USER_INPUT.noMail);
    return inTransaction(this.ds, async (tx) => {
      const [user]: { email: string; first_name: string; active: boolean }[] = await tx.query(
        `SELECT email, first_name, deactivated_at IS NULL AS active FROM app_user
          WHERE id = $1 AND email IS NOT NULL AND NOT ('user' = ANY (groups)) FOR UPDATE`,
        [userId],
      );
      if (!user) throw new AppError('NOT_FOUND');
      if (!user.active) throw bad(MESSAGES.BAD_USER_INPUT.accountDeactivated);
      await enqueue(tx, [
        {
          template: 'account.invitation',
          channel: 'email',
          address: user.email,
          recipientId: userId,
          language: 'sv',
          params: { firstName: user.first_name },
        },
      ]);
      await audit(tx, actor, 'invitation_sent', 'account', userId);
      return this.accountIn(tx, userId);
    });
  }

  /**
   * Deactivates an account (issue 20 §6): it cannot log in (ACCOUNT_DEACTIVATED), all its sessions
   * end at once and its unused links stop working. Any account with a login, staff or guest; never
   * the admin's own. Deactivating a deactivated account changes nothing.
   */
  async deactivateAccount(actorOrNull: Actor | null, userId: number): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    if (userId === actor.userId) throw bad(MESSAGES.BAD_USER_INPUT.ownDeactivation);
    const view = await inTransaction(this.ds, async (tx) => {
      const [cur]: { active: boolean }[] = await tx.query(
        `SELECT deactivated_at IS NULL AS active FROM app_user WHERE id = $1 AND email IS NOT NULL FOR UPDATE`,
        [userId],
      );
      if (!cur) throw new AppError('NOT_FOUND');
      if (cur.active) {
        await tx.query(`UPDATE app_user SET deactivated_at = now() WHERE id = $1`, [userId]);
        await dropTokens(tx, userId);
        await tx.query(`DELETE FROM session WHERE user_id = $1`, [userId]);
        await audit(tx, actor, 'account_deactivated', 'account', userId);
      }
      return this.accountIn(tx, userId);
    });
    await this.auth.endSessionsOf(userId);
    return view;
  }

  /** Lets a deactivated account log in again (with its old password). Reactivating an active account changes nothing. */
  async reactivateAccount(actorOrNull: Actor | null, userId: number): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    return inTransaction(this.ds, async (tx) => {
      const [cur]: { active: boolean }[] = await tx.query(
        `SELECT deactivated_at IS NULL AS active FROM app_user WHERE id = $1 AND email IS NOT NULL FOR UPDATE`,
        [userId],
      );
      if (!cur) throw new AppError('NOT_FOUND');
      if (!cur.active) {
        await tx.query(`UPDATE app_user SET deactivated_at = NULL WHERE id = $1`, [userId]);
        await audit(tx, actor, 'account_reactivated', 'account', userId);
      }
      return this.accountIn(tx, userId);
    });
  }

  // ---- caseworker assignments -------------------------------------------------------------------

  async assignCaseworker(actorOrNull: Actor | null, userId: number, shelterId: number): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    return inTransaction(this.ds, async (tx) => {
      const [cw] = await tx.query(`SELECT 1 FROM app_user WHERE id = $1 AND 'caseworker' = ANY (groups)`, [userId]);
      if (!cw) throw bad(MESSAGES.BAD_USER_INPUT.notCaseworker);
      const [s] = await tx.query(`SELECT 1 FROM shelter WHERE id = $1 AND archived_at IS NULL`, [shelterId]);
      if (!s) throw new AppError('NOT_FOUND');
      const added = await tx.query(
        `INSERT INTO caseworker_shelter (user_id, shelter_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`,
        [userId, shelterId],
      );
      if (added.length > 0) {
        await audit(tx, actor, 'caseworker_assigned', 'account', userId, { shelterId });
        await recordChange(tx, { kind: 'capacity', action: 'caseworker_assigned', shelterId });
      }
      return this.accountIn(tx, userId);
    });
  }

  async unassignCaseworker(actorOrNull: Actor | null, userId: number, shelterId: number): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    return inTransaction(this.ds, async (tx) => {
      const removed = await tx.query(`DELETE FROM caseworker_shelter WHERE user_id = $1 AND shelter_id = $2 RETURNING user_id`, [
        userId,
        shelterId,
      ]);
      if (removed.length === 0) throw new AppError('NOT_FOUND');
      await audit(tx, actor, 'caseworker_unassigned', 'account', userId, { shelterId });
      return this.accountIn(tx, userId);
    });
  }
}

declare module '../platform/services' {
  interface Services {
    adminAccounts: AdminAccountService;
  }
}
