import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Login attempts, for throttling that holds across gateway processes (issue 9). The e-mail is kept
 * only as a keyed hash; rows older than a day are pruned.
 */
export class LoginAttempts1732000000003 implements MigrationInterface {
  name = 'LoginAttempts1732000000003';

  async up(q: QueryRunner): Promise<void> {
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

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_attempt`);
  }
}
