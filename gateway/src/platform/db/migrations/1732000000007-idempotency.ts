import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys of booking requests (issue 15): the same key from the same person within 24 h
 * gives back the first answer and books nothing new. A row is inserted at the start of the
 * request's transaction (so a second holder of the same key waits for the first to commit or roll
 * back) and gets its booking in the statement that writes the booking: a row exists exactly when
 * its booking was committed. Only a hash of the request is kept. Rows older than 24 h are
 * forgotten (taken over by the next request with that key, and pruned).
 */
export class Idempotency1732000000007 implements MigrationInterface {
  name = 'Idempotency1732000000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_key (
        actor_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        key text NOT NULL,
        request_hash text NOT NULL,
        booking_id integer REFERENCES booking(id) ON DELETE CASCADE,
        first_status text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (actor_id, key)
      )`);
    await q.query(`CREATE INDEX idempotency_key_created_idx ON idempotency_key (created_at)`);
    await q.query(`CREATE INDEX idempotency_key_booking_idx ON idempotency_key (booking_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS idempotency_key`);
  }
}
