import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38 §4, the caseworker's bell: one row per caseworker and decision and last night told
 * ("Biståndsbeslut tar slut"), written by the running-out job in the same transaction that claims
 * the decision (decision.reminded_end_date) and queues the e-mails. The bell counts the rows created
 * after the caseworker last read their notifications (app_user.notifications_seen_at), like the
 * booking events. No personal data of its own: the guest's name and the case number are read from
 * the decision when listed; the rows go with the caseworker's account or the decision.
 */
export class DecisionNotices1732000000042 implements MigrationInterface {
  name = 'DecisionNotices1732000000042';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE decision_notice (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        decision_id integer NOT NULL REFERENCES decision (id) ON DELETE CASCADE,
        end_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, decision_id, end_date)
      )`);
    await q.query(`CREATE INDEX decision_notice_user_idx ON decision_notice (user_id, created_at)`);
    await q.query(`CREATE INDEX decision_notice_decision_idx ON decision_notice (decision_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS decision_notice`);
  }
}
