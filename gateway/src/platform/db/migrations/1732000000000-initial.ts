import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole model of DESIGN §1–§4. Hand-written SQL, kept to PostgreSQL 15 (STACK G11).
 *
 * Frozen: a migration never reads the code's lists (statuses, product types, groups), so a database
 * migrated today and one migrated after a list changed get the same constraints. The lists are
 * written out; platform/db/frozen-constraints.test.ts compares the migrated database's constraints
 * with the code's lists, and asks for a new migration when a list changes.
 */
export class Initial1732000000000 implements MigrationInterface {
  name = 'Initial1732000000000';

  async up(q: QueryRunner): Promise<void> {
    // The guest-overlap exclusion constraint needs btree_gist (STACK G12).
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE region (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE shelter (
        id serial PRIMARY KEY,
        name text NOT NULL,
        street text NOT NULL DEFAULT '',
        postcode text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        region_id integer NOT NULL REFERENCES region(id),
        image text,
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE product (
        id serial PRIMARY KEY,
        shelter_id integer NOT NULL REFERENCES shelter(id),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        total_places integer NOT NULL CHECK (total_places >= 0),
        type text NOT NULL CHECK (type IN ('room', 'woman-only', 'hygieneproducts', 'breakfast', 'dinner', 'storage', 'washingmachine', 'shower')),
        requirements text NOT NULL DEFAULT '',
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_shelter_idx ON product (shelter_id, id) WHERE archived_at IS NULL`);
    await q.query(`
      CREATE TABLE app_user (
        id serial PRIMARY KEY,
        email text,
        password_hash text,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        groups text[] NOT NULL DEFAULT '{}' CHECK (groups <@ ARRAY['user', 'host', 'caseworker', 'volunteer', 'admin']::text[]),
        shelter_id integer REFERENCES shelter(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email)) WHERE email IS NOT NULL`);
    await q.query(`
      CREATE TABLE guest_profile (
        user_id integer PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
        unokod text NOT NULL CONSTRAINT guest_profile_unokod_key UNIQUE CHECK (unokod ~ '^[0-9]{4}$'),
        gender text CHECK (gender IN ('K', 'M')),
        street text NOT NULL DEFAULT '',
        postcode text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        country text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        day_of_birth date,
        personnr_lastnr text NOT NULL DEFAULT '',
        requirements text NOT NULL DEFAULT '',
        flag boolean NOT NULL DEFAULT false,
        region_id integer REFERENCES region(id),
        last_edit timestamptz NOT NULL DEFAULT now(),
        created_by integer REFERENCES app_user(id)
      )`);
    await q.query(`
      CREATE TABLE caseworker_shelter (
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        shelter_id integer NOT NULL REFERENCES shelter(id),
        PRIMARY KEY (user_id, shelter_id)
      )`);
    await q.query(`
      CREATE TABLE booking (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES product(id),
        guest_id integer NOT NULL REFERENCES app_user(id),
        status text NOT NULL CHECK (status IN ('pending', 'in_queue', 'accepted', 'advised_against', 'reserved', 'confirmed', 'checked_in', 'completed', 'declined', 'cancelled')),
        start_date date NOT NULL,
        end_date date NOT NULL,
        booking_time timestamptz NOT NULL DEFAULT clock_timestamp(),
        message text NOT NULL DEFAULT '',
        decline_reason text,
        requested_by integer REFERENCES app_user(id),
        requested_by_group text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT booking_dates_check CHECK (end_date > start_date),
        -- A guest is never in two active bookings on the same night, whatever the concurrency.
        CONSTRAINT booking_guest_no_overlap EXCLUDE USING gist (
          guest_id WITH =, daterange(start_date, end_date) WITH &&
        ) WHERE (status IN ('pending', 'accepted', 'advised_against', 'reserved', 'confirmed', 'checked_in', 'in_queue'))
      )`);
    await q.query(`CREATE INDEX booking_product_dates_idx ON booking (product_id, end_date, start_date)`);
    await q.query(`CREATE INDEX booking_guest_idx ON booking (guest_id, end_date)`);
    await q.query(`CREATE INDEX booking_status_idx ON booking (status, end_date)`);
    await q.query(`CREATE INDEX booking_queue_idx ON booking (product_id, booking_time, id) WHERE status = 'in_queue'`);
    await q.query(`CREATE INDEX booking_requested_by_idx ON booking (requested_by)`);
    await q.query(`
      CREATE TABLE booking_event (
        id bigserial PRIMARY KEY,
        booking_id integer NOT NULL REFERENCES booking(id),
        action text NOT NULL,
        from_status text,
        to_status text NOT NULL,
        actor_id integer REFERENCES app_user(id),
        actor_group text NOT NULL,
        reason text,
        at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX booking_event_booking_idx ON booking_event (booking_id, id)`);
    // The capacity ledger (DESIGN §4): the database refuses more held places than capacity.
    await q.query(`
      CREATE TABLE product_night (
        product_id integer NOT NULL REFERENCES product(id),
        night date NOT NULL,
        capacity integer NOT NULL,
        held integer NOT NULL DEFAULT 0,
        PRIMARY KEY (product_id, night),
        CONSTRAINT product_night_capacity_check CHECK (held >= 0 AND held <= capacity)
      )`);
    await q.query(`
      CREATE TABLE session (
        id text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX session_user_idx ON session (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'session',
      'product_night',
      'booking_event',
      'booking',
      'caseworker_shelter',
      'guest_profile',
      'app_user',
      'product',
      'shelter',
      'region',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
