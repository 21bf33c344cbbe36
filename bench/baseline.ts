/**
 * The benchmark's baseline (issue 11): a bare express + pg endpoint, not part of the product, that
 * runs exactly the SQL the product runs for a host's availability — the session statement and the
 * one products-with-their-nights statement (the same constants, imported) — and answers the REST
 * shim's JSON (the same wire function). What the gateway adds on top (GraphQL, TypeORM, the shim,
 * error handling) is what the ratios measure.
 *
 *   GET /api/health                      200
 *   GET /availability/:days              the host's own shelter, :days nights from today
 *
 * DATABASE_URL: PostgreSQL through a pg.Pool of NOQ_DB_POOL (default 10, the gateway's default).
 * Without it: the embedded PGlite at NOQ_DATA_DIR, in process, as the gateway opens it.
 */
import { createHash } from 'node:crypto';
import express from 'express';
import pg from 'pg';
import { ACTOR_SQL } from '../gateway/src/auth/auth.sql';
import { DEFAULT_SESSION_SETTINGS, TOUCH_AFTER_SECONDS } from '../gateway/src/auth/session-settings';
import { PRODUCT_NIGHTS_SQL, toProductNights } from '../gateway/src/shelter/shelter.sql';
import { availableDates } from '../gateway/src/shelter/shelter.wire';

pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

type Row = Record<string, unknown>;
type Query = (sql: string, params: unknown[]) => Promise<Row[]>;

async function openQuery(): Promise<Query> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.NOQ_DB_POOL ?? 10) });
    return async (sql, params) => (await pool.query(sql, params)).rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({ dataDir: process.env.NOQ_DATA_DIR ?? './.data', extensions: { btree_gist } });
  return async (sql, params) => (await db.query<Row>(sql, params)).rows;
}

const stockholm = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });
const today = (): string => stockholm.format(new Date());
const addDays = (d: string, n: number): string => {
  const t = new Date(`${d}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};

async function main(): Promise<void> {
  const query = await openQuery();
  const app = express();
  app.get('/api/health', (_req, res) => void res.json({ ok: true }));
  app.get('/availability/:days', async (req, res) => {
    try {
      const token = /(?:^|;\s*)noq_session=([A-Za-z0-9_-]{43})/.exec(req.headers.cookie ?? '')?.[1];
      if (!token) return void res.status(401).json({ message: 'Unauthorized' });
      const id = createHash('sha256').update(token).digest('base64url');
      const [actor] = (await query(ACTOR_SQL, [id, DEFAULT_SESSION_SETTINGS.idleSeconds, TOUCH_AFTER_SECONDS])) as {
        groups: string[];
        shelter_id: number | null;
      }[];
      if (!actor || !actor.groups.includes('host') || actor.shelter_id === null) return void res.status(403).json({ message: 'Forbidden' });
      const days = Number(req.params.days);
      const start = today();
      const rows = await query(PRODUCT_NIGHTS_SQL, [[actor.shelter_id], start, addDays(start, days - 1)]);
      const available_dates = availableDates(toProductNights(rows as never, start).products);
      res.json({ available_dates });
    } catch (e) {
      console.error(e);
      res.status(500).json({ message: 'error' });
    }
  });
  const server = app.listen(Number(process.env.PORT ?? 4100), '127.0.0.1');
  server.keepAliveTimeout = 65_000;
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
