import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes the scale benchmark (issue 11, bench/scale.ts) showed missing.
 *
 * - product (shelter_id): the booking lists and counts of one shelter (host pages, caseworker
 *   requests, the nights report) filter `p.shelter_id = $1` / `= ANY ($1)` without
 *   `archived_at IS NULL` (bookings of an archived room still show), so the partial
 *   product_shelter_idx cannot serve them and every call read the whole product table: a
 *   sequential scan that grew with the number of shelters (10,000 rows at 1,000 shelters).
 * - product_night (night): the volunteer's room finder reads the ledger rows of a range of nights
 *   for every room at once; without it that was a sequential scan of the whole ledger, which
 *   grows with the history (every product-night ever asked for), not with the answer. Only the
 *   night: an index on capacity or held would make every ledger increment a non-HOT update.
 */
export class BenchIndexes1732000000006 implements MigrationInterface {
  name = 'BenchIndexes1732000000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX product_shelter_all_idx ON product (shelter_id)`);
    await q.query(`CREATE INDEX product_night_night_idx ON product_night (night)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS product_night_night_idx`);
    await q.query(`DROP INDEX IF EXISTS product_shelter_all_idx`);
  }
}
