/**
 * The transactional outbox (issue 20 §1): a change that should notify someone calls `enqueue` with
 * its own transaction's manager, so a change that rolls back sends nothing. The delivery worker
 * (delivery.ts) renders each row from the catalogue and sends it.
 *
 * A row holds no secret (issue 29 §6): a message with a one-time link names its recipient, and the
 * worker makes the link as it sends (credentials/tokens.ts). The `secret` column of issue 20 is
 * kept empty by a CHECK constraint.
 */
import type { EntityManager } from 'typeorm';
import type { TemplateKey } from './catalogue';

export type Channel = 'email' | 'sms';

/**
 * The NOTIFY that wakes the delivery worker (delivery.ts) of every gateway once the enqueuing
 * transaction commits (PostgreSQL holds a transaction's NOTIFYs until then, and drops them on a
 * rollback).
 */
export const OUTBOX_CHANNEL = 'noq_outbox';

export interface OutgoingMessage {
  template: TemplateKey;
  channel: Channel;
  /** The e-mail address or phone number, as it is now. */
  address: string;
  recipientId?: number | null;
  /** A language code of the guest catalogues (i18n); 'sv' otherwise. */
  language?: string;
  /** What the text needs; never an UNO code, a flag or a personnummer. Shown to the admin. */
  params?: Record<string, string>;
  bookingId?: number | null;
  shelterId?: number | null;
}

/** Writes messages in the caller's transaction; answers their ids. */
export async function enqueue(tx: EntityManager, messages: readonly OutgoingMessage[]): Promise<number[]> {
  const ids: number[] = [];
  for (const m of messages) {
    const [row]: { id: number }[] = await tx.query(
      `INSERT INTO outbox_message (template, channel, address, recipient_id, language, params, booking_id, shelter_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        m.template,
        m.channel,
        m.address,
        m.recipientId ?? null,
        m.language ?? 'sv',
        JSON.stringify(m.params ?? {}),
        m.bookingId ?? null,
        m.shelterId ?? null,
      ],
    );
    if (row) ids.push(Number(row.id));
  }
  if (ids.length > 0) await tx.query(`SELECT pg_notify($1, $2)`, [OUTBOX_CHANNEL, ids.join(',')]);
  return ids;
}

/** The account messages that carry a link made as they are sent (the credentials feature makes it: LinkIssuer). */
export const LINK_TEMPLATE_KEYS = ['account.password_reset', 'account.activation', 'account.invitation'] as const;
export type LinkTemplate = (typeof LINK_TEMPLATE_KEYS)[number];
export const isLinkTemplate = (template: string): template is LinkTemplate => (LINK_TEMPLATE_KEYS as readonly string[]).includes(template);

/** A message's link as it is handed to the server: a token, or dropped with the reason, or lost (another worker holds the claim). */
export type MessageLink = { token: string } | { dropped: string } | { lost: true };

/**
 * Makes the link of an account message as it is sent (issue 29 §3, §6), inside the worker's
 * transaction. The credentials feature owns the tokens; app/ hands its issuer in, so notify does
 * not import credentials (no feature cycle).
 */
export type LinkIssuer = (
  tx: EntityManager,
  message: { id: number; attempts: number; recipientId: number | null; template: LinkTemplate },
) => Promise<MessageLink>;

/**
 * The message that carries a one-time SMS code (issue 36): like a link, the code is made as the
 * message is sent (the guest-access feature's issuer, handed in by app/), never stored in the row.
 * `params.purpose` says which code: login, activation or phone.
 */
export const SMS_CODE_TEMPLATE = 'account.sms_code';
export type CodeIssuer = (tx: EntityManager, message: { id: number; attempts: number; recipientId: number | null }) => Promise<MessageLink>;
