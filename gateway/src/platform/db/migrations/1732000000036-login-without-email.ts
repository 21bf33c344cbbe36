import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36: a guest logs in without e-mail. On app_user: the login phone (E.164, +46…; unique, set
 * only once a code sent to it was typed back, or by staff who saw the person), the PIN of the UNO
 * code + PIN login (hashed like a password) and its lock (wrong PINs in a row; locked until staff
 * give a new start code or an SMS code opens it). sms_code: the one-time 6-digit codes, hashed,
 * 10 minutes, at most 5 tries. start_code: the one start code staff last made for a guest (hashed;
 * a new one replaces it).
 */
export class LoginWithoutEmail1732000000036 implements MigrationInterface {
  name = 'LoginWithoutEmail1732000000036';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE app_user
        ADD COLUMN login_phone text CONSTRAINT app_user_login_phone_shape CHECK (login_phone ~ '^\\+467[0-9]{8}$'),
        ADD COLUMN pin_hash text,
        ADD COLUMN pin_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN pin_locked_at timestamptz`);
    await q.query(`CREATE UNIQUE INDEX app_user_login_phone_key ON app_user (login_phone) WHERE login_phone IS NOT NULL`);
    await q.query(`
      CREATE TABLE sms_code (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('login', 'activation', 'phone')),
        phone text NOT NULL,
        code_hash text NOT NULL,
        tries integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        outbox_id bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sms_code_user_idx ON sms_code (user_id, purpose)`);
    await q.query(`
      CREATE TABLE start_code (
        user_id integer PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
        code_hash text NOT NULL UNIQUE,
        created_by integer REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS start_code`);
    await q.query(`DROP TABLE IF EXISTS sms_code`);
    await q.query(`DROP INDEX IF EXISTS app_user_login_phone_key`);
    await q.query(
      `ALTER TABLE app_user DROP COLUMN IF EXISTS pin_locked_at, DROP COLUMN IF EXISTS pin_failures, DROP COLUMN IF EXISTS pin_hash, DROP COLUMN IF EXISTS login_phone`,
    );
  }
}
