/**
 * The rule for rolling upgrades (issue 32 §7, README "Operations"): during a rolling upgrade the
 * previous release's gateways run on the new schema, so a migration only expands it — new tables,
 * new nullable columns or columns with a default, new indexes, wider constraints. What takes
 * something away or changes its meaning (dropping or renaming a table or column, changing a
 * column's type, making a column NOT NULL, a NOT NULL column without a default) waits for the
 * release after the one that stopped using it, and is then listed in CONTRACTS with its reason.
 *
 * `contractingStatements` finds those statements in a migration's `up()`; migration-compat.test.ts
 * runs it on every migration after LAST_RELEASED.
 */

/** Migrations up to this timestamp belong to released (or the current, first) versions. */
export const LAST_RELEASED = 1732000000032;

/** Contracting migrations allowed after LAST_RELEASED: `<timestamp>` → why no running release uses what it removes. */
export const CONTRACTS: Record<number, string> = {};

const RULES: [RegExp, string][] = [
  [/\bDROP\s+TABLE\b/i, 'drops a table'],
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bRENAME\s+(?:COLUMN\s+\w+\s+)?TO\b/i, 'renames a table or column'],
  [/\bRENAME\s+COLUMN\b/i, 'renames a column'],
  [/\bALTER\s+COLUMN\s+\w+\s+(?:SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bALTER\s+COLUMN\s+\w+\s+SET\s+NOT\s+NULL\b/i, 'makes a column NOT NULL'],
  [
    /\bADD\s+COLUMN\s+(?:IF\s+NOT\s+EXISTS\s+)?\w+\s+[^,;`]*\bNOT\s+NULL\b(?![^,;`]*\bDEFAULT\b)/i,
    'adds a NOT NULL column without a default',
  ],
  [/\bDROP\s+(?:VIEW|FUNCTION|TYPE)\b/i, 'drops a view, function or type'],
];

/** The `up()` method of a migration's source. */
export function upOf(source: string): string {
  const start = source.search(/\basync\s+up\s*\(/);
  if (start < 0) return '';
  const end = source.slice(start).search(/\basync\s+down\s*\(/);
  return end < 0 ? source.slice(start) : source.slice(start, start + end);
}

/** What in this migration source would break the previous release's code. */
export function contractingStatements(source: string): string[] {
  const up = upOf(source);
  return RULES.filter(([re]) => re.test(up)).map(([, what]) => what);
}
