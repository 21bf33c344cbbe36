import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Administration (issue 10): the audit trail of every admin change (who, what, when), and archived regions, and the flag
 * of an account whose initial password its owner must change at first login.
 */
export class Admin1732000000004 implements MigrationInterface {
  name = 'Admin1732000000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE region ADD COLUMN archived_at timestamptz`);
    await q.query(`
      CREATE TABLE admin_event (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        actor_id integer REFERENCES app_user(id),
        action text NOT NULL,
        entity text NOT NULL,
        entity_id integer,
        detail jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX admin_event_at_idx ON admin_event (at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS admin_event`);
    await q.query(`ALTER TABLE region DROP COLUMN IF EXISTS archived_at`);
    await q.query(`ALTER TABLE app_user DROP COLUMN IF EXISTS must_change_password`);
  }
}
