/**
 * Issue 22 §3: tables that stop growing, shown by a soak. Two days of the country's writes at the
 * national rate, in fast-forward on PostgreSQL: every 10 simulated minutes (the pruning's default
 * interval) the rows those minutes write, then one pruning pass of the product's own PruningService
 * with its injectable clock at that moment. The second day is the steady state; the peaks of the
 * pruned tables must stay under 100,000 rows.
 *
 * The rates come from the national data set (bench/national.ts: 2,000,000 bookings in five years at
 * 1,000 shelters, about 3.5 audit events each) and are tripled for a busy season, with an evening
 * peak (16–22 three times the other hours' rate):
 *
 * - change events: one per booking event (the live-refetch hints) and as many again for everything
 *   else that changes (rooms, places, bars), about 11,400 a day;
 * - sessions: 20,000 logins a day nationally (guests with a stay or a request, the shelters' staff,
 *   caseworkers, volunteers), tripled: 60,000; each used for up to 3 hours, then left to idle out
 *   (24 h idle, 14 days at most: auth.service.ts);
 * - login throttle counters: one per account or address with a failed login in its window, 5 % of
 *   the logins;
 * - outbox messages: about 3 per booking (request, answer, reminder), kept 30 days once sent.
 */
import { Client } from 'pg';
import { openDatabase } from '../gateway/src/platform/db/database';
import { instantClock } from '../gateway/src/platform/clock';
import { PruningService } from '../gateway/src/upkeep/pruning.service';
import { DEFAULT_PRUNE_INTERVAL_MS } from '../gateway/src/upkeep/pruning';
import { type BenchOptions, type Check, dropDatabase, fmt, freshDatabase, log, runSectionAlone, type SectionResult, table } from './lib';
import { NATIONAL } from './national';

const DAY_MS = 86_400_000;
const BUSY_SEASON = 3;
const PER_DAY = (() => {
  const bookings = (NATIONAL.bookings / (5 * 365)) * BUSY_SEASON;
  const logins = 20_000 * BUSY_SEASON;
  return {
    changes: Math.round(bookings * 3.5 * 2),
    sessions: logins,
    throttle: Math.round(logins * 0.05),
    outbox: Math.round(bookings * 3),
  };
})();
/** The tables the issue's target names, and the one more that is pruned. */
const TARGETED = ['change_event', 'session', 'login_throttle'] as const;
const TABLES = [...TARGETED, 'outbox_message'] as const;
const LIMIT = 100_000;

/** The evening (16–22) has three times the other hours' share of a day's writes. */
const hourWeight = (hour: number) => (hour >= 16 && hour < 22 ? 3 : 1);
const WEIGHT_SUM = Array.from({ length: 24 }, (_, h) => hourWeight(h)).reduce((a, b) => a + b, 0);

export async function runSoak(opts: BenchOptions): Promise<SectionResult[]> {
  if (!opts.serverUrl) throw new Error('the soak section needs PostgreSQL');
  const name = 'noq_bench_soak';
  const url = await freshDatabase(opts.serverUrl, name);
  const db = await openDatabase({ DATABASE_URL: url });
  const c = new Client({ connectionString: url });
  await c.connect();
  const stepMs = opts.smoke ? 6 * DEFAULT_PRUNE_INTERVAL_MS : DEFAULT_PRUNE_INTERVAL_MS;
  const days = 2;
  const start = Date.parse('2031-01-01T00:00:00Z');
  const peak: Record<string, number> = Object.fromEntries(TABLES.map((t) => [t, 0]));
  const written: Record<string, number> = Object.fromEntries(TABLES.map((t) => [t, 0]));
  const passMs: number[] = [];
  let carried: Record<string, number> = Object.fromEntries(TABLES.map((t) => [t, 0]));
  let stepNo = 0;
  try {
    const [{ id: userId }] = (
      await c.query<{ id: number }>(`INSERT INTO app_user (first_name, last_name, groups) VALUES ('Soak', 'Guest', '{user}') RETURNING id`)
    ).rows as [{ id: number }];
    const t0 = performance.now();
    for (let at = start; at < start + days * DAY_MS; at += stepMs, stepNo++) {
      const now = new Date(at + stepMs);
      const share = (stepMs / 3_600_000) * (hourWeight(new Date(at).getUTCHours()) / WEIGHT_SUM);
      // Whole rows only; what a step's share leaves over is carried to the next step.
      const due: Record<string, number> = {};
      for (const [table, perDay] of [
        ['change_event', PER_DAY.changes],
        ['session', PER_DAY.sessions],
        ['login_throttle', PER_DAY.throttle],
        ['outbox_message', PER_DAY.outbox],
      ] as const) {
        const exact = (carried[table] ?? 0) + perDay * share;
        due[table] = Math.floor(exact);
        carried = { ...carried, [table]: exact - Math.floor(exact) };
        written[table] = (written[table] ?? 0) + Math.floor(exact);
      }
      // Spread over the step: row i of n at at + i/n of the step.
      const spread = (n: string) => `to_timestamp(${at / 1000} + (g::float8 / ${n}) * ${stepMs / 1000})`;
      await c.query(
        `INSERT INTO change_event (at, kind, action, shelter_id, booking_id)
         SELECT ${spread('$1')}, 'booking', 'transition', 1 + g % 1000, g FROM generate_series(1, $1::int) g`,
        [due.change_event],
      );
      // A session is used for up to 3 hours after its login, then idles out.
      await c.query(
        `INSERT INTO session (id, user_id, created_at, last_seen_at, expires_at)
         SELECT md5($2::text || ':' || g), $3, ${spread('$1')}, ${spread('$1')} + (g % 180) * interval '1 minute',
                ${spread('$1')} + interval '14 days'
           FROM generate_series(1, $1::int) g`,
        [due.session, stepNo, userId],
      );
      await c.query(
        `INSERT INTO login_throttle (key, window_start, failures)
         SELECT 'soak:' || $2::text || ':' || g, ${spread('$1')}, 1 + g % 3 FROM generate_series(1, $1::int) g`,
        [due.login_throttle, stepNo],
      );
      await c.query(
        `INSERT INTO outbox_message (created_at, template, channel, address, status, sent_at, next_attempt_at)
         SELECT ${spread('$1')}, 'booking.answer', 'email', 'gast' || g || '@example.org', 'sent', ${spread('$1')}, ${spread('$1')}
           FROM generate_series(1, $1::int) g`,
        [due.outbox_message],
      );
      const p0 = performance.now();
      await new PruningService(db.dataSource, instantClock(now)).pruneOnce();
      passMs.push(performance.now() - p0);
      const counts = (
        await c.query<Record<string, number>>(`SELECT ${TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`)
      ).rows[0] as Record<string, number>;
      for (const t of TABLES) peak[t] = Math.max(peak[t] ?? 0, counts[t] ?? 0);
    }
    log(`soak: ${days} simulated days in ${stepNo} passes, ${fmt((performance.now() - t0) / 1000, 1)} s`);
    const final = (
      await c.query<Record<string, number>>(`SELECT ${TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`)
    ).rows[0] as Record<string, number>;
    passMs.sort((a, b) => a - b);
    const checks: Check[] = TARGETED.map((t) => ({
      what: `Pruning: ${t} rows at most, over a 48-hour soak at the national rate ×${BUSY_SEASON} (fast-forward)`,
      value: fmt(peak[t] ?? 0, 0),
      target: `< ${fmt(LIMIT, 0)}`,
      ratio: LIMIT / Math.max(1, peak[t] ?? 0),
      met: (peak[t] ?? 0) < LIMIT,
    }));
    checks.push({
      what: 'Pruning: the longest pass of the soak (every table, batches of 5,000)',
      value: `${fmt(passMs[passMs.length - 1] ?? 0, 0)} ms`,
      target: 'recorded',
      met: null,
    });
    const markdown = [
      `Two simulated days in fast-forward on PostgreSQL (bench/soak.ts): every ${fmt(stepMs / 60_000, 0)} minutes of simulated time the rows the country writes in them (the national rate ×${BUSY_SEASON}, evenings three times busier), then one pass of the product's PruningService with its clock at that moment. Nothing but the pruning ever deletes these rows.`,
      '',
      table(
        ['table', 'written a day', 'written in 48 h', 'most rows at once', 'rows at the end', 'kept by the rule'],
        [
          [
            'change_event',
            fmt(PER_DAY.changes, 0),
            fmt(written.change_event ?? 0, 0),
            fmt(peak.change_event ?? 0, 0),
            fmt(final.change_event ?? 0, 0),
            '1 day',
          ],
          [
            'session',
            fmt(PER_DAY.sessions, 0),
            fmt(written.session ?? 0, 0),
            fmt(peak.session ?? 0, 0),
            fmt(final.session ?? 0, 0),
            'until 24 h idle or 14 days',
          ],
          [
            'login_throttle',
            fmt(PER_DAY.throttle, 0),
            fmt(written.login_throttle ?? 0, 0),
            fmt(peak.login_throttle ?? 0, 0),
            fmt(final.login_throttle ?? 0, 0),
            '1 day past its window',
          ],
          [
            'outbox_message',
            fmt(PER_DAY.outbox, 0),
            fmt(written.outbox_message ?? 0, 0),
            fmt(peak.outbox_message ?? 0, 0),
            fmt(final.outbox_message ?? 0, 0),
            '30 days once sent (a 48-hour soak never reaches it)',
          ],
        ],
      ),
      '',
      `Pruning passes: ${stepNo}; time per pass p50 ${fmt(passMs[Math.floor(passMs.length / 2)] ?? 0, 1)} ms, longest ${fmt(passMs[passMs.length - 1] ?? 0, 1)} ms (each batch one DELETE of at most 5,000 rows picked by ctid, FOR UPDATE SKIP LOCKED).`,
    ].join('\n');
    return [{ title: 'Tables that stop growing (soak)', markdown, checks }];
  } finally {
    await c.end();
    await db.close();
    await dropDatabase(opts.serverUrl, name);
  }
}

if (require.main === module) runSectionAlone('soak', runSoak);
