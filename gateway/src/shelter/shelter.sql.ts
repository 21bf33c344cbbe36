/**
 * The shelter feature's SQL (issue 31 §1): the statements that read shelters, rooms and their
 * availability, and the mappers from their rows to the views (shelter.view.ts). Other features
 * that show a shelter or a room read it with these, never with a service file's constants.
 */
import { addDays, type LocalDate } from '../platform/dates';
import { fewestPlacesSql, PLACES_LEFT_SQL, ROOM_RANGE_LEDGER_SQL } from '../domain/booking-sql';
import { HOUSE_RULES_LANGUAGES, type HouseRulesTranslation } from '../domain/shelter-facts';
import { ShelterFacts, ShelterView, ProductView, ProductNights } from './shelter.view';

/**
 * A shelter's facts as ONE json column of the statement that reads the shelter (`alias` is the
 * shelter's): every statement that shows a shelter selects it (`AS facts`), so a view never needs
 * another statement for them.
 */
export const shelterFactsSql = (alias = 's'): string =>
  `json_build_object('phone', ${alias}.phone, 'checkInFrom', ${alias}.check_in_from, 'checkInUntil', ${alias}.check_in_until,
     'houseRules', ${alias}.house_rules, 'houseRulesTranslations', ${alias}.house_rules_translations, 'criteria', ${alias}.criteria, 'latitude', ${alias}.latitude, 'longitude', ${alias}.longitude,
     'releaseNoShows', ${alias}.release_no_shows)`;

/** The stored { language: text } object as the view's list, in HOUSE_RULES_LANGUAGES' order. */
function translationsOf(stored: unknown): HouseRulesTranslation[] {
  const byLanguage = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return HOUSE_RULES_LANGUAGES.flatMap((language) => {
    const text = byLanguage[language];
    return typeof text === 'string' && text !== '' ? [{ language, text }] : [];
  });
}

/** A fact's value as its column takes it: the translations as their JSON object. */
export const factValue = <K extends keyof ShelterFacts>(key: K, value: ShelterFacts[K]): unknown =>
  key === 'houseRulesTranslations'
    ? JSON.stringify(Object.fromEntries((value as HouseRulesTranslation[]).map((t) => [t.language, t.text])))
    : value;

/** The facts column read back (a driver may hand json over as text). */
export function toShelterFacts(raw: ShelterFacts | string): ShelterFacts {
  const f: ShelterFacts = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return {
    phone: f.phone,
    checkInFrom: f.checkInFrom,
    checkInUntil: f.checkInUntil,
    houseRules: f.houseRules,
    houseRulesTranslations: translationsOf(f.houseRulesTranslations as unknown),
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
  houseRulesTranslations: 'house_rules_translations',
  criteria: 'criteria',
  latitude: 'latitude',
  longitude: 'longitude',
  releaseNoShows: 'release_no_shows',
} as const satisfies Record<keyof ShelterFacts, string>;

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
export const DISTANCE_KM_SQL = `2 * 6371 * asin(LEAST(1, sqrt(
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
/**
 * A room `p` the caller may book (DESIGN §4): a woman-only room counts only for someone who books
 * for others (staff, volunteers: `forSelf` false) or a guest recorded as K; and (issue 38 §2) a room
 * at a shelter that requires a biståndsbeslut counts for a guest booking for themself only when a
 * decision of theirs, not ended, covers `night` there (the request's own check, with the whole stay
 * and the maximum, is booking/decision-cover.ts). `forSelf`, `user` and `night` are the statement's
 * parameters ($n). Issue 33 §7: the free-bed counts use it too, so a shelter that says it has beds
 * free has one the guest may book.
 */
export const mayBookRoomSql = (forSelf: string, user: string, night: string): string =>
  `((p.type <> 'woman-only' OR NOT ${forSelf}::boolean
     OR EXISTS (SELECT 1 FROM guest_profile g WHERE g.user_id = ${user} AND g.gender = 'K'))
    AND (NOT ${forSelf}::boolean
     OR NOT EXISTS (SELECT 1 FROM shelter rs WHERE rs.id = p.shelter_id AND 'requires_decision' = ANY (rs.criteria))
     OR EXISTS (SELECT 1 FROM decision d
                 WHERE d.guest_id = ${user} AND d.ended_at IS NULL
                   AND d.start_date <= ${night}::date AND d.end_date >= ${night}::date
                   AND (d.any_shelter OR EXISTS (SELECT 1 FROM decision_shelter ds
                                                  WHERE ds.decision_id = d.id AND ds.shelter_id = p.shelter_id)))))`;

export const WITH_PLACE_SQL = `
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
             AND ${mayBookRoomSql('$6', '$7', '$1')}
             AND ${fewestPlacesSql('$4')} > 0
           ORDER BY p.id
           LIMIT 1
        ) f
       ORDER BY o.by_distance DESC, o.km, o.same_city DESC, o.same_region DESC, o.name, o.id
       LIMIT $8
    ) AS c ON true`;

export interface ProductNightsRow extends Omit<ProductView, 'id'> {
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
