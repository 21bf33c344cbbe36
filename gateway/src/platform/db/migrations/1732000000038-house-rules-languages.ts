import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 §6: a shelter's house rules in the guest languages besides Swedish, as its host or an
 * admin writes them: a JSON object { "<language>": "<text>" } (empty: Swedish only).
 */
export class HouseRulesLanguages1732000000038 implements MigrationInterface {
  name = 'HouseRulesLanguages1732000000038';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shelter ADD COLUMN house_rules_translations jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shelter DROP COLUMN IF EXISTS house_rules_translations`);
  }
}
