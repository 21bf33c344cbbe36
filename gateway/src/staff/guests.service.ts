/**
 * Gäster (issue 19 §4): the guests connected to the host's own shelter — everyone who has, had or
 * asked for a place there (any booking of any status in one of its rooms) — with their stays there
 * and the host staff's own notes. DESIGN §3: a host sees only guests connected to their shelter; a
 * guest who is not is GUEST_NOT_FOUND, exactly like an id that does not exist (no leak).
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { addDays, startOfMonth } from '../platform/dates';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { one } from '../platform/db/rows';
import { fold, searchPattern } from '../platform/db/text-search';
import { statusIn } from '../domain/booking-sql';
import { BOOKING_VIEW_SQL, type BookingViewRow, SHELTER_STAFF, toBookingView } from '../booking/booking.view';
import { hostShelterOf } from '../platform/scope';
import { StayDates, HostGuestView, HostGuestPage, HostNoteView, HostGuestDetailView } from './guests.view';
import { MAX_NOTE, MAX_HOST_GUESTS } from './guests.rules';

/** Bookings in which the guest slept (or sleeps) at the shelter: a stay. */
const STAY_SQL = statusIn(['checked_in', 'completed'], 'x.status');

interface HostGuestRow {
  id: number;
  first_name: string;
  last_name: string;
  unokod: string | null;
  flag: boolean;
  last_stay: StayDates | string | null;
  nights_this_month: number;
}

const toHostGuest = (r: HostGuestRow): HostGuestView => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  unokod: r.unokod,
  flag: r.flag,
  lastStay: typeof r.last_stay === 'string' ? JSON.parse(r.last_stay) : r.last_stay,
  nightsThisMonth: r.nights_this_month,
});

/**
 * The guests of shelter $1 ($2 the month's first night, $3 tomorrow: nights up to and including
 * tonight; $4 a search pattern or null; $5 one guest id or null), in one statement.
 */
// The shelter's guests by their latest booking first, with the last stay and this month's nights,
// in ONE pass over the shelter's bookings (grouped by guest); the page's guests are picked before
// their names are read (LIMIT unless a search needs every name; LIMIT NULL is no limit). Issue 22:
// the bookings as a CTE scanned once per listed guest grew with the square of the history.
const HOST_GUESTS_SQL = `
  WITH guests AS (
    SELECT x.guest_id, max(x.booking_time) AS latest,
           (array_agg(json_build_object('startDate', x.start_date, 'endDate', x.end_date) ORDER BY x.start_date DESC, x.id DESC)
              FILTER (WHERE ${STAY_SQL}))[1] AS last_stay,
           COALESCE(sum(GREATEST(0, LEAST(x.end_date, $3::date) - GREATEST(x.start_date, $2::date)))
              FILTER (WHERE ${STAY_SQL} AND x.end_date > $2::date AND x.start_date < $3::date), 0)::int AS nights_this_month
      FROM booking x JOIN product p ON p.id = x.product_id
     WHERE p.shelter_id = $1 AND ($5::int IS NULL OR x.guest_id = $5)
     GROUP BY x.guest_id
     ORDER BY latest DESC, x.guest_id DESC
     LIMIT CASE WHEN $4::text IS NULL THEN ${MAX_HOST_GUESTS} END
  )
  SELECT u.id, u.first_name, u.last_name, g.unokod, COALESCE(g.flag, false) AS flag, k.last_stay, k.nights_this_month
    FROM guests k
    JOIN app_user u ON u.id = k.guest_id
    LEFT JOIN guest_profile g ON g.user_id = u.id
   WHERE $4::text IS NULL OR u.first_name ILIKE $4 OR u.last_name ILIKE $4 OR (u.first_name || ' ' || u.last_name) ILIKE $4 OR g.unokod LIKE $4
   ORDER BY k.latest DESC, u.id DESC
   LIMIT ${MAX_HOST_GUESTS}`;

/**
 * One page of the shelter's guests ($1 shelter, $2 the month's first night, $3 tomorrow, $4 the
 * search's words or null, $5 offset, $6 limit) and how many match, in ONE statement. Issue 22: the
 * guests' latest booking times come from an index-only scan of the shelter's rooms
 * (booking_product_latest_idx, migration 018: product_id with guest_id and booking_time); only the
 * page's guests are then read (name, last stay and this month's nights, each a few index probes).
 * A search reads every guest's name once (LATERAL … OFFSET 0 keeps that a probe by key per guest
 * instead of a join over every user).
 */
const HOST_GUEST_PAGE_SQL = `
  WITH latest AS (
    SELECT x.guest_id, max(x.booking_time) AS latest
      FROM booking x JOIN product p ON p.id = x.product_id
     WHERE p.shelter_id = $1
     GROUP BY x.guest_id
  ), matched AS (
    SELECT k.guest_id, k.latest FROM latest k WHERE $4::text[] IS NULL
    UNION ALL
    SELECT k.guest_id, k.latest FROM latest k
     CROSS JOIN LATERAL (
       SELECT ${fold(`u.first_name || ' ' || u.last_name || ' ' || COALESCE(g.unokod, '')`)} AS hay
         FROM app_user u LEFT JOIN guest_profile g ON g.user_id = u.id
        WHERE u.id = k.guest_id OFFSET 0) n
     WHERE $4::text[] IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM unnest($4::text[]) w WHERE position(${fold('w')} IN n.hay) = 0)
  ), page AS (
    SELECT * FROM matched ORDER BY latest DESC, guest_id DESC OFFSET $5 LIMIT $6
  )
  SELECT (SELECT count(*) FROM matched)::int AS total,
         (SELECT COALESCE(json_agg(r ORDER BY r.latest DESC, r.id DESC), '[]'::json) FROM (
            SELECT k.latest, u.id, u.first_name, u.last_name, g.unokod, COALESCE(g.flag, false) AS flag,
                   (SELECT json_build_object('startDate', x.start_date, 'endDate', x.end_date)
                      FROM booking x JOIN product p ON p.id = x.product_id
                     WHERE x.guest_id = k.guest_id AND p.shelter_id = $1 AND ${STAY_SQL}
                     ORDER BY x.start_date DESC, x.id DESC LIMIT 1) AS last_stay,
                   (SELECT COALESCE(sum(GREATEST(0, LEAST(x.end_date, $3::date) - GREATEST(x.start_date, $2::date))), 0)::int
                      FROM booking x JOIN product p ON p.id = x.product_id
                     WHERE x.guest_id = k.guest_id AND p.shelter_id = $1 AND ${STAY_SQL}
                       AND x.end_date > $2::date AND x.start_date < $3::date) AS nights_this_month
              FROM page k JOIN app_user u ON u.id = k.guest_id LEFT JOIN guest_profile g ON g.user_id = u.id) r) AS guests`;

const NOTE_SQL = `
  SELECT n.id, n.text, n.author_id AS "authorId", n.created_at AS "createdAt",
         COALESCE(NULLIF(trim(a.first_name || ' ' || a.last_name), ''), '') AS "authorName"
    FROM host_note n LEFT JOIN app_user a ON a.id = n.author_id`;

export class HostGuestService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  private shelterOf(actorOrNull: Actor | null): { actor: Actor; shelterId: number } {
    return hostShelterOf(actorOrNull);
  }

  private async rows(shelterId: number, search: string | null, guestId: number | null): Promise<HostGuestView[]> {
    const today = this.clock.today();
    const rows: HostGuestRow[] = await this.ds.query(HOST_GUESTS_SQL, [shelterId, startOfMonth(today), addDays(today, 1), search, guestId]);
    return rows.map(toHostGuest);
  }

  /** The guests connected to the host's shelter, the most recently connected first (at most MAX_HOST_GUESTS). */
  async list(actor: Actor | null, search?: unknown): Promise<HostGuestView[]> {
    const { shelterId } = this.shelterOf(actor);
    return this.rows(shelterId, searchPattern(search), null);
  }

  /**
   * One page of `list` (the same guests and order) and how many match in all; the search matches
   * every word typed (case and accents ignored) in the name or the UNO code.
   */
  async page(actor: Actor | null, search: unknown, offset: number, limit: number): Promise<HostGuestPage> {
    const { shelterId } = this.shelterOf(actor);
    if (!Number.isSafeInteger(offset) || offset < 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.offset);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_HOST_GUESTS)
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.limit(MAX_HOST_GUESTS));
    const words = typeof search === 'string' ? search.slice(0, 100).split(/\s+/).filter(Boolean).slice(0, 10) : [];
    const today = this.clock.today();
    const [row]: { total: number; guests: HostGuestRow[] | string }[] = await this.ds.query(HOST_GUEST_PAGE_SQL, [
      shelterId,
      startOfMonth(today),
      addDays(today, 1),
      words.length > 0 ? words : null,
      offset,
      limit,
    ]);
    const guests: HostGuestRow[] = typeof row?.guests === 'string' ? JSON.parse(row.guests) : (row?.guests ?? []);
    return { total: row?.total ?? 0, offset, guests: guests.map(toHostGuest) };
  }

  /** One guest of the host's shelter with their bookings there and the notes; GUEST_NOT_FOUND otherwise. */
  async get(actorOrNull: Actor | null, guestId: number): Promise<HostGuestDetailView> {
    const { shelterId } = this.shelterOf(actorOrNull);
    const [guest] = await this.rows(shelterId, null, guestId);
    if (!guest) throw new AppError('GUEST_NOT_FOUND');
    const [stays, notes] = await Promise.all([
      this.ds.query(`${BOOKING_VIEW_SQL} WHERE p.shelter_id = $1 AND b.guest_id = $2 ORDER BY b.start_date DESC, b.id DESC`, [
        shelterId,
        guestId,
      ]) as Promise<BookingViewRow[]>,
      this.ds.query(`${NOTE_SQL} WHERE n.shelter_id = $1 AND n.guest_id = $2 ORDER BY n.created_at DESC, n.id DESC`, [
        shelterId,
        guestId,
      ]) as Promise<HostNoteView[]>,
    ]);
    // The SQL is scoped to the host's own shelter: every row is seen by staff of its shelter.
    return { guest, stays: stays.map((r) => toBookingView(r, SHELTER_STAFF)), notes };
  }

  /** Adds a note about a guest of the host's shelter (1–2,000 characters). */
  async addNote(actorOrNull: Actor | null, guestId: number, textValue: unknown): Promise<HostNoteView> {
    const { actor, shelterId } = this.shelterOf(actorOrNull);
    const text = typeof textValue === 'string' ? textValue.trim() : '';
    if (text === '' || text.length > MAX_NOTE) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.noteText(MAX_NOTE));
    const rows: { id: number }[] = await this.ds.query(
      `INSERT INTO host_note (shelter_id, guest_id, author_id, text)
       SELECT $1, $2, $3, $4
        WHERE EXISTS (SELECT 1 FROM booking b JOIN product p ON p.id = b.product_id WHERE p.shelter_id = $1 AND b.guest_id = $2)
       RETURNING id`,
      [shelterId, guestId, actor.userId, text],
    );
    const [created] = rows;
    if (!created) throw new AppError('GUEST_NOT_FOUND');
    return one<HostNoteView>(await this.ds.query(`${NOTE_SQL} WHERE n.id = $1`, [created.id]));
  }

  /** Deletes a note: its author, or host staff of the note's shelter. NOT_FOUND otherwise. */
  async deleteNote(actorOrNull: Actor | null, noteId: number): Promise<HostNoteView> {
    const { actor, shelterId } = this.shelterOf(actorOrNull);
    const [row]: HostNoteView[] = await this.ds.query(
      `WITH gone AS (DELETE FROM host_note n WHERE n.id = $1 AND (n.shelter_id = $2 OR n.author_id = $3) RETURNING n.*)
       SELECT n.id, n.text, n.author_id AS "authorId", n.created_at AS "createdAt",
              COALESCE(NULLIF(trim(a.first_name || ' ' || a.last_name), ''), '') AS "authorName"
         FROM gone n LEFT JOIN app_user a ON a.id = n.author_id`,
      [noteId, shelterId, actor.userId],
    );
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}

declare module '../platform/services' {
  interface Services {
    hostGuests: HostGuestService;
  }
}
