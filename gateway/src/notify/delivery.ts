/**
 * The outbox's delivery worker (issue 20 §1). Each gateway runs one; any number of them share one
 * database and still send each message once:
 *
 * - the worker CLAIMS one due row at a time (`FOR UPDATE SKIP LOCKED`, so two gateways never take
 *   the same row) by leasing it: attempts + 1 and next_attempt_at pushed LEASE ahead. No lock is
 *   held while talking to SMTP or the SMS gateway; another worker skips the row until the lease
 *   runs out. While the send is under way the worker renews the lease (every third of it), so a
 *   claim always outlasts the work it covers, however long a stalled server keeps the send: only a
 *   gateway that dies mid-send leaves a row to be tried again (issue 29 §2; claiming a batch of 20
 *   for 300 s let another gateway reclaim and send again the rows a stalled server had not reached);
 * - every e-mail carries a Message-ID made from the row (`<noq.outbox.ID.CREATED@HOST>`), the same on
 *   every attempt, so a receiving server can drop the repeat of a send that went through without
 *   the worker hearing so;
 * - a message with a one-time link gets its link as it is sent (the `LinkIssuer` app/ hands in:
 *   credentials/tokens.ts `accountLinks`; without one such a message fails, never leaves link-less):
 *   the row holds no token, and the link's lifetime counts from the send
 *   (issue 29 §3, §6). A link the account no longer wants (deactivated, already activated) is not
 *   sent: the row is failed with the reason, which Utskick shows;
 * - after the send, one UPDATE guarded by the claimed attempt number marks it sent (sent_at),
 *   failed for good (last_error; after MAX_ATTEMPTS, or an answer that says trying again cannot
 *   help), or due again after a back-off (BACKOFF_MINUTES);
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
import { isLinkTemplate, SMS_CODE_TEMPLATE, type Channel, type CodeIssuer, type LinkIssuer, type MessageLink } from './outbox';
import { OUTBOX_CHANNEL } from './outbox';
import type { Sender } from './channels';
import { enqueueArrivalMessages, enqueueHostDigests } from './booking-messages';
import { inTransaction } from '../platform/db/database';

/** Minutes to wait after the 1st, 2nd, … failed attempt; the last entry repeats. */
export const BACKOFF_MINUTES = [1, 5, 15, 60, 240] as const;
/** After this many attempts a transient failure is final too. */
export const MAX_ATTEMPTS = 6;
/** How long a claimed row is left alone by other workers; renewed every third of it while its send runs. */
export const LEASE_SECONDS = 300;
/** A pass stops claiming after this many messages (the next pass goes on). */
const MAX_PER_PASS = 200;
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
  created_ms: string;
  recipient_id: number | null;
  template: string;
  channel: Channel;
  address: string;
  language: string;
  params: Record<string, string>;
  attempts: number;
}

const CHANNELS: readonly Channel[] = ['email', 'sms'];

export class OutboxDelivery {
  private readonly leaseSeconds: number;
  private readonly links: LinkIssuer | null;
  private readonly codes: CodeIssuer | null;

  constructor(
    private readonly ds: DataSource,
    private readonly senders: Senders,
    private readonly baseUrl: string,
    opts: { leaseSeconds?: number; links?: LinkIssuer; codes?: CodeIssuer } = {},
  ) {
    this.leaseSeconds = opts.leaseSeconds ?? LEASE_SECONDS;
    this.links = opts.links ?? null;
    this.codes = opts.codes ?? null;
  }

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
    for (let i = 0; i < MAX_PER_PASS; i++) {
      const [row] = await this.claim(only);
      if (!row) break;
      await this.deliver(row, result);
    }
    return result;
  }

  /** One due row, leased to this worker (issue 29 §2: one at a time, so no claim covers rows it cannot reach in time). */
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
        RETURNING o.id::int AS id, floor(EXTRACT(EPOCH FROM o.created_at) * 1000)::bigint::text AS created_ms, o.recipient_id,
                  o.template, o.channel, o.address, o.language, o.params, o.attempts
       )
       SELECT * FROM claimed ORDER BY id`,
      [1, this.leaseSeconds, only],
    );
  }

  /** A Message-ID of the row, the same on every attempt (issue 29 §2). */
  private messageId(row: ClaimedRow): string {
    const host = URL.canParse(this.baseUrl) ? new URL(this.baseUrl).hostname || 'localhost' : 'localhost';
    return `<noq.outbox.${row.id}.${row.created_ms}@${host}>`;
  }

  /** Keeps the row's lease ahead of the send while it runs (issue 29 §2). */
  private holdLease(row: ClaimedRow): () => void {
    const timer = setInterval(
      () => {
        this.ds
          .query(
            `UPDATE outbox_message SET next_attempt_at = clock_timestamp() + make_interval(secs => $3)
              WHERE id = $1 AND status = 'pending' AND attempts = $2`,
            [row.id, row.attempts, this.leaseSeconds],
          )
          .catch((e: unknown) => logError('outbox: renewing a lease', e));
      },
      Math.max(50, (this.leaseSeconds * 1000) / 3),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  private async deliver(row: ClaimedRow, result: PassResult): Promise<void> {
    const sender = this.senders[row.channel];
    let secret: Record<string, string> | null = null;
    const template = row.template;
    if (isLinkTemplate(template) || template === SMS_CODE_TEMPLATE) {
      const links = this.links;
      const codes = this.codes;
      const message = { id: row.id, attempts: row.attempts, recipientId: row.recipient_id };
      // Never a link-less (or code-less) account message: without an issuer it fails, with the reason in Utskick.
      const link: MessageLink = isLinkTemplate(template)
        ? links
          ? await inTransaction(this.ds, (tx) => links(tx, { ...message, template }))
          : { dropped: 'Ej skickat: ingen länk kunde göras' }
        : codes
          ? await inTransaction(this.ds, (tx) => codes(tx, message))
          : { dropped: 'Ej skickat: ingen kod kunde göras' };
      if ('lost' in link) return;
      if ('dropped' in link) {
        await this.ds.query(
          `UPDATE outbox_message SET status = 'failed', last_error = $3 WHERE id = $1 AND status = 'pending' AND attempts = $2`,
          [row.id, row.attempts, link.dropped],
        );
        result.failed++;
        return;
      }
      secret = { token: link.token };
    }
    const rendered = render(row.template, { params: row.params, secret, language: row.language, baseUrl: this.baseUrl });
    let outcome: { ok: true } | { ok: false; permanent: boolean; error: string };
    if (!rendered) outcome = { ok: false, permanent: true, error: `okänd mall ${row.template}` };
    else if (!sender) outcome = { ok: false, permanent: true, error: 'ingen kanal' };
    else {
      const release = this.holdLease(row);
      try {
        outcome = await sender.send(row.address, rendered, { 'X-Noq-Message': String(row.id) }, this.messageId(row));
      } catch (e) {
        outcome = { ok: false, permanent: false, error: e instanceof Error ? e.message : 'okänt fel' };
      } finally {
        release();
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
