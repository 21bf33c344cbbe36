/**
 * Exactly once across gateways (issue 20 §1): two delivery workers, each with its own DataSource
 * (its own connection pool, as two gateway processes have) over one PostgreSQL, pass at the same
 * time over the same due messages; every message reaches the SMTP server once. PostgreSQL only
 * (DATABASE_URL, as CI's second pass provides): the embedded PGlite belongs to one process.
 *
 * And, on the embedded database, the running worker wakes on an enqueue's NOTIFY at commit: a
 * booking's message goes out at once, not after the interval.
 */
import { type Database, inTransaction } from '../platform/db/database';
import { openTestDatabase } from '../test-support/db';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp';
import { useSuite } from '../test-support/suite';
import { addDays } from '../platform/dates';
import { fixedClock } from '../platform/clock';
import { emailSender } from './channels';
import { type DeliveryWorker, OutboxDelivery, startDeliveryWorker } from './delivery';
import { enqueue } from './outbox';

const onPostgres = Boolean(process.env.DATABASE_URL);
const TODAY = '2025-11-10';

(onPostgres ? describe : describe.skip)('two gateways on one PostgreSQL', () => {
  let a: Database;
  let b: Database;
  let smtp: SmtpSink;
  beforeAll(async () => {
    a = await openTestDatabase();
    b = await openTestDatabase();
    smtp = await startSmtpSink({ delayMs: 5 });
  });
  afterAll(async () => {
    await smtp?.close();
    await a?.close();
    await b?.close();
  });

  it('deliver each message once between them', async () => {
    const run = `${process.pid}-${Date.now()}`;
    const addresses = Array.from({ length: 60 }, (_, i) => `g${i}-${run}@noq.test`);
    const ids = await inTransaction(a.dataSource, (tx) =>
      enqueue(
        tx,
        addresses.map((address) => ({ template: 'booking.received' as const, channel: 'email' as const, address })),
      ),
    );
    const workerA = new OutboxDelivery(a.dataSource, { email: emailSender(smtp.url, 'noQ <a@noq.test>') }, 'https://noq.test');
    const workerB = new OutboxDelivery(b.dataSource, { email: emailSender(smtp.url, 'noQ <b@noq.test>') }, 'https://noq.test');
    try {
      const results = await Promise.all([
        workerA.runOnce({ onlyIds: ids }),
        workerB.runOnce({ onlyIds: ids }),
        workerA.runOnce({ onlyIds: ids }),
        workerB.runOnce({ onlyIds: ids }),
      ]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(60);
      expect(results.reduce((n, r) => n + r.failed + r.retried, 0)).toBe(0);
    } finally {
      workerA.close();
      workerB.close();
    }
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    const rows: { status: string; attempts: number }[] = await a.dataSource.query(
      `SELECT status, attempts FROM outbox_message WHERE id = ANY ($1)`,
      [ids],
    );
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

(onPostgres ? describe.skip : describe)('the running worker', () => {
  const s = useSuite(TODAY);
  let smtp: SmtpSink;
  let worker: DeliveryWorker | null = null;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
  });

  it('wakes on the NOTIFY of a committed enqueue, well before its interval', async () => {
    worker = await startDeliveryWorker(
      s.db.dataSource,
      new OutboxDelivery(s.db.dataSource, { email: emailSender(smtp.url, 'noQ <noreply@noq.test>') }, 'https://noq.test'),
      { intervalMs: 600_000, clock: fixedClock(TODAY), listen: (channel, h) => s.db.listen(channel, h) },
    );
    await worker.runNow();
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const guest = await s.f.guest({ login: true });
    const started = Date.now();
    await s.services.bookings.request(guest, { productId: room, startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) });
    while (smtp.to(guest.email as string).length === 0 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 20));
    expect(smtp.to(guest.email as string).map((m) => m.subject)).toEqual(['noQ: Vi har tagit emot din förfrågan']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
