import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Login throttling as counters (issue 15): one row per client address and per e-mail (as a keyed
 * hash), counted and checked in one atomic upsert, so parallel guesses cannot all pass the check
 * before any is recorded. Replaces the per-attempt log of 0003.
 */
export class LoginThrottle1732000000009 implements MigrationInterface {
  name = 'LoginThrottle1732000000009';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        failures integer NOT NULL CHECK (failures >= 0)
      )`);
    await q.query(`CREATE INDEX login_throttle_window_idx ON login_throttle (window_start)`);
    await q.query(`DROP TABLE login_attempt`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_throttle`);
    await q.query(`
      CREATE TABLE login_attempt (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        email_hash text NOT NULL,
        address text NOT NULL,
        ok boolean NOT NULL
      )`);
    await q.query(`CREATE INDEX login_attempt_address_idx ON login_attempt (address, at) WHERE NOT ok`);
    await q.query(`CREATE INDEX login_attempt_email_idx ON login_attempt (email_hash, at)`);
  }
}
