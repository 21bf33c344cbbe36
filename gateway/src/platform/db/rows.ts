/**
 * Narrowing SQL results under `noUncheckedIndexedAccess`. Where a missing row is a real case
 * (a lookup by id), the caller destructures and answers its own error code; `one` is for the
 * statements that always return a row (INSERT … RETURNING, SELECT count(*), a row just written):
 * none is a bug, answered like any other unexpected failure (INTERNAL_SERVER_ERROR).
 */
export function one<T>(rows: readonly T[], what = 'the statement'): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}
