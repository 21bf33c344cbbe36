/**
 * Rooms and services of a shelter. Capacity changes move the ledger's capacity for today and
 * later; the ledger's CHECK refuses a capacity below what is held (DESIGN §4).
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { AppError, sqlConstraint, sqlState } from '../platform/errors';
import { inTransaction } from '../platform/db/database';
import type { BookingService } from '../booking/booking.service';
import { isProductType } from '../domain/product-type';
import { HELD_STATUSES } from '../domain/booking-status';
import { PRODUCT_SQL } from '../shelter/shelter.sql';
import { type ProductView } from '../shelter/shelter.view';
import { recordChange } from '../live/changes';
import { lockProductLedger, setCapacity } from '../booking/ledger';
import { MESSAGES, NOTICES } from '../platform/messages';
import { one } from '../platform/db/rows';
import { hostShelterOf } from '../platform/scope';
import { ProductInput } from './product.rules';
import { MAX_PLACES } from './product.rules';
import { AfterProductChange } from './product.view';

function validate(input: ProductInput): Required<ProductInput> {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '' || name.length > 200) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.productName);
  if (!Number.isInteger(input.totalPlaces) || input.totalPlaces < 0 || input.totalPlaces > MAX_PLACES) {
    throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.productPlaces(MAX_PLACES));
  }
  if (!isProductType(input.type)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.productType);
  const description = (input.description ?? '').trim();
  const requirements = (input.requirements ?? '').trim();
  if (description.length > 2000 || requirements.length > 2000) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.productText);
  return { name, description, totalPlaces: input.totalPlaces, type: input.type, requirements };
}

export class ProductService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly bookings: BookingService,
  ) {}

  /** Host staff act on their own shelter's products only; anything else is "not found". */
  private ownShelter(actor: Actor | null): number {
    return hostShelterOf(actor).shelterId;
  }

  async create(actor: Actor | null, input: ProductInput): Promise<ProductView> {
    return this.createIn(this.ownShelter(actor), input);
  }

  /**
   * The rules of adding a product to a shelter, shared by the host's Mina Rum (own shelter) and
   * the admin (any shelter; the caller checks the shelter exists and is not archived).
   */
  async createIn(shelterId: number, input: ProductInput, after?: AfterProductChange): Promise<ProductView> {
    const v = validate(input);
    return inTransaction(this.ds, async (tx) => {
      const row = one<ProductView>(
        await tx.query(
          `INSERT INTO product (shelter_id, name, description, total_places, type, requirements)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, shelter_id AS "shelterId", name, description, total_places AS "totalPlaces", type, requirements`,
          [shelterId, v.name, v.description, v.totalPlaces, v.type, v.requirements],
        ),
      );
      await recordChange(tx, { kind: 'capacity', action: 'product_created', shelterId, productId: row.id });
      if (after) await after(tx, row);
      return row;
    });
  }

  /**
   * Edits a product of the host's shelter. A new capacity applies from today on; lowering it
   * below what is held is refused (409 CAPACITY_BELOW_HELD); raising it lets the queue in.
   */
  async update(actor: Actor | null, productId: number, input: ProductInput): Promise<ProductView> {
    return this.updateIn(this.ownShelter(actor), productId, input);
  }

  /** The rules of editing a product of a shelter (host: own shelter; admin: any). */
  async updateIn(shelterId: number, productId: number, input: ProductInput, after?: AfterProductChange): Promise<ProductView> {
    const v = validate(input);
    const today = this.clock.today();
    return inTransaction(this.ds, async (tx) => {
      // Lock order (booking/ledger.ts): the product's ledger lock, exclusive, first: the edit
      // waits for the requests and transitions under way on the room, new ones wait for it, and it
      // has the nights to itself; then the row (NO KEY UPDATE: bookings' foreign keys still
      // key-share it), then the nights in night order.
      await lockProductLedger(tx, productId, shelterId);
      const [current]: { id: number; total_places: number }[] = await tx.query(
        `SELECT id, total_places FROM product WHERE id = $1 AND shelter_id = $2 AND archived_at IS NULL FOR NO KEY UPDATE`,
        [productId, shelterId],
      );
      if (!current) throw new AppError('PRODUCT_NOT_FOUND');
      try {
        await setCapacity(tx, productId, today, v.totalPlaces);
      } catch (e) {
        if (sqlState(e) === '23514' && sqlConstraint(e) === 'product_night_capacity_check') throw new AppError('CAPACITY_BELOW_HELD');
        throw e;
      }
      const row = one<ProductView>(
        await tx.query(
          `WITH changed AS (
           UPDATE product SET name = $2, description = $3, total_places = $4, type = $5, requirements = $6 WHERE id = $1
           RETURNING id, shelter_id AS "shelterId", name, description, total_places AS "totalPlaces", type, requirements
         )
         SELECT * FROM changed`,
          [productId, v.name, v.description, v.totalPlaces, v.type, v.requirements],
        ),
      );
      await recordChange(tx, { kind: 'capacity', action: 'product_updated', shelterId, productId, firstNight: today });
      if (v.totalPlaces > current.total_places) {
        const [range]: { last: string | null }[] = await tx.query(
          `SELECT max(end_date) AS last FROM booking WHERE product_id = $1 AND status = 'in_queue'`,
          [productId],
        );
        if (range?.last) await this.bookings.promoteQueue(tx, productId, today, range.last, today);
      }
      if (after) await after(tx, row);
      return row;
    });
  }

  /**
   * Archives a room or service of the host's shelter: kept for history, gone from every list.
   * Refused while bookings that have not ended hold a place in it (409 PRODUCT_IN_USE); queued
   * requests for it are declined with a reason the guest sees.
   */
  async archive(actor: Actor | null, productId: number): Promise<ProductView> {
    const shelterId = this.ownShelter(actor);
    return this.archiveIn(shelterId, productId, actor as Actor);
  }

  /**
   * The rules of archiving a product of a shelter. `decliner` is the host whose archive declines
   * the queue; without one (the admin, who takes no booking decisions) queued requests make the
   * archive refused like held places (409 PRODUCT_IN_USE).
   */
  async archiveIn(shelterId: number, productId: number, decliner: Actor | null, after?: AfterProductChange): Promise<ProductView> {
    const today = this.clock.today();
    return inTransaction(this.ds, async (tx) => {
      // The same lock order as a capacity edit (booking/ledger.ts).
      await lockProductLedger(tx, productId, shelterId);
      const [current]: ProductView[] = await tx.query(
        `${PRODUCT_SQL} WHERE id = $1 AND shelter_id = $2 AND archived_at IS NULL FOR NO KEY UPDATE`,
        [productId, shelterId],
      );
      if (!current) throw new AppError('PRODUCT_NOT_FOUND');
      const { held } = one<{ held: number }>(
        await tx.query(`SELECT count(*)::int AS held FROM booking WHERE product_id = $1 AND status = ANY ($2) AND end_date > $3`, [
          productId,
          HELD_STATUSES,
          today,
        ]),
      );
      if (held > 0) throw new AppError('PRODUCT_IN_USE');
      const queued: { id: number }[] = await tx.query(`SELECT id FROM booking WHERE product_id = $1 AND status = 'in_queue'`, [productId]);
      if (queued.length > 0 && !decliner) {
        throw new AppError('PRODUCT_IN_USE', MESSAGES.PRODUCT_IN_USE.queuedRequests);
      }
      for (const q of queued) {
        await this.bookings.applyTransition(tx, decliner as Actor, q.id, 'decline', { reason: NOTICES.roomGone, endDate: null });
      }
      await tx.query(`UPDATE product SET archived_at = now() WHERE id = $1`, [productId]);
      await recordChange(tx, { kind: 'capacity', action: 'product_archived', shelterId, productId });
      if (after) await after(tx, current);
      return current;
    });
  }

  async get(id: number): Promise<ProductView> {
    const [row]: ProductView[] = await this.ds.query(`${PRODUCT_SQL} WHERE id = $1 AND archived_at IS NULL`, [id]);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    return row;
  }
}

declare module '../platform/services' {
  interface Services {
    products: ProductService;
  }
}
