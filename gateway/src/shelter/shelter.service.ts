/**
 * Shelters, their products and availability. Shelters and rooms are public facts to anyone
 * logged in (the guest's booking page lists them); staff-only views live in their own services.
 */
import type { DataSource } from 'typeorm';
import { type Actor, hasGroup } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { addDays, daysBetween, isLocalDate, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { BOOKABLE_TYPES, type ProductType } from '../domain/product-type';
import { requireGroup } from '../platform/gate';
import { likePattern } from '../platform/db/text-search';
import { MESSAGES } from '../platform/messages';
import { fewestPlacesSql, PLACES_LEFT_SQL, ROOM_RANGE_LEDGER_SQL } from '../domain/booking-sql';
import { readInTick } from '../platform/db/tick-statement';
import {
  isShelterCriterion,
  MAX_HOUSE_RULES,
  MAX_PHONE,
  PHONE_DIGITS,
  PHONE_SHAPE,
  SHELTER_CRITERIA,
  type ShelterCriterion,
  TIME_OF_DAY,
} from '../domain/shelter-facts';

export interface RegionView {
  id: number;
  name: string;
}

/** What a guest needs to get to a shelter and to choose it (issue 18 §6), as staff set it. */
export interface ShelterFacts {
  phone: string | null;
  /** The check-in window: from this time of day ("HH:MM") ... */
  checkInFrom: string | null;
  /** ... until this one, the latest check-in. */
  checkInUntil: string | null;
  houseRules: string;
  /** In SHELTER_CRITERIA's order. */
  criteria: ShelterCriterion[];
  latitude: number | null;
  longitude: number | null;
  /** Reserved or confirmed bookings nobody checked in are declined ('Uteblev') at the latest check-in time (issue 19 §6). */
  releaseNoShows: boolean;
}

export interface ShelterView extends ShelterFacts {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
  image: string | null;
  region: RegionView;
}

/**
 * A shelter's facts as ONE json column of the statement that reads the shelter (`alias` is the
 * shelter's): every statement that shows a shelter selects it (`AS facts`), so a view never needs
 * another statement for them.
 */
export const shelterFactsSql = (alias = 's'): string =>
  `json_build_object('phone', ${alias}.phone, 'checkInFrom', ${alias}.check_in_from, 'checkInUntil', ${alias}.check_in_until,
     'houseRules', ${alias}.house_rules, 'criteria', ${alias}.criteria, 'latitude', ${alias}.latitude, 'longitude', ${alias}.longitude,
     'releaseNoShows', ${alias}.release_no_shows)`;

/** The facts column read back (a driver may hand json over as text). */
export function toShelterFacts(raw: ShelterFacts | string): ShelterFacts {
  const f: ShelterFacts = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return {
    phone: f.phone,
    checkInFrom: f.checkInFrom,
    checkInUntil: f.checkInUntil,
    houseRules: f.houseRules,
    criteria: f.criteria ?? [],
    latitude: f.latitude,
    longitude: f.longitude,
    releaseNoShows: f.releaseNoShows ?? true,
  };
}

/** The facts' columns in the shelter table. */
export const SHELTER_FACT_COLUMNS = {
  phone: 'phone',
  checkInFrom: 'check_in_from',
  checkInUntil: 'check_in_until',
  houseRules: 'house_rules',
  criteria: 'criteria',
  latitude: 'latitude',
  longitude: 'longitude',
  releaseNoShows: 'release_no_shows',
} as const satisfies Record<keyof ShelterFacts, string>;

/** The facts as staff send them: a key left out stays as it is, null clears it. */
export interface ShelterFactsInput {
  phone?: unknown;
  checkInFrom?: unknown;
  checkInUntil?: unknown;
  houseRules?: unknown;
  criteria?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  releaseNoShows?: unknown;
}

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);
const absent = (v: unknown) => v === undefined;
const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

function optionalText(v: unknown, label: string): string | null {
  if (blank(v)) return null;
  if (typeof v !== 'string') throw bad(MESSAGES.BAD_USER_INPUT.invalidValue(label));
  return v.trim();
}

function coordinate(v: unknown, min: number, max: number, message: string): number | null {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) throw bad(message);
  return v;
}

/**
 * Checks the facts given (issue 18 §6) and returns them cleaned, only the keys given: phone
 * (digits, spaces, '-', '(', ')', a leading '+'; 5–15 digits), the check-in window (each "HH:MM",
 * 00:00–23:59; either may be left empty; the latest check-in may be after midnight), house rules (at
 * most 2,000 characters), criteria (known, each once; stored in SHELTER_CRITERIA's order), and the
 * coordinates (given together: both numbers in range, or both null). Errors: BAD_USER_INPUT with
 * the field's Swedish text.
 */
export function checkShelterFacts(input: ShelterFactsInput): Partial<ShelterFacts> {
  const out: Partial<ShelterFacts> = {};
  if (!absent(input.phone)) {
    const phone = optionalText(input.phone, 'Telefon');
    if (phone !== null) {
      const digits = phone.replace(/[^0-9]/g, '').length;
      if (phone.length > MAX_PHONE || !PHONE_SHAPE.test(phone) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
        throw bad(MESSAGES.BAD_USER_INPUT.phone(PHONE_DIGITS.min, PHONE_DIGITS.max));
      }
    }
    out.phone = phone;
  }
  for (const [key, label] of [
    ['checkInFrom', 'Incheckning från'],
    ['checkInUntil', 'Senaste incheckning'],
  ] as const) {
    if (absent(input[key])) continue;
    const time = optionalText(input[key], label);
    if (time !== null && !TIME_OF_DAY.test(time)) throw bad(MESSAGES.BAD_USER_INPUT.timeOfDay(label));
    out[key] = time;
  }
  if (!absent(input.houseRules)) {
    const rules = optionalText(input.houseRules, 'Husregler') ?? '';
    if (rules.length > MAX_HOUSE_RULES) throw bad(MESSAGES.BAD_USER_INPUT.fieldTooLong('Husregler', MAX_HOUSE_RULES));
    out.houseRules = rules;
  }
  if (!absent(input.criteria)) {
    const given = input.criteria ?? [];
    if (!Array.isArray(given)) throw bad(MESSAGES.BAD_USER_INPUT.invalidValue('Kriterier'));
    if (!given.every(isShelterCriterion)) throw bad(MESSAGES.BAD_USER_INPUT.unknownCriterion);
    if (new Set(given).size !== given.length) throw bad(MESSAGES.BAD_USER_INPUT.criterionRepeated);
    out.criteria = SHELTER_CRITERIA.filter((c) => given.includes(c));
  }
  if (!absent(input.latitude) || !absent(input.longitude)) {
    const latitude = absent(input.latitude) ? undefined : coordinate(input.latitude, -90, 90, MESSAGES.BAD_USER_INPUT.latitude);
    const longitude = absent(input.longitude) ? undefined : coordinate(input.longitude, -180, 180, MESSAGES.BAD_USER_INPUT.longitude);
    if (latitude === undefined || longitude === undefined || (latitude === null) !== (longitude === null)) {
      throw bad(MESSAGES.BAD_USER_INPUT.coordinatesTogether);
    }
    out.latitude = latitude;
    out.longitude = longitude;
  }
  // null is "unchanged" too: the setting has no empty value.
  if (!absent(input.releaseNoShows) && input.releaseNoShows !== null) {
    if (typeof input.releaseNoShows !== 'boolean') throw bad(MESSAGES.BAD_USER_INPUT.invalidValue('Släpp uteblivna bokningar'));
    out.releaseNoShows = input.releaseNoShows;
  }
  return out;
}

export interface ProductView {
  id: number;
  shelterId: number;
  name: string;
  description: string;
  totalPlaces: number;
  type: ProductType;
  requirements: string;
}

export interface NightAvailability {
  productId: number;
  night: LocalDate;
  placesLeft: number;
}

export interface ProductPlaces {
  product: ProductView;
  shelter: ShelterView;
  placesLeft: number;
}

export const MAX_AVAILABILITY_DAYS = 31;
/** sheltersWithPlace: how many shelters by default, and at most. */
export const DEFAULT_ALTERNATIVES = 3;
export const MAX_ALTERNATIVES = 10;

/** The guest's shelter list (shelterPage): shelters per page by default, and at most; the longest search. */
export const DEFAULT_SHELTER_PAGE = 20;
export const MAX_SHELTER_PAGE = 100;
export const MAX_SHELTER_SEARCH = 100;

export interface ShelterPage {
  shelters: (ShelterView & { placesFreeTonight: number })[];
  /** Every open shelter matching the search. */
  total: number;
  /** Whether shelters follow this page. */
  hasMore: boolean;
}

export const SHELTER_SQL = `
  SELECT s.id, s.name, s.street, s.postcode, s.city, s.image, r.id AS region_id, r.name AS region_name, ${shelterFactsSql('s')} AS facts
    FROM shelter s JOIN region r ON r.id = s.region_id`;

export interface ShelterRow {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
  image: string | null;
  region_id: number;
  region_name: string;
  /** shelterFactsSql's column. */
  facts: ShelterFacts | string;
}

export const toShelterView = (r: ShelterRow): ShelterView => ({
  id: r.id,
  name: r.name,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  image: r.image,
  region: { id: r.region_id, name: r.region_name },
  ...toShelterFacts(r.facts),
});

export const PRODUCT_SQL = `
  SELECT id, shelter_id AS "shelterId", name, description, total_places AS "totalPlaces", type, requirements
    FROM product`;

/**
 * Places left per product and night: $1 shelter ids, $2 first night, $3 last night (inclusive).
 * The explicit night range lets the planner read only those ledger rows: it cannot see through
 * generate_series (it guesses 1,000 rows) and otherwise scanned the whole ledger (issue 11).
 */
export const AVAILABILITY_SQL = `
  SELECT p.id AS "productId", d::date AS night,
         ${PLACES_LEFT_SQL} AS "placesLeft"
    FROM product p
   CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
    LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = d::date AND pn.night BETWEEN $2::date AND $3::date
   WHERE p.shelter_id = ANY ($1) AND p.archived_at IS NULL
   ORDER BY p.shelter_id, p.id, d`;

/**
 * A shelter's open products with their places left on each night, in one statement: one row per
 * product (places as an array, night by night), one row with a null id for an open shelter without
 * products, no row for an unknown or archived shelter. $1 shelter ids, $2 first night, $3 last night.
 */
export const PRODUCT_NIGHTS_SQL = `
  SELECT s.id AS "shelterId", p.id, p.name, p.description, p.total_places AS "totalPlaces", p.type, p.requirements,
         (SELECT array_agg(${PLACES_LEFT_SQL} ORDER BY d)
            FROM generate_series($2::date, $3::date, interval '1 day') AS d
            LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = d::date AND pn.night BETWEEN $2::date AND $3::date) AS "placesLeft"
    FROM shelter s
    LEFT JOIN product p ON p.shelter_id = s.id AND p.archived_at IS NULL
   WHERE s.id = ANY ($1) AND s.archived_at IS NULL
   ORDER BY s.id, p.id`;

/** Kilometres between shelters `s` and `n` on a sphere (haversine); null unless both have coordinates. */
const DISTANCE_KM_SQL = `2 * 6371 * asin(LEAST(1, sqrt(
    power(sin(radians(s.latitude - n.latitude) / 2), 2)
    + cos(radians(n.latitude)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - n.longitude) / 2), 2))))`;

/**
 * ShelterService.withPlace in one statement: $1 first night, $2 end (exclusive), $3 the shelter
 * to be near (or null), $4 the number of nights, $5 the bookable types, $6 whether the caller books
 * only for themself (then woman-only needs gender K), $7 the caller, $8 the limit. Per room, the
 * fewest places over the nights (capacity − held; total_places on nights without a ledger row);
 * per shelter its first room (by id) with at least one. Always one row or more: the first column
 * says whether `near` is an open shelter; the rest is null when no shelter qualifies.
 *
 * Shape (issue 22): the open shelters are put in order first (1,000 rows, no ledger), then walked
 * in that order, each probed for its first room with a place (the ledger through its primary key,
 * room by room), until `limit` shelters have one: a few dozen index probes when places are about,
 * instead of the whole country's ledger for the range and every room sorted.
 */
const WITH_PLACE_SQL = `
  WITH near AS (
    SELECT s.id, s.city, s.region_id, s.latitude, s.longitude FROM shelter s WHERE s.id = $3 AND s.archived_at IS NULL
  )
  SELECT EXISTS (SELECT 1 FROM near) AS near_found, c.*
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT o.id, o.name, o.street, o.postcode, o.city, o.image, r.id AS region_id, r.name AS region_name,
             ${shelterFactsSql('o')} AS facts,
             f.id AS product_id, f.name AS product_name, f.description AS product_description,
             f.total_places AS product_total_places, f.type AS product_type, f.requirements AS product_requirements,
             f.places::int AS places
        FROM (
          SELECT s.*,
                 (n.latitude IS NOT NULL AND s.latitude IS NOT NULL) AS by_distance,
                 CASE WHEN n.latitude IS NOT NULL AND s.latitude IS NOT NULL THEN ${DISTANCE_KM_SQL} END AS km,
                 COALESCE(n.city <> '' AND lower(s.city) = lower(n.city), false) AS same_city,
                 COALESCE(s.region_id = n.region_id, false) AS same_region
            FROM shelter s
            LEFT JOIN near n ON true
           WHERE s.archived_at IS NULL AND s.id IS DISTINCT FROM $3
           ORDER BY by_distance DESC, km, same_city DESC, same_region DESC, s.name, s.id
        ) o
        JOIN region r ON r.id = o.region_id
        CROSS JOIN LATERAL (
          SELECT p.*, ${fewestPlacesSql('$4')} AS places
            FROM product p
            ${ROOM_RANGE_LEDGER_SQL}
           WHERE p.shelter_id = o.id AND p.archived_at IS NULL AND p.type = ANY ($5)
             AND (p.type <> 'woman-only' OR NOT $6::boolean
                  OR EXISTS (SELECT 1 FROM guest_profile g WHERE g.user_id = $7 AND g.gender = 'K'))
             AND ${fewestPlacesSql('$4')} > 0
           ORDER BY p.id
           LIMIT 1
        ) f
       ORDER BY o.by_distance DESC, o.km, o.same_city DESC, o.same_region DESC, o.name, o.id
       LIMIT $8
    ) AS c ON true`;

export interface ProductNights {
  product: ProductView;
  nights: { date: LocalDate; placesLeft: number }[];
}

interface ProductNightsRow extends Omit<ProductView, 'id'> {
  id: number | null;
  placesLeft: number[] | null;
}

/** Rows of PRODUCT_NIGHTS_SQL → products with their nights; the second value: which shelters exist. */
export function toProductNights(rows: ProductNightsRow[], start: LocalDate): { products: ProductNights[]; shelters: Set<number> } {
  const shelters = new Set<number>();
  const products: ProductNights[] = [];
  const dates: LocalDate[] = []; // the same nights for every product: worked out once
  const dateOf = (i: number) => (dates[i] ??= addDays(start, i));
  for (const r of rows) {
    shelters.add(r.shelterId);
    if (r.id === null) continue;
    products.push({
      product: {
        id: r.id,
        shelterId: r.shelterId,
        name: r.name,
        description: r.description,
        totalPlaces: r.totalPlaces,
        type: r.type,
        requirements: r.requirements,
      },
      nights: (r.placesLeft ?? []).map((placesLeft, i) => ({ date: dateOf(i), placesLeft })),
    });
  }
  return { products, shelters };
}

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
                    WHERE p.shelter_id = s.id AND p.archived_at IS NULL AND p.type = ANY ($6)) AS places
             FROM page pg
             JOIN shelter s ON s.id = pg.id
             JOIN region r ON r.id = s.region_id
            ORDER BY pg.same_region DESC, pg.same_city DESC, pg.name, pg.id
         ) x ON true`,
      [actor.userId, text === null ? null : likePattern(text), limit, offset, this.clock.today(), BOOKABLE_TYPES],
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
  async placesFreeTonight(shelterIds: readonly number[]): Promise<Map<number, number>> {
    const rows: { shelterId: number; places: number }[] = await this.ds.query(
      `SELECT p.shelter_id AS "shelterId", sum(${PLACES_LEFT_SQL})::int AS places
         FROM product p
         LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $2
        WHERE p.shelter_id = ANY ($1) AND p.archived_at IS NULL AND p.type = ANY ($3)
        GROUP BY p.shelter_id`,
      [shelterIds, this.clock.today(), BOOKABLE_TYPES],
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
    const forSelfOnly = hasGroup(actor, 'user') && !hasGroup(actor, 'volunteer');

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
