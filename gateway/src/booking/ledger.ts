/**
 * The per-night capacity ledger (DESIGN §4). Every change of a booking into or out of a held
 * status goes through here, in the same transaction as the booking row. Rows are locked in night
 * order, so two transactions never wait on each other in a cycle over one product's nights.
 */
import type { EntityManager } from 'typeorm';
import type { LocalDate } from '../common/dates';
import { HELD_STATUSES } from './booking-status';

/**
 * Takes one place on every night start <= night < end, or nothing at all when any night is full.
 * Returns whether the place was taken.
 */
/**
 * The ledger's hold as SQL common-table expressions, for tryHold and for statements that hold and
 * write the booking in one round trip: `locked` locks the nights in order, `verdict.free` says
 * whether every night has a place, `taken` takes one place on each when so. Parameters are given
 * as SQL placeholders (e.g. '$1').
 */
export function holdCtes(productId: string, start: string, end: string): string {
  return `locked AS (
       SELECT night, capacity, held FROM product_night
        WHERE product_id = ${productId} AND night >= ${start} AND night < ${end}
        ORDER BY night
        FOR UPDATE
     ), verdict AS (
       SELECT bool_and(held < capacity) AS free FROM locked
     ), taken AS (
       UPDATE product_night pn SET held = pn.held + 1
         FROM locked, verdict
        WHERE verdict.free AND pn.product_id = ${productId} AND pn.night = locked.night
       RETURNING 1
     )`;
}

/**
 * Nights nobody has booked yet get a row with the product's capacity (run before holdCtes, in its
 * own statement: rows a statement inserts are not visible to its other parts).
 */
export async function ensureNights(tx: Pick<EntityManager, 'query'>, productId: number, start: LocalDate, end: LocalDate): Promise<void> {
  await tx.query(
    `INSERT INTO product_night (product_id, night, capacity, held)
     SELECT p.id, d::date, p.total_places, 0
       FROM product p, generate_series($2::date, $3::date - 1, interval '1 day') AS d
      WHERE p.id = $1
     ON CONFLICT DO NOTHING`,
    [productId, start, end],
  );
}

/**
 * Takes one place on every night start <= night < end, or nothing at all when any night is full.
 * Returns whether the place was taken.
 */
export async function tryHold(tx: EntityManager, productId: number, start: LocalDate, end: LocalDate): Promise<boolean> {
  if (end <= start) return true;
  await ensureNights(tx, productId, start, end);
  // A top-level SELECT, so the driver returns rows (TypeORM answers an UPDATE with [rows, count]).
  const [{ taken }]: { taken: number }[] = await tx.query(
    `WITH ${holdCtes('$1', '$2', '$3')}
     SELECT count(*)::int AS taken FROM taken`,
    [productId, start, end],
  );
  return taken > 0;
}

/** Gives back one place on every night start <= night < end. */
export async function release(tx: EntityManager, productId: number, start: LocalDate, end: LocalDate): Promise<void> {
  if (end <= start) return;
  await tx.query(
    `WITH locked AS (
       SELECT night FROM product_night
        WHERE product_id = $1 AND night >= $2 AND night < $3
        ORDER BY night
        FOR UPDATE
     )
     UPDATE product_night pn SET held = pn.held - 1
       FROM locked
      WHERE pn.product_id = $1 AND pn.night = locked.night`,
    [productId, start, end],
  );
}

export interface LedgerMismatch {
  productId: number;
  night: LocalDate;
  held: number;
  counted: number;
  capacity: number;
}

/**
 * The consistency check: for every product-night, held equals the number of bookings holding a
 * place, and never exceeds capacity. Returns the rows that disagree (none when all is well).
 */
export async function checkLedger(tx: Pick<EntityManager, 'query'>): Promise<LedgerMismatch[]> {
  return tx.query(
    `WITH counted AS (
       SELECT b.product_id, d::date AS night, count(*)::int AS n
         FROM booking b, generate_series(b.start_date, b.end_date - 1, interval '1 day') AS d
        WHERE b.status = ANY($1)
        GROUP BY 1, 2
     )
     SELECT COALESCE(pn.product_id, c.product_id) AS "productId",
            COALESCE(pn.night, c.night) AS night,
            COALESCE(pn.held, 0) AS held,
            COALESCE(c.n, 0) AS counted,
            COALESCE(pn.capacity, 0) AS capacity
       FROM product_night pn
       FULL JOIN counted c ON c.product_id = pn.product_id AND c.night = pn.night
      WHERE COALESCE(pn.held, 0) <> COALESCE(c.n, 0) OR COALESCE(pn.held, 0) > COALESCE(pn.capacity, 0)
      ORDER BY 1, 2`,
    [HELD_STATUSES],
  );
}
