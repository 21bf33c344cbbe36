import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29 (security and delivery, round 3):
 *
 * - §3, §6: a waiting outbox message holds no usable secret. The delivery worker makes a message's
 *   one-time link as it sends it (credentials/tokens.ts), so `outbox_message.secret` is wiped and
 *   kept empty by a CHECK; a pending link message queued before this version gets its link when it
 *   is sent. `account_token.outbox_id` names the message a link was made for, so a retry of one
 *   message leaves the earlier attempt's link working (a send that failed without saying so may
 *   have arrived) while a newer message's link still replaces an older message's.
 * - §4: `login_device` holds the SHA-256 of each device cookie a successful login set (the cookie
 *   holds the token): a login from a device that has logged in to the account before is counted
 *   per device, not against the account's limit, so strangers' guesses cannot lock the owner out.
 */
export class SecurityRound31732000000029 implements MigrationInterface {
  name = 'SecurityRound31732000000029';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE outbox_message SET secret = NULL WHERE secret IS NOT NULL`);
    await q.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_no_secret CHECK (secret IS NULL)`);
    await q.query(`ALTER TABLE account_token ADD COLUMN outbox_id bigint`);
    await q.query(`
      CREATE TABLE login_device (
        id text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_device_user_idx ON login_device (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_device`);
    await q.query(`ALTER TABLE account_token DROP COLUMN IF EXISTS outbox_id`);
    await q.query(`ALTER TABLE outbox_message DROP CONSTRAINT IF EXISTS outbox_message_no_secret`);
  }
}
