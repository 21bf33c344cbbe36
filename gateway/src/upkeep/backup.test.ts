/**
 * Backup and restore (issue 32 §6): a backup taken while bookings are being made restores into an
 * empty database with the ledger consistent and every booking acknowledged before it began; a
 * restore refuses a database that is not empty. On PostgreSQL (pg_dump, custom format) where
 * DATABASE_URL is set and pg_dump is there; on the embedded PGlite (its data directory's dump).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { checkLedger } from '../booking/ledger';
import { createServices } from '../app/services';
import { MutableClock } from '../platform/clock';
import { addDays } from '../platform/dates';
import { type Database, openDatabase } from '../platform/db/database';
import { Factory } from '../test-support/factories';
import { scratchDir } from '../test-support/scratch';
import { templateDir } from '../test-support/template';
import { main } from './backup-cli';

const today = '2031-08-03';
const PG_BIN = ['/usr/lib/postgresql/15/bin'].find((d) => fs.existsSync(path.join(d, 'pg_dump')));
const url = process.env.DATABASE_URL;
const onPostgres = url && PG_BIN ? describe : describe.skip;
if (url && !PG_BIN && process.env.CI === 'true') throw new Error('the backup drill needs pg_dump in CI');

const tmp = scratchDir('noq-backup-test-');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A room, `n` guests, and a writer making one booking after another until stopped. */
async function writer(db: Database, n: number) {
  const clock = new MutableClock(today);
  const services = createServices(db.dataSource, clock);
  const f = new Factory(db.dataSource);
  const room = await f.product(await f.shelter(), { places: 3 });
  const guests = await f.guests(n);
  const acknowledged: number[] = [];
  const errors: string[] = [];
  let stop = false;
  const run = Promise.all(
    guests.map(async (g, i) => {
      for (let k = 0; !stop && k < 30; k++) {
        const night = addDays(today, 1 + ((i * 3 + k) % 45));
        try {
          const b = await services.bookings.request(g, { productId: room, startDate: night, endDate: addDays(night, 1) });
          acknowledged.push(b.id);
        } catch (e) {
          // a refusal (overlap): nothing acknowledged
          errors.push(String(e));
        }
      }
    }),
  );
  return {
    acknowledged,
    errors,
    async stop() {
      stop = true;
      await run;
    },
  };
}

const silent = () => undefined;

onPostgres('backup and restore on PostgreSQL', () => {
  const names = [`noq_backup_src_${process.pid}`, `noq_backup_dst_${process.pid}`];
  let admin: Database;
  const urlOf = (name: string) => {
    const u = new URL(url as string);
    u.pathname = `/${name}`;
    return u.toString();
  };
  beforeAll(async () => {
    admin = await openDatabase({ DATABASE_URL: url, NOQ_DB_POOL: '1' }, { migrate: false });
    for (const n of names) await admin.dataSource.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
    for (const n of names) await admin.dataSource.query(`CREATE DATABASE ${n}`);
  });
  afterAll(async () => {
    for (const n of names) await admin?.dataSource.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
    await admin?.close();
  });

  it('restores a backup taken during writes: the ledger consistent, every booking acknowledged before it there', async () => {
    const src = await openDatabase({ DATABASE_URL: urlOf(names[0] as string), NOQ_DB_POOL: '8' });
    const file = path.join(tmp, 'pg.dump');
    const env = { ...process.env, NOQ_PG_BIN: PG_BIN };
    let before: number[];
    try {
      const w = await writer(src, 24);
      while (w.acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
      before = [...w.acknowledged];
      expect(await main(['backup', file], { ...env, DATABASE_URL: urlOf(names[0] as string) }, silent)).toBe(0);
      const during = w.acknowledged.length;
      await w.stop();
      // Writes went on while pg_dump ran.
      expect(w.acknowledged.length).toBeGreaterThan(before.length);
      expect(during).toBeGreaterThanOrEqual(before.length);
    } finally {
      await src.close();
    }
    const out: string[] = [];
    expect(await main(['restore', file], { ...env, DATABASE_URL: urlOf(names[1] as string) }, (l) => out.push(l))).toBe(0);
    expect(out.join('\n')).toMatch(/Ledger OK/);
    const dst = await openDatabase({ DATABASE_URL: urlOf(names[1] as string), NOQ_DB_POOL: '2' }, { migrate: false });
    try {
      const rows: { id: number }[] = await dst.dataSource.query(`SELECT id FROM booking WHERE id = ANY ($1)`, [before]);
      expect(rows).toHaveLength(before.length);
      expect(await checkLedger(dst.dataSource)).toEqual([]);
    } finally {
      await dst.close();
    }
    // Not into a database that is not empty.
    const refused: string[] = [];
    expect(await main(['restore', file], { ...env, DATABASE_URL: urlOf(names[1] as string) }, (l) => refused.push(l))).toBe(2);
    expect(refused.join('\n')).toMatch(/not empty/);
  }, 120_000);
});

// The PGlite pass runs this one (its migrated template is made there).
const onPglite = url ? describe.skip : describe;

onPglite('backup and restore of the embedded PGlite', () => {
  it('restores the data directory into an empty one: the ledger consistent, every acknowledged booking there', async () => {
    // A copy of the migrated template (what openTestDatabase starts from), in a folder of its own.
    const dir = path.join(tmp, 'data');
    fs.cpSync(templateDir(), dir, { recursive: true });
    const db = await openDatabase({ NOQ_DATA_DIR: dir }, { migrate: false });
    let acknowledged: number[];
    try {
      const w = await writer(db, 6);
      while (w.acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
      await w.stop();
      acknowledged = [...w.acknowledged];
      expect(acknowledged.length).toBeGreaterThan(10);
    } finally {
      await db.close();
    }
    const file = path.join(tmp, 'pglite.tar.gz');
    const env = { NOQ_DATA_DIR: dir } as NodeJS.ProcessEnv;
    expect(await main(['backup', file], env, silent)).toBe(0);
    const restored = path.join(tmp, 'restored');
    const out: string[] = [];
    expect(await main(['restore', file], { NOQ_DATA_DIR: restored } as NodeJS.ProcessEnv, (l) => out.push(l))).toBe(0);
    expect(out.join('\n')).toMatch(/Ledger OK/);
    const back = await openDatabase({ NOQ_DATA_DIR: restored }, { migrate: false });
    try {
      const rows: { id: number }[] = await back.dataSource.query(`SELECT id FROM booking WHERE id = ANY ($1)`, [acknowledged]);
      expect(rows).toHaveLength(acknowledged.length);
      expect(await checkLedger(back.dataSource)).toEqual([]);
    } finally {
      await back.close();
    }
    expect(await main(['restore', file], { NOQ_DATA_DIR: restored } as NodeJS.ProcessEnv, silent)).toBe(2);
  }, 240_000);
});
