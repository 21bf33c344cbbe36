import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38 §1–§2, Biståndsbeslut: the social services' decision that lets a guest stay at a shelter
 * that requires one. A decision covers the nights from start_date to end_date, both included (a
 * night is the date it begins), optionally at most max_nights of them, at the shelters listed in
 * decision_shelter or, with any_shelter, at every shelter whose criteria say requires_decision.
 * Never deleted: ending sets ended_at/ended_by; every change is an admin_event (entity 'decision').
 * A booking at a shelter that requires a decision is tied to the decision that covers it
 * (booking.decision_id), which the host reads and which invoices (§3) can follow. reminded_end_date:
 * the last night a "running out" message was sent for (§4: once per decision and last night).
 */
export class Decisions1732000000041 implements MigrationInterface {
  name = 'Decisions1732000000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE decision (
        id serial PRIMARY KEY,
        guest_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        case_number text NOT NULL CHECK (length(case_number) BETWEEN 1 AND 60),
        start_date date NOT NULL,
        end_date date NOT NULL,
        max_nights integer CHECK (max_nights BETWEEN 1 AND 366),
        any_shelter boolean NOT NULL DEFAULT false,
        note text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
        created_by integer REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        ended_by integer REFERENCES app_user (id) ON DELETE SET NULL,
        reminded_end_date date,
        CHECK (end_date >= start_date)
      )`);
    await q.query(`CREATE INDEX decision_guest_idx ON decision (guest_id, end_date)`);
    await q.query(`
      CREATE TABLE decision_shelter (
        decision_id integer NOT NULL REFERENCES decision (id) ON DELETE CASCADE,
        shelter_id integer NOT NULL REFERENCES shelter (id) ON DELETE CASCADE,
        PRIMARY KEY (decision_id, shelter_id)
      )`);
    await q.query(`ALTER TABLE booking ADD COLUMN decision_id integer REFERENCES decision (id)`);
    await q.query(`CREATE INDEX booking_decision_idx ON booking (decision_id) WHERE decision_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS booking_decision_idx`);
    await q.query(`ALTER TABLE booking DROP COLUMN IF EXISTS decision_id`);
    await q.query(`DROP TABLE IF EXISTS decision_shelter`);
    await q.query(`DROP TABLE IF EXISTS decision`);
  }
}
