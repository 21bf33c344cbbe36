/**
 * Booking storms (issue 11 §5 and §7) through the full path — session, GraphQL, the request rules,
 * the ledger, the audit trail, notifications — on gateway processes started from the built dist:
 *
 * - the hot room: 1,000 guests ask for the same room of 3 places at the same moment, spread over
 *   the gateways. Exactly 3 may hold a place, the other 997 must be queued, none may fail.
 * - the spread storm: bookings over 200 rooms at a steady concurrency, measured in bookings/s.
 */
import { createHash, randomBytes } from 'node:crypto';
import { openDatabase } from '../gateway/src/platform/db/database';
import { Factory } from '../gateway/src/test-support/factories';
import { freePort } from '../gateway/src/test-support/cluster';
import { addDays, stockholmDate } from '../gateway/src/platform/dates';
import { type BenchOptions, type Check, fmt, GATEWAY_MAIN, log, NodeProcess, percentile, type SectionResult, table } from './lib';
import { envFor, type Target } from './load';
import { at } from '../gateway/src/test-support/at';
import { one } from '../gateway/src/platform/db/rows';

const REQUEST = `mutation Storm($p: ID!, $s: LocalDate!, $e: LocalDate!) {
  requestBooking(input: { productId: $p, startDate: $s, endDate: $e }) { id status }
}`;

/** Sessions for many guests in one statement (the factory's one-by-one insert is too slow here). */
async function guestCookies(f: Factory, ds: { query: (sql: string, p: unknown[]) => Promise<unknown> }, n: number): Promise<string[]> {
  const guests = await f.guests(n);
  const tokens = guests.map(() => randomBytes(32).toString('base64url'));
  await ds.query(
    `INSERT INTO session (id, user_id, expires_at) SELECT * FROM unnest($1::text[], $2::int[]) AS t(id, user_id) CROSS JOIN LATERAL (SELECT now() + interval '1 day') e`,
    [tokens.map((t) => createHash('sha256').update(t).digest('base64url')), guests.map((g) => g.userId)],
  );
  return tokens.map((t) => `noq_session=${t}`);
}

interface Answer {
  ok: boolean;
  status?: string;
  ms: number;
  error?: string;
}

async function book(base: string, cookie: string, productId: number, start: string): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: REQUEST, variables: { p: String(productId), s: start, e: addDays(start, 1) } }),
    });
    const body = (await res.json()) as {
      data?: { requestBooking?: { status: string } };
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const ms = performance.now() - t0;
    if (res.status !== 200 || body.errors || !body.data?.requestBooking) {
      return { ok: false, ms, error: `${res.status} ${body.errors?.map((e) => e.extensions?.code ?? e.message).join(',')}` };
    }
    return { ok: true, status: body.data.requestBooking.status, ms };
  } catch (e) {
    return { ok: false, ms: performance.now() - t0, error: String(e) };
  }
}

export interface StormFigures {
  processes: number;
  hot: {
    requests: number;
    wallMs: number;
    holding: number;
    queued: number;
    dbHolding: number;
    dbQueued: number;
    errors: number;
    ledgerHeld: number;
    p99: number;
    firstError?: string;
  };
  spread: {
    requests: number;
    rooms: number;
    wallMs: number;
    perSecond: number;
    errors: number;
    concurrency: number;
    p50: number;
    p99: number;
    firstError?: string;
  };
}

export async function measureStorm(opts: BenchOptions, t: Target, processes: number): Promise<StormFigures> {
  const hotN = opts.smoke ? 200 : 1000;
  const spreadN = opts.smoke ? 400 : 4000;
  const rooms = opts.smoke ? 40 : 200;
  const concurrency = 64;
  const db = await openDatabase({ ...envFor(t), NOQ_DB_POOL: '4' } as Record<string, string>);
  const f = new Factory(db.dataSource);
  const today = stockholmDate(new Date());
  const hotShelter = await f.shelter();
  const hotRoom = await f.product(hotShelter, { places: 3 });
  const spreadRooms: number[] = [];
  for (let s = 0; s < rooms / 10; s++) {
    const shelter = await f.shelter();
    for (let i = 0; i < 10; i++) spreadRooms.push(await f.product(shelter, { places: Math.ceil(spreadN / rooms) + 5 }));
  }
  const hotCookies = await guestCookies(f, db.dataSource, hotN);
  const spreadCookies = await guestCookies(f, db.dataSource, spreadN);
  if (t.kind === 'pglite') await db.close(); // the gateway process opens the data directory itself

  const env = { ...envFor(t), NOQ_DB_POOL: '10' };
  const gateways: NodeProcess[] = [];
  for (let i = 0; i < processes; i++) gateways.push(new NodeProcess(GATEWAY_MAIN, await freePort(), env));
  const start = addDays(today, 1);
  let hot: Answer[];
  let hotWall: number;
  const spread: Answer[] = [];
  let spreadWall: number;
  await Promise.all(gateways.map((g) => g.start()));
  try {
    for (const g of gateways) for (let i = 0; i < 20; i++) await fetch(`${g.url}/api/health`);

    log(`${t.kind}: ${hotN} requests for one room of 3 places through ${processes} gateway process(es)`);
    const t0 = performance.now();
    hot = await Promise.all(hotCookies.map((c, i) => book(at(gateways, i % processes).url, c, hotRoom, start)));
    hotWall = performance.now() - t0;

    log(`${t.kind}: ${spreadN} requests over ${rooms} rooms, ${concurrency} at a time`);
    let next = 0;
    const t1 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < spreadN) {
          const i = next++;
          spread.push(await book(at(gateways, i % processes).url, at(spreadCookies, i), at(spreadRooms, i % spreadRooms.length), start));
        }
      }),
    );
    spreadWall = performance.now() - t1;
  } finally {
    await Promise.all(gateways.map((g) => g.stop()));
  }

  // What the database says, not only what the answers said.
  const check = t.kind === 'pglite' ? await openDatabase({ ...envFor(t), NOQ_DB_POOL: '1' } as Record<string, string>) : db;
  let dbHolding: number;
  let dbQueued: number;
  let ledgerHeld: number;
  try {
    const counts = one<{ holding: number; queued: number }>(
      await check.dataSource.query(
        `SELECT count(*) FILTER (WHERE status <> 'in_queue')::int AS holding, count(*) FILTER (WHERE status = 'in_queue')::int AS queued FROM booking WHERE product_id = $1`,
        [hotRoom],
      ),
    );
    const [ledger]: { held: number }[] = await check.dataSource.query(
      `SELECT held FROM product_night WHERE product_id = $1 AND night = $2`,
      [hotRoom, start],
    );
    dbHolding = counts.holding;
    dbQueued = counts.queued;
    ledgerHeld = ledger?.held ?? 0;
  } finally {
    await check.close();
  }
  const sorted = (xs: Answer[]) => xs.map((a) => a.ms).sort((a, b) => a - b);
  const okSpread = spread.filter((a) => a.ok).length;
  return {
    processes,
    hot: {
      requests: hotN,
      wallMs: hotWall,
      holding: hot.filter((a) => a.ok && a.status !== 'in_queue').length,
      queued: hot.filter((a) => a.ok && a.status === 'in_queue').length,
      dbHolding,
      dbQueued,
      errors: hot.filter((a) => !a.ok).length,
      ledgerHeld,
      p99: percentile(sorted(hot), 99),
      firstError: hot.find((a) => !a.ok)?.error,
    },
    spread: {
      requests: spreadN,
      rooms,
      wallMs: spreadWall,
      perSecond: (okSpread / spreadWall) * 1000,
      errors: spreadN - okSpread,
      concurrency,
      p50: percentile(sorted(spread), 50),
      p99: percentile(sorted(spread), 99),
      firstError: spread.find((a) => !a.ok)?.error,
    },
  };
}

/** The storm table and its checks (informational for the PGlite reference). */
export function stormSection(title: string, s: StormFigures, informational: boolean): SectionResult {
  const h = s.hot;
  const p = s.spread;
  const exact =
    h.holding === 3 &&
    h.queued === h.requests - 3 &&
    h.errors === 0 &&
    h.dbHolding === 3 &&
    h.dbQueued === h.requests - 3 &&
    h.ledgerHeld === 3;
  const checks: Check[] = [
    {
      what: `${title}: hot room, ${h.requests} concurrent requests on 3 places`,
      value: `${h.holding} hold, ${h.queued} queued, ${h.errors} errors (database: ${h.dbHolding} hold, ${h.dbQueued} queued, ledger held ${h.ledgerHeld})`,
      target: `3 hold, ${h.requests - 3} queued, 0 errors`,
      met: exact,
      hard: true,
    },
    {
      what: `${title}: hot room wall time`,
      value: `${fmt(h.wallMs, 0)} ms`,
      target: '< 2,000 ms',
      ratio: 2000 / h.wallMs,
      met: informational ? null : h.wallMs < 2000,
    },
    {
      what: `${title}: spread storm over ${p.rooms} rooms`,
      value: `${fmt(p.perSecond, 0)} bookings/s (${p.errors} errors)`,
      target: '≥ 500 bookings/s, 0 errors',
      ratio: p.perSecond / 500,
      met: informational ? null : p.perSecond >= 500 && p.errors === 0,
    },
  ];
  if (p.errors > 0) checks.push({ what: `${title}: spread storm errors`, value: String(p.errors), target: '0', met: false, hard: true });
  const markdown = [
    table(
      ['storm', 'gateway processes', 'requests', 'wall time', 'result', 'latency p50 / p99'],
      [
        [
          'one room, 3 places, all at once',
          s.processes,
          h.requests,
          `${fmt(h.wallMs, 0)} ms`,
          `${h.holding} hold, ${h.queued} queued, ${h.errors} errors; ledger held ${h.ledgerHeld}`,
          `— / ${fmt(h.p99, 0)} ms`,
        ],
        [
          `${p.rooms} rooms, ${p.concurrency} in flight`,
          s.processes,
          p.requests,
          `${fmt(p.wallMs, 0)} ms`,
          `${fmt(p.perSecond, 0)} bookings/s, ${p.errors} errors`,
          `${fmt(p.p50, 0)} / ${fmt(p.p99, 0)} ms`,
        ],
      ],
    ),
    ...(h.firstError || p.firstError ? ['', `First error: ${h.firstError ?? p.firstError}`] : []),
  ].join('\n');
  return { title, markdown, checks };
}
