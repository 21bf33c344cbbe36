/**
 * One-time links (issue 20 §4–6): a random 32-byte token goes out in an e-mail; the database keeps
 * only its SHA-256, so a copy of the database opens no account. A token has one purpose and an
 * expiry, and is used at most once: `consume` locks its row and stamps `used_at` in the caller's
 * transaction, so two clicks race to one winner.
 *
 * Issue 29 §3, §6: a message's link is made when the message is handed to the mail server
 * (`issueLinkForMessage`, called by the delivery worker), never when it is queued. A waiting
 * outbox row holds no token (its template says which link it needs and its recipient whose), so
 * no string at rest opens an account; and the link's lifetime counts from the send, so a mail held
 * back by an SMTP outage does not arrive with its link used up.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError } from '../platform/errors';
import type { LinkIssuer, LinkTemplate, MessageLink } from '../notify/outbox';

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
 * A new link for `userId`, valid TOKEN_TTL_SECONDS from now; earlier unused links of the same
 * purpose stop working (only the newest e-mail's link opens), except the earlier attempts' links of
 * the same outbox message (`outboxId`): a send that failed without saying so may have arrived.
 */
export async function issueToken(
  tx: EntityManager,
  userId: number,
  purpose: TokenPurpose,
  outboxId: number | null = null,
): Promise<string> {
  await tx.query(
    `DELETE FROM account_token WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL
        AND ($3::bigint IS NULL OR outbox_id IS DISTINCT FROM $3::bigint)`,
    [userId, purpose, outboxId],
  );
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO account_token (id, purpose, user_id, expires_at, outbox_id)
     VALUES ($1, $2, $3, clock_timestamp() + make_interval(secs => $4), $5)`,
    [hashLinkToken(token), purpose, userId, TOKEN_TTL_SECONDS[purpose], outboxId],
  );
  return token;
}

/** The outbox templates that carry a link, and its purpose (notify/texts/account.ts renders them). */
export const LINK_TEMPLATES: Readonly<Record<LinkTemplate, TokenPurpose>> = {
  'account.password_reset': 'reset',
  'account.activation': 'activation',
  'account.invitation': 'invitation',
};

/** Who may still get each link: the same account conditions as queuing it (shown in Utskick when it is dropped). */
const STILL_WANTED: Record<TokenPurpose, { sql: string; reason: string }> = {
  reset: {
    sql: `deactivated_at IS NULL AND cardinality(groups) > 0`,
    reason: 'Ej skickat: kontot kan inte logga in längre (avstängt)',
  },
  activation: {
    sql: `deactivated_at IS NULL AND activation_pending`,
    reason: 'Ej skickat: kontot är redan aktiverat eller avstängt',
  },
  invitation: { sql: `deactivated_at IS NULL`, reason: 'Ej skickat: kontot är avstängt' },
};

/**
 * The link of outbox message `messageId` (attempt `attempt`), made as it is handed to the mail
 * server (issue 29 §3, §6): a new token valid from now, or `dropped` with the reason when the
 * account no longer wants it (deactivated; already activated), or `lost` when this worker no longer
 * holds the message's claim (another worker took it over: it makes its own link).
 */
export async function issueLinkForMessage(
  tx: EntityManager,
  messageId: number,
  attempt: number,
  recipientId: number | null,
  purpose: TokenPurpose,
): Promise<MessageLink> {
  const mine: unknown[] = await tx.query(`SELECT 1 FROM outbox_message WHERE id = $1 AND status = 'pending' AND attempts = $2 FOR UPDATE`, [
    messageId,
    attempt,
  ]);
  if (mine.length === 0) return { lost: true };
  const wanted = STILL_WANTED[purpose];
  const ok: unknown[] = recipientId === null ? [] : await tx.query(`SELECT 1 FROM app_user WHERE id = $1 AND ${wanted.sql}`, [recipientId]);
  if (ok.length === 0 || recipientId === null) return { dropped: wanted.reason };
  return { token: await issueToken(tx, recipientId, purpose, messageId) };
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

/**
 * Checks a link without using it (issue 33 §11: the page says a used or expired link when it
 * opens, before anyone types a password): the same answers as `consumeToken`, and a link of a
 * deactivated account is as unknown as it is when used. Changes nothing.
 */
export async function checkToken(em: EntityManager, token: unknown, purposes: readonly TokenPurpose[]): Promise<void> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token.trim())) throw new AppError('LINK_INVALID');
  const [row]: { used: boolean; expired: boolean; deactivated: boolean }[] = await em.query(
    `SELECT t.used_at IS NOT NULL AS used, t.expires_at <= now() AS expired, u.deactivated_at IS NOT NULL AS deactivated
       FROM account_token t JOIN app_user u ON u.id = t.user_id
      WHERE t.id = $1 AND t.purpose = ANY ($2::text[])`,
    [hashLinkToken(token.trim()), purposes],
  );
  if (!row || row.deactivated) throw new AppError('LINK_INVALID');
  if (row.used) throw new AppError('LINK_USED');
  if (row.expired) throw new AppError('LINK_EXPIRED');
}

/** Ends every link of a person (deactivation: a link sent before must not bring the account back). */
export async function dropTokens(tx: EntityManager, userId: number): Promise<void> {
  await tx.query(`DELETE FROM account_token WHERE user_id = $1 AND used_at IS NULL`, [userId]);
}

/** The delivery worker's link issuer (notify/delivery.ts `LinkIssuer`), handed in by app/. */
export const accountLinks: LinkIssuer = (tx, m) => issueLinkForMessage(tx, m.id, m.attempts, m.recipientId, LINK_TEMPLATES[m.template]);
