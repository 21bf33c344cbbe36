/**
 * Issue 11, two sections of `npm run bench`:
 *
 * A. "SQL statements per operation": the staff and volunteer pages' GraphQL documents (the web's
 *    own, from its generated web/src/gql/graphql.ts) each issue the same, small number of SQL
 *    statements at 10, 1,000 and 10,000 bookings. Counted over real HTTP against an in-process
 *    gateway with SqlCounter: EVERY statement the request sends, the session lookup included.
 * B. "Growth": the same operations with 10, 100 and 1,000 shelters (10 products each) and 100,000
 *    bookings: median time and answer size per size, the ratios, and an EXPLAIN (ANALYZE, BUFFERS)
 *    summary of every statement at the largest size.
 *
 * Data is seeded with set-based SQL straight into the real tables, keeping what the schema
 * enforces (DESIGN §4): the per-night ledger equals the holding bookings and stays within
 * capacity, one active booking per guest and night (each guest's bookings are a chain of disjoint
 * weeks), statuses reached through the booking-status table (with their audit events).
 *
 *   DATABASE_URL=postgres://... [BENCH_SMOKE=1] TS_NODE_PROJECT=bench/tsconfig.json \
 *     npx ts-node --transpile-only bench/scale.ts
 */
import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { print, type DocumentNode } from 'graphql';
import { Client } from 'pg';
import type { Logger } from 'typeorm';
import { openDatabase, type Database } from '../gateway/src/platform/db/database';
import { fixedClock } from '../gateway/src/platform/clock';
import { addDays, stockholmDate, type LocalDate } from '../gateway/src/platform/dates';
import { HELD_STATUSES } from '../gateway/src/domain/booking-status';
import { Factory } from '../gateway/src/test-support/factories';
import { startTestServer, type TestServer } from '../gateway/src/test-support/http';
import { SqlCounter } from '../gateway/src/test-support/sql-counter';
import {
  type BenchOptions,
  type Check,
  type SectionResult,
  dropDatabase,
  fmt,
  freshDatabase,
  log,
  median,
  runSectionAlone,
  REPO,
  table,
} from './lib';
import { at } from '../gateway/src/test-support/at';

// ---- the operations --------------------------------------------------------------------------

type Who = 'host' | 'caseworker' | 'volunteer';

interface Operation {
  /** Short name used in the tables. */
  name: string;
  /** The web's document (export name in web/src/gql/graphql.ts). */
  document: string;
  page: string;
  who: Who;
  variables?: (today: LocalDate) => Record<string, unknown>;
  /** The answer does not grow with the number of shelters (only the actor's own shelters). */
  flat: boolean;
}

const OPERATIONS: Operation[] = [
  { name: 'hostCounts', document: 'HostCountsDocument', page: 'host overview', who: 'host', flat: true },
  { name: 'hostRequests (summary)', document: 'HostRequestsSummaryDocument', page: 'host overview', who: 'host', flat: true },
  { name: 'hostIncoming', document: 'HostIncomingDocument', page: 'host overview', who: 'host', flat: true },
  { name: 'hostOutgoing', document: 'HostOutgoingDocument', page: 'host overview', who: 'host', flat: true },
  { name: 'hostCheckedIn', document: 'HostCheckedInDocument', page: 'host overview', who: 'host', flat: true },
  {
    name: 'shelterAvailability ×2',
    document: 'HostAvailabilityDocument',
    page: 'host overview',
    who: 'host',
    flat: true,
    variables: () => ({ shelterId: '1' }),
  },
  { name: 'hostRequests + hostQueue', document: 'HostRequestsDocument', page: 'host requests', who: 'host', flat: true },
  { name: 'caseworkerRequests', document: 'CaseworkerRequestsDocument', page: 'caseworker requests', who: 'caseworker', flat: true },
  {
    name: 'caseworkerAvailability',
    document: 'CaseworkerAvailabilityDocument',
    page: 'caseworker overview',
    who: 'caseworker',
    flat: true,
  },
  {
    name: 'volunteerAvailability',
    document: 'VolunteerAvailabilityDocument',
    page: 'volunteer rooms (14 nights)',
    who: 'volunteer',
    flat: false,
    variables: (today) => ({ start: today, end: addDays(today, 14) }),
  },
  {
    name: 'nightsReport',
    document: 'CaseworkerNightsReportDocument',
    page: 'caseworker statistics (30 days)',
    who: 'caseworker',
    flat: true,
    variables: (today) => ({ start: addDays(today, -30), end: today }),
  },
];

/** The documents exactly as the web's codegen built them (operation + its fragments). */
export function webDocuments(ops: { document: string }[] = OPERATIONS): Map<string, string> {
  const file = path.join(REPO, 'web', 'src', 'gql', 'graphql.ts');
  const text = fs.readFileSync(file, 'utf8');
  const out = new Map<string, string>();
  for (const op of ops) {
    const m = new RegExp(`^export const ${op.document} = (\\{.*\\}) as unknown as DocumentNode<`, 'm').exec(text);
    if (!m) throw new Error(`${op.document} not found in ${file}`);
    out.set(op.document, print(JSON.parse(at(m, 1)) as DocumentNode));
  }
  return out;
}

// ---- the world -------------------------------------------------------------------------------

export interface World {
  shelters: number;
  bookings: number;
  /** Share of the bulk bookings at shelters 1-3 (the host's and the caseworker's); the rest at 4..S. */
  homeShare: number;
  today: LocalDate;
}

export interface Seeded {
  hostId: number;
  caseworkerId: number;
  volunteerId: number;
  counts: { shelters: number; products: number; bookings: number; events: number; ledger: number; guests: number; at_host: number };
  seconds: number;
}

/** Bookings at shelter 1 that cover every list of the staff pages, so lists are never empty. */
const COVERAGE: [status: string, from: number, to: number][] = [
  ['pending', 2, 4],
  ['accepted', 3, 5],
  ['in_queue', 2, 3],
  ['reserved', 0, 2],
  ['confirmed', -1, 2],
  ['checked_in', -2, 3],
  ['checked_in', -3, 0],
  ['completed', -10, -7],
  ['advised_against', 5, 6],
  ['cancelled', 1, 2],
];

/** The audit trail that leads to each status through the transition table (DESIGN §4). */
export const PATHS: [final: string, step: number, action: string, from: string | null, to: string, actor: string][] = [
  ['pending', 0, 'request', null, 'pending', 'requester'],
  ['in_queue', 0, 'request', null, 'in_queue', 'requester'],
  ['accepted', 0, 'request', null, 'pending', 'requester'],
  ['accepted', 1, 'recommend', 'pending', 'accepted', 'caseworker'],
  ['advised_against', 0, 'request', null, 'pending', 'requester'],
  ['advised_against', 1, 'advise_against', 'pending', 'advised_against', 'caseworker'],
  ['reserved', 0, 'request', null, 'pending', 'requester'],
  ['reserved', 1, 'assign', 'pending', 'reserved', 'host'],
  ['confirmed', 0, 'request', null, 'pending', 'requester'],
  ['confirmed', 1, 'assign', 'pending', 'reserved', 'host'],
  ['confirmed', 2, 'confirm', 'reserved', 'confirmed', 'guest'],
  ['checked_in', 0, 'request', null, 'pending', 'requester'],
  ['checked_in', 1, 'assign', 'pending', 'reserved', 'host'],
  ['checked_in', 2, 'check_in', 'reserved', 'checked_in', 'host'],
  ['completed', 0, 'request', null, 'pending', 'requester'],
  ['completed', 1, 'assign', 'pending', 'reserved', 'host'],
  ['completed', 2, 'check_in', 'reserved', 'checked_in', 'host'],
  ['completed', 3, 'check_out', 'checked_in', 'completed', 'host'],
  ['declined', 0, 'request', null, 'pending', 'requester'],
  ['declined', 1, 'decline', 'pending', 'declined', 'host'],
  ['cancelled', 0, 'request', null, 'pending', 'requester'],
  ['cancelled', 1, 'cancel', 'pending', 'cancelled', 'requester'],
];

const sqlText = (v: string | null) => (v === null ? 'NULL::text' : `'${v.replace(/'/g, "''")}'`);
const HELD = HELD_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * Fills an empty, migrated database. Each guest's bookings are a chain of disjoint weeks ending
 * 0-2 weeks in the future (so no guest ever has two active bookings on one night); a booking's
 * status follows from where its week lies (past: completed/cancelled/declined; this week: checked
 * in, due out, arriving, ...; future: pending ... in_queue). The ledger is then computed from the
 * holding bookings and each product's capacity set at or above its busiest night.
 */
export async function seed(url: string, w: World): Promise<Seeded> {
  const t0 = performance.now();
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const S = w.shelters;
    const C = COVERAGE.length;
    const N = Math.max(0, w.bookings - C);
    const G = Math.min(9000, Math.max(1, Math.ceil(N / 11)));
    const R = Math.min(21, S);
    const home = Math.min(3, S);
    const homeEvery = w.homeShare >= 1 || S <= home ? 1 : Math.round(1 / w.homeShare);
    const hostId = G + C + 1;
    const caseworkerId = G + C + 2;
    const volunteerId = G + C + 3;
    const today = `'${w.today}'::date`;
    const q = (sql: string) => c.query(sql);

    await q('BEGIN');
    await q(`INSERT INTO region (id, name) SELECT r, 'Region ' || r FROM generate_series(1, ${R}) r`);
    await q(`
      INSERT INTO shelter (id, name, street, postcode, city, region_id)
      SELECT s, 'Härbärge ' || s, 'Storgatan ' || s, lpad((11000 + s % 80000)::text, 5, '0'), 'Stad ' || (s % 97), 1 + (s - 1) % ${R}
        FROM generate_series(1, ${S}) s`);
    // Ten products per shelter: 8 rooms, 1 woman-only room, 1 service (listed, never booked).
    await q(`
      INSERT INTO product (id, shelter_id, name, description, total_places, type)
      SELECT (s - 1) * 10 + l + 1, s,
             CASE WHEN l < 8 THEN 'Rum ' || (l + 1) WHEN l = 8 THEN 'Kvinnorum' ELSE 'Frukost' END,
             'Sängplatser i sovsal', 4,
             CASE WHEN l < 8 THEN 'room' WHEN l = 8 THEN 'woman-only' ELSE 'breakfast' END
        FROM generate_series(1, ${S}) s, generate_series(0, 9) l`);
    // Guests 1..G (bulk) and G+1..G+C (coverage); even ids are women (gender K), so they may
    // book the woman-only rooms. UNO codes are 4 digits: at most 9,999 guests.
    await q(`
      INSERT INTO app_user (id, first_name, last_name, groups)
      SELECT u, (ARRAY['Anna', 'Åsa', 'Erik', 'Östen', 'Lars', 'Märta', 'Karin', 'Johan', 'Ali', 'Fatima'])[1 + u % 10],
             'Efternamn ' || u, '{user}'
        FROM generate_series(1, ${G + C}) u`);
    await q(`
      INSERT INTO guest_profile (user_id, unokod, gender)
      SELECT u, lpad(u::text, 4, '0'), CASE WHEN u % 2 = 0 THEN 'K' ELSE 'M' END FROM generate_series(1, ${G + C}) u`);
    await q(`
      INSERT INTO app_user (id, email, first_name, last_name, groups, shelter_id) VALUES
        (${hostId}, 'host@bench.example', 'Värd', 'Ett', '{host}', 1),
        (${caseworkerId}, 'caseworker@bench.example', 'Hand', 'Läggare', '{caseworker}', NULL),
        (${volunteerId}, 'volunteer@bench.example', 'Volon', 'Tär', '{volunteer}', NULL)`);
    await q(`INSERT INTO caseworker_shelter (user_id, shelter_id) SELECT ${caseworkerId}, s FROM generate_series(1, ${home}) s`);

    // Coverage: one booking per list of the staff pages, at shelter 1, own guests.
    await q(`
      INSERT INTO booking (product_id, guest_id, status, start_date, end_date, booking_time, requested_by, requested_by_group, decline_reason)
      SELECT 1 + (n - 1) % 8, ${G} + n, v.status, ${today} + v.f, ${today} + v.t,
             LEAST((${today} + v.f - 2)::timestamptz, now() - interval '1 hour'), ${G} + n, 'user', NULL
        FROM (VALUES ${COVERAGE.map(([s, f, t], i) => `(${i + 1}, '${s}', ${f}, ${t})`).join(', ')}) AS v(n, status, f, t)`);

    if (N > 0) {
      // i → guest g = i % G, its k-th booking of kg; the last LEAST(g % 3, kg - 1) are in future
      // weeks, the one before in this week (t = 0), the rest in past weeks. Week t covers
      // [today + 7t - 3, today + 7t + 4); a booking stays inside its week.
      await q(`
        INSERT INTO booking (product_id, guest_id, status, start_date, end_date, booking_time, message, decline_reason, requested_by, requested_by_group)
        SELECT prod, g + 1, status, sd, ed,
               LEAST((sd - 1 - h2 % 7)::timestamptz, now() - interval '1 hour') - (i % 3600) * interval '1 second',
               CASE WHEN h2 % 5 = 0 THEN 'Behöver en nedre säng' ELSE '' END,
               CASE WHEN status = 'declined' THEN CASE WHEN b % 2 = 0 THEN 'Fullt' ELSE 'Uteblev' END END,
               CASE WHEN h2 % 10 < 2 THEN ${volunteerId} ELSE g + 1 END,
               CASE WHEN h2 % 10 < 2 THEN 'volunteer' ELSE 'user' END
          FROM (
            SELECT i, g, b, h2,
                   -- shelter: 1..home for every homeEvery-th booking, else home+1..S
                   (CASE WHEN ${S} <= ${home} OR i % ${homeEvery} = 0 THEN (hp / 9) % ${home} ELSE ${home} + (hp / 9) % ${Math.max(1, S - home)} END) * 10
                     + CASE WHEN hp % 9 = 8 AND (g + 1) % 2 = 1 THEN (hp / 7) % 8 ELSE hp % 9 END + 1 AS prod,
                   CASE
                     WHEN t < 0 THEN CASE WHEN b < 70 THEN 'completed' WHEN b < 85 THEN 'cancelled' ELSE 'declined' END
                     WHEN t > 0 THEN CASE WHEN b < 30 THEN 'pending' WHEN b < 40 THEN 'accepted' WHEN b < 45 THEN 'advised_against'
                                          WHEN b < 60 THEN 'reserved' WHEN b < 70 THEN 'confirmed' WHEN b < 80 THEN 'in_queue'
                                          WHEN b < 95 THEN 'cancelled' ELSE 'declined' END
                     ELSE CASE WHEN b < 50 THEN 'checked_in' WHEN b < 58 THEN 'reserved' WHEN b < 65 THEN 'confirmed'
                               WHEN b < 70 THEN 'pending' WHEN b < 78 THEN 'completed' WHEN b < 85 THEN 'cancelled'
                               WHEN b < 90 THEN 'declined' WHEN b < 95 THEN 'pending' ELSE 'in_queue' END
                   END AS status,
                   CASE
                     WHEN t <> 0 THEN ${today} + 7 * t - 3 + h2 % 2
                     WHEN b < 40 THEN ${today} - h2 % 3                 -- staying
                     WHEN b < 50 THEN ${today} - 3                      -- due out (today or overdue)
                     WHEN b < 70 THEN ${today} - h2 % 2                 -- arriving, or pending now
                     WHEN b < 78 THEN ${today} - 3                      -- checked out
                     ELSE ${today} + 1                                  -- later this week
                   END AS sd,
                   CASE
                     WHEN t <> 0 THEN ${today} + 7 * t - 3 + h2 % 2 + 1 + (h2 / 2) % 5
                     WHEN b < 40 THEN ${today} + 1 + (h2 / 3) % 3
                     WHEN b < 50 THEN ${today} - h2 % 2
                     WHEN b < 70 THEN ${today} + 1 + (h2 / 3) % 3
                     WHEN b < 78 THEN ${today} - h2 % 2
                     ELSE ${today} + 2 + h2 % 2
                   END AS ed
              FROM (
                SELECT i, g, k - (kg - 1 - LEAST(g % 3, kg - 1)) AS t, (h % 100)::int AS b, ((h / 100) % 1000)::int AS h2,
                       (h / 100000)::int AS hp
                  FROM (
                    SELECT i, i % ${G} AS g, i / ${G} AS k, (${N} - 1 - i % ${G}) / ${G} + 1 AS kg,
                           (i::bigint * 2654435761) % 4294967296 AS h
                      FROM generate_series(0, ${N - 1}) i
                  ) raw
              ) weeks
          ) x
         ORDER BY i`);
    }
    await q(`UPDATE booking SET updated_at = booking_time`);

    // The audit trail of each booking (1-4 events).
    await q(`
      INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group, reason, at)
      SELECT b.id, p.action, p.from_status, p.to_status,
             CASE p.actor WHEN 'requester' THEN b.requested_by WHEN 'guest' THEN b.guest_id END,
             CASE p.actor WHEN 'requester' THEN b.requested_by_group WHEN 'guest' THEN 'user' ELSE p.actor END,
             CASE WHEN p.action = 'decline' THEN b.decline_reason END,
             b.booking_time + p.step * interval '1 hour'
        FROM booking b
        JOIN (VALUES ${PATHS.map(([f, s, a, from, to, actor]) => `('${f}', ${s}, '${a}', ${sqlText(from)}, '${to}', '${actor}')`).join(', ')})
             AS p(final, step, action, from_status, to_status, actor) ON p.final = b.status
       ORDER BY b.id, p.step`);

    // The ledger: a row for every product-night any booking asked for; held = holding bookings.
    await q(`
      CREATE TEMP TABLE night_load ON COMMIT DROP AS
      SELECT b.product_id, d::date AS night, (count(*) FILTER (WHERE b.status IN (${HELD})))::int AS held
        FROM booking b CROSS JOIN LATERAL generate_series(b.start_date, b.end_date - 1, interval '1 day') d
       GROUP BY 1, 2`);
    // Capacity at or above the busiest night; every fifth shelter exactly full on its busiest night.
    await q(`
      UPDATE product p SET total_places = GREATEST(2, m.peak + CASE WHEN p.shelter_id % 5 = 0 THEN 0 ELSE 1 + m.peak / 5 END)
        FROM (SELECT product_id, max(held) AS peak FROM night_load GROUP BY 1) m
       WHERE m.product_id = p.id`);
    await q(`
      INSERT INTO product_night (product_id, night, capacity, held)
      SELECT n.product_id, n.night, p.total_places, n.held FROM night_load n JOIN product p ON p.id = n.product_id
       ORDER BY 1, 2`);
    for (const t of ['region', 'shelter', 'product', 'app_user', 'booking', 'booking_event']) {
      await q(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}))`);
    }
    await q('COMMIT');
    await q('VACUUM ANALYZE');
    // Write the seed out now rather than during the measurements (needs pg_checkpoint or superuser).
    await q('CHECKPOINT').catch(() => undefined);

    const { rows } = await c.query(`
      SELECT (SELECT count(*) FROM shelter)::int AS shelters, (SELECT count(*) FROM product)::int AS products,
             (SELECT count(*) FROM booking)::int AS bookings, (SELECT count(*) FROM booking_event)::int AS events,
             (SELECT count(*) FROM product_night)::int AS ledger, (SELECT count(*) FROM guest_profile)::int AS guests,
             (SELECT count(*) FROM booking b JOIN product p ON p.id = b.product_id WHERE p.shelter_id = 1)::int AS at_host`);
    // The invariants, once more, from the data (the constraints already refused anything else).
    const bad = await c.query(`
      SELECT count(*)::int AS n FROM product_night pn
       WHERE pn.held <> (SELECT count(*) FROM booking b WHERE b.product_id = pn.product_id AND b.status IN (${HELD})
                            AND b.start_date <= pn.night AND b.end_date > pn.night)`);
    if (bad.rows[0].n !== 0) throw new Error(`seed: ${bad.rows[0].n} ledger rows disagree with the bookings`);
    return { hostId, caseworkerId, volunteerId, counts: rows[0], seconds: (performance.now() - t0) / 1000 };
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await c.end();
  }
}

// ---- a measured gateway ---------------------------------------------------------------------

export interface Captured {
  sql: string;
  params: unknown[];
}

export class Gateway {
  private constructor(
    readonly url: string,
    readonly db: Database,
    readonly server: TestServer,
    readonly cookies: Record<string, string>,
    readonly counter: SqlCounter,
    readonly captured: Captured[],
  ) {}

  static async start(url: string, seeded: Seeded, today: LocalDate): Promise<Gateway> {
    return Gateway.startAs(url, { host: seeded.hostId, caseworker: seeded.caseworkerId, volunteer: seeded.volunteerId }, today);
  }

  /** An in-process gateway on `url` with a session for each of `users` (role name → user id). */
  static async startAs(url: string, users: Record<string, number>, today: LocalDate): Promise<Gateway> {
    const db = await openDatabase({ DATABASE_URL: url });
    const server = await startTestServer(db.dataSource, fixedClock(today));
    const f = new Factory(db.dataSource);
    const cookies: Record<string, string> = {};
    for (const [who, id] of Object.entries(users)) cookies[who] = await f.sessionCookie(id);
    const counter = new SqlCounter(db.dataSource);
    // Also keep each statement's parameters (for EXPLAIN), behind the counter's own logger.
    const captured: Captured[] = [];
    const ds = db.dataSource as { logger: Logger };
    const inner = ds.logger;
    ds.logger = {
      ...inner,
      logQuery: (query, parameters, runner) => {
        captured.push({ sql: query, params: (parameters ?? []) as unknown[] });
        return inner.logQuery(query, parameters, runner);
      },
    };
    return new Gateway(url, db, server, cookies, counter, captured);
  }

  /** One GraphQL call: its answer's size, its wall time. Throws on any error. */
  async call(
    who: string,
    query: string,
    variables: Record<string, unknown> | undefined,
  ): Promise<{ ms: number; bytes: number; body: string }> {
    const t0 = performance.now();
    const res = await fetch(`${this.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookies[who] ?? '' },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200 || body.includes('"errors"')) throw new Error(`${res.status} ${body.slice(0, 500)}`);
    return { ms, bytes: Buffer.byteLength(body), body };
  }

  async statements(who: string, query: string, variables: Record<string, unknown> | undefined): Promise<Captured[]> {
    this.captured.length = 0;
    await this.counter.count(() => this.call(who, query, variables));
    if (this.counter.statements.length !== this.captured.length) throw new Error('statement capture out of step with SqlCounter');
    return [...this.captured];
  }

  async stop(): Promise<void> {
    this.counter.restore();
    await this.server.close();
    await this.db.close();
  }
}

// ---- statements: names and plans ------------------------------------------------------------

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

const isSessionLookup = (sql: string) => /FROM session s JOIN app_user u/.test(sql) || /^UPDATE session /.test(oneLine(sql));

/** What a statement is for, in a few words. */
export function describe(sql: string): string {
  const s = oneLine(sql);
  if (isSessionLookup(s)) return 'session';
  if (/FROM booking_event e/.test(s)) return 'history (booking_event loader)';
  if (/^SELECT count\(\*\) FILTER/.test(s)) return 'counts';
  if (/product_night pn ON pn.product_id = p.id AND pn.night = \$2/.test(s) && /GROUP BY p.type/.test(s)) return 'tonight per type';
  if (/generate_series\(\$2::date, \$3::date/.test(s)) return 'places per night';
  if (/array_agg\(ARRAY\[pn\.night/.test(s)) return 'rooms of open shelters + their ledger rows of the range';
  if (/JOIN region r ON r.id = s.region_id LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = \$2/.test(s))
    return "rooms + tonight's ledger row";
  if (/FROM shelter s JOIN region r/.test(s))
    return /s\.id = ANY/.test(s) ? 'shelters by id' : /s\.id = \$1/.test(s) ? 'shelter' : 'shelters';
  if (/FROM product WHERE shelter_id = ANY/.test(s)) return 'products of shelters';
  if (/FROM booking b JOIN product p ON p.id = b.product_id JOIN shelter s/.test(s) && /SUM\(GREATEST/.test(s)) return 'nights report';
  if (/FROM booking b JOIN product p/.test(s)) {
    const where = /WHERE (.*?) ORDER BY/.exec(s)?.[1] ?? '';
    const status = /b\.status (IN \([^)]*\)|= '[a-z_]+')/.exec(where)?.[1] ?? '';
    return `booking list ${status}`.trim();
  }
  return s.slice(0, 60);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Sort Method'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

const BIG_TABLES = new Set(['booking', 'product_night', 'booking_event']);

export interface PlanSummary {
  line: string;
  /** A growing seq scan on a big table, or a large sort. */
  bad: string[];
}

function summarise(plan: { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }): PlanSummary {
  const types = new Map<string, number>();
  const indexes = new Set<string>();
  const seqs: string[] = [];
  const sorts: string[] = [];
  const bad: string[] = [];
  const walk = (n: PlanNode) => {
    types.set(n['Node Type'], (types.get(n['Node Type']) ?? 0) + 1);
    if (n['Index Name']) indexes.add(n['Index Name']);
    const rows = n['Actual Rows'] * n['Actual Loops'];
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name']) {
      const scanned = (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'];
      seqs.push(`${n['Relation Name']} (${fmt(scanned, 0)} rows read)`);
      if (BIG_TABLES.has(n['Relation Name']) && scanned > 5000) bad.push(`Seq Scan on ${n['Relation Name']} reads ${fmt(scanned, 0)} rows`);
    }
    if (n['Node Type'] === 'Sort') {
      sorts.push(`${fmt(rows, 0)} rows ${n['Sort Method'] ?? ''}`.trim());
      if (rows > 20_000) bad.push(`sorts ${fmt(rows, 0)} rows`);
    }
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(plan.Plan);
  const top = plan.Plan;
  const blocks = (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
  const parts = [
    [...types.entries()].map(([t, k]) => (k > 1 ? `${t} ×${k}` : t)).join(', '),
    indexes.size ? `indexes ${[...indexes].join(', ')}` : 'no index',
    seqs.length ? `Seq Scan ${seqs.join(', ')}` : 'no Seq Scan',
    sorts.length ? `Sort ${sorts.join(', ')}` : '',
    `${fmt(top['Actual Rows'], 0)} rows`,
    `${blocks} buffers`,
    `${plan['Execution Time'].toFixed(2)} ms`,
  ].filter(Boolean);
  return { line: parts.join('; '), bad };
}

export async function explain(url: string, statements: Captured[]): Promise<{ what: string; summary: PlanSummary }[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const out: { what: string; summary: PlanSummary }[] = [];
    for (const st of statements) {
      if (isSessionLookup(st.sql) || !/^\s*SELECT/i.test(st.sql)) continue;
      const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${st.sql}`, st.params as unknown[]);
      const json = rows[0]['QUERY PLAN'];
      out.push({ what: describe(st.sql), summary: summarise((typeof json === 'string' ? JSON.parse(json) : json)[0]) });
    }
    return out;
  } finally {
    await c.end();
  }
}

// ---- section A -------------------------------------------------------------------------------

const OVER_THREE = [
  `Where a page takes 4: the web's RequestRow fragment asks each booking's \`history\` (one batched booking_event`,
  `statement, shelter/shelter.loaders.ts) and \`product.shelter\` (one batched shelters-by-id statement: ProductFieldsResolver.shelter`,
  `in shelter/ loads the shelter although the booking row already carries it). Answering \`product.shelter\` from the booking`,
  `row (BOOKING_VIEW_SQL selecting the shelter's few columns) would make both pages 3.`,
  '',
  `Changes made from these counts (issue 11): hostCounts is one statement (was 2 + session); caseworkerAvailability and`,
  `volunteerAvailability are one statement each (were 3 + session); hostRequests and hostQueue asked in the same tick share`,
  `one statement, so the host requests page also batches its rows' history and shelters once (6 → 4).`,
].join('\n');

async function sectionCounts(opts: BenchOptions, docs: Map<string, string>, today: LocalDate): Promise<SectionResult> {
  const sizes = opts.smoke ? [10, 200] : [10, 1_000, 10_000];
  const shelters = 3;
  const counts = new Map<string, number[]>();
  const breakdown = new Map<string, string[]>();
  let pg = '';
  for (const n of sizes) {
    const name = `noq_bench_scale_a_${n}`;
    const url = await freshDatabase(opts.serverUrl, name);
    let gw: Gateway | null = null;
    try {
      const db = await openDatabase({ DATABASE_URL: url });
      await db.close();
      const seeded = await seed(url, { shelters, bookings: n, homeShare: 1, today });
      log(`scale A: ${n} bookings seeded in ${seeded.seconds.toFixed(1)} s (${seeded.counts.at_host} at the host's shelter)`);
      gw = await Gateway.start(url, seeded, today);
      pg ||= String((await gw.db.dataSource.query('SHOW server_version'))[0].server_version);
      for (const op of OPERATIONS) {
        const query = docs.get(op.document) as string;
        const vars = op.variables?.(today);
        await gw.call(op.who, query, vars); // warm (schema caches, pool)
        const st = await gw.statements(op.who, query, vars);
        counts.set(op.name, [...(counts.get(op.name) ?? []), st.length]);
        breakdown.set(
          op.name,
          st.map((s) => describe(s.sql)),
        );
      }
    } finally {
      await gw?.stop();
      await dropDatabase(opts.serverUrl, name);
    }
  }

  const checks: Check[] = [];
  const rows = OPERATIONS.map((op) => {
    const ns = counts.get(op.name) as number[];
    const constant = ns.every((x) => x === ns[0]);
    const max = Math.max(...ns);
    checks.push({
      what: `${op.name}: SQL statements constant`,
      value: ns.join(' / '),
      target: `same at ${sizes.join(' / ')} bookings`,
      met: constant,
    });
    checks.push({
      what: `${op.name}: SQL statements ≤ 3`,
      value: String(max),
      target: '≤ 3 (session lookup included)',
      ratio: 3 / max,
      met: max <= 3,
    });
    return [
      op.name,
      op.page,
      op.who,
      ...ns,
      constant ? 'yes' : '**no**',
      max <= 3 ? 'yes' : `**no** (${max})`,
      (breakdown.get(op.name) ?? []).join(' + '),
    ];
  });
  const markdown = [
    `Every SQL statement one GraphQL request sends, counted with SqlCounter (TypeORM's logger hook) over real HTTP`,
    `against an in-process gateway on PostgreSQL ${pg}: **the session lookup is included** (one statement per request;`,
    `its rare \`UPDATE session SET last_seen_at\` happens at most once per 5 minutes and did not fall in these counts).`,
    `The documents are the web's own (web/src/gql/graphql.ts, operation and fragments as codegen built them).`,
    `Data: ${shelters} shelters × 10 products, bookings of every status at the host's and caseworker's shelters`,
    `(seeded set-based, the same seeder as "Growth"); each size a fresh database.`,
    '',
    table(
      [
        'operation',
        'page',
        'as',
        ...sizes.map((n) => `@${fmt(n, 0)} bookings`),
        'constant',
        '≤ 3',
        `statements (at ${fmt(at(sizes, sizes.length - 1), 0)})`,
      ],
      rows,
    ),
    '',
    OVER_THREE,
  ].join('\n');
  return { title: 'SQL statements per operation', markdown, checks };
}

// ---- section B -------------------------------------------------------------------------------

const CHANGES = [
  `Changes made from these plans (migration 1732000000006-bench-indexes, gateway/src/staff, gateway/src/volunteer):`,
  '',
  `- Index \`product_shelter_all_idx ON product (shelter_id)\`: every booking list and count of one shelter (host pages,`,
  `  caseworker requests, nights report) filters \`p.shelter_id\` without \`archived_at IS NULL\`, so the partial`,
  `  product_shelter_idx did not apply and each call read the whole product table (10,000 rows at 1,000 shelters).`,
  `- Index \`product_night_night_idx ON product_night (night)\` (night only, so ledger increments stay HOT updates) and one`,
  `  statement for the volunteer's room finder that reads the ledger rows of the asked nights for all rooms through it.`,
  `  Before: three statements, the last a hash join over a Seq Scan of the whole ledger (231,011 rows, which grows with`,
  `  history, not with the answer) and an external-merge sort of 140,000 rows; 550 ms in EXPLAIN, 967 ms per call,`,
  `  14.7× from 10 to 100 shelters. The rest of a call at 1,000 shelters (about 85%) is GraphQL executing and serialising`,
  `  the 5.9 MB answer (126,000 night objects), which this section does not change.`,
  `- Caseworker overview: one statement reading tonight's ledger row by primary key. Before: the generic`,
  `  shelters.availability (generate_series over the days, estimated at 1,000 rows, joined by hash to a Seq Scan of the`,
  `  whole ledger), 132 ms in EXPLAIN and 120 ms per call at 1,000 shelters for 27 rooms.`,
].join('\n');

interface Timing {
  ms: number;
  bytes: number;
}

async function sectionGrowth(opts: BenchOptions, docs: Map<string, string>, today: LocalDate): Promise<SectionResult> {
  const sizes = opts.smoke ? [10, 100] : [10, 100, 1_000];
  const bookings = opts.smoke ? 5_000 : 100_000;
  const calls = opts.smoke ? 5 : 30;
  const warm = opts.smoke ? 2 : 5;
  const budgetMs = opts.smoke ? 300 : 2000;
  const timings = new Map<string, Timing[]>();
  const rounds: number[] = [];
  const seeds: string[][] = [];
  let plans: { op: string; what: string; summary: PlanSummary }[] = [];
  const smallerBad: string[] = [];
  const names = sizes.map((s) => `noq_bench_scale_b_${s}`);
  const gateways: Gateway[] = [];
  try {
    // Every size its own database and gateway, all up at once: the calls then alternate between
    // the sizes, so whatever else the machine does falls on every size alike.
    for (const [si, s] of sizes.entries()) {
      const url = await freshDatabase(opts.serverUrl, at(names, si));
      const db = await openDatabase({ DATABASE_URL: url });
      await db.close();
      const seeded = await seed(url, { shelters: s, bookings, homeShare: 0.01, today });
      const k = seeded.counts;
      seeds.push([
        fmt(s, 0),
        fmt(k.products, 0),
        fmt(k.bookings, 0),
        fmt(k.at_host, 0),
        fmt(k.events, 0),
        fmt(k.ledger, 0),
        fmt(k.guests, 0),
        seeded.seconds.toFixed(1),
      ]);
      log(`scale B: ${s} shelters, ${k.bookings} bookings seeded in ${seeded.seconds.toFixed(1)} s`);
      gateways.push(await Gateway.start(url, seeded, today));
    }
    for (const op of OPERATIONS) {
      const query = docs.get(op.document) as string;
      const vars = op.variables?.(today);
      for (const gw of gateways) for (let i = 0; i < warm; i++) await gw.call(op.who, query, vars);
      // Rounds of one call per size: at least `calls` rounds, and more while within `budgetMs`.
      const ms: number[][] = gateways.map(() => []);
      const bytes: number[] = gateways.map(() => 0);
      const until = performance.now() + budgetMs;
      let n = 0;
      for (; n < calls || (performance.now() < until && n < 300); n++) {
        for (const [gi, gw] of gateways.entries()) {
          const r = await gw.call(op.who, query, vars);
          at(ms, gi).push(r.ms);
          bytes[gi] = r.bytes;
        }
      }
      rounds.push(n);
      timings.set(
        op.name,
        gateways.map((_, gi) => ({ ms: median(at(ms, gi)), bytes: at(bytes, gi) })),
      );
      // The plans at the largest size (for the table) and any bad plan at a smaller one (a note).
      for (const [gi, gw] of gateways.entries()) {
        const explained = await explain(gw.url, await gw.statements(op.who, query, vars));
        if (gi === gateways.length - 1) plans = plans.concat(explained.map((p) => ({ op: op.name, ...p })));
        else
          for (const p of explained)
            if (p.summary.bad.length)
              smallerBad.push(`${op.name} at ${fmt(at(sizes, gi), 0)} shelters, ${p.what}: ${p.summary.bad.join('; ')}`);
        if (process.env.BENCH_PLANS) for (const p of explained) log(`plan ${sizes[gi]} ${op.name} ${p.what}: ${p.summary.line}`);
      }
    }
    log(`scale B: timed`);
  } finally {
    for (const gw of gateways) await gw.stop();
    for (const name of names) await dropDatabase(opts.serverUrl, name);
  }

  const checks: Check[] = [];
  const ratioHead: string[] = [];
  for (let i = 1; i < sizes.length; i++) ratioHead.push(`${fmt(at(sizes, i), 0)}/${fmt(at(sizes, i - 1), 0)}`);
  const rows = OPERATIONS.map((op) => {
    const ts = timings.get(op.name) as Timing[];
    const ratios: string[] = [];
    for (let i = 1; i < ts.length; i++) {
      const r = at(ts, i).ms / at(ts, i - 1).ms;
      const step = `${fmt(at(sizes, i), 0)}/${fmt(at(sizes, i - 1), 0)} shelters`;
      checks.push({
        what: `${op.name}: time ${step}`,
        value: `${r.toFixed(2)}×`,
        target: '≤ 12× for 10× shelters',
        ratio: 12 / r,
        met: r <= 12,
      });
      if (op.flat)
        checks.push({
          what: `${op.name}: about flat, ${step}`,
          value: `${r.toFixed(2)}×`,
          target: '≤ 1.5× (answer does not grow)',
          ratio: 1.5 / r,
          met: r <= 1.5,
        });
      ratios.push(`${r.toFixed(2)}×`);
    }
    return [op.name, op.who, ...ts.map((t) => `${fmt(t.ms, 1)} ms · ${fmt(t.bytes / 1024, 1)} KiB`), ...ratios, op.flat ? 'flat' : '≤ 12×'];
  });
  const planRows = plans.map((p) => [p.op, p.what, p.summary.line, p.summary.bad.length ? `**${p.summary.bad.join('; ')}**` : 'ok']);
  const markdown = [
    `${fmt(bookings, 0)} bookings at every size; 10 products per shelter (8 rooms, 1 woman-only room, 1 service). The host's shelter`,
    `and the caseworker's 3 shelters get the same 1% of the bookings at every size (so their answers do not grow), the rest`,
    `is spread over the other shelters. Each guest's bookings are a chain of disjoint weeks (about 9 past, this week's, 0-2`,
    `future), so statuses and dates are a realistic mix; the ledger has a row per product-night asked for. Each size is a`,
    `fresh database (seeded set-based, VACUUM ANALYZE, CHECKPOINT) with its own in-process gateway (pool 10,`,
    `NODE_ENV=${process.env.NODE_ENV ?? 'unset'}), all up at once. Per operation: ${warm} warm-up calls per size, then rounds of one`,
    `call per size in turn (so background load falls on every size alike), at least ${calls} rounds and more within`,
    `${fmt(budgetMs / 1000, 1)} s (${Math.min(...rounds)}–${Math.max(...rounds)} rounds made); the median call over HTTP, and the answer's size.`,
    '',
    table(['shelters', 'products', 'bookings', 'at the host', 'audit events', 'ledger rows', 'guests', 'seed s'], seeds),
    '',
    table(['operation', 'as', ...sizes.map((s) => `${fmt(s, 0)} shelters`), ...ratioHead, 'target'], rows),
    '',
    `Plans at ${fmt(at(sizes, sizes.length - 1), 0)} shelters, EXPLAIN (ANALYZE, BUFFERS) of every statement but the session lookup`,
    `(node types, indexes, sequential scans with the rows they read, sorts, rows out, buffers, execution time):`,
    '',
    table(['operation', 'statement', 'plan', 'verdict'], planRows),
    '',
    CHANGES,
    '',
    smallerBad.length
      ? `Bad plans at the smaller sizes:\n\n${smallerBad.map((b) => `- ${b}`).join('\n')}`
      : 'No bad plan at the smaller sizes either.',
  ].join('\n');
  return { title: 'Growth', markdown, checks };
}

// ---- entry -----------------------------------------------------------------------------------

export async function runScale(opts: BenchOptions): Promise<SectionResult[]> {
  const docs = webDocuments();
  const today = stockholmDate(new Date());
  const a = await sectionCounts(opts, docs, today);
  const b = await sectionGrowth(opts, docs, today);
  return [a, b];
}

if (require.main === module) runSectionAlone('scale', runScale);
