/**
 * One-time links (issue 20 §4–6): a random 32-byte token goes out in an e-mail (through the outbox's
 * `secret`, never its params); the database keeps only its SHA-256, so a copy of the database opens
 * no account. A token has one purpose and an expiry, and is used at most once: `consume` locks its
 * row and stamps `used_at` in the caller's transaction, so two clicks race to one winner.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError } from '../platform/errors';

export const TOKEN_PURPOSES = ['reset', 'activation', 'invitation'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** How long each link lives: a reset is for now (issue 20 §4), an activation or invitation may wait for a working day or a week. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  reset: 30 * 60,
  activation: 3 * 24 * 3600,
  invitation: 7 * 24 * 3600,
};

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashLinkToken = (token: string): string => createHash('sha256').update(`noq-link:${token}`).digest('base64url');

/**
 * A new link for `userId`; earlier unused links of the same purpose stop working (only the newest
 * e-mail's link opens). Answers the token, for the message's secret.
 */
export async function issueToken(tx: EntityManager, userId: number, purpose: TokenPurpose): Promise<string> {
  await tx.query(`DELETE FROM account_token WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose]);
  const token = randomBytes(32).toString('base64url');
  await tx.query(`INSERT INTO account_token (id, purpose, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
    hashLinkToken(token),
    purpose,
    userId,
    TOKEN_TTL_SECONDS[purpose],
  ]);
  return token;
}

/**
 * Uses a link of one of `purposes`: answers its person and purpose and marks it used, or refuses
 * with LINK_INVALID (unknown), LINK_USED or LINK_EXPIRED. Nothing is marked for a refusal.
 */
export async function consumeToken(
  tx: EntityManager,
  token: unknown,
  purposes: readonly TokenPurpose[],
): Promise<{ userId: number; purpose: TokenPurpose }> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token.trim())) throw new AppError('LINK_INVALID');
  const [row]: { user_id: number; purpose: TokenPurpose; used: boolean; expired: boolean }[] = await tx.query(
    `SELECT user_id, purpose, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM account_token WHERE id = $1 AND purpose = ANY ($2::text[]) FOR UPDATE`,
    [hashLinkToken(token.trim()), purposes],
  );
  if (!row) throw new AppError('LINK_INVALID');
  if (row.used) throw new AppError('LINK_USED');
  if (row.expired) throw new AppError('LINK_EXPIRED');
  await tx.query(`UPDATE account_token SET used_at = now() WHERE id = $1`, [hashLinkToken(token.trim())]);
  return { userId: row.user_id, purpose: row.purpose };
}

/** Ends every link of a person (deactivation: a link sent before must not bring the account back). */
export async function dropTokens(tx: EntityManager, userId: number): Promise<void> {
  await tx.query(`DELETE FROM account_token WHERE user_id = $1 AND used_at IS NULL`, [userId]);
}
