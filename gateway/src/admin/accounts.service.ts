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
import {
  MAX_LIST,
  AccountView,
  AccountInput,
  bad,
  validatePassword,
  validateAccount,
  ACCOUNT_SQL,
  AccountRow,
  toAccount,
  like,
  emailTaken,
  audit,
} from './admin.rules';
import { one } from '../platform/db/rows';
export class AdminAccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
  ) {}

  // ---- accounts ---------------------------------------------------------------------------------

  /** Staff accounts (everyone with a group other than guest, or with no group left), newest first. */
  async accounts(actor: Actor | null, search?: unknown): Promise<AccountView[]> {
    requireGroup(actor, 'admin');
    const rows: AccountRow[] = await this.ds.query(
      `${ACCOUNT_SQL}
        WHERE u.email IS NOT NULL AND NOT ('user' = ANY (u.groups))
          AND ($1::text IS NULL OR u.email ILIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)
        ORDER BY u.last_name, u.first_name, u.id LIMIT ${MAX_LIST}`,
      [like(search)],
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
   * Creates a staff account with an initial password that its owner must change at first login
   * (login works; `me.mustChangePassword` is true until changeMyPassword).
   */
  async createAccount(actorOrNull: Actor | null, input: AccountInput, initialPassword: unknown): Promise<AccountView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const v = validateAccount(input);
    if (v.groups.length === 0) throw bad(MESSAGES.BAD_USER_INPUT.atLeastOneGroup);
    const hash = await hashPassword(validatePassword(initialPassword));
    try {
      return await inTransaction(this.ds, async (tx) => {
        await this.checkHostShelter(tx, v.shelterId);
        const { id: userId } = one<{ id: number }>(
          await tx.query(
            `INSERT INTO app_user (email, password_hash, first_name, last_name, groups, shelter_id, must_change_password)
           VALUES ($1, $2, $3, $4, $5, $6, true) RETURNING id`,
            [v.email, hash, v.firstName, v.lastName, v.groups, v.shelterId],
          ),
        );
        await audit(tx, actor, 'account_created', 'account', userId, v);
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
