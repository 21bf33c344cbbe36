/**
 * A stalled SMTP server (issue 29 §2): one that accepts a connection and never answers. Two
 * delivery workers pass over the same messages while it stalls and after it recovers; every
 * message reaches the server exactly once or is reported failed, none twice, and each carries a
 * stable Message-ID (the same on every attempt) so a receiving server can drop a repeat.
 *
 * On PostgreSQL (DATABASE_URL, CI's second pass) the two workers have their own DataSources, as two
 * gateway processes have; on the embedded PGlite they share its one connection.
 */
import type { Database } from '../platform/db/database';
import { inTransaction } from '../platform/db/database';
import { openTestDatabase } from '../test-support/db';
import { startSmtpSink, startStallingSmtp, type SmtpSink, type StallingSmtp } from '../test-support/smtp';
import { emailSender } from './channels';
import { OutboxDelivery, type PassResult } from './delivery';
import { enqueue } from './outbox';

const onPostgres = Boolean(process.env.DATABASE_URL);
/**
 * Short timeouts and lease, so a stall shows in seconds what it does in minutes in production: a
 * stalled server is given up on after 300 ms without a greeting; a working one has 3 s per answer,
 * longer than the lease, which the worker must renew while it waits.
 */
const TIMEOUTS = { connectionMs: 1_000, greetingMs: 300, socketMs: 3_000 };
const LEASE_SECONDS = 1;

let a: Database;
let b: Database;
let sink: SmtpSink;
let smtp: StallingSmtp;
beforeAll(async () => {
  a = await openTestDatabase();
  b = onPostgres ? await openTestDatabase() : a;
  sink = await startSmtpSink();
  smtp = await startStallingSmtp(sink);
});
afterAll(async () => {
  await smtp?.close();
  await sink?.close();
  if (b !== a) await b?.close();
  await a?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it(`sends each message once with two workers while the server stalls and recovers (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const run = `${process.pid}-${Date.now()}`;
  const addresses = Array.from({ length: 8 }, (_, i) => `stall${i}-${run}@noq.test`);
  const ids = await inTransaction(a.dataSource, (tx) =>
    enqueue(
      tx,
      addresses.map((address) => ({ template: 'booking.received' as const, channel: 'email' as const, address })),
    ),
  );
  const workers = [a, b].map(
    (db) =>
      new OutboxDelivery(db.dataSource, { email: emailSender(smtp.url, 'noQ <noreply@noq.test>', TIMEOUTS) }, 'https://noq.test', {
        leaseSeconds: LEASE_SECONDS,
      }),
  );
  smtp.stalled = true;
  const started = Date.now();
  setTimeout(() => (smtp.stalled = false), 1_500).unref();
  const totals: PassResult = { sent: 0, failed: 0, retried: 0, noChannel: 0 };
  const loop = async (w: OutboxDelivery) => {
    while (Date.now() - started < 20_000) {
      const r = await w.runOnce({ onlyIds: ids });
      totals.sent += r.sent;
      totals.failed += r.failed;
      totals.retried += r.retried;
      // Time passes for a retry: a back-off (a minute or more) is pulled in, a lease (a second) is not.
      await a.dataSource.query(
        `UPDATE outbox_message SET next_attempt_at = clock_timestamp()
          WHERE id = ANY ($1) AND status = 'pending' AND next_attempt_at > clock_timestamp() + interval '30 seconds'`,
        [ids],
      );
      const [open]: { n: number }[] = await a.dataSource.query(
        `SELECT count(*)::int AS n FROM outbox_message WHERE id = ANY ($1) AND status = 'pending'`,
        [ids],
      );
      if (open?.n === 0) return;
      await sleep(50);
    }
  };
  try {
    await Promise.all(workers.map(loop));
  } finally {
    for (const w of workers) w.close();
  }
  expect(smtp.stalledConnections).toBeGreaterThan(0);
  const rows: { id: number; status: string; address: string }[] = await a.dataSource.query(
    `SELECT id::int AS id, status, address FROM outbox_message WHERE id = ANY ($1) ORDER BY id`,
    [ids],
  );
  expect(rows.every((r) => r.status === 'sent' || r.status === 'failed')).toBe(true);
  // None twice: each address got its message once if it was sent, never if it failed.
  for (const r of rows) expect([r.address, sink.to(r.address).length]).toEqual([r.address, r.status === 'sent' ? 1 : 0]);
  expect(totals.sent).toBe(rows.filter((r) => r.status === 'sent').length);
});

it('gives a message one Message-ID for every attempt', async () => {
  const address = `msgid-${process.pid}-${Date.now()}@noq.test`;
  const [id] = await inTransaction(a.dataSource, (tx) => enqueue(tx, [{ template: 'booking.received', channel: 'email', address }]));
  smtp.stalled = false;
  const w = new OutboxDelivery(a.dataSource, { email: emailSender(sink.url, 'noQ <noreply@noq.test>') }, 'https://noq.test');
  try {
    expect(await w.runOnce({ onlyIds: [id ?? 0] })).toMatchObject({ sent: 1 });
    // A worker that sent and died before it could say so: the message is tried again.
    await a.dataSource.query(`UPDATE outbox_message SET status = 'pending', sent_at = NULL, next_attempt_at = now() WHERE id = $1`, [id]);
    expect(await w.runOnce({ onlyIds: [id ?? 0] })).toMatchObject({ sent: 1 });
  } finally {
    w.close();
  }
  const ids = sink.to(address).map((m) => m.headers.get('message-id'));
  expect(ids).toHaveLength(2);
  expect(ids[0]).toMatch(/^<noq\.outbox\.\d+\.\d+@noq\.test>$/);
  expect(ids[1]).toBe(ids[0]);
});
