import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No-shows and barring (issue 19 §6, §7): whether a shelter's reserved or confirmed bookings that
 * nobody checked in are released at its latest check-in time (on by default), an index for that
 * pass, and the host's bars (Avstängning): a guest may not request at the shelter until a date.
 * A bar is never deleted: lifting it sets lifted_at/lifted_by.
 */
export class NoShowsAndBars1732000000011 implements MigrationInterface {
  name = 'NoShowsAndBars1732000000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shelter ADD COLUMN release_no_shows boolean NOT NULL DEFAULT true`);
    await q.query(`CREATE INDEX booking_no_show_idx ON booking (start_date, product_id) WHERE status IN ('reserved', 'confirmed')`);
    await q.query(`
      CREATE TABLE guest_bar (
        id serial PRIMARY KEY,
        shelter_id integer NOT NULL REFERENCES shelter(id),
        guest_id integer NOT NULL REFERENCES app_user(id),
        until date NOT NULL,
        reason text NOT NULL CONSTRAINT guest_bar_reason_check CHECK (char_length(reason) BETWEEN 1 AND 500),
        created_by integer REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        lifted_at timestamptz,
        lifted_by integer REFERENCES app_user(id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX guest_bar_guest_idx ON guest_bar (guest_id, shelter_id, until) WHERE lifted_at IS NULL`);
    await q.query(`CREATE INDEX guest_bar_shelter_idx ON guest_bar (shelter_id, until) WHERE lifted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS guest_bar`);
    await q.query(`DROP INDEX IF EXISTS booking_no_show_idx`);
    await q.query(`ALTER TABLE shelter DROP COLUMN IF EXISTS release_no_shows`);
  }
}
