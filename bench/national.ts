/**
 * Issue 22 §1 and §2, the "National scale" section of `npm run bench`:
 *
 * 1. A national data set generated on PostgreSQL with set-based SQL (no row-by-row inserts):
 *    1,000 shelters in 290 regions, 5,000 rooms, 200,000 guests and 2,000,000 bookings over five
 *    years (about 1.1 arrivals per shelter and day), with their statuses and audit trails
 *    (booking_event), the ledger (product_night), prices and billing details, a day of change
 *    events and the sessions of a day. The ledger is verified afterwards with the operators' own
 *    check (checkLedger, as `npm run check-ledger`), and the time to generate is recorded.
 * 2. Every staff, guest and admin view, measured at 100,000 bookings (the same country after about
 *    three months) and at 2,000,000 (after five years): p50/p99 at 10 connections against the built
 *    gateway, the SQL statements per operation (SqlCounter, session lookup included)
 *    and an EXPLAIN (ANALYZE, BUFFERS) of every statement at the larger size.
 *
 * The bench database only (never the product): UNO codes are 4 digits and unique
 * (guest_profile_unokod_key), so at most 10,000 guests can exist. Before generating, the unique
 * constraint is replaced by a plain index (the codes keep their 4-digit CHECK and repeat every
 * 10,000 guests); see bench/ANALYSIS.md for the product decision a national deployment needs.
 *
 *   DATABASE_URL=postgres://... [BENCH_SMOKE=1] [NATIONAL_SIZES=100000,2000000] \
 *     TS_NODE_PROJECT=bench/tsconfig.json npx ts-node --transpile-only bench/national.ts
 *   (or: npm run bench -- --only national [--update])
 */
import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import * as os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { openDatabase } from '../gateway/src/platform/db/database';
import { addDays, stockholmDate, type LocalDate } from '../gateway/src/platform/dates';
import { ACTIVE_STATUSES, HELD_STATUSES } from '../gateway/src/domain/booking-status';
import { checkLedger } from '../gateway/src/booking/ledger';
import { at } from '../gateway/src/test-support/at';
import { freePort } from '../gateway/src/test-support/cluster';
import {
  type BenchOptions,
  type Check,
  type SectionResult,
  dropDatabase,
  fmt,
  freshDatabase,
  GATEWAY_MAIN,
  log,
  NodeProcess,
  percentile,
  runSectionAlone,
  table,
} from './lib';
import { type Captured, describe, explain, Gateway, PATHS, type PlanSummary, webDocuments } from './scale';

// ---- sizes -----------------------------------------------------------------------------------

export interface NationalSize {
  regions: number;
  shelters: number;
  roomsPerShelter: number;
  guests: number;
  bookings: number;
  /** Staff per kind: one host per shelter; caseworkers with `caseworkerShelters` shelters each. */
  caseworkerShelters: number;
  volunteers: number;
}

/** The issue's country: 1,000 shelters, 5,000 rooms, 200,000 guests, 2,000,000 bookings in five years. */
export const NATIONAL: NationalSize = {
  regions: 290,
  shelters: 1000,
  roomsPerShelter: 5,
  guests: 200_000,
  bookings: 2_000_000,
  caseworkerShelters: 50,
  volunteers: 50,
};

/** Arrivals per shelter and day: 2,000,000 bookings over five years (1,826 days) at 1,000 shelters. */
const ARRIVALS_PER_SHELTER_DAY = 2_000_000 / (1000 * 1826);
/** Bookings are requested up to this many days ahead. */
const AHEAD = 7;

/** Days of history that `bookings` make at the national arrival rate (five years for 2,000,000). */
export const historyDays = (s: NationalSize) => Math.max(7, Math.round(s.bookings / (ARRIVALS_PER_SHELTER_DAY * s.shelters)) - AHEAD);

export interface NationalSeeded {
  users: { host: number; caseworker: number; volunteer: number; guest: number; admin: number };
  counts: Record<string, number>;
  /** Seconds per step and in all. */
  steps: [string, number][];
  seconds: number;
  ledgerNights: number;
}

/** A uniform number in [0, 1) from `expr` (an integer) and a salt: PostgreSQL's own 64-bit hash. */
const u = (salt: number, expr = 'i') => `((hashint8extended((${expr})::bigint, ${salt}) & 2147483647)::float8 / 2147483648.0)`;

const FIRST = ['Anna', 'Åsa', 'Erik', 'Östen', 'Lars', 'Märta', 'Karin', 'Johan', 'Ali', 'Fatima', 'Mohammed', 'Sara', 'Ion', 'Maria'];
const LAST = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Jonsson',
  'Jansson',
  'Hansson',
  'Bengtsson',
  'Jönsson',
  'Lindberg',
  'Jakobsson',
  'Magnusson',
  'Olofsson',
  'Lindström',
  'Lindqvist',
  'Lindgren',
  'Berg',
  'Axelsson',
  'Bergström',
  'Lundberg',
  'Lind',
  'Lundgren',
  'Lundqvist',
  'Mattsson',
  'Berglund',
  'Fredriksson',
  'Sandberg',
  'Henriksson',
  'Popescu',
  'Nowak',
  'Kowalski',
  'Hussein',
  'Ahmed',
];
const sqlArray = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(', ')}]`;
const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(', ');

/** A session for `userId`: its cookie (the token) and the row's id (the token's SHA-256), as the product does. */
function sessionFor(): { cookie: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { cookie: `noq_session=${token}`, id: createHash('sha256').update(token).digest('base64url') };
}

/**
 * Fills an empty, migrated database with a country. Every step is one set-based statement (or a
 * few); the secondary indexes of the big tables are dropped before and built again after (as a
 * restore does), and with a superuser the foreign-key triggers wait (session_replication_role) and
 * are checked afterwards by anti-joins instead.
 */
export async function seedNational(url: string, size: NationalSize, today: LocalDate): Promise<NationalSeeded> {
  const t0 = performance.now();
  const steps: [string, number][] = [];
  const c = new Client({ connectionString: url });
  await c.connect();
  let last = performance.now();
  const q = async (what: string | null, sql: string) => {
    await c.query(sql);
    if (what) {
      const now = performance.now();
      steps.push([what, (now - last) / 1000]);
      last = now;
    }
  };
  try {
    const S = size.shelters;
    const R = size.roomsPerShelter;
    const G = size.guests;
    const N = size.bookings;
    const D = historyDays(size);
    const Reg = size.regions;
    const C = Math.ceil(S / size.caseworkerShelters);
    const V = size.volunteers;
    const hostOf = (s: string) => `${G} + ${s}`;
    const caseworker0 = G + S; // caseworker k: caseworker0 + k
    const volunteer0 = G + S + C;
    const admin = G + S + C + V + 1;
    const T = `'${today}'::date`;

    await q(null, `SET work_mem = '256MB'`);
    await q(null, `SET maintenance_work_mem = '512MB'`);
    const replica = await c.query(`SET session_replication_role = replica`).then(
      () => true,
      () => false,
    );
    // The bench database only: UNO codes repeat every 10,000 guests (see the file's comment).
    await q(null, `ALTER TABLE guest_profile DROP CONSTRAINT IF EXISTS guest_profile_unokod_key`);
    await q(null, `CREATE INDEX IF NOT EXISTS guest_profile_unokod_bench_idx ON guest_profile (unokod)`);
    // Secondary indexes of the big tables: dropped now, built again at the end.
    const { rows: idx } = await c.query(`
      SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
        FROM pg_index i
       WHERE i.indrelid::regclass::text IN ('booking', 'booking_event', 'product_night', 'app_user', 'guest_profile', 'session', 'change_event')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
    for (const r of idx as { name: string }[]) await q(null, `DROP INDEX ${r.name}`);
    steps.push(['drop secondary indexes', (performance.now() - last) / 1000]);
    last = performance.now();

    await q(
      'regions, shelters, rooms, prices, billing',
      `
      INSERT INTO region (id, name) SELECT r, 'Kommun ' || lpad(r::text, 3, '0') FROM generate_series(1, ${Reg}) r;
      INSERT INTO shelter (id, name, street, postcode, city, region_id, latitude, longitude, phone, check_in_from, check_in_until, created_at)
      SELECT s, 'Härbärge ' || s, 'Storgatan ' || (1 + s % 90), lpad((10000 + (s * 37) % 89999)::text, 5, '0'),
             'Stad ' || (1 + (s - 1) % ${Reg}), 1 + (s - 1) % ${Reg},
             55.4 + ${u(1, 's')} * 12.5, 11.2 + ${u(2, 's')} * 12.5, '08-' || lpad((s * 7919 % 1000000)::text, 6, '0'),
             '18:00', '23:00', ${T} - ${D + 30}
        FROM generate_series(1, ${S}) s;
      INSERT INTO product (id, shelter_id, name, description, total_places, type, created_at)
      SELECT (s - 1) * ${R} + l + 1, s, CASE WHEN l = ${R - 1} THEN 'Kvinnorum' ELSE 'Rum ' || (l + 1) END,
             'Sängplatser i sovsal', 4, CASE WHEN l = ${R - 1} THEN 'woman-only' ELSE 'room' END, ${T} - ${D + 30}
        FROM generate_series(1, ${S}) s, generate_series(0, ${R - 1}) l;
      INSERT INTO product_price (product_id, valid_from, price_ore, vat_rate_bp)
      SELECT p.id, ${T} - ${D + 30}, 25000 + (p.id % 5) * 2500, 0 FROM product p
      UNION ALL
      SELECT p.id, ${T} - ${Math.floor(D / 2)}, 30000 + (p.id % 5) * 2500, 0 FROM product p WHERE p.id % 2 = 0;
      INSERT INTO region_billing (region_id, name, organisation_number, street, postcode, city, reference, endpoint_id, contact)
      -- Numbers with valid check digits (issue 30: the drafts re-check them), the same for every region.
      SELECT r, 'Kommun ' || lpad(r::text, 3, '0') || ', socialtjänsten', '212000-0142',
             'Box ' || r, '10000', 'Stad ' || r, 'Ref ' || r, '0007:2120000142', 'faktura' || r || '@kommun.example'
        FROM generate_series(1, ${Reg}) r;
      INSERT INTO shelter_billing (shelter_id, organisation_number, bank_account, endpoint_id, contact, f_skatt)
      SELECT s, '802002-4538', 'Bankgiro 5050-1055', '0007:8020024538', 'ekonomi' || s || '@harbarge.example', true
        FROM generate_series(1, ${S}) s`,
    );

    // Guests 1..G (even ids are women), then the staff: a host per shelter, caseworkers with 50
    // shelters each, volunteers, an admin.
    await q(
      'guests and staff',
      `
      INSERT INTO app_user (id, first_name, last_name, groups, created_at)
      SELECT g, (${sqlArray(FIRST)})[1 + g % ${FIRST.length}], (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
             '{user}', ${T} - ${D} + floor(${u(3, 'g')} * ${D})::int
        FROM generate_series(1, ${G}) g;
      INSERT INTO guest_profile (user_id, unokod, gender, region_id, day_of_birth, phone, last_edit)
      SELECT g, lpad((g % 10000)::text, 4, '0'), CASE WHEN g % 2 = 0 THEN 'K' ELSE 'M' END,
             CASE WHEN g % 5 < 3 THEN 1 + g % ${Reg} END, date '1950-01-01' + floor(${u(4, 'g')} * 18000)::int,
             CASE WHEN g % 3 = 0 THEN '070' || lpad((g * 7 % 10000000)::text, 7, '0') ELSE '' END, ${T} - floor(${u(5, 'g')} * ${D})::int
        FROM generate_series(1, ${G}) g;
      INSERT INTO app_user (id, email, first_name, last_name, groups, shelter_id)
      SELECT ${hostOf('s')}, 'vard' || s || '@bench.example', 'Värd', 'Härbärge ' || s, '{host}', s FROM generate_series(1, ${S}) s;
      INSERT INTO app_user (id, email, first_name, last_name, groups)
      SELECT ${caseworker0} + k, 'handlaggare' || k || '@bench.example', 'Hand', 'Läggare ' || k, '{caseworker}'
        FROM generate_series(1, ${C}) k;
      INSERT INTO caseworker_shelter (user_id, shelter_id)
      SELECT ${caseworker0} + 1 + (s - 1) / ${size.caseworkerShelters}, s FROM generate_series(1, ${S}) s;
      INSERT INTO app_user (id, email, first_name, last_name, groups)
      SELECT ${volunteer0} + v, 'volontar' || v || '@bench.example', 'Volon', 'Tär ' || v, '{volunteer}' FROM generate_series(1, ${V}) v;
      INSERT INTO app_user (id, email, first_name, last_name, groups) VALUES (${admin}, 'admin@bench.example', 'Ad', 'Min', '{admin}')`,
    );

    // Bookings. i → arrival day (uniform over the history and the week ahead), nights (1-7, short
    // stays commoner), shelter, room, a status that follows from where the stay lies, and a guest:
    // any guest for a stay that holds nothing (over, cancelled, declined), and for the active ones
    // (which the exclusion constraint keeps apart per guest) a guest of its own.
    await q(
      'bookings: plan',
      `
      CREATE TEMP TABLE gen AS
      SELECT i, sd, sd + n AS ed, s, l, b, h,
             CASE
               WHEN sd + n < ${T} THEN CASE WHEN b < 74 THEN 'completed' WHEN b < 88 THEN 'cancelled' ELSE 'declined' END
               WHEN sd + n = ${T} AND sd < ${T} THEN CASE WHEN b < 60 THEN 'checked_in' WHEN b < 85 THEN 'completed' WHEN b < 93 THEN 'cancelled' ELSE 'declined' END
               WHEN sd < ${T} THEN CASE WHEN b < 80 THEN 'checked_in' WHEN b < 88 THEN 'completed' WHEN b < 95 THEN 'cancelled' ELSE 'declined' END
               WHEN sd = ${T} THEN CASE WHEN b < 35 THEN 'reserved' WHEN b < 60 THEN 'confirmed' WHEN b < 75 THEN 'pending' WHEN b < 80 THEN 'accepted'
                                        WHEN b < 90 THEN 'checked_in' WHEN b < 95 THEN 'cancelled' ELSE 'declined' END
               ELSE CASE WHEN b < 30 THEN 'pending' WHEN b < 38 THEN 'accepted' WHEN b < 42 THEN 'advised_against' WHEN b < 62 THEN 'reserved'
                         WHEN b < 74 THEN 'confirmed' WHEN b < 82 THEN 'in_queue' WHEN b < 94 THEN 'cancelled' ELSE 'declined' END
             END AS status
        FROM (
          SELECT i, ${T} - ${D} + floor(${u(11)} * ${D + AHEAD})::int AS sd, 1 + floor(power(${u(12)}, 2) * 7)::int AS n,
                 1 + floor(${u(13)} * ${S})::int AS s, floor(${u(14)} * ${R})::int AS l, floor(${u(15)} * 100)::int AS b,
                 hashint8extended(i, 16) & 2147483647 AS h
            FROM generate_series(0, ${N - 1}) i
        ) x;
      CREATE TEMP TABLE gen2 AS
      SELECT i, sd, ed, status, b, h, s,
             (s - 1) * ${R} + 1 + CASE WHEN l = ${R - 1} AND g % 2 = 1 THEN (h % ${R - 1})::int ELSE l END AS product_id, g
        FROM (
          SELECT *, CASE WHEN active THEN 1 + ((rk - 1) * 7919) % ${G} ELSE 1 + (h % ${G})::int END AS g
            FROM (
              SELECT *, status IN (${list(ACTIVE_STATUSES)}) AS active,
                     row_number() OVER (PARTITION BY status IN (${list(ACTIVE_STATUSES)}) ORDER BY i) AS rk
                FROM gen
            ) y
        ) z`,
    );
    const { rows: act } = await c.query(`SELECT count(*)::int AS n FROM gen WHERE status IN (${list(ACTIVE_STATUSES)})`);
    if (act[0].n > G) throw new Error(`national: ${act[0].n} active bookings for ${G} guests; more guests are needed`);

    await q(
      'bookings: insert',
      `
      INSERT INTO booking (product_id, guest_id, status, start_date, end_date, booking_time, message, decline_reason, requested_by,
                           requested_by_group, updated_at, billing_region_id)
      SELECT product_id, g, status, sd, ed, bt,
             CASE WHEN h % 5 = 0 THEN 'Behöver en nedre säng' ELSE '' END,
             CASE WHEN status = 'declined' THEN CASE WHEN h % 2 = 0 THEN 'Fullt' ELSE 'Uteblev' END END,
             CASE WHEN h % 10 < 2 THEN ${volunteer0} + 1 + (h / 10) % ${V} ELSE g END,
             CASE WHEN h % 10 < 2 THEN 'volunteer' ELSE 'user' END,
             bt, CASE WHEN status IN ('checked_in', 'completed') THEN COALESCE(gp.region_id, sh.region_id) END
        FROM (
          SELECT gen2.*,
                 -- requested 0-3 days ahead; what that would put in the future was asked in the last 3 days
                 CASE WHEN sd - ((h / 7) % 4)::int < ${T} THEN (sd - ((h / 7) % 4)::int)::timestamptz + ((h / 31) % 86400) * interval '1 second'
                      ELSE now() - interval '1 hour' - ((h / 31) % 259200) * interval '1 second' END AS bt
            FROM gen2
        ) x
        JOIN guest_profile gp ON gp.user_id = x.g
        JOIN shelter sh ON sh.id = x.s
       ORDER BY bt, i`,
    );
    await q(null, `DROP TABLE gen; DROP TABLE gen2`);

    // The audit trail through the transition table (1-4 events), times in order: the request,
    // the host's or caseworker's answer an hour or two later, the arrival at 19:00 on the first
    // night, the departure at 10:00 on the last day (never in the future).
    await q(
      'booking events (audit trail)',
      `
      INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group, reason, at, shelter_id, volunteer_id)
      SELECT b.id, p.action, p.from_status, p.to_status,
             CASE p.actor WHEN 'requester' THEN b.requested_by WHEN 'guest' THEN b.guest_id WHEN 'host' THEN ${G} + pr.shelter_id END,
             CASE p.actor WHEN 'requester' THEN b.requested_by_group WHEN 'guest' THEN 'user' ELSE p.actor END,
             CASE WHEN p.action = 'decline' THEN b.decline_reason END,
             LEAST(now() - interval '1 minute',
                   CASE p.action
                     WHEN 'check_in' THEN GREATEST(b.start_date + interval '19 hours', b.booking_time + interval '2 hours')
                     WHEN 'check_out' THEN GREATEST(b.end_date + interval '10 hours', b.booking_time + interval '3 hours')
                     ELSE b.booking_time + p.step * interval '1 hour'
                   END),
             -- what the insert trigger (off while generating) would fill in (migration 0021)
             pr.shelter_id, CASE WHEN b.requested_by_group = 'volunteer' THEN b.requested_by END
        FROM booking b
        JOIN product pr ON pr.id = b.product_id
        JOIN (VALUES ${PATHS.map(([f, s, a, from, to, actor]) => `('${f}', ${s}, '${a}', ${from === null ? 'NULL::text' : `'${from}'`}, '${to}', '${actor}')`).join(', ')})
             AS p(final, step, action, from_status, to_status, actor) ON p.final = b.status
       ORDER BY 8, 1`,
    );

    // The ledger: a row for every room-night any booking asked for; held = the holding bookings;
    // capacity at or above the busiest night (4-10 beds a room).
    await q(
      'ledger (product_night)',
      `
      CREATE TEMP TABLE night_load AS
      SELECT b.product_id, d::date AS night, (count(*) FILTER (WHERE b.status IN (${list(HELD_STATUSES)})))::int AS held
        FROM booking b CROSS JOIN LATERAL generate_series(b.start_date, b.end_date - 1, interval '1 day') d
       GROUP BY 1, 2;
      UPDATE product p SET total_places = GREATEST(m.peak, 4 + (p.id * 7) % 7)
        FROM (SELECT product_id, max(held) AS peak FROM night_load GROUP BY 1) m
       WHERE m.product_id = p.id;
      INSERT INTO product_night (product_id, night, capacity, held)
      SELECT n.product_id, n.night, p.total_places, n.held FROM night_load n JOIN product p ON p.id = n.product_id ORDER BY 2, 1;
      DROP TABLE night_load`,
    );

    // A day of change events (pruning keeps about one: gateway/src/upkeep), from the audit trail.
    await q(
      'change events (the last day)',
      `
      INSERT INTO change_event (at, kind, action, shelter_id, product_id, booking_id, guest_id, requested_by, first_night, end_night)
      SELECT e.at, 'booking', e.action, p.shelter_id, b.product_id, b.id, b.guest_id, b.requested_by, b.start_date, b.end_date
        FROM booking_event e JOIN booking b ON b.id = e.booking_id JOIN product p ON p.id = b.product_id
       WHERE e.at > now() - interval '1 day'
       ORDER BY e.at, e.id`,
    );

    // Sessions of a day: every guest with a stay in the last fortnight or the week ahead, every
    // member of staff, and yesterday's that expired but are not pruned yet.
    const users = {
      host: G + 1,
      caseworker: caseworker0 + 1,
      volunteer: volunteer0 + 1,
      admin,
      guest: 0,
    };
    const { rows: guestRows } = await c.query(`
      SELECT guest_id AS id FROM booking GROUP BY guest_id HAVING bool_or(status IN (${list(ACTIVE_STATUSES)}))
       ORDER BY count(*) DESC, guest_id LIMIT 1`);
    users.guest = (guestRows[0]?.id as number | undefined) ?? 1;
    await q(
      'sessions',
      `
      INSERT INTO session (id, user_id, created_at, last_seen_at, expires_at)
      SELECT md5('s' || u), u, now() - interval '2 hours', now() - interval '10 minutes', now() + interval '12 hours'
        FROM (SELECT DISTINCT guest_id AS u FROM booking WHERE end_date >= ${T} - 14 AND start_date <= ${T} + ${AHEAD}
              UNION SELECT id FROM app_user WHERE NOT groups @> '{user}') x;
      INSERT INTO session (id, user_id, created_at, last_seen_at, expires_at)
      SELECT md5('x' || g), 1 + (g * 7919) % ${G}, now() - interval '30 hours', now() - interval '20 hours', now() - interval '2 hours'
        FROM generate_series(1, ${Math.max(10, Math.round(G / 40))}) g`,
    );

    for (const r of idx as { def: string }[]) await q(null, r.def);
    steps.push(['build secondary indexes', (performance.now() - last) / 1000]);
    last = performance.now();
    for (const t of ['region', 'shelter', 'product', 'product_price', 'app_user', 'booking', 'booking_event', 'change_event']) {
      const col = t === 'change_event' ? 'seq' : 'id';
      await q(null, `SELECT setval(pg_get_serial_sequence('${t}', '${col}'), (SELECT max(${col}) FROM ${t}))`);
    }
    if (replica) {
      await q(null, `SET session_replication_role = DEFAULT`);
      // What the foreign keys would have refused, checked once for the whole set.
      const { rows: orphans } = await c.query(`
        SELECT (SELECT count(*) FROM booking b WHERE NOT EXISTS (SELECT 1 FROM product p WHERE p.id = b.product_id))
             + (SELECT count(*) FROM booking b WHERE NOT EXISTS (SELECT 1 FROM app_user u WHERE u.id = b.guest_id))
             + (SELECT count(*) FROM booking_event e WHERE NOT EXISTS (SELECT 1 FROM booking b WHERE b.id = e.booking_id))
             + (SELECT count(*) FROM product_night n WHERE NOT EXISTS (SELECT 1 FROM product p WHERE p.id = n.product_id)) AS n`);
      if (Number(orphans[0].n) !== 0) throw new Error(`national: ${orphans[0].n} rows without their parent`);
      steps.push(['foreign keys checked', (performance.now() - last) / 1000]);
      last = performance.now();
    }
    await q('VACUUM ANALYZE', 'VACUUM ANALYZE');
    await c.query('CHECKPOINT').catch(() => undefined);
    const generated = (performance.now() - t0) / 1000;

    // The operators' consistency check, as `npm run check-ledger` runs it.
    const mismatches = await checkLedger({
      query: (async (sql: string, params?: unknown[]) => (await c.query(sql, params)).rows) as Parameters<typeof checkLedger>[0]['query'],
    });
    if (mismatches.length > 0) throw new Error(`national: the ledger disagrees on ${mismatches.length} product-nights`);
    steps.push(['ledger verified (checkLedger)', (performance.now() - last) / 1000]);

    const { rows } = await c.query(`
      SELECT (SELECT count(*) FROM region)::int AS regions, (SELECT count(*) FROM shelter)::int AS shelters,
             (SELECT count(*) FROM product)::int AS rooms, (SELECT count(*) FROM guest_profile)::int AS guests,
             (SELECT count(*) FROM booking)::int AS bookings, (SELECT count(*) FROM booking_event)::int AS events,
             (SELECT count(*) FROM product_night)::int AS ledger, (SELECT count(*) FROM change_event)::int AS changes,
             (SELECT count(*) FROM session)::int AS sessions, pg_database_size(current_database())::bigint AS bytes`);
    const counts = rows[0] as Record<string, number>;
    return { users, counts, steps, seconds: generated, ledgerNights: Number(counts.ledger) };
  } finally {
    await c.end();
  }
}

// ---- the views -------------------------------------------------------------------------------

type Role = 'host' | 'caseworker' | 'volunteer' | 'guest' | 'admin';

interface View {
  name: string;
  document: string;
  who: Role;
  variables?: (today: LocalDate) => Record<string, unknown>;
  /** p99 target in ms at 10 connections. */
  p99: number;
}

const firstOfLastMonth = (today: LocalDate): LocalDate => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const py = m === 1 ? y - 1 : y;
  const pm = m === 1 ? 12 : m - 1;
  return `${py}-${String(pm).padStart(2, '0')}-01` as LocalDate;
};
const lastOfLastMonth = (today: LocalDate): LocalDate => addDays(`${today.slice(0, 8)}01` as LocalDate, -1);

export const VIEWS: View[] = [
  {
    name: 'host overview',
    document: 'HostOverviewDocument',
    who: 'host',
    variables: () => ({ shelterId: '1', withPlaces: true }),
    p99: 50,
  },
  { name: 'host requests', document: 'HostRequestsDocument', who: 'host', p99: 50 },
  { name: "tonight's list (hostTonight)", document: 'HostTonightDocument', who: 'host', p99: 20 },
  {
    name: 'calendar, 14 nights (hostCalendar)',
    document: 'HostCalendarDocument',
    who: 'host',
    variables: () => ({ from: null, days: 14 }),
    p99: 50,
  },
  {
    name: 'host guests list',
    document: 'HostGuestPageDocument',
    who: 'host',
    variables: () => ({ search: null, limit: 50 }),
    p99: 50,
  },
  {
    name: 'invoice drafts, last month',
    document: 'InvoiceDraftsDocument',
    who: 'host',
    variables: (today) => ({ month: firstOfLastMonth(today).slice(0, 7) }),
    p99: 50,
  },
  { name: 'caseworker requests (50 shelters)', document: 'CaseworkerRequestsDocument', who: 'caseworker', p99: 50 },
  { name: 'caseworker availability (50 shelters)', document: 'CaseworkerAvailabilityDocument', who: 'caseworker', p99: 50 },
  {
    name: 'nights report, a month × 50 shelters',
    document: 'CaseworkerNightsReportDocument',
    who: 'caseworker',
    variables: (today) => ({ start: firstOfLastMonth(today), end: lastOfLastMonth(today) }),
    p99: 300,
  },
  // Issue 37: Beläggning och avvisningar, last month. A caseworker's 50 shelters stand for "a region of
  // 50 shelters" (the seed spreads 1,000 shelters over 290 regions); the admin's one region beside it.
  {
    name: 'occupancy, a month × 50 shelters',
    document: 'OccupancyReportDocument',
    who: 'caseworker',
    variables: (today) => ({ period: 'month', date: firstOfLastMonth(today), start: null, end: null, regionId: null }),
    p99: 300,
  },
  {
    name: 'occupancy, a month × a region (admin)',
    document: 'OccupancyReportDocument',
    who: 'admin',
    variables: (today) => ({ period: 'month', date: firstOfLastMonth(today), start: null, end: null, regionId: '1' }),
    p99: 300,
  },
  {
    name: 'caseworker guests, first page',
    document: 'CaseworkerGuestsDocument',
    who: 'caseworker',
    variables: () => ({ search: null, offset: 0, limit: 50 }),
    p99: 50,
  },
  {
    name: 'volunteer availability, tonight',
    document: 'VolunteerAvailabilityDocument',
    who: 'volunteer',
    variables: (today) => ({ start: today, end: addDays(today, 1) }),
    p99: 50,
  },
  {
    name: 'volunteer guest search',
    document: 'VolunteerSearchGuestsDocument',
    who: 'volunteer',
    variables: () => ({ firstName: 'Anna', lastName: 'Lindq', uno: null }),
    p99: 50,
  },
  { name: "volunteer's bookings", document: 'VolunteerBookingsDocument', who: 'volunteer', p99: 50 },
  { name: "guest's own bookings", document: 'MyBookingHistoryDocument', who: 'guest', p99: 50 },
  { name: 'guest shelter list', document: 'GuestSheltersDocument', who: 'guest', p99: 50 },
  {
    name: 'guest: nearest shelters with a place',
    document: 'SheltersWithPlaceDocument',
    who: 'guest',
    variables: (today) => ({ start: today, end: addDays(today, 1), near: '1', limit: 3 }),
    p99: 50,
  },
  // The top bar of every page asks for the bell's count (and again on every live change).
  { name: "the bell's count, host (every page)", document: 'UnreadNotificationsDocument', who: 'host', p99: 50 },
  { name: "the bell's count, caseworker (every page)", document: 'UnreadNotificationsDocument', who: 'caseworker', p99: 50 },
  { name: "the bell's count, volunteer (every page)", document: 'UnreadNotificationsDocument', who: 'volunteer', p99: 50 },
  {
    name: 'notifications page, caseworker',
    document: 'NotificationsDocument',
    who: 'caseworker',
    variables: () => ({ limit: 20 }),
    p99: 50,
  },
  { name: 'admin guest search', document: 'AdminGuestsDocument', who: 'admin', variables: () => ({ search: 'lindqvist' }), p99: 50 },
  { name: 'admin account search', document: 'AdminAccountsDocument', who: 'admin', variables: () => ({ search: 'vard12' }), p99: 50 },
  { name: 'admin shelter search', document: 'AdminSheltersDocument', who: 'admin', variables: () => ({ search: 'Härbärge 12' }), p99: 50 },
];

// ---- measuring -------------------------------------------------------------------------------

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  bytes: number;
  statements: number;
  breakdown: string[];
}

interface SizeRun {
  size: NationalSize;
  seeded: NationalSeeded;
  views: Map<string, Measured>;
  plans: { view: string; what: string; summary: PlanSummary }[];
}

/**
 * `connections` clients in a loop, each sending the request again as soon as its answer is in
 * (like autocannon, whose percentiles cannot be merged): every latency kept, for `ms` or `amount`.
 */
async function load(
  url: string,
  cookie: string,
  body: string,
  stop: { ms?: number; amount?: number },
  connections = 10,
): Promise<{ latencies: number[]; ms: number }> {
  const started = performance.now();
  const latencies: number[] = [];
  const until = performance.now() + (stop.ms ?? 1e9);
  let left = stop.amount ?? Infinity;
  const client = async () => {
    while (performance.now() < until && left-- > 0) {
      const t0 = performance.now();
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body });
      const text = await res.text();
      if (res.status !== 200 || text.startsWith('{"errors"')) throw new Error(`national: ${res.status} ${text.slice(0, 300)}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return { latencies, ms: performance.now() - started };
}

/** Names the sizes by bookings (100k, 2M). */
const label = (n: number) =>
  n >= 1_000_000 ? `${fmt(n / 1_000_000, n % 1_000_000 ? 1 : 0)}M` : n >= 1000 ? `${fmt(n / 1000, 0)}k` : String(n);

export async function runNational(opts: BenchOptions): Promise<SectionResult[]> {
  if (!opts.serverUrl) throw new Error('the national section needs PostgreSQL');
  const today = stockholmDate(new Date());
  const docs = webDocuments(VIEWS);
  const bookingSizes = (process.env.NATIONAL_SIZES ?? (opts.smoke ? '2000,10000' : '100000,2000000')).split(',').map(Number);
  const sizes: NationalSize[] = bookingSizes.map((bookings) =>
    opts.smoke
      ? { regions: 5, shelters: 20, roomsPerShelter: 5, guests: 2000, bookings, caseworkerShelters: 10, volunteers: 3 }
      : { ...NATIONAL, bookings },
  );
  const round = Number(process.env.NATIONAL_ROUND_MS ?? 1500);
  const rounds = opts.smoke ? 1 : Number(process.env.NATIONAL_ROUNDS ?? 3);
  const runs: SizeRun[] = [];
  const names = sizes.map((s) => `noq_bench_national_${s.bookings}`);
  const gateways: { proc: NodeProcess; counted: Gateway; cookies: Record<Role, string> }[] = [];
  try {
    for (const [si, size] of sizes.entries()) {
      const url = await freshDatabase(opts.serverUrl, at(names, si));
      const db = await openDatabase({ DATABASE_URL: url });
      await db.close();
      log(`national: generating ${fmt(size.bookings, 0)} bookings (${historyDays(size)} days of history)`);
      const seeded = await seedNational(url, size, today);
      log(`national: ${fmt(size.bookings, 0)} bookings generated in ${seeded.seconds.toFixed(1)} s; ledger verified`);
      runs.push({ size, seeded, views: new Map(), plans: [] });
      const counted = await Gateway.startAs(url, seeded.users, today);
      // The measured gateway: the built product in its own process, as in production.
      const cookies = {} as Record<Role, string>;
      const c = new Client({ connectionString: url });
      await c.connect();
      try {
        for (const [who, id] of Object.entries(seeded.users) as [Role, number][]) {
          const s = sessionFor();
          await c.query(`INSERT INTO session (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [s.id, id]);
          cookies[who] = s.cookie;
        }
      } finally {
        await c.end();
      }
      const proc = new NodeProcess(GATEWAY_MAIN, await freePort(), { DATABASE_URL: url, NOQ_DB_POOL: '10' });
      await proc.start();
      gateways.push({ proc, counted, cookies });
    }
    for (const view of VIEWS) {
      const query = docs.get(view.document) as string;
      const variables = view.variables?.(today);
      const body = JSON.stringify({ query, variables });
      const counted: { bytes: number; st: Captured[] }[] = [];
      for (const gw of gateways) {
        // One answer checked by hand, and the statements of one call counted in-process.
        const res = await fetch(`${gw.proc.url}/graphql`, {
          method: 'POST',
          headers: { cookie: gw.cookies[view.who], 'content-type': 'application/json' },
          body,
        });
        const text = await res.text();
        if (res.status !== 200 || text.includes('"errors"')) throw new Error(`national: ${view.name}: ${res.status} ${text.slice(0, 400)}`);
        await gw.counted.call(view.who, query, variables);
        counted.push({ bytes: Buffer.byteLength(text), st: await gw.counted.statements(view.who, query, variables) });
        await load(gw.proc.url, gw.cookies[view.who], body, { amount: opts.smoke ? 10 : 40 });
      }
      // Rounds of `round` ms per size in turn, so whatever else the machine does falls on every size alike.
      const latencies: number[][] = gateways.map(() => []);
      const elapsed: number[] = gateways.map(() => 0);
      for (let r = 0; r < rounds; r++)
        for (const [gi, gw] of gateways.entries()) {
          const l = await load(gw.proc.url, gw.cookies[view.who], body, opts.smoke ? { amount: 20 } : { ms: round });
          at(latencies, gi).push(...l.latencies);
          elapsed[gi] = at(elapsed, gi) + l.ms;
        }
      for (const [gi, gw] of gateways.entries()) {
        const run = at(runs, gi);
        const sorted = at(latencies, gi).sort((a, b) => a - b);
        const { bytes, st } = at(counted, gi);
        const m: Measured = {
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          rps: (sorted.length * 1000) / Math.max(1, at(elapsed, gi)),
          requests: sorted.length,
          bytes,
          statements: st.length,
          breakdown: st.map((x) => describe(x.sql)),
        };
        run.views.set(view.name, m);
        if (gi === gateways.length - 1)
          for (const p of await explain(gw.counted.url, st)) run.plans.push({ view: view.name, what: p.what, summary: p.summary });
        log(`national ${label(run.size.bookings)}: ${view.name}: p50 ${fmt(m.p50)} ms, p99 ${fmt(m.p99)} ms, ${st.length} statements`);
      }
    }
  } finally {
    for (const gw of gateways) {
      await gw.proc.stop();
      await gw.counted.stop();
    }
    for (const name of names) await dropDatabase(opts.serverUrl, name);
  }
  return [report(runs, opts, `${rounds} rounds of ${fmt(round / 1000, 1)} s`)];
}

function report(runs: SizeRun[], opts: BenchOptions, timing: string): SectionResult {
  const small = at(runs, 0);
  const big = at(runs, runs.length - 1);
  const L = runs.map((r) => label(r.size.bookings));
  const checks: Check[] = [];
  const prefix = 'National scale';
  checks.push({
    what: `${prefix}: ledger verified after generating ${L.join(' and ')} bookings`,
    value: runs.map((r) => `${fmt(r.seeded.ledgerNights, 0)} product-nights, 0 differences`).join('; '),
    target: 'checkLedger finds no difference',
    met: true,
    hard: true,
  });
  for (const r of runs)
    checks.push({
      what: `${prefix}: time to generate ${label(r.size.bookings)} bookings`,
      value: `${fmt(r.seeded.seconds, 0)} s`,
      target: 'recorded',
      met: null,
    });
  const rows = VIEWS.map((v) => {
    const a = small.views.get(v.name) as Measured;
    const b = big.views.get(v.name) as Measured;
    const ratio = b.p50 / Math.max(a.p50, 0.5);
    checks.push({
      what: `${prefix}: ${v.name}: p99 at ${label(big.size.bookings)}, 10 connections`,
      value: `${fmt(b.p99, 0)} ms (p50 ${fmt(b.p50, 0)} ms)`,
      target: `≤ ${v.p99} ms`,
      ratio: v.p99 / Math.max(b.p99, 1),
      met: b.p99 <= v.p99,
    });
    checks.push({
      what: `${prefix}: ${v.name}: SQL statements`,
      value: runs.map((r) => r.views.get(v.name)?.statements).join(' / '),
      target: '≤ 3 (session lookup included)',
      ratio: 3 / b.statements,
      met: b.statements <= 3 && a.statements <= 3,
    });
    checks.push({
      what: `${prefix}: ${v.name}: p50 ${L.at(-1)} / ${L[0]}`,
      value: `${ratio.toFixed(2)}×`,
      target: '≤ 1.5×',
      ratio: 1.5 / ratio,
      met: ratio <= 1.5,
    });
    return [
      v.name,
      v.who,
      ...runs.flatMap((r) => {
        const m = r.views.get(v.name) as Measured;
        return [`${fmt(m.p50, 0)} / ${fmt(m.p99, 0)} ms`, `${fmt(m.rps, 0)}/s`];
      }),
      `${ratio.toFixed(2)}×`,
      `${fmt(b.bytes / 1024, 1)} KiB`,
      runs.map((r) => r.views.get(v.name)?.statements).join(' / '),
      `≤ ${v.p99} ms`,
      b.breakdown.join(' + '),
    ];
  });
  const seedRows = runs.map((r) => {
    const k = r.seeded.counts;
    return [
      fmt(Number(k.bookings), 0),
      `${historyDays(r.size)} days`,
      `${fmt(Number(k.shelters), 0)} / ${fmt(Number(k.regions), 0)} / ${fmt(Number(k.rooms), 0)}`,
      fmt(Number(k.guests), 0),
      fmt(Number(k.events), 0),
      fmt(Number(k.ledger), 0),
      fmt(Number(k.changes), 0),
      fmt(Number(k.sessions), 0),
      `${fmt(Number(k.bytes) / 2 ** 30, 2)} GiB`,
      `${fmt(r.seeded.seconds, 1)} s`,
    ];
  });
  const stepRows = big.seeded.steps.map(([what, s]) => [what, `${fmt(s, 1)} s`]);
  const planRows = big.plans.map((p) => [p.view, p.what, p.summary.line, p.summary.bad.length ? `**${p.summary.bad.join('; ')}**` : 'ok']);
  const markdown = [
    `A country generated on PostgreSQL with set-based SQL (bench/national.ts): ${fmt(big.size.shelters, 0)} shelters in`,
    `${fmt(big.size.regions, 0)} regions, ${fmt(big.size.shelters * big.size.roomsPerShelter, 0)} rooms, ${fmt(big.size.guests, 0)} guests, about`,
    `${fmt(ARRIVALS_PER_SHELTER_DAY, 2)} arrivals per shelter and day (stays of 1-7 nights, short ones commoner) over the history and the`,
    `week ahead; statuses follow from where a stay lies (over: completed/cancelled/declined; tonight: checked in, due out,`,
    `arriving; ahead: every waiting status); each booking's audit trail goes through the transition table; the ledger holds a`,
    `row per room-night asked for, and \`checkLedger\` (the operators' \`npm run check-ledger\`) found no difference. The smaller`,
    `size is the same country after a few months, the larger after five years: a view of today's data should not care.`,
    `Bench database only: UNO codes repeat every 10,000 guests (the unique constraint replaced by a plain index; see ANALYSIS.md).`,
    '',
    table(
      [
        'bookings',
        'history',
        'shelters / regions / rooms',
        'guests',
        'audit events',
        'ledger rows',
        'change events',
        'sessions',
        'database',
        'generated in',
      ],
      seedRows,
    ),
    '',
    `Time to generate ${label(big.size.bookings)}, by step (the ledger check after the timed generation):`,
    '',
    table(['step', 'time'], stepRows),
    '',
    `Every view as the web asks it (its own documents from web/src/gql/graphql.ts), against the built gateway in its own`,
    `process (NODE_ENV=production, pool 10) with **10 connections** (10 clients in this process, each sending the next request when`,
    `its answer is in; every latency kept): per view a warm-up, then ${opts.smoke ? '20 requests' : timing} per size, the sizes in turn`,
    `(so the machine's other work falls on both alike); statements counted in-process with SqlCounter (session lookup included).`,
    `The host is shelter 1's (an average shelter), the caseworker has 50 shelters, the guest is the one with the most bookings.`,
    `Machine load when the measurement ended: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min, ${os.cpus().length} cores).`,
    '',
    table(
      [
        'view',
        'as',
        ...runs.flatMap((r) => [`p50 / p99 @${label(r.size.bookings)}`, `req/s @${label(r.size.bookings)}`]),
        `p50 ${L.at(-1)}/${L[0]}`,
        'answer',
        'statements',
        'p99 target',
        `statements at ${L.at(-1)}`,
      ],
      rows,
    ),
    '',
    `Plans at ${label(big.size.bookings)} bookings, EXPLAIN (ANALYZE, BUFFERS) of every statement but the session lookup:`,
    '',
    table(['view', 'statement', 'plan', 'verdict'], planRows),
  ].join('\n');
  return { title: 'National scale', markdown, checks };
}

if (require.main === module) {
  (async () => {
    // NATIONAL_SEED_URL=postgres://.../empty_db NATIONAL_BOOKINGS=n: only migrate and fill that database (to explore it).
    const only = process.env.NATIONAL_SEED_URL;
    if (only) {
      const db = await openDatabase({ DATABASE_URL: only });
      await db.close();
      const s = await seedNational(
        only,
        { ...NATIONAL, bookings: Number(process.env.NATIONAL_BOOKINGS ?? NATIONAL.bookings) },
        stockholmDate(new Date()),
      );
      console.log(JSON.stringify(s, null, 1));
      return;
    }
    runSectionAlone('national', runNational);
  })().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
