/**
 * The people's side of the outbox (issue 20): a guest's contact preference, the host staff's
 * opt-in digest, the admin's "Utskick" list, and which channel a booking's guest was told by
 * (the volunteer's truthful confirmation). Delivery itself is delivery.ts.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { AppError } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { one } from '../platform/db/rows';
import type { Channel } from './outbox';
import { NotificationSettingsView, OutboxPageView } from './notify.view';
import { ContactPreference, isContactPreference, OUTBOX_STATUSES, OutboxStatus, OUTBOX_PAGE_SIZE, maskAddress } from './notify.rules';

const isOutboxStatus = (v: unknown): v is OutboxStatus => typeof v === 'string' && (OUTBOX_STATUSES as readonly string[]).includes(v);

interface OutboxRow {
  id: number;
  created_at: Date;
  template: string;
  channel: Channel;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  sent_at: Date | null;
  last_error: string | null;
  address: string;
}

export class NotifyService {
  constructor(private readonly ds: DataSource) {}

  /** The logged-in person's notification settings (their settings page). */
  async mySettings(actorOrNull: Actor | null): Promise<NotificationSettingsView> {
    const actor = requireGroup(actorOrNull);
    const row = one<{ contact_preference: ContactPreference; has_email: boolean; has_phone: boolean; request_digest: boolean }>(
      await this.ds.query(
        `SELECT u.contact_preference, NULLIF(btrim(u.email), '') IS NOT NULL AS has_email,
                COALESCE(NULLIF(btrim(g.phone), '') IS NOT NULL, false) AS has_phone, u.request_digest
           FROM app_user u LEFT JOIN guest_profile g ON g.user_id = u.id
          WHERE u.id = $1`,
        [actor.userId],
      ),
    );
    return {
      contactPreference: row.contact_preference,
      hasEmail: row.has_email,
      hasPhone: row.has_phone,
      requestDigest: actor.groups.includes('host') ? row.request_digest : null,
    };
  }

  /** A guest chooses how their booking messages reach them: e-mail, SMS, or none. Errors: BAD_USER_INPUT, FORBIDDEN (not a guest). */
  async setMyContactPreference(actorOrNull: Actor | null, preference: unknown): Promise<NotificationSettingsView> {
    const actor = requireGroup(actorOrNull, 'user');
    if (!isContactPreference(preference)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.contactPreference);
    await this.ds.query(`UPDATE app_user SET contact_preference = $2 WHERE id = $1`, [actor.userId, preference]);
    return this.mySettings(actor);
  }

  /**
   * Host staff turn their digest of new requests on or off. Turning it on starts from now: the
   * requests already made are not sent. Errors: FORBIDDEN (not host staff).
   */
  async setMyRequestDigest(actorOrNull: Actor | null, enabled: unknown): Promise<NotificationSettingsView> {
    const actor = requireGroup(actorOrNull, 'host');
    if (typeof enabled !== 'boolean') throw new AppError('BAD_USER_INPUT');
    await this.ds.query(
      `UPDATE app_user SET request_digest = $2,
              request_digest_after = CASE WHEN $2 AND NOT request_digest THEN (SELECT COALESCE(max(id), 0) FROM booking) ELSE request_digest_after END,
              request_digest_sent_at = CASE WHEN $2 AND NOT request_digest THEN NULL ELSE request_digest_sent_at END
        WHERE id = $1`,
      [actor.userId, enabled],
    );
    return this.mySettings(actor);
  }

  /**
   * For each booking, the channel of the latest message queued to its guest about it (any
   * status: queued is what the volunteer is told), when there is one. One statement for a list.
   */
  async guestNotices(bookingIds: readonly number[]): Promise<Map<number, Channel>> {
    const rows: { booking_id: number; channel: Channel }[] = await this.ds.query(
      `SELECT DISTINCT ON (o.booking_id) o.booking_id, o.channel
         FROM outbox_message o JOIN booking b ON b.id = o.booking_id
        WHERE o.booking_id = ANY ($1) AND o.recipient_id = b.guest_id
        ORDER BY o.booking_id, o.id DESC`,
      [bookingIds],
    );
    return new Map(rows.map((r) => [r.booking_id, r.channel]));
  }

  /**
   * "Utskick" (admins only): the outbox, newest first, a page at a time, optionally one status.
   * Never a message's text, params or secret; the address masked. Errors: BAD_USER_INPUT
   * (page below 1, unknown status), FORBIDDEN.
   */
  async list(actorOrNull: Actor | null, opts: { page?: unknown; status?: unknown } = {}): Promise<OutboxPageView> {
    requireGroup(actorOrNull, 'admin');
    const page = opts.page ?? 1;
    if (typeof page !== 'number' || !Number.isSafeInteger(page) || page < 1 || page > 1_000_000) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.outboxPage);
    }
    const status = opts.status ?? null;
    if (status !== null && !isOutboxStatus(status)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.outboxStatus);
    const { total } = one<{ total: number }>(
      await this.ds.query(`SELECT count(*)::int AS total FROM outbox_message WHERE $1::text IS NULL OR status = $1`, [status]),
    );
    const rows: OutboxRow[] = await this.ds.query(
      `SELECT id::int AS id, created_at, template, channel, status, attempts, next_attempt_at, sent_at, last_error, address
         FROM outbox_message
        WHERE $1::text IS NULL OR status = $1
        ORDER BY created_at DESC, id DESC
        LIMIT $2 OFFSET $3`,
      [status, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE],
    );
    return {
      total,
      page,
      pageSize: OUTBOX_PAGE_SIZE,
      items: rows.map((r) => ({
        id: r.id,
        createdAt: r.created_at,
        template: r.template,
        channel: r.channel,
        status: r.status,
        attempts: r.attempts,
        nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
        sentAt: r.sent_at,
        lastError: r.last_error,
        address: maskAddress(r.channel, r.address),
      })),
    };
  }
}

declare module '../platform/services' {
  interface Services {
    notify: NotifyService;
  }
}
