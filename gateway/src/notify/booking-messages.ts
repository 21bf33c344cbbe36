/**
 * Booking messages into the outbox (issue 20 §3), each ONE statement in the caller's transaction
 * (INSERT … SELECT from the booking, its room, shelter and guest), so a change that rolls back
 * leaves no message, and a guest without an address for their contact preference gets none: the
 * preference decides the channel, 'email' needs app_user.email, 'sms' the login phone or else guest_profile.phone, and
 * 'none' means none. The statement also NOTIFYs the delivery worker (OUTBOX_CHANNEL) for each row;
 * PostgreSQL delivers it at commit, and never for a rollback.
 */
import type { EntityManager } from 'typeorm';
import type { LocalDate } from '../platform/dates';
import { OUTBOX_CHANNEL } from './outbox';
import type { BOOKING_TEMPLATES } from './texts/booking';

/** The guest's booking messages, by the event that writes them: the booking templates' keys (texts/booking.ts). */
export type BookingMessage = keyof typeof BOOKING_TEMPLATES;

/** The address of the guest `u` (app_user) with profile `g` for their preference, or NULL. */
// Issue 36: the verified login phone (E.164, what an SMS gateway wants) before the free-text contact phone.
const ADDRESS_SQL = `NULLIF(btrim(CASE u.contact_preference WHEN 'email' THEN u.email WHEN 'sms' THEN coalesce(u.login_phone, g.phone) END), '')`;

/**
 * The message row of booking `b` (with `p` product, `s` shelter, `u` guest, `g` profile): what the
 * text needs and nothing more (docs/PRIVACY.md).
 */
const MESSAGE_COLUMNS = `template, channel, address, recipient_id, language, params, booking_id, shelter_id`;
const messageValues = (template: string, queuePosition = `''`) => `${template}, u.contact_preference, ${ADDRESS_SQL}, u.id, u.language,
  jsonb_build_object(
    'firstName', u.first_name, 'shelter', s.name, 'street', s.street, 'postcode', s.postcode, 'city', s.city,
    'room', p.name, 'startDate', b.start_date::text, 'endDate', b.end_date::text,
    'checkInFrom', COALESCE(s.check_in_from, ''), 'checkInUntil', COALESCE(s.check_in_until, ''),
    'reason', COALESCE(b.decline_reason, ''), 'queuePosition', ${queuePosition}),
  b.id, s.id`;

const BOOKING_JOINS = `FROM booking b
  JOIN product p ON p.id = b.product_id
  JOIN shelter s ON s.id = p.shelter_id
  JOIN app_user u ON u.id = b.guest_id
  LEFT JOIN guest_profile g ON g.user_id = u.id`;

/** The INSERT … SELECT of a booking's message, the template an SQL expression over `b`; $1 the booking, $2 OUTBOX_CHANNEL. */
const bookingMessageSql = (template: string, queuePosition?: string) => `WITH m AS (
       INSERT INTO outbox_message (${MESSAGE_COLUMNS})
       SELECT ${messageValues(template, queuePosition)} ${BOOKING_JOINS}
        WHERE b.id = $1 AND u.contact_preference <> 'none' AND ${ADDRESS_SQL} IS NOT NULL
       RETURNING id, channel
     )
     SELECT m.channel, pg_notify($2, m.id::text) FROM m`;

/**
 * Queues `template` to the guest of booking `bookingId`, as the booking is now (so after the
 * change's UPDATE, e.g. with its decline reason). Answers the channel queued, or null when the
 * guest has no address for their preference.
 */
export async function enqueueBookingMessage(
  tx: Pick<EntityManager, 'query'>,
  bookingId: number,
  template: BookingMessage,
): Promise<'email' | 'sms' | null> {
  const rows: { channel: 'email' | 'sms' }[] = await tx.query(bookingMessageSql('$3::text'), [bookingId, OUTBOX_CHANNEL, template]);
  return rows[0]?.channel ?? null;
}

/**
 * A new request's message, by where it landed (pending: received; in_queue: queued, with its place
 * in the queue as the answer on screen says it, issue 33 §14): ONE statement after the request's
 * CTE, in its transaction.
 */
export async function enqueueRequestMessage(
  tx: Pick<EntityManager, 'query'>,
  bookingId: number,
  queuePosition: number | null,
): Promise<'email' | 'sms' | null> {
  const rows: { channel: 'email' | 'sms' }[] = await tx.query(
    bookingMessageSql(`CASE b.status WHEN 'in_queue' THEN 'booking.queued' ELSE 'booking.received' END`, '$3::text'),
    [bookingId, OUTBOX_CHANNEL, queuePosition === null ? '' : String(queuePosition)],
  );
  return rows[0]?.channel ?? null;
}

/**
 * The day of arrival (issue 20 §3): the address and latest check-in time to every guest whose
 * reserved or confirmed stay starts `today`, once per booking (the unique index
 * outbox_message_arrival_once; a second pass, or another gateway's, writes nothing). Answers how
 * many were queued.
 */
export async function enqueueArrivalMessages(tx: Pick<EntityManager, 'query'>, today: LocalDate): Promise<number> {
  const rows: unknown[] = await tx.query(
    `WITH m AS (
       INSERT INTO outbox_message (${MESSAGE_COLUMNS})
       SELECT ${messageValues(`'booking.arrival'`)} ${BOOKING_JOINS}
        WHERE b.start_date = $1::date AND b.status IN ('reserved', 'confirmed')
          AND u.contact_preference <> 'none' AND ${ADDRESS_SQL} IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM outbox_message o WHERE o.booking_id = b.id AND o.template = 'booking.arrival')
       ON CONFLICT (booking_id, template) WHERE template = 'booking.arrival' DO NOTHING
       RETURNING id
     )
     SELECT pg_notify($2, m.id::text) FROM m`,
    [today, OUTBOX_CHANNEL],
  );
  return rows.length;
}

/** The host staff's digest comes at most this often. */
export const DIGEST_EVERY = '15 minutes';

/**
 * The host staff's digest (issue 20 §3, opt-in): to each host with request_digest on, an e-mail
 * address and a shelter, whose last digest is at least DIGEST_EVERY old, one e-mail listing the
 * requests at their shelter since the last one told (id above request_digest_after) that still
 * wait (pending, in the queue, or with the caseworker): room and dates, no guest data. Hosts are
 * locked SKIP LOCKED, so two gateways never send one twice. Answers how many were queued.
 */
export async function enqueueHostDigests(tx: Pick<EntityManager, 'query'>): Promise<number> {
  const rows: unknown[] = await tx.query(
    `WITH due AS (
       SELECT u.id, u.email, u.shelter_id, u.request_digest_after
         FROM app_user u
        WHERE u.request_digest AND 'host' = ANY (u.groups) AND u.shelter_id IS NOT NULL
          AND NULLIF(btrim(u.email), '') IS NOT NULL
          AND (u.request_digest_sent_at IS NULL OR u.request_digest_sent_at <= now() - $2::interval)
        FOR UPDATE OF u SKIP LOCKED
     ), news AS (
       SELECT due.id AS host_id, count(*)::int AS n, max(b.id) AS last_id,
              string_agg(p.name || ': ' || b.start_date::text || ' – ' || b.end_date::text, E'\\n' ORDER BY b.start_date, b.id) AS lines
         FROM due
         JOIN product p ON p.shelter_id = due.shelter_id
         JOIN booking b ON b.product_id = p.id AND b.id > due.request_digest_after
        WHERE b.status IN ('pending', 'in_queue', 'accepted', 'advised_against')
        GROUP BY due.id
     ), moved AS (
       UPDATE app_user u SET request_digest_after = news.last_id, request_digest_sent_at = now()
         FROM news WHERE u.id = news.host_id
     ), m AS (
       INSERT INTO outbox_message (template, channel, address, recipient_id, language, params, shelter_id)
       SELECT 'host.digest', 'email', btrim(due.email), due.id, 'sv',
              jsonb_build_object('count', news.n::text, 'lines', news.lines, 'shelter', s.name), due.shelter_id
         FROM due JOIN news ON news.host_id = due.id JOIN shelter s ON s.id = due.shelter_id
       RETURNING id
     )
     SELECT pg_notify($1, m.id::text) FROM m`,
    [OUTBOX_CHANNEL, DIGEST_EVERY],
  );
  return rows.length;
}

/**
 * The guest's message of a person's (or the system's) transition, if any: assigned (with the
 * confirm-by), declined with the reason, released as a no-show (the system's decline), and the
 * volunteer's confirmation (the booking information the volunteer screen promises). Other
 * transitions are the guest's own doing or staff's bookkeeping, and send nothing.
 */
export function messageOfAction(action: string, role: string): BookingMessage | null {
  if (action === 'assign') return 'booking.assigned';
  if (action === 'decline') return role === 'system' ? 'booking.no_show' : 'booking.declined';
  if (action === 'volunteer_confirm') return 'booking.confirmed';
  return null;
}

/** The channel of the latest message about this booking queued to its guest, or null (Booking.guestNotice for one). */
export async function guestNoticeOf(q: Pick<EntityManager, 'query'>, bookingId: number): Promise<'email' | 'sms' | null> {
  const [row]: { channel: 'email' | 'sms' }[] = await q.query(
    `SELECT o.channel FROM outbox_message o JOIN booking b ON b.id = o.booking_id
      WHERE o.booking_id = $1 AND o.recipient_id = b.guest_id ORDER BY o.id DESC LIMIT 1`,
    [bookingId],
  );
  return row?.channel ?? null;
}
