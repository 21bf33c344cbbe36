import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gäster and Härberget (issue 19): the host's own notes about a guest of their shelter, and the
 * shelter's photo kept in the database (no third-party storage): the re-encoded image (at most
 * 1,200 px wide) and its thumbnail (400 px), with the ETag both are served under.
 */
export class HostNotesAndPhotos1732000000012 implements MigrationInterface {
  name = 'HostNotesAndPhotos1732000000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE host_note (
        id serial PRIMARY KEY,
        shelter_id integer NOT NULL REFERENCES shelter(id),
        guest_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        author_id integer REFERENCES app_user(id) ON DELETE SET NULL,
        text text NOT NULL CONSTRAINT host_note_text_check CHECK (char_length(text) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX host_note_shelter_guest_idx ON host_note (shelter_id, guest_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE shelter_photo (
        shelter_id integer PRIMARY KEY REFERENCES shelter(id),
        content_type text NOT NULL,
        image bytea NOT NULL,
        thumb bytea NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        etag text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by integer REFERENCES app_user(id) ON DELETE SET NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS shelter_photo`);
    await q.query(`DROP TABLE IF EXISTS host_note`);
  }
}
