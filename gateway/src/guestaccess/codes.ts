/**
 * The SMS codes' issuer (issue 36), handed to the outbox's delivery worker by app/ as its
 * `codes`: like a link (credentials/tokens.ts), a code is made as its message is sent, never when
 * it is queued, so no waiting outbox row holds a code, and its 10 minutes count from the send.
 * Only the code's SHA-256 is kept. A new code of a purpose ends the person's earlier unused ones
 * (except the earlier attempts of the same message: a send that failed without saying so may have
 * arrived).
 */
import type { EntityManager } from 'typeorm';
import type { MessageLink } from '../notify/outbox';
import { hashSmsCode, newSmsCode, SMS_CODE_TTL_SECONDS } from './guestaccess.rules';

export type CodePurpose = 'login' | 'activation' | 'phone';
const PURPOSES: readonly string[] = ['login', 'activation', 'phone'];

/** Who may still get each code, checked as it is sent (shown in Utskick when it is dropped). */
const STILL_WANTED: Record<CodePurpose, string> = {
  login: `deactivated_at IS NULL AND 'user' = ANY (groups) AND login_phone = $2`,
  activation: `deactivated_at IS NULL AND activation_pending AND login_phone = $2`,
  phone: `deactivated_at IS NULL AND 'user' = ANY (groups) AND $2::text IS NOT NULL`,
};

export async function issueSmsCode(
  tx: EntityManager,
  message: { id: number; attempts: number; recipientId: number | null },
): Promise<MessageLink> {
  const [row]: { address: string; purpose: string | null }[] = await tx.query(
    `SELECT address, params->>'purpose' AS purpose FROM outbox_message WHERE id = $1 AND status = 'pending' AND attempts = $2 FOR UPDATE`,
    [message.id, message.attempts],
  );
  if (!row) return { lost: true };
  const purpose = row.purpose ?? '';
  if (!PURPOSES.includes(purpose) || message.recipientId === null) return { dropped: 'Ej skickat: okänd kod' };
  const ok: unknown[] = await tx.query(`SELECT 1 FROM app_user WHERE id = $1 AND ${STILL_WANTED[purpose as CodePurpose]}`, [
    message.recipientId,
    row.address,
  ]);
  if (ok.length === 0) return { dropped: 'Ej skickat: kontot kan inte logga in med den här koden längre' };
  await tx.query(`DELETE FROM sms_code WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND outbox_id IS DISTINCT FROM $3::bigint`, [
    message.recipientId,
    purpose,
    message.id,
  ]);
  const code = newSmsCode();
  await tx.query(
    `INSERT INTO sms_code (user_id, purpose, phone, code_hash, expires_at, outbox_id)
     VALUES ($1, $2, $3, $4, clock_timestamp() + make_interval(secs => $5), $6)`,
    [message.recipientId, purpose, row.address, hashSmsCode(row.address, purpose, code), SMS_CODE_TTL_SECONDS, message.id],
  );
  return { token: code };
}
