/**
 * The rolling-upgrade rule (migration-compat.ts): every migration after the last release only
 * expands the schema, so the previous release's gateways keep working on it during an upgrade.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CONTRACTS, contractingStatements, LAST_RELEASED } from './migration-compat';

const dir = path.join(__dirname, 'migrations');

it('finds what a migration takes away', () => {
  const m = (up: string) => `export class X { async up(q) { await q.query(\`${up}\`); } async down(q) { await q.query('DROP TABLE x'); } }`;
  expect(contractingStatements(m('CREATE TABLE x (id int)'))).toEqual([]);
  expect(contractingStatements(m('ALTER TABLE booking ADD COLUMN note text'))).toEqual([]);
  expect(contractingStatements(m('ALTER TABLE booking ADD COLUMN seen boolean NOT NULL DEFAULT false'))).toEqual([]);
  expect(contractingStatements(m('CREATE INDEX booking_x ON booking (id)'))).toEqual([]);
  expect(contractingStatements(m('ALTER TABLE booking DROP COLUMN message'))).toEqual(['drops a column']);
  expect(contractingStatements(m('DROP TABLE host_note'))).toEqual(['drops a table']);
  expect(contractingStatements(m('ALTER TABLE booking RENAME COLUMN message TO note'))).toContain('renames a column');
  expect(contractingStatements(m('ALTER TABLE booking ALTER COLUMN message TYPE varchar(10)'))).toEqual(["changes a column's type"]);
  expect(contractingStatements(m('ALTER TABLE booking ALTER COLUMN message SET NOT NULL'))).toEqual(['makes a column NOT NULL']);
  expect(contractingStatements(m('ALTER TABLE booking ADD COLUMN seen boolean NOT NULL'))).toEqual([
    'adds a NOT NULL column without a default',
  ]);
});

it('every migration after the last release only expands the schema (or is a listed contract)', () => {
  const offending = fs
    .readdirSync(dir)
    .filter((f) => /^\d+-.*\.ts$/.test(f))
    .flatMap((f) => {
      const stamp = Number(f.split('-')[0]);
      if (stamp <= LAST_RELEASED || CONTRACTS[stamp]) return [];
      const found = contractingStatements(fs.readFileSync(path.join(dir, f), 'utf8'));
      return found.length > 0 ? [`${f}: ${found.join(', ')}`] : [];
    });
  expect(offending).toEqual([]);
});
