/**
 * Reads asked in the same tick, sent as ONE statement (issue 22: the host overview's eight root
 * fields were eight statements). graphql-js starts a document's root fields together; each field's
 * service call hands its SELECT here instead of to the driver, and one DataLoader batch later the
 * parts go out as `SELECT (part 1 as json), (part 2 as json), …`: one round trip, one statement.
 * Batching only, never a cache: every tick reads afresh, and a part alone is still one statement.
 *
 * A part is a plain SELECT with its own `$1…$n`; they are renumbered into the combined statement,
 * so each part keeps its own parameter types. Its rows come back through json: a DATE stays a
 * 'yyyy-MM-dd' string, a timestamp becomes an ISO string (the caller makes it a Date), json
 * columns come back parsed. Should the combined statement fail, each part is tried alone, so one
 * part's error is only that part's (and the others still answer).
 */
import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';

interface Part {
  sql: string;
  params: readonly unknown[];
}

/** At most this many parts in one statement (concurrent requests may share a tick). */
const MAX_PARTS = 24;

/** The parts as one statement: one json column per part (its rows in order, `[]` for none). */
export function combineParts(parts: readonly Part[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const columns = parts.map((part, i) => {
    const offset = params.length;
    params.push(...part.params);
    const sql = part.sql.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + offset}`);
    return `(SELECT COALESCE(json_agg(t), '[]'::json) FROM (${sql}) t) AS p${i}`;
  });
  return { sql: `SELECT ${columns.join(',\n')}`, params };
}

const asRows = (v: unknown): unknown[] => (typeof v === 'string' ? JSON.parse(v) : v) as unknown[];

async function run(ds: DataSource, parts: readonly Part[]): Promise<unknown[][]> {
  const { sql, params } = combineParts(parts);
  const [row]: Record<string, unknown>[] = await ds.query(sql, params);
  return parts.map((_p, i) => asRows(row?.[`p${i}`]));
}

const loaders = new WeakMap<DataSource, DataLoader<Part, unknown[]>>();

function loaderOf(ds: DataSource): DataLoader<Part, unknown[]> {
  let loader = loaders.get(ds);
  if (!loader) {
    loader = new DataLoader<Part, unknown[]>(
      async (parts) => {
        try {
          return await run(ds, parts);
        } catch (e) {
          if (parts.length === 1) throw e;
          // One part's failure is that part's alone: each again on its own.
          return Promise.all(
            parts.map((p) =>
              run(ds, [p]).then(
                ([rows]) => rows as unknown[],
                (err: Error) => err,
              ),
            ),
          );
        }
      },
      // Sent once the tick's promise jobs and process.nextTick callbacks have all run (setImmediate),
      // not at DataLoader's usual point: a part asked from inside another DataLoader's batch (the
      // host's requests and queue share one) still joins the same statement.
      { cache: false, maxBatchSize: MAX_PARTS, batchScheduleFn: (send) => setImmediate(send) },
    );
    loaders.set(ds, loader);
  }
  return loader;
}

/**
 * The rows of `sql` (a SELECT; `$1…` are `params`), read together with every other part asked in
 * the same tick on `ds`. Not for a transaction's reads (they go through its own EntityManager).
 */
export function readInTick<T>(ds: DataSource, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return loaderOf(ds).load({ sql, params }) as Promise<T[]>;
}
