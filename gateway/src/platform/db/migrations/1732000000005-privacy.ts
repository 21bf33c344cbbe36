import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who exported or anonymised whose data, and when (issue 9). Ids only. */
export class Privacy1732000000005 implements MigrationInterface {
  name = 'Privacy1732000000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE privacy_event (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        action text NOT NULL CHECK (action IN ('export', 'anonymise')),
        guest_id integer NOT NULL REFERENCES app_user(id),
        actor_id integer REFERENCES app_user(id),
        actor_group text NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS privacy_event`);
  }
}
