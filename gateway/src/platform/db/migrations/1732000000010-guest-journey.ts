import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The guest's journey (issue 18): what a guest needs to get to a shelter (§6: phone, the check-in
 * window, house rules, criteria, coordinates for a map link and for "nearest"), and the language
 * each person reads the web in (§8). The lists are written out here (migrations are frozen);
 * platform/db/frozen-constraints.test.ts compares them with the code's.
 */
export class GuestJourney1732000000010 implements MigrationInterface {
  name = 'GuestJourney1732000000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE shelter
        ADD COLUMN phone text,
        ADD COLUMN check_in_from text CONSTRAINT shelter_check_in_from_check CHECK (check_in_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        ADD COLUMN check_in_until text CONSTRAINT shelter_check_in_until_check CHECK (check_in_until ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        ADD COLUMN house_rules text NOT NULL DEFAULT '' CONSTRAINT shelter_house_rules_check CHECK (char_length(house_rules) <= 2000),
        ADD COLUMN criteria text[] NOT NULL DEFAULT '{}'
          CONSTRAINT shelter_criteria_check CHECK (criteria <@ ARRAY['women_only', 'drug_tolerant', 'accessible', 'pets_allowed', 'requires_decision']::text[]),
        ADD COLUMN latitude double precision CONSTRAINT shelter_latitude_check CHECK (latitude BETWEEN -90 AND 90),
        ADD COLUMN longitude double precision CONSTRAINT shelter_longitude_check CHECK (longitude BETWEEN -180 AND 180),
        ADD CONSTRAINT shelter_coordinates_check CHECK ((latitude IS NULL) = (longitude IS NULL))`);
    await q.query(`
      ALTER TABLE app_user
        ADD COLUMN language text NOT NULL DEFAULT 'sv'
          CONSTRAINT app_user_language_check CHECK (language IN ('sv', 'en', 'pl', 'ro', 'ar'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user DROP COLUMN IF EXISTS language`);
    await q.query(`
      ALTER TABLE shelter
        DROP CONSTRAINT IF EXISTS shelter_coordinates_check,
        DROP COLUMN IF EXISTS longitude,
        DROP COLUMN IF EXISTS latitude,
        DROP COLUMN IF EXISTS criteria,
        DROP COLUMN IF EXISTS house_rules,
        DROP COLUMN IF EXISTS check_in_until,
        DROP COLUMN IF EXISTS check_in_from,
        DROP COLUMN IF EXISTS phone`);
  }
}
