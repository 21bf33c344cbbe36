/**
 * The per-night capacity ledger (DESIGN §4). Every change of a booking into or out of a held
 * status goes through here, in the same transaction as the booking row.
 *
 * One lock order for every writer of a product's ledger (issue 15), so no two transactions ever
 * wait on each other in a cycle:
 *
 *   1. the product's ledger lock (`productLockShared` / `lockProductLedger`, an advisory lock per
 *      product, taken before anything else of the product): shared by booking requests and
 *      transitions, exclusive for a capacity edit or an archive, which so run alone on the
 *      product's nights, and wait their turn fairly (a row lock would let a stream of sharers
 *      starve the edit);
 *   2. the guest's row (requests), then booking rows. People's rows are locked FOR NO KEY UPDATE
 *      (a request's guest, a merge's two guests): bookings' and audit rows' foreign keys
 *      key-share them, and a transition holding nights must not wait behind such a lock;
 *   3. the product's nights, always in night order (`ORDER BY night FOR UPDATE`), never a night
 *      below one already held: a freeing transition locks from the earliest night a queue
 *      promotion may take (today) before giving its nights back, and a promotion only adds nights
 *      above those.
 *
 * The product row is key-share locked by the foreign keys of bookings and nights, and share
 * locked by a request in the statement that takes the shared ledger lock (so that a request that
 * waited for an edit reads the edited row, and makes new nights with the new capacity); the edit
 * and the archive lock it FOR NO KEY UPDATE only once they hold the exclusive ledger lock, so
 * these never wait on each other.
 */
import type { EntityManager } from 'typeorm';
import type { LocalDate } from '../platform/dates';
import { HELD_STATUSES } from '../domain/booking-status';
import { one } from '../platform/db/rows';

/** The first key of the product ledger locks (two-key advisory locks; the one-key space is separate). */
export const PRODUCT_LOCK_SPACE = 727_100;

/**
 * The shared ledger lock of the product whose id is the SQL expression `productId`, as a condition
 * that is always true: put it in the WHERE of the statement that first reads the product.
 */
export function productLockShared(productId: string): string {
  return `pg_advisory_xact_lock_shared(${PRODUCT_LOCK_SPACE}, ${productId}) IS NOT NULL`;
}

/**
 * The exclusive ledger lock of a product of this shelter (none for another's: nobody may hold up
 * a room that is not theirs), for the rest of the transaction: waits until no request or
 * transition on the product is under way, and holds new ones back until the commit. Take it
 * before anything else of the product, in its own statement: what the transaction reads after it
 * is read after every earlier change committed.
 */
export async function lockProductLedger(tx: Pick<EntityManager, 'query'>, productId: number, shelterId: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock($1, id) FROM product WHERE id = $2 AND shelter_id = $3`, [
    PRODUCT_LOCK_SPACE,
    productId,
    shelterId,
  ]);
}

/**
 * A capacity edit's ledger change: every night of the product from `from` on gets `capacity`. The
 * rows are locked in night order before any is changed (an UPDATE alone would take them in heap
 * order). The ledger's CHECK refuses a capacity below what a night holds (23514).
 */
export async function setCapacity(tx: Pick<EntityManager, 'query'>, productId: number, from: LocalDate, capacity: number): Promise<void> {
  await tx.query(
    `WITH locked AS (
       SELECT night FROM product_night
        WHERE product_id = $1 AND night >= $2
        ORDER BY night
        FOR UPDATE
     )
     UPDATE product_night pn SET capacity = $3
       FROM locked
      WHERE pn.product_id = $1 AND pn.night = locked.night`,
    [productId, from, capacity],
  );
}

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
  const { taken } = one<{ taken: number }>(
    await tx.query(
      `WITH ${holdCtes('$1', '$2', '$3')}
     SELECT count(*)::int AS taken FROM taken`,
      [productId, start, end],
    ),
  );
  return taken > 0;
}

/**
 * Gives back one place on every night start <= night < end. With `lockFrom` (before `start`), the
 * nights from there are locked too, in the same night order, for a queue promotion that follows
 * in the transaction (it may take nights from today on, and must never lock a night below one it
 * holds). Missing ledger rows of those extra nights are made first, so none is left unlocked.
 */
export async function release(
  tx: EntityManager,
  productId: number,
  start: LocalDate,
  end: LocalDate,
  lockFrom: LocalDate = start,
): Promise<void> {
  if (end <= start) return;
  const from = lockFrom < start ? lockFrom : start;
  if (from < start) await ensureNights(tx, productId, from, start);
  await tx.query(
    `WITH locked AS (
       SELECT night FROM product_night
        WHERE product_id = $1 AND night >= $4 AND night < $3
        ORDER BY night
        FOR UPDATE
     )
     UPDATE product_night pn SET held = pn.held - 1
       FROM locked
      WHERE pn.product_id = $1 AND pn.night = locked.night AND locked.night >= $2`,
    [productId, start, end, from],
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
