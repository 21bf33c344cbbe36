/**
 * The migrations are frozen: they write their lists out instead of reading the code's. This test
 * reads the constraints of the migrated database and compares their lists with the code's, so a
 * status, product type or group added in code fails here until a new migration changes the
 * constraint (never by editing an old migration: databases migrated earlier would keep the old one).
 */
import { ACTIVE_STATUSES, BOOKING_STATUSES } from '../../domain/booking-status';
import { PRODUCT_TYPES } from '../../domain/product-type';
import { GROUPS } from '../../domain/roles';
import { SHELTER_CRITERIA } from '../../domain/shelter-facts';
import { GENDERS, LANGUAGES } from '../../domain/person';
import { INVOICE_KINDS, INVOICE_STATUSES } from '../../domain/invoice-status';
import { TOKEN_PURPOSES } from '../../credentials/tokens';
import { RESOURCE_AUDIENCES, RESOURCE_KINDS } from '../../domain/compass';
import { ACTIVITY_STATUSES, TASK_STATUSES } from '../../activity/activity.rules';
import type { Database } from './database';
import { openTestDatabase } from '../../test-support/db';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

/** The quoted literals of a constraint's definition, as PostgreSQL prints it (any version). */
async function literalsOf(table: string, constraint: string): Promise<string[]> {
  const rows: { def: string }[] = await db.dataSource.query(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = $1 AND c.conname = $2`,
    [table, constraint],
  );
  const [row] = rows;
  if (rows.length !== 1 || !row) throw new Error(`constraint ${table}.${constraint} not found in the migrated database`);
  return [...row.def.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '').sort();
}

const sorted = (values: readonly string[]) => [...values].sort();
const NEW_MIGRATION = "the code's list changed: write a new migration that replaces this constraint (never edit an old one)";

it.each([
  ['booking', 'booking_status_check', BOOKING_STATUSES, 'BOOKING_STATUSES'],
  ['booking', 'booking_guest_no_overlap', ACTIVE_STATUSES, 'ACTIVE_STATUSES'],
  ['product', 'product_type_check', PRODUCT_TYPES, 'PRODUCT_TYPES'],
  ['app_user', 'app_user_groups_check', GROUPS, 'GROUPS'],
  ['app_user', 'app_user_language_check', LANGUAGES, 'LANGUAGES'],
  ['shelter', 'shelter_criteria_check', SHELTER_CRITERIA, 'SHELTER_CRITERIA'],
  ['guest_profile', 'guest_profile_gender_check', GENDERS, 'GENDERS'],
  ['invoice', 'invoice_status_check', INVOICE_STATUSES, 'INVOICE_STATUSES'],
  ['invoice', 'invoice_kind_check', INVOICE_KINDS, 'INVOICE_KINDS'],
  ['account_token', 'account_token_purpose_check', TOKEN_PURPOSES, 'TOKEN_PURPOSES'],
  ['compass_resource', 'compass_resource_kind_check', RESOURCE_KINDS, 'RESOURCE_KINDS'],
  ['compass_resource', 'compass_resource_audiences_check', RESOURCE_AUDIENCES, 'RESOURCE_AUDIENCES'],
  ['activity', 'activity_status_check', ACTIVITY_STATUSES, 'ACTIVITY_STATUSES'],
  ['volunteer_task', 'volunteer_task_status_check', TASK_STATUSES, 'TASK_STATUSES'],
] as const)('%s.%s holds exactly %s', async (table, constraint, list, name) => {
  const inDatabase = await literalsOf(table, constraint);
  const inCode = sorted(list);
  if (JSON.stringify(inDatabase) !== JSON.stringify(inCode)) {
    throw new Error(`${table}.${constraint} allows [${inDatabase.join(', ')}] but ${name} is [${inCode.join(', ')}]: ${NEW_MIGRATION}`);
  }
  expect(inDatabase).toEqual(inCode);
});
