/**
 * `npm run check-ledger` (issue 15, item 8): the built command, run as operators run it, on a
 * database of its own (PGlite folder or a PostgreSQL database made for this test): one OK line and
 * exit 0 on a consistent ledger; every difference and exit 1 otherwise.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fixedClock } from '../platform/clock';
import { openDatabase, type Database } from '../platform/db/database';
import { BookingService } from './booking.service';
import { Factory } from '../test-support/factories';
import { GATEWAY_MAIN } from '../test-support/cluster';
import { templateCopy } from '../test-support/scratch';
import { at } from '../test-support/at';

/** The built command, next to the built server (NOQ_GATEWAY_MAIN names another build). */
const CLI = path.join(path.dirname(GATEWAY_MAIN), 'booking', 'check-ledger-cli.js');
if (!fs.existsSync(CLI) && process.env.CI === 'true') throw new Error(`check-ledger test needs the built gateway (${CLI}; npm run build)`);
const describeBuilt = fs.existsSync(CLI) ? describe : describe.skip;

const TODAY = '2031-09-01';

/** A database for this file alone: its settings for the command, and how to open and remove it. */
interface OwnDatabase {
  env: NodeJS.ProcessEnv;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function ownDatabase(): Promise<OwnDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = templateCopy('noq-check-ledger-');
    return {
      env: { NOQ_DATA_DIR: dir },
      open: () => openDatabase({ NOQ_DATA_DIR: dir }, { migrate: false }),
      remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `noq_test_ledger_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ DATABASE_URL: url, NOQ_DB_POOL: '1' }, { migrate: false });
  await admin.dataSource.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const own = u.toString();
  // Migrated once here; the command itself never migrates.
  await (await openDatabase({ DATABASE_URL: own, NOQ_DB_POOL: '2' })).close();
  return {
    env: { DATABASE_URL: own },
    open: () => openDatabase({ DATABASE_URL: own, NOQ_DB_POOL: '2' }, { migrate: false }),
    remove: async () => {
      await admin.dataSource.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Runs the built command with only this database's settings (no DATABASE_URL leaking in). */
function checkLedgerCommand(env: NodeJS.ProcessEnv): { status: number | null; stdout: string; stderr: string } {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  delete base.NOQ_DATA_DIR;
  delete base.NODE_OPTIONS; // jest's flag is not for the command
  const r = spawnSync(process.execPath, [CLI], { env: { ...base, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describeBuilt('npm run check-ledger', () => {
  let db: OwnDatabase;
  let room: number;
  let other: number;

  beforeAll(async () => {
    db = await ownDatabase();
    const open = await db.open();
    try {
      const f = new Factory(open.dataSource);
      const bookings = new BookingService(open.dataSource, fixedClock(TODAY));
      const shelter = await f.shelter({ name: 'Kontrollhärbärget' });
      room = await f.product(shelter, { places: 2, name: 'Rum Kontroll' });
      other = await f.product(shelter, { places: 3, name: 'Rum Annat' });
      const guests = await f.guests(4);
      await bookings.request(at(guests, 0), { productId: room, startDate: '2031-09-02', endDate: '2031-09-05' });
      await bookings.request(at(guests, 1), { productId: room, startDate: '2031-09-03', endDate: '2031-09-04' });
      await bookings.request(at(guests, 2), { productId: room, startDate: '2031-09-03', endDate: '2031-09-06' }); // queued on the 3rd
      const cancelled = await bookings.request(at(guests, 3), { productId: other, startDate: '2031-09-02', endDate: '2031-09-03' });
      await bookings.transition(at(guests, 3), cancelled.id, 'cancel');
    } finally {
      await open.close(); // PGlite is one process's: the command opens it next
    }
  }, 120_000);

  afterAll(async () => {
    await db?.remove();
  });

  it('says OK in one line and exits 0 when held equals the bookings holding a place everywhere', () => {
    const r = checkLedgerCommand(db.env);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^Ledger OK: held equals the bookings holding a place on all \d+ product-nights\.$/),
    ]);
  }, 60_000);

  it('prints every difference and exits 1 when the ledger disagrees with the bookings', async () => {
    const open = await db.open();
    try {
      // One night holds a place nobody has; another lost one; a third has bookings but no row.
      await open.dataSource.query(`UPDATE product_night SET held = held + 1 WHERE product_id = $1 AND night = '2031-09-02'`, [other]);
      await open.dataSource.query(`UPDATE product_night SET held = held - 1 WHERE product_id = $1 AND night = '2031-09-04'`, [room]);
      await open.dataSource.query(`DELETE FROM product_night WHERE product_id = $1 AND night = '2031-09-02'`, [room]);
    } finally {
      await open.close();
    }
    const r = checkLedgerCommand(db.env);
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^Ledger differences: 3 of \d+ product-nights\.$/),
      `product ${room} (Rum Kontroll, Kontrollhärbärget), night 2031-09-02: held 0, but 1 booking(s) hold a place (capacity 0)`,
      `product ${room} (Rum Kontroll, Kontrollhärbärget), night 2031-09-04: held 0, but 1 booking(s) hold a place (capacity 2)`,
      `product ${other} (Rum Annat, Kontrollhärbärget), night 2031-09-02: held 1, but 0 booking(s) hold a place (capacity 3)`,
    ]);
  }, 60_000);

  it('exits 2 when the database cannot be opened', () => {
    const r = checkLedgerCommand({ DATABASE_URL: 'postgres://noq@127.0.0.1:1/nowhere' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/check-ledger/);
  }, 60_000);
});
