/**
 * Guests (SPEC §3, §5; DESIGN §3, §6). A guest is an app_user in group 'user' with a guest_profile
 * row. Volunteers list, search and create guests and only ever see id, names and UNO code;
 * caseworkers see the full record, and only of guests who have (or had) a booking at one of their
 * assigned shelters. "Not yours" and "does not exist" answer alike (404).
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { AppError, sqlConstraint, sqlState } from '../platform/errors';
import { BOOKING_VIEW_SQL, type BookingView, type BookingViewRow, toBookingView } from '../booking/booking.view';
import { inTransaction } from '../platform/db/database';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { one } from '../platform/db/rows';
import { fold, likePattern } from '../platform/db/text-search';
import { GuestRecordRow, GUEST_RECORD_SQL, toGuestRecord } from './guest.sql';
import { MAX_NAME } from '../platform/validate';
import { GuestRecord } from './guest.view';
import { showPhone, swedishMobile } from '../guestaccess/guestaccess.rules';
import { GuestSummaryPage, GuestSummary, CreateGuestInput, GuestSearch } from './guest.view';
import {
  MAX_CASEWORKER_GUESTS,
  COUNT_AHEAD,
  SPARSE_BOOKINGS,
  MAX_SEARCH_RESULTS,
  MAX_GUEST_BOOKINGS,
  UNO_SHAPE,
  REQUIRED_FIELDS_MESSAGE,
  SEARCH_PARAMS_MESSAGE,
  UNO_FORMAT_MESSAGE,
  GENDER_MESSAGE,
} from './guest.rules';

interface SummaryRow {
  id: number;
  first_name: string;
  last_name: string;
  unokod: string;
  region_name: string | null;
}

const toSummary = (r: SummaryRow): GuestSummary => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  uno: r.unokod,
  regionName: r.region_name,
});

const SUMMARY_SQL = `
  SELECT u.id, u.first_name, u.last_name, g.unokod, r.name AS region_name
    FROM app_user u JOIN guest_profile g ON g.user_id = u.id
    LEFT JOIN region r ON r.id = g.region_id
   WHERE 'user' = ANY (u.groups)`;

/** The guest has or had a booking at one of the shelters in $1 (any status: history counts). */
const BOOKED_AT_SHELTERS = `
  EXISTS (SELECT 1 FROM booking b JOIN product p ON p.id = b.product_id
           WHERE b.guest_id = u.id AND p.shelter_id = ANY ($1::int[]))`;

/** A text field as given: trimmed, or null when missing or blank. Numbers count as their digits. */
function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new AppError('BAD_USER_INPUT');
  const t = value.trim();
  return t === '' ? null : t;
}

/** Like `text`, but any other type counts as missing (the SPEC's "all fields are required"). */
function requiredText(value: unknown): string | null {
  try {
    return text(value);
  } catch {
    return null;
  }
}

function checkName(value: string, field: string): string {
  if (value.length > MAX_NAME) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.tooLong(field, MAX_NAME));
  return value;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */

export class GuestService {
  constructor(private readonly ds: DataSource) {}

  // ---- volunteers -----------------------------------------------------------------------------

  /** Every guest, by name (SPEC GET /api/volunteer/guest/list). Volunteers only. */
  async list(actorOrNull: Actor | null): Promise<GuestSummary[]> {
    requireGroup(actorOrNull, 'volunteer');
    const rows: SummaryRow[] = await this.ds.query(`${SUMMARY_SQL} ORDER BY lower(u.last_name), lower(u.first_name), u.id`);
    return rows.map(toSummary);
  }

  /**
   * Exact, case-insensitive match on every field given (blank fields are ignored). 400 when none
   * is given, 404 'No matching guest found' when nobody matches (SPEC §5).
   */
  async search(actorOrNull: Actor | null, query: GuestSearch): Promise<GuestSummary[]> {
    requireGroup(actorOrNull, 'volunteer');
    const firstName = text(query.firstName);
    const lastName = text(query.lastName);
    const uno = text(query.uno);
    if (firstName === null && lastName === null && uno === null) throw new AppError('BAD_USER_INPUT', SEARCH_PARAMS_MESSAGE);
    // Longer than any stored value: nothing can match, and nothing long is sent to the database.
    const tooLong = [firstName, lastName].some((v) => v !== null && v.length > MAX_NAME) || (uno !== null && uno.length > 4);
    if (tooLong) throw new AppError('GUEST_NOT_FOUND');
    const rows: SummaryRow[] = query.partial
      ? await this.ds.query(
          `${SUMMARY_SQL}
         AND ($1::text IS NULL OR ${fold('u.first_name')} LIKE ${fold('$1::text')} ESCAPE '\\')
         AND ($2::text IS NULL OR ${fold('u.last_name')} LIKE ${fold('$2::text')} ESCAPE '\\')
         AND ($3::text IS NULL OR g.unokod LIKE $3::text ESCAPE '\\')
       ORDER BY lower(u.last_name), lower(u.first_name), u.id
       LIMIT ${MAX_SEARCH_RESULTS}`,
          [firstName && likePattern(firstName), lastName && likePattern(lastName), uno && `${likePattern(uno).slice(1)}`],
        )
      : await this.ds.query(
          `${SUMMARY_SQL}
         AND ($1::text IS NULL OR lower(u.first_name) = lower($1::text))
         AND ($2::text IS NULL OR lower(u.last_name) = lower($2::text))
         AND ($3::text IS NULL OR g.unokod = $3::text)
       ORDER BY u.id
       LIMIT ${MAX_SEARCH_RESULTS}`,
          [firstName, lastName, uno],
        );
    if (rows.length === 0) throw new AppError('GUEST_NOT_FOUND');
    return rows.map(toSummary);
  }

  /**
   * A new guest account: app_user (no e-mail, no password, groups {user}) and guest_profile
   * (created_by = the volunteer) in one transaction. 400 for a missing field, a malformed UNO
   * code or gender; 409 UNO_TAKEN when the UNO code is in use (also when two volunteers race).
   */
  async create(actorOrNull: Actor | null, input: CreateGuestInput): Promise<GuestSummary> {
    const actor = requireGroup(actorOrNull, 'volunteer');
    const first = requiredText(input.firstName);
    const last = requiredText(input.lastName);
    const uno = requiredText(input.uno);
    if (first === null || last === null || uno === null) throw new AppError('BAD_USER_INPUT', REQUIRED_FIELDS_MESSAGE);
    const firstName = checkName(first, 'Förnamn');
    const lastName = checkName(last, 'Efternamn');
    if (!UNO_SHAPE.test(uno)) throw new AppError('BAD_USER_INPUT', UNO_FORMAT_MESSAGE);
    // "N" (the original's newest client's "not stated", issue 35 §1) is stored as not stated, like
    // a missing gender: only K is offered the women-only rooms.
    let gender: 'K' | 'M' | null = null;
    if (input.gender !== undefined && input.gender !== null && input.gender !== '') {
      const g = typeof input.gender === 'string' ? input.gender.trim().toUpperCase() : '';
      if (g !== 'K' && g !== 'M' && g !== 'N') throw new AppError('BAD_USER_INPUT', GENDER_MESSAGE);
      gender = g === 'N' ? null : g;
    }
    const regionName = requiredText(input.region);
    if (input.region !== undefined && input.region !== null && typeof input.region !== 'string')
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.regionMissing);

    let phone: string | null = null;
    if (input.phone !== undefined && input.phone !== null && input.phone !== '') {
      phone = swedishMobile(input.phone);
      if (!phone) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.mobileInvalid);
    }

    const created = await inTransaction(this.ds, async (tx) => {
      let region: { id: number; name: string } | null = null;
      if (regionName !== null) {
        const found: { id: number; name: string }[] = await tx.query(
          `SELECT id, name FROM region WHERE lower(name) = lower($1) ORDER BY id LIMIT 1`,
          [regionName.slice(0, MAX_NAME + 1)],
        );
        region = found[0] ?? null;
        if (!region) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.regionMissing);
      }
      const taken: unknown[] = await tx.query(`SELECT 1 FROM guest_profile WHERE unokod = $1`, [uno]);
      if (taken.length > 0) throw new AppError('UNO_TAKEN');
      if (phone) {
        const phoneTaken: unknown[] = await tx.query(`SELECT 1 FROM app_user WHERE login_phone = $1`, [phone]);
        if (phoneTaken.length > 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.phoneTaken);
      }
      const user = one<{ id: number }>(
        await tx
          .query(
            `INSERT INTO app_user (email, password_hash, first_name, last_name, groups, login_phone, contact_preference)
             VALUES (NULL, NULL, $1, $2, '{user}', $3, CASE WHEN $3::text IS NULL THEN 'email' ELSE 'sms' END) RETURNING id`,
            [firstName, lastName, phone],
          )
          .catch((e: unknown) => {
            if (sqlState(e) === '23505' && sqlConstraint(e) === 'app_user_login_phone_key')
              throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.phoneTaken);
            throw e;
          }),
      );
      await tx
        .query(`INSERT INTO guest_profile (user_id, unokod, gender, created_by, phone, region_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
          user.id,
          uno,
          gender,
          actor.userId,
          phone ? showPhone(phone) : '',
          region?.id ?? null,
        ])
        .catch((e: unknown) => {
          // Another volunteer took the code between our check and our insert.
          if (sqlState(e) === '23505' && sqlConstraint(e) === 'guest_profile_unokod_key') throw new AppError('UNO_TAKEN');
          throw e;
        });
      return { id: user.id, regionName: region?.name ?? null };
    });
    return { id: created.id, firstName, lastName, uno, regionName: created.regionName };
  }

  /** A guest by exact UNO code (a volunteer booking names the guest by UNO). 404 when none. */
  async byUno(actorOrNull: Actor | null, unoValue: unknown): Promise<GuestSummary> {
    requireGroup(actorOrNull, 'volunteer');
    const uno = text(unoValue);
    if (uno === null || !UNO_SHAPE.test(uno)) throw new AppError('BAD_USER_INPUT', UNO_FORMAT_MESSAGE);
    const [row]: SummaryRow[] = await this.ds.query(`${SUMMARY_SQL} AND g.unokod = $1`, [uno]);
    if (!row) throw new AppError('GUEST_NOT_FOUND');
    return toSummary(row);
  }

  // ---- caseworkers ----------------------------------------------------------------------------

  /**
   * Guests who have (or had) a booking at one of the caseworker's assigned shelters, optionally
   * narrowed by a case-insensitive substring of first name, last name, full name or UNO code.
   */
  async forCaseworker(actorOrNull: Actor | null, searchValue?: unknown): Promise<GuestSummary[]> {
    return (await this.pageForCaseworker(actorOrNull, searchValue, 0, MAX_CASEWORKER_GUESTS)).items;
  }

  /**
   * One page of `forCaseworker`'s list and how many there are in all (issue 23 §10: the Användare
   * page pages its list instead of loading every guest).
   */
  async pageForCaseworker(actorOrNull: Actor | null, searchValue: unknown, offset: number, limit: number): Promise<GuestSummaryPage> {
    const actor = requireGroup(actorOrNull, 'caseworker');
    const search = text(searchValue);
    if (search !== null && search.length > 2 * MAX_NAME + 1)
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.guestSearchTooLong(2 * MAX_NAME + 1));
    if (!Number.isSafeInteger(offset) || offset < 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.offset);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_CASEWORKER_GUESTS)
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.limit(MAX_CASEWORKER_GUESTS));
    if (actor.assignedShelterIds.length === 0) return { total: 0, totalExact: true, offset, items: [] };
    const pattern = search === null ? null : likePattern(search);
    // Issue 22: counting every guest who ever stayed at 50 shelters grows with the years (about
    // 78,000 after five national years: 220 ms). The page is found by walking guests in name order
    // (app_user_guest_name_idx) and keeping those with a booking at the shelters (an index-only
    // probe of the guest's bookings), and the count stops COUNT_AHEAD guests past the page.
    const counted = offset + limit + COUNT_AHEAD;
    const names = `u.id, u.first_name, u.last_name, lower(u.last_name) AS lk, lower(u.first_name) AS fk`;
    const nameMatches = (u: string) =>
      `${u}.first_name ILIKE $2 ESCAPE '\\' OR ${u}.last_name ILIKE $2 ESCAPE '\\' OR (${u}.first_name || ' ' || ${u}.last_name) ILIKE $2 ESCAPE '\\'`;
    const matchesSearch = (u: string, g: string) => `($2::text IS NULL OR ${nameMatches(u)} OR ${g}.unokod ILIKE $2 ESCAPE '\\')`;
    const source =
      search !== null && search.length >= 3
        ? // A search of 3 characters or more: names and UNO codes matched apart (each through its own
          // trigram index where pg_trgm exists, migration 0017; an OR across two tables could use
          // neither), sorted by name, and only then checked for a booking, in order, until the count's
          // end (OFFSET 0 keeps the planner from checking every match before sorting).
          `(SELECT ${names} FROM app_user u WHERE 'user' = ANY (u.groups) AND (${nameMatches('u')})
            UNION
            SELECT ${names} FROM guest_profile c JOIN app_user u ON u.id = c.user_id
             WHERE 'user' = ANY (u.groups) AND c.unokod ILIKE $2 ESCAPE '\\'
            ORDER BY 4, 5, 1 OFFSET 0) u`
        : // Else every guest in name order (app_user_guest_name_idx), the walk stopping at the count's end.
          `(SELECT ${names} FROM app_user u JOIN guest_profile c ON c.user_id = u.id
             WHERE 'user' = ANY (u.groups) AND ${matchesSearch('u', 'c')}) u`;
    // Which way is cheaper depends on how many of the country's guests stayed at these shelters: few
    // (a young deployment, or shelters a small share of the country's guests ever visit), and the
    // walk in name order probes many guests for each match. So the shelters' bookings are read first,
    // index-only and at most SPARSE_BOOKINGS of them: when they are all, their guests are sorted by
    // name directly (and only then joined to their records, in that order: OFFSET 0); else the walk.
    // Only one of the two runs (each gated on `density`).
    // The matches in name order up to the count's end, numbered; the page and the count both read them.
    const rows: (SummaryRow & { total: number })[] = await this.ds.query(
      `WITH stays AS (
         SELECT b.guest_id FROM booking b
          WHERE b.product_id = ANY (ARRAY(SELECT p.id FROM product p WHERE p.shelter_id = ANY ($1::int[])))
          LIMIT ${SPARSE_BOOKINGS} + 1),
       density AS (SELECT count(*) <= ${SPARSE_BOOKINGS} AS few FROM stays),
       hits AS (
         SELECT m.id, m.first_name, m.last_name, m.unokod, row_number() OVER (ORDER BY m.lk, m.fk, m.id) AS n
           FROM ((SELECT s.id, s.first_name, s.last_name, g.unokod, s.lk, s.fk
                    FROM (SELECT u.id, u.first_name, u.last_name, lower(u.last_name) AS lk, lower(u.first_name) AS fk
                            FROM (SELECT DISTINCT guest_id FROM stays) st JOIN app_user u ON u.id = st.guest_id
                           WHERE (SELECT few FROM density) AND 'user' = ANY (u.groups)
                           ORDER BY 4, 5, 1 OFFSET 0) s
                    JOIN guest_profile g ON g.user_id = s.id
                   WHERE ${matchesSearch('s', 'g')}
                   ORDER BY s.lk, s.fk, s.id LIMIT $5 + 1)
                 UNION ALL
                 (SELECT u.id, u.first_name, u.last_name, g.unokod, u.lk, u.fk
                    FROM ${source} JOIN guest_profile g ON g.user_id = u.id
                   WHERE NOT (SELECT few FROM density) AND ${BOOKED_AT_SHELTERS}
                   ORDER BY u.lk, u.fk, u.id LIMIT $5 + 1)) m
          ORDER BY m.lk, m.fk, m.id
          LIMIT $5 + 1)
       SELECT (SELECT count(*) FROM hits) AS total, p.id, p.first_name, p.last_name, p.unokod
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (SELECT * FROM hits h WHERE h.n > $3 ORDER BY h.n LIMIT $4) p ON true`,
      [actor.assignedShelterIds, pattern, offset, limit, counted],
    );
    const total = Number(rows[0]?.total ?? 0);
    return {
      total: Math.min(total, counted),
      totalExact: total <= counted,
      offset,
      items: rows.filter((r) => r.id !== null).map(toSummary),
    };
  }

  /** The full record of one guest, for a caseworker of a shelter where the guest has a booking; else 404. */
  async recordForCaseworker(actorOrNull: Actor | null, guestId: number): Promise<GuestRecord> {
    const actor = requireGroup(actorOrNull, 'caseworker');
    if (!Number.isSafeInteger(guestId) || guestId <= 0 || actor.assignedShelterIds.length === 0) throw new AppError('GUEST_NOT_FOUND');
    const [r]: GuestRecordRow[] = await this.ds.query(
      `${GUEST_RECORD_SQL} WHERE u.id = $2 AND 'user' = ANY (u.groups) AND ${BOOKED_AT_SHELTERS}`,
      [actor.assignedShelterIds, guestId],
    );
    if (!r) throw new AppError('GUEST_NOT_FOUND');
    return toGuestRecord(r);
  }

  /**
   * One guest's bookings (any status, history included) at the caseworker's assigned shelters,
   * newest stay first: the Användare page. Bookings at other shelters are left out; a guest with
   * none at an assigned shelter is "not found" (DESIGN §3), like `recordForCaseworker`.
   */
  async bookingsForCaseworker(actorOrNull: Actor | null, guestId: number): Promise<BookingView[]> {
    const actor = requireGroup(actorOrNull, 'caseworker');
    if (!Number.isSafeInteger(guestId) || guestId <= 0 || actor.assignedShelterIds.length === 0) throw new AppError('GUEST_NOT_FOUND');
    const rows: BookingViewRow[] = await this.ds.query(
      `${BOOKING_VIEW_SQL}
        WHERE b.guest_id = $2 AND s.id = ANY ($1::int[])
        ORDER BY b.start_date DESC, b.id DESC
        LIMIT ${MAX_GUEST_BOOKINGS}`,
      [actor.assignedShelterIds, guestId],
    );
    if (rows.length === 0) throw new AppError('GUEST_NOT_FOUND');
    return rows.map((r) => toBookingView(r, actor));
  }
}

declare module '../platform/services' {
  interface Services {
    guests: GuestService;
  }
}
