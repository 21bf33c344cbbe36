import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fakturering (issue 21): prices per room with a valid-from date, the billing details of regions
 * (buyers) and shelters (sellers), the region a stay is billed to (snapshot at check-in), and the
 * invoices: numbered per shelter by a counter row, frozen when sent (only `status` ever changes),
 * each night claimed by at most one invoice (a primary key), audited per step.
 */
export class Invoicing1732000000016 implements MigrationInterface {
  name = 'Invoicing1732000000016';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_price (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES product(id),
        valid_from date NOT NULL,
        price_ore integer NOT NULL CONSTRAINT product_price_price_check CHECK (price_ore BETWEEN 0 AND 100000000),
        vat_rate_bp integer NOT NULL DEFAULT 0 CONSTRAINT product_price_vat_check CHECK (vat_rate_bp BETWEEN 0 AND 10000),
        created_by integer REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT product_price_from_key UNIQUE (product_id, valid_from)
      )`);
    await q.query(`
      CREATE TABLE region_billing (
        region_id integer PRIMARY KEY REFERENCES region(id),
        name text NOT NULL DEFAULT '',
        organisation_number text NOT NULL DEFAULT '',
        street text NOT NULL DEFAULT '',
        postcode text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        reference text NOT NULL DEFAULT '',
        endpoint_id text NOT NULL DEFAULT '',
        contact text NOT NULL DEFAULT '',
        updated_by integer REFERENCES app_user(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`
      CREATE TABLE shelter_billing (
        shelter_id integer PRIMARY KEY REFERENCES shelter(id),
        organisation_number text NOT NULL DEFAULT '',
        bank_account text NOT NULL DEFAULT '',
        endpoint_id text NOT NULL DEFAULT '',
        contact text NOT NULL DEFAULT '',
        updated_by integer REFERENCES app_user(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);

    // The region a stay is billed to is the guest's region when the stay began: written once by
    // the database when a booking becomes checked_in (or is stored so), whoever makes the change.
    await q.query(`ALTER TABLE booking ADD COLUMN billing_region_id integer REFERENCES region(id)`);
    await q.query(`
      CREATE FUNCTION booking_billing_region() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status IN ('checked_in', 'completed') AND NEW.billing_region_id IS NULL THEN
          NEW.billing_region_id := COALESCE(
            (SELECT gp.region_id FROM guest_profile gp WHERE gp.user_id = NEW.guest_id),
            (SELECT s.region_id FROM product p JOIN shelter s ON s.id = p.shelter_id WHERE p.id = NEW.product_id));
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER booking_billing_region BEFORE INSERT OR UPDATE OF status ON booking
        FOR EACH ROW EXECUTE FUNCTION booking_billing_region()`);
    // Stays checked in before this migration: the guest's region as it is now.
    await q.query(`
      UPDATE booking b SET billing_region_id = COALESCE(
          (SELECT gp.region_id FROM guest_profile gp WHERE gp.user_id = b.guest_id),
          (SELECT s.region_id FROM product p JOIN shelter s ON s.id = p.shelter_id WHERE p.id = b.product_id))
       WHERE b.status IN ('checked_in', 'completed')`);

    await q.query(`
      CREATE TABLE invoice_counter (
        shelter_id integer PRIMARY KEY REFERENCES shelter(id),
        last_number integer NOT NULL DEFAULT 0 CHECK (last_number >= 0)
      )`);
    await q.query(`
      CREATE TABLE invoice (
        id serial PRIMARY KEY,
        shelter_id integer NOT NULL REFERENCES shelter(id),
        region_id integer NOT NULL REFERENCES region(id),
        kind text NOT NULL CONSTRAINT invoice_kind_check CHECK (kind IN ('invoice', 'credit_note')),
        number integer NOT NULL CHECK (number > 0),
        credits_invoice_id integer REFERENCES invoice(id),
        period_start date NOT NULL,
        period_end date NOT NULL,
        issue_date date NOT NULL,
        due_date date NOT NULL,
        status text NOT NULL CONSTRAINT invoice_status_check CHECK (status IN ('sent', 'disputed', 'attested', 'paid', 'credited')),
        note text NOT NULL DEFAULT '',
        net_ore bigint NOT NULL,
        vat_ore bigint NOT NULL,
        gross_ore bigint NOT NULL,
        document jsonb NOT NULL,
        sent_by integer REFERENCES app_user(id) ON DELETE SET NULL,
        sent_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT invoice_number_key UNIQUE (shelter_id, number),
        CONSTRAINT invoice_credit_check CHECK ((kind = 'credit_note') = (credits_invoice_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX invoice_shelter_period_idx ON invoice (shelter_id, period_start, id)`);
    await q.query(`
      CREATE TABLE invoice_line (
        id serial PRIMARY KEY,
        invoice_id integer NOT NULL REFERENCES invoice(id),
        line_no integer NOT NULL,
        guest_id integer NOT NULL REFERENCES app_user(id),
        product_id integer NOT NULL REFERENCES product(id),
        guest_name text NOT NULL,
        unokod text NOT NULL DEFAULT '',
        room_name text NOT NULL,
        nights date[] NOT NULL,
        unit_price_ore integer NOT NULL,
        vat_rate_bp integer NOT NULL,
        net_ore bigint NOT NULL,
        vat_ore bigint NOT NULL,
        credits_line_id integer REFERENCES invoice_line(id),
        CONSTRAINT invoice_line_no_key UNIQUE (invoice_id, line_no)
      )`);
    // A line is credited at most once.
    await q.query(`CREATE UNIQUE INDEX invoice_line_credited_key ON invoice_line (credits_line_id) WHERE credits_line_id IS NOT NULL`);
    await q.query(`CREATE INDEX invoice_line_guest_idx ON invoice_line (guest_id, invoice_id)`);
    // The claim: a booking's night is on at most one invoice that is not credited. The key refuses
    // a second claim whatever the concurrency; a credit note deletes its lines' claims.
    await q.query(`
      CREATE TABLE invoice_night (
        booking_id integer NOT NULL REFERENCES booking(id),
        night date NOT NULL,
        line_id integer NOT NULL REFERENCES invoice_line(id),
        CONSTRAINT invoice_night_pkey PRIMARY KEY (booking_id, night)
      )`);
    await q.query(`CREATE INDEX invoice_night_line_idx ON invoice_night (line_id)`);
    await q.query(`
      CREATE TABLE invoice_event (
        id bigserial PRIMARY KEY,
        invoice_id integer NOT NULL REFERENCES invoice(id),
        action text NOT NULL,
        from_status text,
        to_status text NOT NULL,
        line_id integer REFERENCES invoice_line(id),
        text text NOT NULL DEFAULT '',
        actor_id integer REFERENCES app_user(id) ON DELETE SET NULL,
        actor_group text NOT NULL,
        at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX invoice_event_invoice_idx ON invoice_event (invoice_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'invoice_event',
      'invoice_night',
      'invoice_line',
      'invoice',
      'invoice_counter',
      'shelter_billing',
      'region_billing',
      'product_price',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`DROP TRIGGER IF EXISTS booking_billing_region ON booking`);
    await q.query(`DROP FUNCTION IF EXISTS booking_billing_region()`);
    await q.query(`ALTER TABLE booking DROP COLUMN IF EXISTS billing_region_id`);
  }
}
