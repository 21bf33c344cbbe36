/**
 * A room's price per night (issue 21 §1): host staff price their own shelter's rooms, admins any.
 * A price holds from its valid-from date until the next one; sent invoices keep their own copy.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import { isSwedishVatRate } from '../domain/payment-ids';
import { recordAudit } from '../platform/audit';
import { isLocalDate } from '../platform/dates';
import { inTransaction } from '../platform/db/database';
import { one } from '../platform/db/rows';
import { AppError } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { isOwnShelter } from '../platform/scope';
import { isId } from '../platform/validate';
import { M, MAX_PRICE_ORE } from './invoice.rules';
import { PRICE_SQL, type PriceRow, toPrice } from './invoice.sql';
import type { PriceInput, PriceView } from './invoice.view';

export class PriceService {
  constructor(private readonly ds: DataSource) {}

  /** The product, if the actor may price it: host staff their own shelter's rooms, admins any; else PRODUCT_NOT_FOUND. */
  private async priceableProduct(q: EntityManager | DataSource, actorOrNull: Actor | null, productId: number): Promise<Actor> {
    const actor = requireGroup(actorOrNull, 'host', 'admin');
    if (!isId(productId)) throw new AppError('PRODUCT_NOT_FOUND');
    const [p]: { shelter_id: number }[] = await q.query(`SELECT shelter_id FROM product WHERE id = $1`, [productId]);
    const admin = actor.groups.includes('admin');
    if (!p || (!admin && !isOwnShelter(actor, p.shelter_id))) throw new AppError('PRODUCT_NOT_FOUND');
    return actor;
  }

  /** A room's prices, the newest valid-from first. */
  async prices(actorOrNull: Actor | null, productId: number): Promise<PriceView[]> {
    await this.priceableProduct(this.ds, actorOrNull, productId);
    return this.pricesOf([productId]).then((m) => m.get(productId) ?? []);
  }

  /** The prices of many products in one statement (no scope check: callers check it). */
  async pricesOf(productIds: readonly number[]): Promise<Map<number, PriceView[]>> {
    const rows: PriceRow[] = await this.ds.query(`${PRICE_SQL} WHERE product_id = ANY ($1::int[]) ORDER BY product_id, valid_from DESC`, [
      productIds,
    ]);
    const out = new Map<number, PriceView[]>(productIds.map((id) => [id, []]));
    for (const r of rows) out.get(r.product_id)?.push(toPrice(r));
    return out;
  }

  /** Whether the actor may see a product's prices (host staff of its shelter, admins). */
  seesPrices(actor: Actor | null, shelterId: number): boolean {
    if (!actor) return false;
    return actor.groups.includes('admin') || isOwnShelter(actor, shelterId);
  }

  /**
   * Sets a room's price per night from a date on (a new row; the same date again replaces that
   * row). Sent invoices never change: they hold their own copy of every price.
   */
  async setPrice(actorOrNull: Actor | null, input: PriceInput): Promise<PriceView> {
    const validFrom = input.validFrom;
    if (!isLocalDate(validFrom)) throw new AppError('BAD_USER_INPUT', M.priceValidFrom);
    const price = input.priceOre;
    if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0 || price > MAX_PRICE_ORE) {
      throw new AppError('BAD_USER_INPUT', M.priceOre(MAX_PRICE_ORE));
    }
    const vat = input.vatRateBp ?? 0;
    // Only rates Sweden has (SE-R-006: 25, 12, 6 %), or 0 = exempt social care (category E with its VATEX reason).
    if (!isSwedishVatRate(vat)) throw new AppError('BAD_USER_INPUT', M.vatRateBp);
    return inTransaction(this.ds, async (tx) => {
      const actor = await this.priceableProduct(tx, actorOrNull, input.productId);
      const row = one<{ id: number }>(
        await tx.query(
          `INSERT INTO product_price (product_id, valid_from, price_ore, vat_rate_bp, created_by) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (product_id, valid_from) DO UPDATE
             SET price_ore = EXCLUDED.price_ore, vat_rate_bp = EXCLUDED.vat_rate_bp, created_by = EXCLUDED.created_by, created_at = clock_timestamp()
           RETURNING id`,
          [input.productId, validFrom, price, vat, actor.userId],
        ),
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'price_set',
        entity: 'product',
        entityId: input.productId,
        detail: { validFrom, priceOre: price, vatRateBp: vat },
      });
      return toPrice(one<PriceRow>(await tx.query(`${PRICE_SQL} WHERE id = $1`, [row.id])));
    });
  }
}

declare module '../platform/services' {
  interface Services {
    prices: PriceService;
  }
}
