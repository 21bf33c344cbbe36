import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notification bell (DESIGN §13: a real count of unread booking events): when each person last
 * read their notifications. NULL means never, so every relevant event is unread. The index serves
 * the feed's newest-first read of booking events.
 */
export class Notifications1732000000001 implements MigrationInterface {
  name = 'Notifications1732000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user ADD COLUMN notifications_seen_at timestamptz`);
    await q.query(`CREATE INDEX booking_event_at_idx ON booking_event (at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS booking_event_at_idx`);
    await q.query(`ALTER TABLE app_user DROP COLUMN IF EXISTS notifications_seen_at`);
  }
}
