/**
 * Shelters, their products and availability. Shelters and rooms are public facts to anyone
 * logged in (the guest's booking page lists them); staff-only views live in their own services.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { addDays, isLocalDate, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { BOOKABLE_TYPES, type ProductType } from '../domain/product-type';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { PLACES_LEFT_SQL } from '../domain/booking-sql';

export interface RegionView {
  id: number;
  name: string;
}

export interface ShelterView {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
  image: string | null;
  region: RegionView;
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

export const SHELTER_SQL = `
  SELECT s.id, s.name, s.street, s.postcode, s.city, s.image, r.id AS region_id, r.name AS region_name
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
}

export const toShelterView = (r: ShelterRow): ShelterView => ({
  id: r.id,
  name: r.name,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  image: r.image,
  region: { id: r.region_id, name: r.region_name },
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

  /** A shelter by id (404 'Host not found' when unknown or archived). */
  async get(actor: Actor | null, id: number): Promise<ShelterView> {
    requireGroup(actor);
    const [row]: ShelterRow[] = Number.isSafeInteger(id)
      ? await this.ds.query(`${SHELTER_SQL} WHERE s.id = $1 AND s.archived_at IS NULL`, [id])
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
    const rows: ProductNightsRow[] = Number.isSafeInteger(shelterId)
      ? await this.ds.query(PRODUCT_NIGHTS_SQL, [[shelterId], start, addDays(start, days - 1)])
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
