/**
 * Shelters, their products and availability. Shelters and rooms are public facts to anyone
 * logged in (the guest's booking page lists them); staff-only views live in their own services.
 */
import type { DataSource } from 'typeorm';
import { type Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { addDays, daysBetween, isLocalDate, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { BOOKABLE_TYPES, type ProductType } from '../domain/product-type';
import { requireGroup } from '../platform/gate';
import { likePattern } from '../platform/db/text-search';
import { MESSAGES } from '../platform/messages';
import { PLACES_LEFT_SQL } from '../domain/booking-sql';
import { readInTick } from '../platform/db/tick-statement';
import { ShelterView, ProductView, NightAvailability, ProductPlaces, ShelterPage, ProductNights } from './shelter.view';
import {
  shelterFactsSql,
  SHELTER_SQL,
  ShelterRow,
  toShelterView,
  PRODUCT_SQL,
  AVAILABILITY_SQL,
  PRODUCT_NIGHTS_SQL,
  WITH_PLACE_SQL,
  ProductNightsRow,
  toProductNights,
  mayBookRoomSql,
} from './shelter.sql';
import {
  booksForSelfOnly,
  MAX_AVAILABILITY_DAYS,
  DEFAULT_ALTERNATIVES,
  MAX_ALTERNATIVES,
  MAX_SHELTER_PAGE,
  MAX_SHELTER_SEARCH,
} from './shelter.rules';

export class ShelterService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor | null): Promise<ShelterView[]> {
    requireGroup(actor);
    const rows: ShelterRow[] = await this.ds.query(`${SHELTER_SQL} WHERE s.archived_at IS NULL ORDER BY s.id`);
    return rows.map(toShelterView);
  }

  /**
   * The guest's shelter list (issue 22): a page of open shelters, the caller's own region first
   * (guest_profile.region_id), then their city, then by name and id; `search` keeps shelters whose
   * name, street, city or region name contains it (case-blind). Each with its places free tonight
   * (as Shelter.placesFreeTonight: capacity − held over its open bookable rooms), read for the page
   * only. ONE statement. Errors: BAD_USER_INPUT (limit outside 1..MAX_SHELTER_PAGE, negative offset,
   * search over 100 characters).
   */
  async page(actorOrNull: Actor | null, search: string | null, limit: number, offset: number): Promise<ShelterPage> {
    const actor = requireGroup(actorOrNull);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_SHELTER_PAGE) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.limit(MAX_SHELTER_PAGE));
    }
    if (!Number.isSafeInteger(offset) || offset < 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.offset);
    const text = search?.trim() ? search.trim() : null;
    if (text !== null && text.length > MAX_SHELTER_SEARCH) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.guestSearchTooLong(MAX_SHELTER_SEARCH));
    }
    const rows: (ShelterRow & { total: string | number; places: number | null })[] = await this.ds.query(
      `WITH me AS (
         SELECT g.region_id, lower(g.city) AS city FROM guest_profile g WHERE g.user_id = $1
       ), matching AS (
         SELECT s.id, s.name,
                COALESCE(s.region_id = me.region_id, false) AS same_region,
                COALESCE(me.city <> '' AND lower(s.city) = me.city, false) AS same_city
           FROM shelter s
           JOIN region r ON r.id = s.region_id
           LEFT JOIN me ON true
          WHERE s.archived_at IS NULL
            AND ($2::text IS NULL OR s.name ILIKE $2 OR s.street ILIKE $2 OR s.city ILIKE $2 OR r.name ILIKE $2)
       ), page AS (
         SELECT * FROM matching ORDER BY same_region DESC, same_city DESC, name, id LIMIT $3 OFFSET $4
       )
       SELECT (SELECT count(*) FROM matching) AS total, x.*
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (
           SELECT s.id, s.name, s.street, s.postcode, s.city, s.image, r.id AS region_id, r.name AS region_name,
                  ${shelterFactsSql('s')} AS facts,
                  (SELECT COALESCE(sum(${PLACES_LEFT_SQL}), 0)::int
                     FROM product p
                     LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $5
                    WHERE p.shelter_id = s.id AND p.archived_at IS NULL AND p.type = ANY ($6)
                      AND ${mayBookRoomSql('$7', '$1', '$5')}) AS places
             FROM page pg
             JOIN shelter s ON s.id = pg.id
             JOIN region r ON r.id = s.region_id
            ORDER BY pg.same_region DESC, pg.same_city DESC, pg.name, pg.id
         ) x ON true`,
      [actor.userId, text === null ? null : likePattern(text), limit, offset, this.clock.today(), BOOKABLE_TYPES, booksForSelfOnly(actor)],
    );
    const total = Number(rows[0]?.total ?? 0);
    const shelters = rows.filter((r) => r.id !== null).map((r) => ({ ...toShelterView(r), placesFreeTonight: r.places ?? 0 }));
    return { shelters, total, hasMore: offset + limit < total };
  }

  /** A shelter by id (404 'Host not found' when unknown or archived). */
  async get(actor: Actor | null, id: number): Promise<ShelterView> {
    requireGroup(actor);
    // Read with the tick's other parts (platform/db/tick-statement.ts: the host overview's myShelter).
    const [row] = Number.isSafeInteger(id)
      ? await readInTick<ShelterRow>(this.ds, `${SHELTER_SQL} WHERE s.id = $1 AND s.archived_at IS NULL`, [id])
      : [];
    if (!row) throw new AppError('HOST_NOT_FOUND');
    return toShelterView(row);
  }

  /** Host staff's own shelter (SPEC GET api/host). */
  async own(actorOrNull: Actor | null): Promise<ShelterView> {
    const actor = requireGroup(actorOrNull);
    if (actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    return this.get(actor, actor.hostShelterId);
  }

  /** Shelters by id in one statement (archived ones too: old bookings still name them). */
  async byIds(ids: readonly number[]): Promise<Map<number, ShelterView>> {
    const rows: ShelterRow[] = await this.ds.query(`${SHELTER_SQL} WHERE s.id = ANY ($1)`, [ids]);
    return new Map(rows.map((r) => [r.id, toShelterView(r)]));
  }

  /** Products of many shelters in one statement (the DataLoader batch behind Shelter.products). */
  async productsOfShelters(shelterIds: readonly number[]): Promise<Map<number, ProductView[]>> {
    const rows: ProductView[] = await this.ds.query(
      `${PRODUCT_SQL} WHERE shelter_id = ANY ($1) AND archived_at IS NULL ORDER BY shelter_id, id`,
      [shelterIds],
    );
    const byShelter = new Map<number, ProductView[]>(shelterIds.map((id) => [id, []]));
    for (const p of rows) byShelter.get(p.shelterId)?.push(p);
    return byShelter;
  }

  /**
   * Places left per product and night for these shelters' products, `days` nights from `from`
   * (default today). One SQL statement for any number of products and days (DESIGN §4):
   * capacity − held from the ledger, total_places where no night row exists yet.
   */
  async availability(
    actor: Actor | null,
    shelterIds: readonly number[],
    days: number,
    from?: LocalDate | null,
  ): Promise<NightAvailability[]> {
    requireGroup(actor);
    const start = this.checkRange(days, from);
    return this.ds.query(AVAILABILITY_SQL, [shelterIds, start, addDays(start, days - 1)]);
  }

  /**
   * One open shelter's products with their places left, `days` nights from `from` (default today),
   * in one SQL statement; 'Host not found' when the shelter is unknown or archived.
   */
  async productNights(actor: Actor | null, shelterId: number, days: number, from?: LocalDate | null): Promise<ProductNights[]> {
    requireGroup(actor);
    const start = this.checkRange(days, from);
    // Read with the tick's other parts (the host overview asks today's and the week's together).
    const rows = Number.isSafeInteger(shelterId)
      ? await readInTick<ProductNightsRow>(this.ds, PRODUCT_NIGHTS_SQL, [[shelterId], start, addDays(start, days - 1)])
      : [];
    const { products, shelters } = toProductNights(rows, start);
    if (!shelters.has(shelterId)) throw new AppError('HOST_NOT_FOUND');
    return products;
  }

  private checkRange(days: number, from?: LocalDate | null): LocalDate {
    if (!Number.isInteger(days) || days < 1 || days > MAX_AVAILABILITY_DAYS) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.availabilityDays(MAX_AVAILABILITY_DAYS));
    }
    const start = from ?? this.clock.today();
    if (!isLocalDate(start)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.dateFormat);
    return start;
  }

  /**
   * Bookable rooms of these shelters with their places left on one night: three statements
   * (shelters, products, one availability query) whatever the number of shelters.
   */
  async placesOn(actor: Actor | null, shelterIds: readonly number[], night: LocalDate): Promise<ProductPlaces[]> {
    if (shelterIds.length === 0) return [];
    const [shelters, products, nights] = await Promise.all([
      this.byIds(shelterIds),
      this.productsOfShelters(shelterIds),
      this.availability(actor, shelterIds, 1, night),
    ]);
    const left = new Map(nights.map((n) => [n.productId, n.placesLeft]));
    const out: ProductPlaces[] = [];
    for (const id of [...shelterIds].sort((a, b) => a - b)) {
      const shelter = shelters.get(id);
      if (!shelter) continue;
      for (const product of products.get(id) ?? []) {
        if (!(BOOKABLE_TYPES as readonly string[]).includes(product.type)) continue;
        out.push({ product, shelter, placesLeft: left.get(product.id) ?? product.totalPlaces });
      }
    }
    return out;
  }

  /**
   * Places left tonight (Stockholm's date) per shelter, summed over its open bookable rooms (room,
   * woman-only), from the ledger that decides bookings: ONE statement for any number of shelters
   * (the DataLoader batch behind Shelter.placesFreeTonight). A shelter without rooms has 0.
   */
  async placesFreeTonight(shelterIds: readonly number[], viewer: Actor | null = null): Promise<Map<number, number>> {
    // Issue 33 §7: only rooms the viewer may book (a woman-only room is not counted for a man).
    const rows: { shelterId: number; places: number }[] = await this.ds.query(
      `SELECT p.shelter_id AS "shelterId", sum(${PLACES_LEFT_SQL})::int AS places
         FROM product p
         LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $2
        WHERE p.shelter_id = ANY ($1) AND p.archived_at IS NULL AND p.type = ANY ($3)
          AND ${mayBookRoomSql('$4', '$5', '$2')}
        GROUP BY p.shelter_id`,
      [shelterIds, this.clock.today(), BOOKABLE_TYPES, viewer ? booksForSelfOnly(viewer) : false, viewer?.userId ?? 0],
    );
    return new Map(rows.map((r) => [r.shelterId, r.places]));
  }

  /**
   * How many requests wait in each product's queue for nights start <= night < end: bookings
   * in_queue whose stay overlaps those nights and that the queue's promotion still considers
   * (start_date >= today, BookingService.promoteQueue). ONE statement for any number of
   * (product, range) pairs (the DataLoader batch behind ProductAvailability.queued); answers in
   * the order asked.
   */
  async queued(keys: readonly { productId: number; start: LocalDate; end: LocalDate }[]): Promise<number[]> {
    const rows: { i: number; n: number }[] = await this.ds.query(
      `SELECT k.i::int AS i,
              (SELECT count(*)::int FROM booking b
                WHERE b.product_id = k.p AND b.status = 'in_queue' AND b.start_date < k.e::date AND b.end_date > k.s::date
                  AND b.start_date >= $4::date) AS n
         FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS k(p, s, e, i)`,
      [keys.map((k) => k.productId), keys.map((k) => k.start), keys.map((k) => k.end), this.clock.today()],
    );
    const byIndex = new Map(rows.map((r) => [r.i, r.n]));
    return keys.map((_, i) => byIndex.get(i + 1) ?? 0);
  }

  /**
   * Alternatives (issue 18 §3, §7): open shelters with a room the caller could book that has a
   * place on every night start <= night < end, each with its first such room (by id) and that
   * room's places (the fewest over the nights). A caller who books only for themself (a guest, not
   * a volunteer) is offered a woman-only room only with gender K (DESIGN §4). With `near`, nearest
   * first and `near` itself left out: by distance where both have coordinates, then the others by
   * same city, same region; then by name. ONE statement (plus none), whatever the number of
   * shelters. Errors: BAD_USER_INPUT (dates, range over 31 nights, limit outside 1..10),
   * BOOKING_START_IN_PAST, HOST_NOT_FOUND (`near` unknown or archived).
   */
  async withPlace(
    actorOrNull: Actor | null,
    start: unknown,
    end: unknown,
    near: number | null,
    limit: number = DEFAULT_ALTERNATIVES,
  ): Promise<ProductPlaces[]> {
    const actor = requireGroup(actorOrNull);
    if (!isLocalDate(start) || !isLocalDate(end)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.dateFormat);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ALTERNATIVES) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.sheltersWithPlaceLimit(MAX_ALTERNATIVES));
    }
    if (end <= start) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.volunteerEndNotAfterStart);
    const nights = daysBetween(start, end);
    if (nights > MAX_AVAILABILITY_DAYS) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.volunteerRangeTooLong(MAX_AVAILABILITY_DAYS));
    }
    if (start < this.clock.today()) throw new AppError('BOOKING_START_IN_PAST');
    if (near !== null && !Number.isSafeInteger(near)) throw new AppError('HOST_NOT_FOUND');
    const forSelfOnly = booksForSelfOnly(actor);

    const rows: (ShelterRow & {
      near_found: boolean;
      product_id: number | null;
      product_name: string;
      product_description: string;
      product_total_places: number;
      product_type: ProductType;
      product_requirements: string;
      places: number;
    })[] = await this.ds.query(WITH_PLACE_SQL, [start, end, near, nights, BOOKABLE_TYPES, forSelfOnly, actor.userId, limit]);
    const [first] = rows;
    if (near !== null && !first?.near_found) throw new AppError('HOST_NOT_FOUND');
    return rows
      .filter((r) => r.product_id !== null)
      .map((r) => ({
        shelter: toShelterView(r),
        product: {
          id: r.product_id as number,
          shelterId: r.id,
          name: r.product_name,
          description: r.product_description,
          totalPlaces: r.product_total_places,
          type: r.product_type,
          requirements: r.product_requirements,
        },
        placesLeft: r.places,
      }));
  }

  /**
   * For a guest choosing where to sleep (SPEC GET /api/user/available/{date}): every open shelter
   * with its bookable rooms that have a place that night; shelters without such a room are left out.
   */
  async bookableOn(actorOrNull: Actor | null, night: LocalDate): Promise<{ shelter: ShelterView; products: ProductPlaces[] }[]> {
    const actor = requireGroup(actorOrNull);
    if (!isLocalDate(night)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.dateFormat);
    const shelters: { id: number }[] = await this.ds.query(`SELECT id FROM shelter WHERE archived_at IS NULL ORDER BY id`);
    const places = (
      await this.placesOn(
        actor,
        shelters.map((s) => s.id),
        night,
      )
    ).filter((p) => p.placesLeft > 0);
    const out = new Map<number, { shelter: ShelterView; products: ProductPlaces[] }>();
    for (const p of places) {
      const entry = out.get(p.shelter.id) ?? { shelter: p.shelter, products: [] };
      entry.products.push(p);
      out.set(p.shelter.id, entry);
    }
    return [...out.values()];
  }
}

declare module '../platform/services' {
  interface Services {
    shelters: ShelterService;
  }
}
