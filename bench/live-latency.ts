/**
 * Issue 7's benchmark: latency from a booking's commit on gateway A to its event on a WebSocket
 * subscriber of gateway B, over one PostgreSQL. p50 and p95 over 500 bookings (target p95 < 250 ms).
 *
 *   DATABASE_URL=postgres://... npm run bench:live     (needs the built gateway: npm run build)
 *
 * The commit time is the change_event row's clock_timestamp (written in the committing
 * transaction); the arrival time is taken when B's client receives the event. Same machine, one clock.
 */
import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { openDatabase } from '../gateway/src/platform/db/database';
import { Factory } from '../gateway/src/test-support/factories';
import { freePort, GatewayProcess } from '../gateway/src/test-support/cluster';
import { HttpClient } from '../gateway/src/test-support/http';
import { collect, wsClient } from '../gateway/src/test-support/ws-client';
import { addDays, stockholmDate } from '../gateway/src/platform/dates';

const N = Number(process.env.BENCH_BOOKINGS ?? 500);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('bench:live needs DATABASE_URL (PostgreSQL)');
  const db = await openDatabase({ DATABASE_URL: url, NOQ_DB_POOL: '4' });
  const f = new Factory(db.dataSource);
  const a = new GatewayProcess(await freePort());
  const b = new GatewayProcess(await freePort());
  await a.start();
  await b.start();
  try {
    const today = stockholmDate(new Date());
    const shelter = await f.shelter();
    const room = await f.product(shelter, { places: N + 10 });
    const host = await f.host(shelter);
    const ws = wsClient(b.url, await f.sessionCookie(host.userId));
    const arrivals = new Map<string, number>();
    const events = collect<{ changes: { seq: number } }>(ws, 'subscription { changes { seq } }');
    const origPush = events.events.push.bind(events.events);
    events.events.push = (...items) => {
      for (const e of items) arrivals.set(String(e.changes.seq), Date.now());
      return origPush(...items);
    };
    await new Promise((r) => setTimeout(r, 500));

    const guests = await f.guests(N);
    const client = new HttpClient(a.url);
    const q = `mutation($p: ID!, $s: LocalDate!, $e: LocalDate!) { requestBooking(input: { productId: $p, startDate: $s, endDate: $e }) { id } }`;
    for (const g of guests) {
      client.cookie = await f.sessionCookie(g.userId);
      const r = await client.gql(q, { p: String(room), s: addDays(today, 1), e: addDays(today, 2) });
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      await new Promise((r2) => setTimeout(r2, 5));
    }
    await events.waitFor(N, 30_000);
    const rows: { seq: number; at: Date }[] = await db.dataSource.query(
      `SELECT seq::float8 AS seq, at FROM change_event WHERE shelter_id = $1 AND action = 'request' ORDER BY seq`,
      [shelter],
    );
    const latencies = rows
      .map((r) => (arrivals.get(String(r.seq)) ?? NaN) - r.at.getTime())
      .filter(Number.isFinite)
      .sort((x, y) => x - y);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const line = `| live event, commit on A → WebSocket on B | ${latencies.length} bookings | p50 ${p50} ms | p95 ${p95} ms | target p95 < 250 ms: ${p95 !== undefined && p95 < 250 ? 'met' : 'NOT met'} |`;
    console.log(line);
    const out = path.join(__dirname, 'results', 'live-latency.md');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      `# Live event latency (issue 7)\n\nMeasured ${new Date().toISOString()} on ${process.platform} ${process.arch}, node ${process.version}, ` +
        `2 gateway processes (NODE_ENV=production) over PostgreSQL; one booking every ~5 ms, sequential.\n\n` +
        `| what | n | p50 | p95 | target |\n|---|---|---|---|---|\n${line}\n`,
    );
    await ws.dispose();
  } finally {
    await a.stop();
    await b.stop();
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
