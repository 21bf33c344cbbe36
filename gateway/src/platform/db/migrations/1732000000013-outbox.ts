import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications that leave the product (issue 20): the transactional outbox. A change that should
 * tell someone writes its message rows in its own transaction; the delivery worker (notify/) sends
 * them. `params` holds what the text needs (never an UNO code, flag or personnummer); `secret`
 * holds a one-time link's token until the message is final, then it is wiped. The person's
 * contact preference decides the channel of their booking messages.
 */
export class Outbox1732000000013 implements MigrationInterface {
  name = 'Outbox1732000000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_message (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        template text NOT NULL,
        channel text NOT NULL CONSTRAINT outbox_message_channel_check CHECK (channel IN ('email', 'sms')),
        recipient_id integer REFERENCES app_user(id) ON DELETE SET NULL,
        address text NOT NULL,
        language text NOT NULL DEFAULT 'sv',
        params jsonb NOT NULL DEFAULT '{}',
        secret jsonb,
        booking_id integer REFERENCES booking(id) ON DELETE SET NULL,
        shelter_id integer REFERENCES shelter(id),
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT outbox_message_status_check CHECK (status IN ('pending', 'sent', 'failed', 'no_channel')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        last_error text,
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX outbox_message_due_idx ON outbox_message (next_attempt_at, id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX outbox_message_created_idx ON outbox_message (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX outbox_message_recipient_idx ON outbox_message (recipient_id)`);
    await q.query(`
      ALTER TABLE app_user
        ADD COLUMN contact_preference text NOT NULL DEFAULT 'email'
          CONSTRAINT app_user_contact_preference_check CHECK (contact_preference IN ('email', 'sms', 'none'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user DROP COLUMN IF EXISTS contact_preference`);
    await q.query(`DROP TABLE IF EXISTS outbox_message`);
  }
}
