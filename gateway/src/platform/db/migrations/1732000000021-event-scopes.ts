import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: the notification bell at national scale. The bell (every page's top bar, refetched on
 * live changes) counts and lists the booking events a person may see: of their own bookings, of
 * their shelter (host) or assigned shelters (caseworker), of bookings they asked for (volunteer).
 * Read through booking → product, one OR over those scopes could use no index: at 7,000,000 events
 * the host's count took 440 ms and a caseworker's (50 shelters) 910 ms.
 *
 * Each event now carries the scopes that never change for its booking — the shelter (a booking's
 * room never changes) and the volunteer who asked for it (NULL for a guest's own request) — filled
 * by a BEFORE INSERT trigger, so every writer (the booking service, the demo seed, tests) gets them
 * without knowing. Indexed newest first per shelter and per volunteer (with the actor, so "not
 * their own" is read from the index too), each scope is an index range: the newest events and a
 * capped count read a few hundred index entries, index-only. The guest's scope stays a
 * join through the guest's few bookings (a merge of two guest records moves bookings between guests).
 *
 * booking_event_at_idx (every event by time, 209 MB at 7,000,000 events) served only the OR; it goes.
 */
export class EventScopes1732000000021 implements MigrationInterface {
  name = 'EventScopes1732000000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_event ADD COLUMN shelter_id int REFERENCES shelter (id), ADD COLUMN volunteer_id int`);
    await q.query(
      `UPDATE booking_event e
          SET shelter_id = p.shelter_id,
              volunteer_id = CASE WHEN b.requested_by_group = 'volunteer' THEN b.requested_by END
         FROM booking b JOIN product p ON p.id = b.product_id
        WHERE b.id = e.booking_id`,
    );
    await q.query(`ALTER TABLE booking_event ALTER COLUMN shelter_id SET NOT NULL`);
    await q.query(`
      CREATE FUNCTION booking_event_scopes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT p.shelter_id, CASE WHEN b.requested_by_group = 'volunteer' THEN b.requested_by END
          INTO NEW.shelter_id, NEW.volunteer_id
          FROM booking b JOIN product p ON p.id = b.product_id
         WHERE b.id = NEW.booking_id;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER booking_event_scopes BEFORE INSERT ON booking_event FOR EACH ROW EXECUTE FUNCTION booking_event_scopes()`,
    );
    await q.query(`CREATE INDEX booking_event_shelter_at_idx ON booking_event (shelter_id, at DESC, id DESC) INCLUDE (actor_id)`);
    await q.query(
      `CREATE INDEX booking_event_volunteer_at_idx ON booking_event (volunteer_id, at DESC, id DESC) INCLUDE (actor_id) WHERE volunteer_id IS NOT NULL`,
    );
    await q.query(`DROP INDEX booking_event_at_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX booking_event_at_idx ON booking_event (at DESC, id DESC)`);
    await q.query(`DROP TRIGGER booking_event_scopes ON booking_event`);
    await q.query(`DROP FUNCTION booking_event_scopes()`);
    await q.query(`ALTER TABLE booking_event DROP COLUMN volunteer_id, DROP COLUMN shelter_id`);
  }
}
