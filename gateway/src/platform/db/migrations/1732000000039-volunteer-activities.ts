import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 §3: volunteer activities (a shelter's shifts that volunteers sign up for), their
 * sign-ups (one per activity and volunteer, never more than the places: activity/activity.service.ts
 * locks the activity's row), and the tasks an admin assigns a volunteer. Times are Stockholm's
 * wall-clock times on the activity's date ("HH:MM").
 */
export class VolunteerActivities1732000000039 implements MigrationInterface {
  name = 'VolunteerActivities1732000000039';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE activity (
        id serial PRIMARY KEY,
        shelter_id integer NOT NULL REFERENCES shelter(id),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
        date date NOT NULL,
        start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        volunteers_needed integer NOT NULL CHECK (volunteers_needed BETWEEN 1 AND 100),
        status text NOT NULL DEFAULT 'planned' CONSTRAINT activity_status_check CHECK (status IN ('planned', 'cancelled')),
        created_by integer REFERENCES app_user(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        cancelled_at timestamptz
      )`);
    await q.query(`CREATE INDEX activity_date_idx ON activity (date, start_time)`);
    await q.query(`CREATE INDEX activity_shelter_idx ON activity (shelter_id, date)`);
    await q.query(`
      CREATE TABLE activity_signup (
        id serial PRIMARY KEY,
        activity_id integer NOT NULL REFERENCES activity(id) ON DELETE CASCADE,
        volunteer_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        phone text NOT NULL DEFAULT '' CHECK (char_length(phone) <= 40),
        created_at timestamptz NOT NULL DEFAULT now(),
        reminded_at timestamptz,
        CONSTRAINT activity_signup_once UNIQUE (activity_id, volunteer_id)
      )`);
    await q.query(`CREATE INDEX activity_signup_volunteer_idx ON activity_signup (volunteer_id)`);
    await q.query(`
      CREATE TABLE volunteer_task (
        id serial PRIMARY KEY,
        volunteer_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
        status text NOT NULL DEFAULT 'todo' CONSTRAINT volunteer_task_status_check CHECK (status IN ('todo', 'in_progress', 'done')),
        activity_id integer REFERENCES activity(id) ON DELETE SET NULL,
        shelter_id integer REFERENCES shelter(id),
        created_by integer REFERENCES app_user(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX volunteer_task_volunteer_idx ON volunteer_task (volunteer_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS volunteer_task`);
    await q.query(`DROP TABLE IF EXISTS activity_signup`);
    await q.query(`DROP TABLE IF EXISTS activity`);
  }
}
