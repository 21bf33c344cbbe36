/**
 * The first admin of a real deployment (issue 10): on a database without any admin, creates one
 * with the given e-mail, names and password. Used by the `npm run admin` command (cli.ts).
 */
import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password';
import { AppError } from '../platform/errors';
import { inTransaction } from '../platform/db/database';
import { validateEmail, validatePassword } from '../platform/validate';
import { MESSAGES } from '../platform/messages';
import { one } from '../platform/db/rows';
import { recordAudit } from '../platform/audit';

export interface FirstAdmin {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Refused (BAD_USER_INPUT) when an admin already exists: more admins are made in /administration. */
export async function createFirstAdmin(ds: DataSource, input: FirstAdmin): Promise<number> {
  const email = validateEmail(input.email);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (firstName === '' || lastName === '') throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.adminNames);
  const hash = await hashPassword(validatePassword(input.password));
  return inTransaction(ds, async (tx) => {
    await tx.query(`LOCK TABLE app_user IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await tx.query(`SELECT 1 FROM app_user WHERE 'admin' = ANY (groups) LIMIT 1`);
    if (existing) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.adminExists);
    const [taken] = await tx.query(`SELECT 1 FROM app_user WHERE lower(email) = lower($1)`, [email]);
    if (taken) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.emailTaken);
    const { id } = one<{ id: number }>(
      await tx.query(
        `INSERT INTO app_user (email, password_hash, first_name, last_name, groups) VALUES ($1, $2, $3, $4, '{admin}') RETURNING id`,
        [email, hash, firstName, lastName],
      ),
    );
    await recordAudit(tx, { actorId: id, action: 'admin_bootstrapped', entity: 'account', entityId: id, detail: { email } });
    return id;
  });
}
