/**
 * The volunteer's screen (SPEC §2 'Hitta Tillgängliga Rum', §7; DESIGN §12): bookable rooms with
 * places left night by night over a date range, booking for a guest named by id or UNO code, and
 * the volunteer's own recent requests. Requests and confirmations go through BookingService, the
 * only writer of bookings.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { BookingService } from '../booking/booking.service';
import { BOOKING_VIEW_SQL, type BookingView, type BookingViewRow, toBookingView } from '../booking/booking.view';
import type { Clock } from '../platform/clock';
import { addDays, daysBetween, isLocalDate, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import type { GuestService } from '../guest/guest.service';
import { BOOKABLE_TYPES } from '../domain/product-type';
import { isShelterCriterion } from '../domain/shelter-facts';
import { fewestPlacesSql, ROOM_RANGE_LEDGER_SQL } from '../domain/booking-sql';
import { type ShelterRow, shelterFactsSql, toShelterView } from '../shelter/shelter.sql';
import { type ProductRow, toProductView } from '../staff/staff.sql';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { likePattern } from '../platform/db/text-search';
import { guestNoticeOf } from '../notify/booking-messages';
import { ACTIVE_STATUSES, type BookingStatus } from '../domain/booking-status';
import { parseId } from '../platform/ids';
import type { Channel } from '../notify/outbox';
import {
  ShelterAvailabilityView,
  AvailabilityRange,
  VolunteerRequestInput,
  AvailabilityFilter,
  AvailabilityPage,
  GuestStayView,
} from './volunteer.view';
import {
  DEFAULT_NIGHTS,
  MAX_NIGHTS_SHOWN,
  RECENT_DAYS,
  MAX_OWN_BOOKINGS,
  DATE_FORMAT_MESSAGE,
  END_NOT_AFTER_START_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  DEFAULT_PAGE,
  MAX_PAGE,
  MAX_SEARCH,
} from './volunteer.rules';

type AvailabilityRow = ShelterRow & ProductRow & { ledger: [number, number][] | null };

/**
 * A room's fewest places over the range and how many ledger rows it has there (a night without a
 * row has total_places). Two shapes, the same answer: the whole country's ledger rows of the range
 * hashed once (one index range scan; cheaper when most rooms are asked), or per room through the
 * primary key (ROOM_RANGE_LEDGER_SQL: cheaper when a region or a shelter narrows the rooms to a few).
 */
const LEDGER_OF_RANGE_SQL = `LEFT JOIN (
             SELECT pn.product_id, min(pn.capacity - pn.held) AS fewest, count(*) AS nights
               FROM product_night pn
              WHERE pn.night >= $1::date AND pn.night < $2::date
              GROUP BY pn.product_id
           ) l ON l.product_id = p.id`;

/** Rows (a shelter's rooms in a row each, shelter by shelter) → shelters with their rooms' nights. */
function toAvailability(rows: readonly AvailabilityRow[], dates: readonly LocalDate[]): ShelterAvailabilityView[] {
  const out: ShelterAvailabilityView[] = [];
  let current: ShelterAvailabilityView | null = null;
  for (const r of rows) {
    if (current?.host.id !== r.id) out.push((current = { host: toShelterView(r), products: [] }));
    const product = toProductView(r);
    const left = dates.map(() => product.totalPlaces);
    for (const [night, places] of r.ledger ?? []) left[night] = places;
    const availability = dates.map((date, i) => ({ date, placesLeft: left[i] ?? product.totalPlaces }));
    const placesLeft = left.length === 0 ? product.totalPlaces : Math.min(...left);
    current.products.push({ product, placesLeft, availability });
  }
  return out;
}

const given = (v: unknown): boolean => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

export class VolunteerService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly bookings: BookingService,
    private readonly guests: GuestService,
  ) {}

  /**
   * The nights start <= night < end: start defaults to today, end to start + 14 nights. 400 for
   * a malformed date, an end not after the start, or more than 31 nights.
   */
  range(start?: string | null, end?: string | null): AvailabilityRange {
    const from = start === undefined || start === null || start === '' ? this.clock.today() : start;
    if (!isLocalDate(from)) throw new AppError('BAD_USER_INPUT', DATE_FORMAT_MESSAGE);
    const to = end === undefined || end === null || end === '' ? addDays(from, DEFAULT_NIGHTS) : end;
    if (!isLocalDate(to)) throw new AppError('BAD_USER_INPUT', DATE_FORMAT_MESSAGE);
    if (to <= from) throw new AppError('BAD_USER_INPUT', END_NOT_AFTER_START_MESSAGE);
    if (daysBetween(from, to) > MAX_NIGHTS_SHOWN) throw new AppError('BAD_USER_INPUT', RANGE_TOO_LONG_MESSAGE);
    return { start: from, end: to };
  }

  /**
   * Open shelters with their bookable rooms (room, woman-only) and the places left on every night
   * of the range; a product's `placesLeft` is the fewest over those nights. ONE statement whatever
   * the number of shelters, products and nights: a row per open room of an open shelter, in
   * shelter and room order, with that room's ledger rows of the range as [night − start, places
   * left] pairs (one index range scan over the nights for all rooms); a night without a ledger row
   * has total_places left. Shelters without a bookable room are left out.
   */
  async availability(actorOrNull: Actor | null, start?: string | null, end?: string | null): Promise<ShelterAvailabilityView[]> {
    requireGroup(actorOrNull, 'volunteer');
    const range = this.range(start, end);
    const dates = Array.from({ length: daysBetween(range.start, range.end) }, (_, i) => addDays(range.start, i));

    const rows: AvailabilityRow[] = await this.ds.query(
      `SELECT s.id, s.name, s.street, s.postcode, s.city, s.image, r.id AS region_id, r.name AS region_name,
              ${shelterFactsSql('s')} AS facts,
              p.id AS product_id, p.shelter_id AS product_shelter_id, p.name AS product_name, p.description AS product_description,
              p.total_places AS product_total_places, p.type AS product_type, p.requirements AS product_requirements,
              l.ledger
         FROM shelter s
         JOIN region r ON r.id = s.region_id
         JOIN product p ON p.shelter_id = s.id AND p.archived_at IS NULL AND p.type = ANY ($3)
         LEFT JOIN (
           SELECT pn.product_id, array_agg(ARRAY[pn.night - $1::date, pn.capacity - pn.held]) AS ledger
             FROM product_night pn
            WHERE pn.night >= $1::date AND pn.night < $2::date
            GROUP BY pn.product_id
         ) l ON l.product_id = p.id
        WHERE s.archived_at IS NULL
        ORDER BY s.id, p.id`,
      [range.start, range.end, BOOKABLE_TYPES],
    );

    return toAvailability(rows, dates);
  }

  /**
   * The room finder as the volunteer looks at it (issue 22): the same shelters and rooms as
   * `availability`, filtered and paged on the server so the answer grows with the page, not with
   * the country. Filters: region, one shelter, free text (shelter name, street, city or region
   * name), criteria (all of them); `onlyWithPlaces` (default) keeps only rooms with a place on
   * EVERY night of the range and shelters with such a room. Order: most free places first (the
   * sum over the rooms shown of their fewest places over the range), then name and id. `total`
   * counts every matching shelter. ONE statement: the rooms' fewest places over the range, the page
   * chosen, and only the page's rooms read night by night. Errors: as `availability`, and
   * BAD_USER_INPUT for limit outside 1..MAX_PAGE, a negative offset, a search over 100 characters
   * or an unknown criterion.
   */
  async availabilityPage(actorOrNull: Actor | null, filter: AvailabilityFilter): Promise<AvailabilityPage> {
    requireGroup(actorOrNull, 'volunteer');
    const range = this.range(filter.start, filter.end);
    const limit = filter.limit ?? DEFAULT_PAGE;
    const offset = filter.offset ?? 0;
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_PAGE)
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.limit(MAX_PAGE));
    if (!Number.isSafeInteger(offset) || offset < 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.offset);
    const search = filter.search?.trim() ? filter.search.trim() : null;
    if (search !== null && search.length > MAX_SEARCH)
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.guestSearchTooLong(MAX_SEARCH));
    const criteria = filter.criteria ?? [];
    if (!criteria.every(isShelterCriterion)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.unknownCriterion);
    const nights = daysBetween(range.start, range.end);
    const dates = Array.from({ length: nights }, (_, i) => addDays(range.start, i));
    const narrow = filter.regionId != null || filter.hostId != null;
    const onlyWithPlaces = filter.onlyWithPlaces ?? true;

    const rows: (AvailabilityRow & { total: string | number })[] = await this.ds.query(
      `WITH matching AS (
         SELECT p.shelter_id, sum(x.places) FILTER (WHERE x.places > 0) AS free
           FROM product p
           ${narrow ? ROOM_RANGE_LEDGER_SQL : LEDGER_OF_RANGE_SQL}
          CROSS JOIN LATERAL (
            SELECT ${fewestPlacesSql('$3')} AS places
          ) x
          WHERE p.archived_at IS NULL AND p.type = ANY ($4)
            AND p.shelter_id IN (
              SELECT s.id FROM shelter s
               WHERE s.archived_at IS NULL
                 AND ($5::int IS NULL OR s.region_id = $5)
                 AND ($6::int IS NULL OR s.id = $6)
                 AND s.criteria @> $8::text[]
                 AND ($7::text IS NULL OR s.name ILIKE $7 OR s.street ILIKE $7 OR s.city ILIKE $7
                      OR EXISTS (SELECT 1 FROM region r WHERE r.id = s.region_id AND r.name ILIKE $7)))
          GROUP BY p.shelter_id
         HAVING NOT $9::boolean OR max(x.places) > 0
       ), page AS (
         SELECT m.shelter_id, m.free, s.name
           FROM matching m JOIN shelter s ON s.id = m.shelter_id
          ORDER BY m.free DESC NULLS LAST, s.name, s.id
          LIMIT $10 OFFSET $11
       )
       SELECT (SELECT count(*) FROM matching) AS total, x.*
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (
           SELECT s.id, s.name, s.street, s.postcode, s.city, s.image, r.id AS region_id, r.name AS region_name,
                  ${shelterFactsSql('s')} AS facts,
                  p.id AS product_id, p.shelter_id AS product_shelter_id, p.name AS product_name, p.description AS product_description,
                  p.total_places AS product_total_places, p.type AS product_type, p.requirements AS product_requirements,
                  (SELECT array_agg(ARRAY[pn.night - $1::date, pn.capacity - pn.held])
                     FROM product_night pn
                    WHERE pn.product_id = p.id AND pn.night >= $1::date AND pn.night < $2::date) AS ledger
             FROM page pg
             JOIN shelter s ON s.id = pg.shelter_id
             JOIN region r ON r.id = s.region_id
             JOIN product p ON p.shelter_id = pg.shelter_id AND p.archived_at IS NULL AND p.type = ANY ($4)
            ORDER BY pg.free DESC NULLS LAST, pg.name, s.id, p.id
         ) x ON true`,
      [
        range.start,
        range.end,
        nights,
        BOOKABLE_TYPES,
        filter.regionId ?? null,
        filter.hostId ?? null,
        search === null ? null : likePattern(search),
        criteria,
        onlyWithPlaces,
        limit,
        offset,
      ],
    );
    // One row at least: the total, and no shelter (id null) when the page is empty.
    const total = Number(rows[0]?.total ?? 0);
    // The page's rooms come with their nights; a room without a place on one of them is left out
    // here (the shelter itself was chosen for having a room with a place on all of them).
    const shelters = toAvailability(
      rows.filter((r) => r.id !== null),
      dates,
    )
      .map((h) => (onlyWithPlaces ? { ...h, products: h.products.filter((p) => p.placesLeft > 0) } : h))
      .filter((h) => h.products.length > 0);
    return { shelters, total, hasMore: offset + limit < total };
  }

  /**
   * A booking request for a guest (SPEC POST /api/volunteer/request_booking). The guest is
   * `guestId`, or, when that is missing, the guest with UNO code `uno`. When both are given they
   * must name the same guest (a mismatch would book the wrong person). Every booking rule is
   * BookingService.request's. `guestNotice` says whether a message about it to the guest was
   * queued, and by which channel (issue 20 §7: the volunteer's confirmation tells the truth).
   */
  async requestBooking(actorOrNull: Actor | null, input: VolunteerRequestInput): Promise<BookingView & { guestNotice: Channel | null }> {
    const actor = requireGroup(actorOrNull, 'volunteer');
    let guestId = input.guestId ?? null;
    if (given(input.uno)) {
      const guest = await this.guests.byUno(actor, input.uno);
      if (guestId === null) guestId = guest.id;
      else if (guest.id !== guestId) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.guestIdAndUnoDisagree);
    }
    if (guestId === null) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.guestNamedBy);
    const booking = await this.bookings.request(actor, {
      productId: input.productId,
      startDate: input.startDate,
      endDate: input.endDate,
      message: input.message,
      guestId,
      idempotencyKey: input.idempotencyKey,
    });
    return { ...booking, guestNotice: await guestNoticeOf(this.ds, booking.id) };
  }

  /**
   * A guest's active bookings (requested, queued, held or staying) that have not ended, soonest
   * first: shown before booking so an overlap is seen before it is refused (issue 23 §11). Only
   * where and when and the status: no history, no reasons, nothing of the guest beyond the id.
   */
  async guestStays(actorOrNull: Actor | null, guestIdValue: string | number): Promise<GuestStayView[]> {
    requireGroup(actorOrNull, 'volunteer');
    const guestId = parseId(guestIdValue, 'GUEST_NOT_FOUND');
    const rows: {
      id: number;
      status: BookingStatus;
      start_date: LocalDate;
      end_date: LocalDate;
      shelter_name: string;
      room_name: string;
    }[] = await this.ds.query(
      `SELECT b.id, b.status, b.start_date, b.end_date, s.name AS shelter_name, p.name AS room_name
           FROM booking b JOIN product p ON p.id = b.product_id JOIN shelter s ON s.id = p.shelter_id
          WHERE b.guest_id = $1 AND b.status = ANY ($2) AND b.end_date > $3
          ORDER BY b.start_date, b.id
          LIMIT 50`,
      [guestId, ACTIVE_STATUSES, this.clock.today()],
    );
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      startDate: r.start_date,
      endDate: r.end_date,
      shelterName: r.shelter_name,
      roomName: r.room_name,
    }));
  }

  /** The volunteer's own requests whose stay ended at most a week ago, newest request first. */
  async ownBookings(actorOrNull: Actor | null): Promise<BookingView[]> {
    const actor = requireGroup(actorOrNull, 'volunteer');
    const rows: BookingViewRow[] = await this.ds.query(
      `${BOOKING_VIEW_SQL} WHERE b.requested_by = $1 AND b.end_date >= $2
        ORDER BY b.booking_time DESC, b.id DESC
        LIMIT ${MAX_OWN_BOOKINGS}`,
      [actor.userId, addDays(this.clock.today(), -RECENT_DAYS)],
    );
    return rows.map((r) => toBookingView(r, actor));
  }
}

declare module '../platform/services' {
  interface Services {
    volunteers: VolunteerService;
  }
}
