import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37: the open feed of free beds tonight is opt-in per shelter (its host or an admin turns it
 * on); off for every shelter until someone does.
 */
export class OccupancyAndOpenFeed1732000000037 implements MigrationInterface {
  name = 'OccupancyAndOpenFeed1732000000037';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shelter ADD COLUMN open_feed boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX shelter_open_feed_idx ON shelter (id) WHERE open_feed AND archived_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS shelter_open_feed_idx`);
    await q.query(`ALTER TABLE shelter DROP COLUMN IF EXISTS open_feed`);
  }
}
