import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts people run themselves (issue 20 §4–6): one-time links (password reset, a registered
 * guest's activation, a staff invitation), stored as the SHA-256 of the token only, each with its
 * expiry and the moment it was used; and two states of an account: a registered guest waits for
 * activation (`activation_pending`), an admin can switch an account off (`deactivated_at`).
 * The request limits of reset and registration reuse login_throttle's counters (other key prefixes).
 */
export class Accounts1732000000014 implements MigrationInterface {
  name = 'Accounts1732000000014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account_token (
        id text PRIMARY KEY,
        purpose text NOT NULL CONSTRAINT account_token_purpose_check CHECK (purpose IN ('reset', 'activation', 'invitation')),
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX account_token_user_idx ON account_token (user_id, purpose)`);
    await q.query(`
      ALTER TABLE app_user
        ADD COLUMN activation_pending boolean NOT NULL DEFAULT false,
        ADD COLUMN deactivated_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user DROP COLUMN IF EXISTS activation_pending, DROP COLUMN IF EXISTS deactivated_at`);
    await q.query(`DROP TABLE IF EXISTS account_token`);
  }
}
