import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Change events (DESIGN §7): every booking or capacity transaction records one row, and in the same
 * transaction pg_notify's its ids, so every gateway process learns of it after the commit.
 */
export class ChangeEvents1732000000002 implements MigrationInterface {
  name = 'ChangeEvents1732000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE change_event (
        seq bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        kind text NOT NULL,
        action text NOT NULL,
        shelter_id integer NOT NULL,
        product_id integer,
        booking_id integer,
        guest_id integer,
        requested_by integer,
        first_night date,
        end_night date
      )`);
    await q.query(`CREATE INDEX change_event_at_idx ON change_event (at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS change_event`);
  }
}
