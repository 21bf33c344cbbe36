import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 §2, Kompassen: resources besides a bed (meals, day centres, showers, health care, advice,
 * warm places…), kept by admins (all) and a shelter's host staff (their shelter's), read by every
 * logged-in person. The kinds and audiences are written out here (frozen; domain/compass.ts holds
 * the code's lists and platform/db/frozen-constraints.test.ts compares them). Weekly hours and
 * dated exceptions are JSON arrays the service checks ([{weekday, opens, closes}] and
 * [{date, closed, hours:[{opens, closes}]}]); the free text's translations a JSON object like the
 * shelter's house rules (1732000000038).
 */
export class Compass1732000000040 implements MigrationInterface {
  name = 'Compass1732000000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE compass_resource (
        id serial PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        kind text NOT NULL
          CONSTRAINT compass_resource_kind_check CHECK (kind IN ('meals', 'day_centre', 'shower_laundry', 'health_care', 'needle_exchange', 'advice', 'warm_place', 'clothes')),
        audiences text[] NOT NULL DEFAULT '{}'
          CONSTRAINT compass_resource_audiences_check CHECK (audiences <@ ARRAY['everyone', 'women', 'men', 'young_people', 'families', 'eu_citizens', 'undocumented']::text[]),
        street text NOT NULL DEFAULT '',
        postcode text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        phone text,
        weekly_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
        exceptions jsonb NOT NULL DEFAULT '[]'::jsonb,
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
        description_translations jsonb NOT NULL DEFAULT '{}'::jsonb,
        region_id integer NOT NULL REFERENCES region (id),
        shelter_id integer REFERENCES shelter (id) ON DELETE CASCADE,
        latitude double precision CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision CHECK (longitude BETWEEN -180 AND 180),
        created_by integer REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((latitude IS NULL) = (longitude IS NULL))
      )`);
    await q.query(`CREATE INDEX compass_resource_region_idx ON compass_resource (region_id)`);
    await q.query(`CREATE INDEX compass_resource_shelter_idx ON compass_resource (shelter_id) WHERE shelter_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS compass_resource`);
  }
}
