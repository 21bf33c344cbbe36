import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: indexes the national benchmark (bench/national.ts: 200,000 guests, 2,000,000
 * bookings) showed missing.
 *
 * - The volunteer's partial guest search (issue 23 §11) matches a part of the first and last name
 *   ignoring case and accents: `translate(lower(name), FROM, TO) LIKE '%part%'`. Without an index
 *   that is a sequential scan of every user (about 100 ms at 200,000 guests, and growing with
 *   them). Trigram GIN indexes on exactly those expressions (the fold's letters are written out
 *   here, frozen like every migration; guest.service.ts's FOLD_FROM/FOLD_TO must stay equal for
 *   the planner to use them) answer it from the index: about 5 ms.
 *
 * - The admin's guest search (a part of the first, last or full name, ILIKE, or of the UNO code):
 *   trigram indexes on those columns, used once the search reads names and codes apart
 *   (admin/guests.service.ts), 280 → 12 ms; and a b-tree on (last_name, first_name, id) for the
 *   list without a search (sorted by name, the first 200: an index walk instead of sorting every
 *   user).
 *
 * - The volunteer's bookings (`requested_by = me AND end_date >= a week ago`): with an index on
 *   requested_by alone every booking the volunteer ever made was read and filtered (about 8,000
 *   each after five years); (requested_by, end_date) reads the week's, and serves every lookup by
 *   requested_by as well, so it replaces booking_requested_by_idx. 50 → 13 ms.
 *
 * pg_trgm ships with PostgreSQL (contrib) and is a trusted extension (a database owner may create
 * it). Where it cannot be created (the embedded PGlite loads only btree_gist; a server without
 * contrib), the migration creates nothing and the search stays a sequential scan: correct, only
 * slower. The exception block runs in its own subtransaction, so a refusal leaves the migration's
 * transaction usable.
 */
const FOLD_FROM = 'áàâãäåāéèêëēíìîïīóòôõöøōúùûüūýÿñçćčšśžźżłæœ';
const FOLD_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuyyncccsszzzlao';
const fold = (column: string) => `translate(lower(${column}), ''${FOLD_FROM}'', ''${FOLD_TO}'')`;

export class NationalScale1732000000017 implements MigrationInterface {
  name = 'NationalScale1732000000017';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $$
      BEGIN
        BEGIN
          CREATE EXTENSION IF NOT EXISTS pg_trgm;
        EXCEPTION WHEN OTHERS THEN
          RAISE NOTICE 'pg_trgm is not available (%): the guest search stays without trigram indexes', SQLERRM;
        END;
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          EXECUTE 'CREATE INDEX IF NOT EXISTS app_user_first_fold_trgm_idx ON app_user USING gin (${fold('first_name')} gin_trgm_ops)';
          EXECUTE 'CREATE INDEX IF NOT EXISTS app_user_last_fold_trgm_idx ON app_user USING gin (${fold('last_name')} gin_trgm_ops)';
          EXECUTE 'CREATE INDEX IF NOT EXISTS app_user_first_trgm_idx ON app_user USING gin (first_name gin_trgm_ops)';
          EXECUTE 'CREATE INDEX IF NOT EXISTS app_user_last_trgm_idx ON app_user USING gin (last_name gin_trgm_ops)';
          EXECUTE 'CREATE INDEX IF NOT EXISTS app_user_full_name_trgm_idx ON app_user USING gin ((first_name || '' '' || last_name) gin_trgm_ops)';
          EXECUTE 'CREATE INDEX IF NOT EXISTS guest_profile_unokod_trgm_idx ON guest_profile USING gin (unokod gin_trgm_ops)';
        END IF;
      END $$`);
    await q.query(`CREATE INDEX app_user_name_idx ON app_user (last_name, first_name, id)`);
    await q.query(`CREATE INDEX booking_requested_by_end_idx ON booking (requested_by, end_date)`);
    await q.query(`DROP INDEX IF EXISTS booking_requested_by_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS booking_requested_by_idx ON booking (requested_by)`);
    await q.query(`DROP INDEX IF EXISTS booking_requested_by_end_idx`);
    await q.query(`DROP INDEX IF EXISTS app_user_name_idx`);
    for (const name of [
      'guest_profile_unokod_trgm_idx',
      'app_user_full_name_trgm_idx',
      'app_user_last_trgm_idx',
      'app_user_first_trgm_idx',
    ])
      await q.query(`DROP INDEX IF EXISTS ${name}`);
    await q.query(`DROP INDEX IF EXISTS app_user_last_fold_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS app_user_first_fold_trgm_idx`);
  }
}
