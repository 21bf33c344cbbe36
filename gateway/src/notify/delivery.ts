/**
 * The outbox's delivery worker (issue 20 §1). Each gateway runs one; any number of them share one
 * database and still send each message once:
 *
 * - a pass CLAIMS due rows in one short statement (`FOR UPDATE SKIP LOCKED`, so two gateways
 *   never take the same row) by leasing them: attempts + 1 and next_attempt_at pushed LEASE ahead.
 *   No lock is held while talking to SMTP or the SMS gateway; another worker skips the row until
 *   the lease runs out (only a gateway that dies mid-send leaves a row to be tried again then);
 * - after the send, one UPDATE guarded by the claimed attempt number marks it sent (sent_at),
 *   failed for good (last_error; after MAX_ATTEMPTS, or an answer that says trying again cannot
 *   help), or due again after a back-off (BACKOFF_MINUTES). `secret` is wiped when a row is final;
 * - a row whose channel is not configured becomes 'no_channel' ("Ej skickat – ingen kanal").
 *
 * The worker passes every NOQ_OUTBOX_INTERVAL_MS, and at once when an enqueue commits (the
 * OUTBOX_CHANNEL NOTIFY, heard by each gateway's LISTEN). Once a minute it also queues the day of
 * arrival messages and the host staff's digests (booking-messages.ts), both idempotent and safe
 * under concurrency.
 */
import type { DataSource } from 'typeorm';
import type { Clock } from '../platform/clock';
import { stockholmTime } from '../platform/dates';
import { log, logError } from '../platform/log';
import { render } from './catalogue';
import type { Channel } from './outbox';
import { OUTBOX_CHANNEL } from './outbox';
import type { Sender } from './channels';
import { enqueueArrivalMessages, enqueueHostDigests } from './booking-messages';

/** Minutes to wait after the 1st, 2nd, … failed attempt; the last entry repeats. */
export const BACKOFF_MINUTES = [1, 5, 15, 60, 240] as const;
/** After this many attempts a transient failure is final too. */
export const MAX_ATTEMPTS = 6;
/** How long a claimed row is left alone by other workers (longer than any send's timeouts). */
export const LEASE_SECONDS = 300;
/** Rows claimed per statement. */
const BATCH = 20;
/** A pass stops claiming after this many batches (the next pass goes on). */
const MAX_BATCHES = 10;
/** Day-of-arrival messages are queued from this Stockholm time on (nobody's phone at 00:01). */
export const ARRIVAL_FROM = '07:00';

export const backoffMinutes = (attempt: number): number =>
  BACKOFF_MINUTES[Math.min(Math.max(attempt, 1), BACKOFF_MINUTES.length) - 1] ?? 240;

export type Senders = Partial<Record<Channel, Sender | null>>;

export interface PassResult {
  sent: number;
  failed: number;
  retried: number;
  noChannel: number;
}

interface ClaimedRow {
  id: number;
  template: string;
  channel: Channel;
  address: string;
  language: string;
  params: Record<string, string>;
  secret: Record<string, string> | null;
  attempts: number;
}

const CHANNELS: readonly Channel[] = ['email', 'sms'];

export class OutboxDelivery {
  constructor(
    private readonly ds: DataSource,
    private readonly senders: Senders,
    private readonly baseUrl: string,
  ) {}

  /**
   * One pass: every due message is tried once (up to MAX_BATCHES × BATCH). `onlyIds` keeps a
   * test's pass to its own rows (test files share one PostgreSQL in CI).
   */
  async runOnce(opts: { onlyIds?: readonly number[] } = {}): Promise<PassResult> {
    const only = opts.onlyIds ? [...opts.onlyIds] : null;
    const result: PassResult = { sent: 0, failed: 0, retried: 0, noChannel: 0 };
    const off = CHANNELS.filter((c) => !this.senders[c]);
    if (off.length > 0) {
      const rows: unknown[] = await this.ds.query(
        `WITH u AS (
           UPDATE outbox_message SET status = 'no_channel', secret = NULL
            WHERE status = 'pending' AND channel = ANY ($1) AND ($2::bigint[] IS NULL OR id = ANY ($2)) RETURNING id
         )
         SELECT id FROM u`,
        [off, only],
      );
      result.noChannel = rows.length;
    }
    for (let i = 0; i < MAX_BATCHES; i++) {
      const claimed = await this.claim(only);
      for (const row of claimed) await this.deliver(row, result);
      if (claimed.length < BATCH) break;
    }
    return result;
  }

  private claim(only: number[] | null): Promise<ClaimedRow[]> {
    return this.ds.query(
      // In a CTE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
      `WITH claimed AS (
       UPDATE outbox_message o
          SET attempts = o.attempts + 1, next_attempt_at = clock_timestamp() + make_interval(secs => $2)
        WHERE o.id IN (SELECT id FROM outbox_message
                        WHERE status = 'pending' AND next_attempt_at <= clock_timestamp()
                          AND ($3::bigint[] IS NULL OR id = ANY ($3))
                        ORDER BY next_attempt_at, id LIMIT $1
                          FOR UPDATE SKIP LOCKED)
        RETURNING o.id::int AS id, o.template, o.channel, o.address, o.language, o.params, o.secret, o.attempts
       )
       SELECT * FROM claimed ORDER BY id`,
      [BATCH, LEASE_SECONDS, only],
    );
  }

  private async deliver(row: ClaimedRow, result: PassResult): Promise<void> {
    const sender = this.senders[row.channel];
    const rendered = render(row.template, { params: row.params, secret: row.secret, language: row.language, baseUrl: this.baseUrl });
    let outcome: { ok: true } | { ok: false; permanent: boolean; error: string };
    if (!rendered) outcome = { ok: false, permanent: true, error: `okänd mall ${row.template}` };
    else if (!sender) outcome = { ok: false, permanent: true, error: 'ingen kanal' };
    else {
      try {
        outcome = await sender.send(row.address, rendered, { 'X-Noq-Message': String(row.id) });
      } catch (e) {
        outcome = { ok: false, permanent: false, error: e instanceof Error ? e.message : 'okänt fel' };
      }
    }
    // Each answer only where this worker still holds the claim (status pending, the same attempt).
    const mine = `id = $1 AND status = 'pending' AND attempts = $2`;
    if (outcome.ok) {
      await this.ds.query(
        `UPDATE outbox_message SET status = 'sent', sent_at = clock_timestamp(), secret = NULL, last_error = NULL WHERE ${mine}`,
        [row.id, row.attempts],
      );
      result.sent++;
    } else if (outcome.permanent || row.attempts >= MAX_ATTEMPTS) {
      await this.ds.query(`UPDATE outbox_message SET status = 'failed', secret = NULL, last_error = $3 WHERE ${mine}`, [
        row.id,
        row.attempts,
        outcome.error,
      ]);
      result.failed++;
    } else {
      await this.ds.query(
        `UPDATE outbox_message SET next_attempt_at = clock_timestamp() + make_interval(mins => $3), last_error = $4 WHERE ${mine}`,
        [row.id, row.attempts, backoffMinutes(row.attempts), outcome.error],
      );
      result.retried++;
    }
  }

  close(): void {
    for (const c of CHANNELS) this.senders[c]?.close();
  }
}

/**
 * The scheduled messages' pass: the day-of-arrival messages (from ARRIVAL_FROM, Stockholm time)
 * and the host staff's digests, in one transaction; idempotent (a second pass, or another
 * gateway's at the same time, queues nothing more).
 */
export async function queueScheduledMessages(ds: DataSource, clock: Clock): Promise<{ arrivals: number; digests: number }> {
  return ds.transaction(async (tx) => {
    const arrivals = stockholmTime(clock.now()) >= ARRIVAL_FROM ? await enqueueArrivalMessages(tx, clock.today()) : 0;
    const digests = await enqueueHostDigests(tx);
    return { arrivals, digests };
  });
}

export interface DeliveryWorker {
  /** A pass soon (after the one under way): what an enqueue's NOTIFY calls. */
  poke(): void;
  /** One pass now (after the one under way). */
  runNow(): Promise<PassResult | null>;
  stop(): Promise<void>;
}

export type Listen = (
  channel: string,
  handlers: { onMessage(payload: string): void; onReconnect(): void },
) => Promise<{ close(): Promise<void> }>;

/** Between the scheduled messages' passes. */
const SCHEDULE_EVERY_MS = 60_000;

/** Starts the worker: a pass now, then every `intervalMs`, and one soon after each NOTIFY. */
export async function startDeliveryWorker(
  ds: DataSource,
  delivery: OutboxDelivery,
  opts: { intervalMs: number; clock: Clock; listen?: Listen },
): Promise<DeliveryWorker> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let last: Promise<PassResult | null> = Promise.resolve(null);
  let scheduledAt = 0;
  let wanted = false;

  const pass = (): Promise<PassResult | null> => {
    const run = last
      .catch(() => null)
      .then(async () => {
        wanted = false;
        if (stopped) return null;
        if (Date.now() - scheduledAt >= SCHEDULE_EVERY_MS) {
          scheduledAt = Date.now();
          await queueScheduledMessages(ds, opts.clock).catch((e: unknown) => logError('outbox: scheduled messages', e));
        }
        const r = await delivery.runOnce();
        if (r.sent + r.failed + r.retried > 0) {
          log.info({ sent: r.sent, retried: r.retried, failed: r.failed }, 'outbox delivery');
        }
        return r;
      });
    last = run.catch((e: unknown) => {
      logError('outbox delivery', e);
      return null;
    });
    return last;
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    timer = null;
    void pass().finally(() => schedule(wanted ? 0 : opts.intervalMs));
  };

  const listening = opts.listen
    ? await opts
        .listen(OUTBOX_CHANNEL, {
          onMessage: () => poke(),
          onReconnect: () => poke(),
        })
        .catch((e: unknown) => {
          logError('outbox: LISTEN', e);
          return null;
        })
    : null;

  function poke(): void {
    wanted = true;
    // A short delay gathers the NOTIFYs of one commit into one pass.
    if (!stopped && timer) schedule(50);
  }

  tick();
  return {
    poke,
    runNow: pass,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await listening?.close();
      await last;
      delivery.close();
    },
  };
}
