/**
 * The outbox end to end against a real SMTP server (smtp-server on a local port, mail read back
 * with mailparser): a booking change writes its message in its own transaction, the delivery
 * worker sends it once in the guest's language, a rollback sends nothing, a failing server is
 * retried with back-off and finally marked failed, a channel that is not configured leaves the
 * message 'no_channel', and the scheduled messages (day of arrival, host digest) come once.
 */
import type { Actor } from '../domain/actor';
import { inTransaction } from '../platform/db/database';
import { instantClock } from '../platform/clock';
import { addDays } from '../platform/dates';
import { useSuite } from '../test-support/suite';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp';
import { freePort } from '../test-support/cluster';
import { at } from '../test-support/at';
import { emailSender } from './channels';
import { BACKOFF_MINUTES, MAX_ATTEMPTS, OutboxDelivery, queueScheduledMessages } from './delivery';
import { enqueue } from './outbox';
import { maskAddress } from './notify.rules';

const TODAY = '2025-11-10';
const s = useSuite(TODAY);
const BASE = 'https://noq.test';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
});

interface Row {
  id: number;
  template: string;
  channel: string;
  address: string;
  status: string;
  attempts: number;
  last_error: string | null;
  secret: unknown;
  sent_at: Date | null;
  language: string;
}

const rowsOfBooking = (bookingId: number): Promise<Row[]> =>
  s.db.dataSource.query(`SELECT id::int AS id, * FROM outbox_message WHERE booking_id = $1 ORDER BY outbox_message.id`, [bookingId]);
const rowById = async (id: number): Promise<Row & { wait_s: number }> =>
  at(
    await s.db.dataSource.query(
      `SELECT id::int AS id, *, extract(epoch FROM next_attempt_at - clock_timestamp())::float AS wait_s FROM outbox_message WHERE id = $1`,
      [id],
    ),
    0,
  );

/** A pass of a worker with e-mail to `url`, kept to `ids`. */
async function deliver(ids: number[], url = smtp.url) {
  const d = new OutboxDelivery(s.db.dataSource, { email: emailSender(url, 'noQ <noreply@noq.test>') }, BASE);
  try {
    return await d.runOnce({ onlyIds: ids });
  } finally {
    d.close();
  }
}

async function place(opts: { until?: string } = {}) {
  const shelter = await s.f.shelter({ name: `Stadsmissionen ${Date.now()}` });
  await s.db.dataSource.query(`UPDATE shelter SET check_in_from = '18:00', check_in_until = $2 WHERE id = $1`, [
    shelter,
    opts.until ?? '22:00',
  ]);
  return { shelter, room: await s.f.product(shelter, { places: 1, name: 'Rum 7' }), host: await s.f.host(shelter) };
}

async function guestWith(opts: { language?: string; email?: boolean; phone?: string; preference?: string } = {}): Promise<Actor> {
  const g = await s.f.guest({ login: opts.email !== false, first: 'Amira' });
  await s.db.dataSource.query(`UPDATE app_user SET language = $2, contact_preference = $3 WHERE id = $1`, [
    g.userId,
    opts.language ?? 'sv',
    opts.preference ?? 'email',
  ]);
  if (opts.phone) await s.db.dataSource.query(`UPDATE guest_profile SET phone = $2 WHERE user_id = $1`, [g.userId, opts.phone]);
  return g;
}

const uno = async (guestId: number): Promise<string> =>
  at<{ unokod: string }>(await s.db.dataSource.query(`SELECT unokod FROM guest_profile WHERE user_id = $1`, [guestId]), 0).unokod;

describe('a booking change sends its message once, after commit, in the guest’s language', () => {
  it('request then assign: one e-mail each, the assign in English with the confirm-by, no UNO code', async () => {
    const p = await place();
    const guest = await guestWith({ language: 'en' });
    const email = guest.email as string;
    const b = await s.services.bookings.request(guest, { productId: p.room, startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 3) });

    const received = await rowsOfBooking(b.id);
    expect(received.map((r) => [r.template, r.channel, r.address, r.status, r.language])).toEqual([
      ['booking.received', 'email', email, 'pending', 'en'],
    ]);
    expect(await deliver(received.map((r) => r.id))).toMatchObject({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.to(email).map((m) => m.subject)).toEqual(['noQ: We have received your request']);

    await s.services.bookings.transition(p.host, b.id, 'assign');
    const rows = await rowsOfBooking(b.id);
    const assigned = rows.filter((r) => r.template === 'booking.assigned');
    expect(assigned).toHaveLength(1);
    expect(await deliver(rows.map((r) => r.id))).toMatchObject({ sent: 1 });

    const mails = smtp.to(email);
    expect(mails).toHaveLength(2);
    const mail = at(mails, 1);
    expect(mail.subject).toBe('noQ: You have been given a place');
    expect(mail.from).toContain('noreply@noq.test');
    expect(mail.text).toContain('Hello Amira,');
    expect(mail.text).toContain(`Rum 7, Stadsmissionen`);
    expect(mail.text).toContain(`${addDays(TODAY, 1)} – ${addDays(TODAY, 3)}`);
    expect(mail.text).toContain('Address: Testgatan 1, 123 45 Teststad');
    expect(mail.text).toContain('Check-in 18:00–22:00.');
    expect(mail.text).toContain(`Confirm the place in noQ by ${addDays(TODAY, 1)} 22:00 at the latest.`);
    expect(mail.text).toContain(`${BASE}/user/requests`);
    expect(mail.text).not.toContain(await uno(guest.userId));
    expect(mail.text).not.toMatch(/Hej|Härbärget/);

    const sent = await rowById(at(assigned, 0).id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null, secret: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
    // A second pass sends nothing more.
    expect(await deliver(rows.map((r) => r.id))).toMatchObject({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.to(email)).toHaveLength(2);
  });

  it('a Swedish guest gets Swedish; a decline carries its reason; a guest without an address or with none gets nothing', async () => {
    const p = await place();
    const sv = await guestWith();
    const b = await s.services.bookings.request(sv, { productId: p.room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    await s.services.bookings.transition(p.host, b.id, 'decline', { reason: 'Fullt för kvinnor i natt' });
    const rows = await rowsOfBooking(b.id);
    expect(rows.map((r) => r.template)).toEqual(['booking.received', 'booking.declined']);
    await deliver(rows.map((r) => r.id));
    const declined = at(smtp.to(sv.email as string), 1);
    expect(declined.subject).toBe('noQ: Din förfrågan fick nej');
    expect(declined.text).toContain('Hej Amira!');
    expect(declined.text).toContain('Anledning: Fullt för kvinnor i natt');

    const noEmail = await guestWith({ email: false });
    const none = await guestWith({ preference: 'none' });
    const smsNoPhone = await guestWith({ preference: 'sms' });
    for (const g of [noEmail, none, smsNoPhone]) {
      const other = await s.services.bookings.request(g, { productId: p.room, startDate: addDays(TODAY, 5), endDate: addDays(TODAY, 6) });
      expect(await rowsOfBooking(other.id)).toEqual([]);
      await s.services.bookings.transition(g, other.id, 'cancel');
    }
    const withPhone = await guestWith({ preference: 'sms', phone: '+46 70-123 45 67', language: 'pl' });
    const smsBooking = await s.services.bookings.request(withPhone, {
      productId: p.room,
      startDate: addDays(TODAY, 5),
      endDate: addDays(TODAY, 6),
    });
    expect((await rowsOfBooking(smsBooking.id)).map((r) => [r.template, r.channel, r.address, r.language])).toEqual([
      ['booking.received', 'sms', '+46 70-123 45 67', 'pl'],
    ]);
  });

  it('a rolled-back transition sends nothing', async () => {
    const p = await place();
    const guest = await guestWith();
    const b = await s.services.bookings.request(guest, { productId: p.room, startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) });
    await deliver((await rowsOfBooking(b.id)).map((r) => r.id));
    const before = smtp.to(guest.email as string).length;

    await expect(
      inTransaction(s.db.dataSource, async (tx) => {
        await s.services.bookings.applyTransition(tx, p.host, b.id, 'assign', { reason: null, endDate: null });
        // The message is written inside the transaction…
        const [inside] = await tx.query(
          `SELECT count(*)::int AS n FROM outbox_message WHERE booking_id = $1 AND template = 'booking.assigned'`,
          [b.id],
        );
        expect(inside).toEqual({ n: 1 });
        throw new Error('the change fails after the enqueue');
      }),
    ).rejects.toThrow('the change fails after the enqueue');

    // …and gone with it.
    const rows = await rowsOfBooking(b.id);
    expect(rows.map((r) => r.template)).toEqual(['booking.received']);
    expect(await deliver(rows.map((r) => r.id))).toMatchObject({ sent: 0 });
    expect(smtp.to(guest.email as string)).toHaveLength(before);
  });

  it('queued, promoted, no-show: each its message', async () => {
    const p = await place({ until: '22:00' });
    const first = await guestWith();
    const second = await guestWith({ language: 'ro' });
    const a = await s.services.bookings.request(first, { productId: p.room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    const q = await s.services.bookings.request(second, { productId: p.room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    expect(q.status).toBe('in_queue');
    expect((await rowsOfBooking(q.id)).map((r) => r.template)).toEqual(['booking.queued']);
    await s.services.bookings.transition(p.host, a.id, 'assign');
    // 22:00 in Stockholm has passed: the first guest is released as a no-show, the queue promoted.
    const released = await s.services.bookings.releaseNoShows(instantClock(`${TODAY}T21:30:00Z`));
    expect(released).toContain(a.id);
    expect((await rowsOfBooking(a.id)).map((r) => r.template)).toEqual(['booking.received', 'booking.assigned', 'booking.no_show']);
    expect((await rowsOfBooking(q.id)).map((r) => r.template)).toEqual(['booking.queued', 'booking.promoted']);
    const ids = [...(await rowsOfBooking(a.id)), ...(await rowsOfBooking(q.id))].map((r) => r.id);
    await deliver(ids);
    expect(smtp.to(first.email as string).map((m) => m.subject)).toEqual([
      'noQ: Vi har tagit emot din förfrågan',
      'noQ: Du har fått en plats',
      'noQ: Din plats har släppts',
    ]);
    expect(smtp.to(second.email as string).map((m) => m.subject)).toEqual(['noQ: Ești pe lista de așteptare', 'noQ: S-a eliberat un loc']);
    // The queue message repeats the place in the queue the answer showed (issue 33 §14).
    expect(smtp.to(second.email as string)[0]?.text).toContain('Ești pe locul 1 pe lista de așteptare.');
  });

  it('the queue message says the place in the queue, as the answer on screen does', async () => {
    const p = await place();
    const holder = await guestWith();
    await s.services.bookings.request(holder, { productId: p.room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    const [one, two] = [await guestWith(), await guestWith()];
    await s.services.bookings.request(one, { productId: p.room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    const q = await s.services.bookings.request(two, { productId: p.room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    expect(q.status).toBe('in_queue');
    expect((await s.services.bookings.queuePositions([q.id])).get(q.id)).toBe(2);
    await deliver((await rowsOfBooking(q.id)).map((r) => r.id));
    const [mail] = smtp.to(two.email as string);
    expect(mail?.subject).toBe('noQ: Du står i kö');
    expect(mail?.text).toContain('Du är nummer 2 i kön.');
  });
});

describe('delivery failures', () => {
  it('a server answering 451 is retried with back-off, then the message is marked failed with the reason', async () => {
    const refusing = await startSmtpSink({ rcpt: () => ({ code: 451, message: 'Försök igen senare' }) });
    try {
      const [id] = await inTransaction(s.db.dataSource, (tx) =>
        enqueue(tx, [{ template: 'booking.received', channel: 'email', address: 'retry@noq.test' }]),
      );
      const mine = [id as number];
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        expect(await deliver(mine, refusing.url)).toMatchObject({ sent: 0, retried: 1, failed: 0 });
        const row = await rowById(id as number);
        expect(row).toMatchObject({ status: 'pending', attempts: attempt });
        expect(row.last_error).toContain('451');
        const minutes = BACKOFF_MINUTES[attempt - 1] as number;
        expect(row.wait_s).toBeGreaterThan(minutes * 60 - 30);
        expect(row.wait_s).toBeLessThanOrEqual(minutes * 60);
        // Not due yet: a pass now leaves it alone.
        expect(await deliver(mine, refusing.url)).toMatchObject({ sent: 0, retried: 0, failed: 0 });
        await s.db.dataSource.query(`UPDATE outbox_message SET next_attempt_at = clock_timestamp() WHERE id = $1`, [id]);
      }
      expect(await deliver(mine, refusing.url)).toMatchObject({ failed: 1 });
      const failed = await rowById(id as number);
      expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, secret: null, sent_at: null });
      expect(failed.last_error).toMatch(/451.*Försök igen senare/);
      expect(refusing.mails).toEqual([]);
    } finally {
      await refusing.close();
    }
  });

  it('550 (no such mailbox) is failed at once; a closed port is retried', async () => {
    const refusing = await startSmtpSink({ rcpt: (a) => (a.startsWith('gone') ? { code: 550, message: 'No such user' } : null) });
    try {
      const ids = await inTransaction(s.db.dataSource, (tx) =>
        enqueue(tx, [
          { template: 'booking.received', channel: 'email', address: 'gone@noq.test' },
          { template: 'booking.received', channel: 'email', address: 'here@noq.test' },
        ]),
      );
      expect(await deliver(ids, refusing.url)).toMatchObject({ sent: 1, failed: 1 });
      expect(await rowById(at(ids, 0))).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('550') });
      expect(await rowById(at(ids, 1))).toMatchObject({ status: 'sent' });
    } finally {
      await refusing.close();
    }
    const closed = await freePort();
    const [id] = await inTransaction(s.db.dataSource, (tx) =>
      enqueue(tx, [{ template: 'booking.received', channel: 'email', address: 'nobody@noq.test' }]),
    );
    expect(await deliver([id as number], `smtp://127.0.0.1:${closed}`)).toMatchObject({ retried: 1 });
    expect(await rowById(id as number)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED|ECONNECTION/),
    });
  });

  it('without a configured channel a message stays as "no_channel"', async () => {
    const ids = await inTransaction(s.db.dataSource, (tx) =>
      enqueue(tx, [
        { template: 'booking.received', channel: 'sms', address: '+46701234567' },
        { template: 'booking.received', channel: 'email', address: 'mail@noq.test' },
      ]),
    );
    const d = new OutboxDelivery(s.db.dataSource, {}, BASE);
    expect(await d.runOnce({ onlyIds: ids })).toMatchObject({ noChannel: 2, sent: 0 });
    for (const id of ids) expect(await rowById(id)).toMatchObject({ status: 'no_channel', attempts: 0, secret: null });
  });
});

describe('scheduled messages', () => {
  it('the day of arrival: address and latest check-in, once per booking however many passes', async () => {
    const p = await place({ until: '21:00' });
    const guest = await guestWith();
    const b = await s.services.bookings.request(guest, { productId: p.room, startDate: TODAY, endDate: addDays(TODAY, 2) });
    await s.services.bookings.transition(p.host, b.id, 'assign');
    const early = instantClock(`${TODAY}T05:00:00Z`); // 06:00 in Stockholm: too early
    await queueScheduledMessages(s.db.dataSource, early);
    expect((await rowsOfBooking(b.id)).map((r) => r.template)).not.toContain('booking.arrival');
    const morning = instantClock(`${TODAY}T08:00:00Z`);
    await queueScheduledMessages(s.db.dataSource, morning);
    await queueScheduledMessages(s.db.dataSource, morning);
    const arrivals = (await rowsOfBooking(b.id)).filter((r) => r.template === 'booking.arrival');
    expect(arrivals).toHaveLength(1);
    await deliver(arrivals.map((r) => r.id));
    const mail = at(
      smtp.to(guest.email as string).filter((m) => m.subject === 'noQ: Välkommen i dag'),
      0,
    );
    expect(mail.text).toContain('Adress: Testgatan 1, 123 45 Teststad');
    expect(mail.text).toContain('Incheckning kl. 18:00–21:00.');
  });

  it("the host's digest: opt-in, new requests only (room and dates, no guest), at most every 15 minutes", async () => {
    const p = await place();
    const host = await s.f.host(p.shelter, { login: true });
    const guest = await guestWith();
    await s.services.bookings.request(guest, { productId: p.room, startDate: addDays(TODAY, 9), endDate: addDays(TODAY, 10) });
    const digests = async () =>
      (await s.db.dataSource.query(`SELECT id::int AS id, * FROM outbox_message WHERE recipient_id = $1 ORDER BY outbox_message.id`, [
        host.userId,
      ])) as Row[];

    await queueScheduledMessages(s.db.dataSource, instantClock(`${TODAY}T05:00:00Z`));
    expect(await digests()).toEqual([]); // not opted in

    await s.services.notify.setMyRequestDigest(host, true);
    await queueScheduledMessages(s.db.dataSource, instantClock(`${TODAY}T05:00:00Z`));
    expect(await digests()).toEqual([]); // nothing new since turning it on

    const g2 = await guestWith();
    await s.services.bookings.request(g2, { productId: p.room, startDate: addDays(TODAY, 11), endDate: addDays(TODAY, 13) });
    await queueScheduledMessages(s.db.dataSource, instantClock(`${TODAY}T05:00:00Z`));
    const [digest] = await digests();
    expect(digest).toMatchObject({ template: 'host.digest', channel: 'email', address: host.email });
    await deliver([digest?.id as number]);
    const mail = at(smtp.to(host.email as string), 0);
    expect(mail.subject).toMatch(/^noQ: 1 ny förfrågan på Stadsmissionen/);
    expect(mail.text).toContain(`– Rum 7: ${addDays(TODAY, 11)} – ${addDays(TODAY, 13)}`);
    expect(mail.text).not.toContain('Amira');
    expect(mail.text).not.toContain(await uno(g2.userId));

    // Another request within 15 minutes waits for the next digest.
    const g3 = await guestWith();
    await s.services.bookings.request(g3, { productId: p.room, startDate: addDays(TODAY, 20), endDate: addDays(TODAY, 21) });
    await queueScheduledMessages(s.db.dataSource, instantClock(`${TODAY}T05:00:00Z`));
    expect(await digests()).toHaveLength(1);
    await s.db.dataSource.query(`UPDATE app_user SET request_digest_sent_at = now() - interval '16 minutes' WHERE id = $1`, [host.userId]);
    await queueScheduledMessages(s.db.dataSource, instantClock(`${TODAY}T05:00:00Z`));
    expect(await digests()).toHaveLength(2);
  });
});

describe('privacy', () => {
  it('anonymising a guest deletes their messages (address and first name) from the outbox', async () => {
    const p = await place();
    const guest = await guestWith();
    const b = await s.services.bookings.request(guest, { productId: p.room, startDate: addDays(TODAY, 7), endDate: addDays(TODAY, 8) });
    await s.services.bookings.transition(guest, b.id, 'cancel');
    expect(await rowsOfBooking(b.id)).toHaveLength(1);
    await s.services.privacy.anonymiseGuest(await s.f.admin(), guest.userId);
    expect(await rowsOfBooking(b.id)).toEqual([]);
  });
});

describe('the admin sees addresses masked', () => {
  it('masks e-mail and phone', () => {
    expect(maskAddress('email', 'anna.svensson@example.org')).toBe('an•••@example.org');
    expect(maskAddress('sms', '+46 70-123 45 67')).toBe('•••••4567');
  });
});
