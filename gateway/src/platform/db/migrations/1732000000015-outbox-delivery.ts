import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox's delivery side (issue 20 §3): the host staff's opt-in digest of new requests (at most
 * one e-mail per 15 minutes; `request_digest_after` is the last booking id already told, so turning
 * it on does not send the shelter's history), and a guard that the day-of-arrival message is
 * written once per booking whatever the number of passes or gateways.
 */
export class OutboxDelivery1732000000015 implements MigrationInterface {
  name = 'OutboxDelivery1732000000015';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE app_user
        ADD COLUMN request_digest boolean NOT NULL DEFAULT false,
        ADD COLUMN request_digest_after integer NOT NULL DEFAULT 0,
        ADD COLUMN request_digest_sent_at timestamptz`);
    await q.query(
      `CREATE UNIQUE INDEX outbox_message_arrival_once ON outbox_message (booking_id, template) WHERE template = 'booking.arrival'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS outbox_message_arrival_once`);
    await q.query(`
      ALTER TABLE app_user
        DROP COLUMN IF EXISTS request_digest_sent_at,
        DROP COLUMN IF EXISTS request_digest_after,
        DROP COLUMN IF EXISTS request_digest`);
  }
}
