/**
 * The logged-in person's own account: the notification feed behind the bell (DESIGN §13: a real
 * count of unread booking events), name and password changes, and the public app settings the web
 * reads before anyone logs in.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { AuthService } from '../auth/auth.service';
import type { LoginResult, MeView } from '../auth/auth.view';
import { hashPassword, verifyPassword } from '../auth/password';
import { visibleHistory } from '../booking/booking-access';
import type { BookingStatus } from '../domain/booking-status';
import { BOOKING_VIEW_SQL, type BookingViewRow, toBookingView } from '../booking/booking.view';
import { AppError, sqlState } from '../platform/errors';
import { chatScriptsFrom } from './chat-config';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { isLanguage } from '../domain/person';
import { MAX_NAME, MAX_PASSWORD, MIN_PASSWORD } from '../platform/validate';
import { DECISION_NOTICES_SQL } from '../decision/decision-report.sql';
import { NotificationView, NotificationFeed, AppConfigView, DecisionNoticeView } from './account.view';
import {
  DEFAULT_NOTIFICATIONS,
  MAX_NOTIFICATIONS,
  NAME_REQUIRED_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  SHORT_PASSWORD_MESSAGE,
  LONG_PASSWORD_MESSAGE,
  MAX_UNREAD_COUNT,
} from './account.rules';

interface EventRow {
  id: number;
  booking_id: number;
  action: string;
  from_status: BookingStatus | null;
  to_status: BookingStatus;
  actor_group: string;
  reason: string | null;
  at: Date;
  unread: boolean;
}

/**
 * The booking events that concern a person (DESIGN §3's record scope, per group they have): a guest's
 * own bookings, a host's shelter, a caseworker's assigned shelters, a volunteer's requests. Their own
 * actions are left out: a notification tells what someone else did.
 *
 * Each scope is read apart, newest first, at most `$5` events each (issue 22): the shelters' and the
 * volunteer's through the event's own shelter_id / volunteer_id and their indexes (migration 0021),
 * the guest's through the guest's few bookings. `extra` narrows every scope (e.g. "unread only").
 * Parameters $1..$4 come from scopeParams(); `cap` names the parameter of the cap.
 */
const scopedEvents = (extra: string, cap = '$5'): string => `
  SELECT e.id, e.at FROM unnest($3::int[]) AS s (id)
   CROSS JOIN LATERAL (
         SELECT e.id, e.at FROM booking_event e
          WHERE e.shelter_id = s.id AND e.actor_id IS DISTINCT FROM $1 ${extra}
          ORDER BY e.at DESC, e.id DESC LIMIT ${cap}) e
  UNION
  (SELECT e.id, e.at FROM booking_event e
    WHERE $4::boolean AND e.volunteer_id = $1 AND e.actor_id IS DISTINCT FROM $1 ${extra}
    ORDER BY e.at DESC, e.id DESC LIMIT ${cap})
  UNION
  (SELECT e.id, e.at FROM booking b JOIN booking_event e ON e.booking_id = b.id
    WHERE $2::boolean AND b.guest_id = $1 AND e.actor_id IS DISTINCT FROM $1 ${extra}
    ORDER BY e.at DESC, e.id DESC LIMIT ${cap})`;

const scopeParams = (a: Actor): unknown[] => [
  a.userId,
  a.groups.includes('user'),
  [
    ...new Set([
      ...(a.groups.includes('host') && a.hostShelterId !== null ? [a.hostShelterId] : []),
      ...(a.groups.includes('caseworker') ? a.assignedShelterIds : []),
    ]),
  ],
  a.groups.includes('volunteer'),
];

/**
 * Since when an event is unread (issue 33 §13): after the person last opened their notifications,
 * never before their account existed (a newly invited host does not start with the shelter's past),
 * and at most `UNREAD_DAYS` back (the bell says what is new, not a backlog: a caseworker of many
 * shelters away for a month is not met by 99+).
 */
const UNREAD_DAYS = 7;
const SEEN_SQL = `COALESCE((SELECT GREATEST(COALESCE(notifications_seen_at, created_at), now() - make_interval(days => ${UNREAD_DAYS}))
                             FROM app_user WHERE id = $1), 'infinity'::timestamptz)`;

function cleanName(value: unknown): string {
  if (typeof value !== 'string') throw new AppError('BAD_USER_INPUT', NAME_REQUIRED_MESSAGE);
  const t = value.trim().replace(/\s+/g, ' ');
  if (t === '') throw new AppError('BAD_USER_INPUT', NAME_REQUIRED_MESSAGE);
  if (t.length > MAX_NAME) throw new AppError('BAD_USER_INPUT', NAME_TOO_LONG_MESSAGE);
  return t;
}

export class AccountService {
  private readonly chatScripts: string[];

  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.chatScripts = chatScriptsFrom(env);
  }

  /** Public settings of the web app (no login needed). */
  appConfig(): AppConfigView {
    return { chatScripts: [...this.chatScripts] };
  }

  /**
   * The person's most recent booking events (newest first) and how many arrived since they last
   * read them. Two statements whatever the number of events: the count with the events, their
   * bookings (one when limit is 0: the bell's badge); a caseworker's decision entries one more.
   */
  async notifications(actorOrNull: Actor | null, limit: number = DEFAULT_NOTIFICATIONS): Promise<NotificationFeed> {
    const actor = requireGroup(actorOrNull);
    if (!Number.isInteger(limit) || limit < 0 || limit > MAX_NOTIFICATIONS) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.notificationsLimit(MAX_NOTIFICATIONS));
    }
    // The unread count and the newest events in one statement (the count alone when limit is 0).
    const rows: (EventRow & { n: number })[] = await this.ds.query(
      `SELECT c.n, x.*
         FROM (SELECT LEAST(count(*), $5)::int AS n FROM (${scopedEvents(`AND e.at > ${SEEN_SQL}`)}) u) c
         LEFT JOIN LATERAL (
              SELECT e.id::int AS id, e.booking_id, e.action, e.from_status, e.to_status, e.actor_group, e.reason, e.at,
                     e.at > ${SEEN_SQL} AS unread
                FROM (${scopedEvents('', '$6')} ORDER BY 2 DESC, 1 DESC LIMIT $6) y
                JOIN booking_event e ON e.id = y.id) x ON true
        ORDER BY x.at DESC, x.id DESC`,
      [...scopeParams(actor), MAX_UNREAD_COUNT, limit],
    );
    const notices = await this.decisionNotices(actor, limit);
    const n = Math.min(Number(rows[0]?.n ?? 0) + notices.unread, MAX_UNREAD_COUNT);
    const events = rows.filter((r) => r.id !== null);
    if (events.length === 0) return { unreadCount: n, items: [], decisionNotices: notices.items };

    const bookingRows: BookingViewRow[] = await this.ds.query(`${BOOKING_VIEW_SQL} WHERE b.id = ANY ($1)`, [
      [...new Set(events.map((e) => e.booking_id))],
    ]);
    const bookings = new Map(bookingRows.map((r) => [r.id, toBookingView(r, actor)]));
    const items: NotificationView[] = [];
    for (const e of events) {
      const booking = bookings.get(e.booking_id);
      if (!booking) continue;
      // The same reading rules as Booking.history: a guest or volunteer never sees a caseworker's reason.
      const facts = { guestId: booking.guest.id, shelterId: booking.product.shelter.id, requestedBy: booking.requestedBy };
      const [visible] = visibleHistory(actor, facts, [{ actorGroup: e.actor_group, reason: e.reason, actorName: null }]);
      items.push({
        id: e.id,
        action: e.action,
        fromStatus: e.from_status,
        toStatus: e.to_status,
        actorGroup: e.actor_group,
        reason: visible?.reason ?? null,
        at: e.at,
        unread: e.unread,
        booking,
      });
    }
    return { unreadCount: n, items, decisionNotices: notices.items };
  }

  /**
   * A caseworker's bell entries of decisions running out (issue 38 §4, written by the decision
   * reminders job): how many are unread, and the newest `limit`. One statement; none for others.
   */
  private async decisionNotices(actor: Actor, limit: number): Promise<{ unread: number; items: DecisionNoticeView[] }> {
    if (!actor.groups.includes('caseworker')) return { unread: 0, items: [] };
    const rows: {
      n: number;
      id: number | null;
      created_at: Date;
      end_date: string;
      decision_id: number;
      case_number: string;
      guest_id: number;
      first_name: string;
      last_name: string;
      unread: boolean;
    }[] = await this.ds.query(DECISION_NOTICES_SQL(SEEN_SQL), [actor.userId, actor.assignedShelterIds, limit]);
    return {
      unread: Number(rows[0]?.n ?? 0),
      items: rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: r.id as number,
          decisionId: r.decision_id,
          caseNumber: r.case_number,
          endDate: r.end_date,
          guest: { id: r.guest_id, firstName: r.first_name, lastName: r.last_name },
          at: r.created_at,
          unread: r.unread,
        })),
    };
  }

  /** Everything up to now counts as read (the bell's badge goes to 0). */
  async markNotificationsRead(actorOrNull: Actor | null): Promise<boolean> {
    const actor = requireGroup(actorOrNull);
    await this.ds.query(`UPDATE app_user SET notifications_seen_at = clock_timestamp() WHERE id = $1`, [actor.userId]);
    return true;
  }

  /** The language the person reads the web in (issue 18 §8), kept with the account. Errors: BAD_USER_INPUT (not a language of LANGUAGES). */
  async setMyLanguage(actorOrNull: Actor | null, language: unknown): Promise<MeView> {
    const actor = requireGroup(actorOrNull);
    if (!isLanguage(language)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.language);
    await this.ds.query(`UPDATE app_user SET language = $2 WHERE id = $1`, [actor.userId, language]);
    return this.auth.me(actor);
  }

  /** Changes the person's own first and last name (both required, trimmed). */
  async updateMyName(actorOrNull: Actor | null, firstName: unknown, lastName: unknown): Promise<MeView> {
    const actor = requireGroup(actorOrNull);
    const first = cleanName(firstName);
    const last = cleanName(lastName);
    await this.ds.query(`UPDATE app_user SET first_name = $2, last_name = $3 WHERE id = $1`, [actor.userId, first, last]);
    return this.auth.me({ ...actor, firstName: first, lastName: last });
  }

  /**
   * Changes the person's own login e-mail after checking their password (/user-management).
   * Errors: BAD_USER_INPUT (wrong password, not an e-mail address, or taken by another account).
   */
  async changeMyEmail(actorOrNull: Actor | null, email: unknown, current: unknown): Promise<MeView> {
    const actor = requireGroup(actorOrNull);
    if (typeof email !== 'string' || typeof current !== 'string') throw new AppError('BAD_USER_INPUT');
    if (!actor.email) throw new AppError('FORBIDDEN');
    const next = email.trim();
    if (next.length > 320 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.email);
    const [row]: { password_hash: string | null }[] = await this.ds.query(`SELECT password_hash FROM app_user WHERE id = $1`, [
      actor.userId,
    ]);
    const ok = current.length <= MAX_PASSWORD && !!row?.password_hash && (await verifyPassword(current, row.password_hash));
    if (!ok) throw new AppError('BAD_USER_INPUT', WRONG_PASSWORD_MESSAGE);
    try {
      await this.ds.query(`UPDATE app_user SET email = $2 WHERE id = $1`, [actor.userId, next]);
    } catch (e) {
      if (sqlState(e) === '23505') throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.emailTaken);
      throw e;
    }
    return this.auth.me({ ...actor, email: next });
  }

  /**
   * Changes the person's own password after checking the current one. Every session of theirs ends
   * (a thief with a stolen session is out); the browser that made the change gets a new one, which
   * the adapter puts in the cookie.
   */
  async changeMyPassword(actorOrNull: Actor | null, current: unknown, next: unknown): Promise<LoginResult> {
    const actor = requireGroup(actorOrNull);
    if (typeof current !== 'string' || typeof next !== 'string') throw new AppError('BAD_USER_INPUT');
    if (!actor.email) throw new AppError('FORBIDDEN');
    if (next.length < MIN_PASSWORD) throw new AppError('BAD_USER_INPUT', SHORT_PASSWORD_MESSAGE);
    if (next.length > MAX_PASSWORD) throw new AppError('BAD_USER_INPUT', LONG_PASSWORD_MESSAGE);
    const [row]: { password_hash: string | null }[] = await this.ds.query(`SELECT password_hash FROM app_user WHERE id = $1`, [
      actor.userId,
    ]);
    const ok = current.length <= MAX_PASSWORD && !!row?.password_hash && (await verifyPassword(current, row.password_hash));
    if (!ok) throw new AppError('BAD_USER_INPUT', WRONG_PASSWORD_MESSAGE);

    await this.ds.query(`UPDATE app_user SET password_hash = $2, must_change_password = false WHERE id = $1`, [
      actor.userId,
      await hashPassword(next),
    ]);
    await this.auth.endSessionsOf(actor.userId);
    return this.auth.login(actor.email, next, null);
  }
}

declare module '../platform/services' {
  interface Services {
    account: AccountService;
  }
}
