import { instantClock } from '../platform/clock';
import { useSuite } from '../test-support/suite';
import { PruningService } from './pruning.service';
import { PRUNE_RULES } from './pruning.rules';
import { DEFAULT_PRUNE_INTERVAL_MS, pruneIntervalFrom, startPruning } from './pruning';

const s = useSuite('2030-06-15');
const NOW = new Date('2030-06-15T12:00:00Z');
const hoursBefore = (h: number, from = NOW) => new Date(from.getTime() - h * 3_600_000).toISOString();

const count = async (table: string): Promise<number> =>
  Number((await s.db.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

async function changes(n: number, at: string): Promise<void> {
  await s.db.dataSource.query(
    `INSERT INTO change_event (at, kind, action, shelter_id) SELECT $1::timestamptz, 'booking', 'request', 1 FROM generate_series(1, $2)`,
    [at, n],
  );
}

async function sessions(userId: number, n: number, lastSeen: string, expires: string): Promise<void> {
  await s.db.dataSource.query(
    `INSERT INTO session (id, user_id, created_at, last_seen_at, expires_at)
     SELECT md5(random()::text || g), $1, $2::timestamptz, $2::timestamptz, $3::timestamptz FROM generate_series(1, $4) g`,
    [userId, lastSeen, expires, n],
  );
}

describe('pruning (issue 22 §3)', () => {
  beforeEach(async () => {
    for (const rule of PRUNE_RULES) await s.db.dataSource.query(`DELETE FROM ${rule.table}`);
  });

  it('deletes what nothing reads any more and keeps the rest: change events, sessions, throttle counters, outbox', async () => {
    const guest = await s.f.guest();
    await changes(3, hoursBefore(25));
    await changes(2, hoursBefore(23));
    await sessions(guest.userId, 2, hoursBefore(48), hoursBefore(-24)); // idle two days
    await sessions(guest.userId, 1, hoursBefore(2), hoursBefore(1)); // past its absolute expiry
    await sessions(guest.userId, 1, hoursBefore(2), hoursBefore(-100)); // alive
    await s.db.dataSource.query(`INSERT INTO login_throttle (key, window_start, failures) VALUES ('a:old', $1, 3), ('a:new', $2, 1)`, [
      hoursBefore(30),
      hoursBefore(0.1),
    ]);
    await s.db.dataSource.query(
      `INSERT INTO outbox_message (template, channel, address, status, created_at) VALUES
         ('booking.assigned', 'email', 'a@example.org', 'sent', $1),
         ('booking.assigned', 'email', 'b@example.org', 'sent', $2),
         ('booking.assigned', 'email', 'c@example.org', 'failed', $1),
         ('booking.assigned', 'email', 'd@example.org', 'failed', $3),
         ('booking.assigned', 'email', 'e@example.org', 'pending', $3)`,
      [hoursBefore(31 * 24), hoursBefore(29 * 24), hoursBefore(91 * 24)],
    );

    const deleted = await new PruningService(s.db.dataSource, instantClock(NOW)).pruneOnce();
    expect(deleted).toMatchObject({ change_event: 3, session: 3, login_throttle: 1, outbox_message: 2 });
    expect(await count('change_event')).toBe(2);
    expect(await count('session')).toBe(1);
    expect((await s.db.dataSource.query(`SELECT key FROM login_throttle`)).map((r: { key: string }) => r.key)).toEqual(['a:new']);
    expect(
      (await s.db.dataSource.query(`SELECT address FROM outbox_message ORDER BY address`)).map((r: { address: string }) => r.address),
    ).toEqual(['b@example.org', 'c@example.org', 'e@example.org']);
  });

  it('works in batches and leaves a backlog for the next pass', async () => {
    await changes(25, hoursBefore(48));
    const pruning = new PruningService(s.db.dataSource, instantClock(NOW));
    expect((await pruning.pruneOnce({ batch: 5, maxBatches: 3 })).change_event).toBe(15);
    expect(await count('change_event')).toBe(10);
    expect((await pruning.pruneOnce({ batch: 5, maxBatches: 3 })).change_event).toBe(10);
    expect(await count('change_event')).toBe(0);
  });

  it('keeps change events and sessions bounded over a day in fast-forward at a steady rate', async () => {
    const guest = await s.f.guest();
    const start = new Date('2030-06-14T00:00:00Z');
    const perHour = 400;
    let peak = 0;
    for (let hour = 0; hour < 48; hour++) {
      const at = new Date(start.getTime() + hour * 3_600_000);
      await changes(perHour, at.toISOString());
      // Logins that idle out after a while (each lives 14 days at most, idle 24 hours).
      await sessions(guest.userId, perHour / 10, at.toISOString(), new Date(at.getTime() + 14 * 24 * 3_600_000).toISOString());
      await new PruningService(s.db.dataSource, instantClock(at)).pruneOnce();
      peak = Math.max(peak, await count('change_event'), await count('session'));
    }
    // A day and an hour of events at most (what the rule keeps), never the whole two days.
    expect(peak).toBeLessThanOrEqual(25 * perHour);
    expect(await count('change_event')).toBe(25 * perHour);
    expect(await count('session')).toBeLessThanOrEqual(25 * (perHour / 10));
  });

  it('runs in the gateway: a pass at start and on demand, until stopped (NOQ_PRUNE_INTERVAL_MS)', async () => {
    await changes(4, hoursBefore(48));
    const job = startPruning(s.db.dataSource, instantClock(NOW), { intervalMs: 60_000 });
    try {
      await job.settled();
      expect(await count('change_event')).toBe(0);
      await changes(2, hoursBefore(30));
      expect((await job.runNow())?.change_event).toBe(2);
    } finally {
      await job.stop();
    }
    expect(await job.runNow()).toBeNull();
    expect(pruneIntervalFrom(undefined)).toBe(DEFAULT_PRUNE_INTERVAL_MS);
    expect(pruneIntervalFrom(' 0 ')).toBe(0);
    expect(pruneIntervalFrom('soon')).toBe(DEFAULT_PRUNE_INTERVAL_MS);
  });
});
