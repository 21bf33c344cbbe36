/**
 * Live changes (issue 7) on one process: a committed booking reaches the subscribers that may see
 * its shelter (and its guest), and no one else; anonymous and foreign-origin sockets are refused.
 * The cross-process tests (two gateways on one Postgres) live in e2e/cluster.
 */
import type { Client } from 'graphql-ws';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient, startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { collect, wsClient } from '../test-support/ws-client';
import { liveTarget, TOPICS } from './pubsub';
import { one } from '../platform/db/rows';
import { at } from '../test-support/at';

const s = useSuite('2031-04-01');
let server: TestServer;
const clients: Client[] = [];
beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock, s.db);
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await server?.close();
});

type Event = {
  changes: { seq: number | null; shelterId: string | null; bookingId: string | null; action: string | null; resync: boolean };
};
const SUB = 'subscription { changes { seq shelterId bookingId action resync } }';

async function cookieOf(email: string | null): Promise<string> {
  const c = new HttpClient(server.url);
  await c.login(email as string, TEST_PASSWORD);
  return c.cookie as string;
}
const open = (cookie: string | null, origin?: string) => {
  const c = wsClient(server.url, cookie, origin);
  clients.push(c);
  return c;
};
/**
 * Resolves when `n` more subscriptions listen on this process: each one a person opens listens to
 * the resync topic. Call it before subscribing; a signal instead of a guess of time.
 */
function listening(n: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const add = liveTarget.addEventListener.bind(liveTarget);
    const spy = jest.spyOn(liveTarget, 'addEventListener').mockImplementation((type, listener, options) => {
      add(type, listener, options);
      if (type === TOPICS.resync && ++seen === n) {
        spy.mockRestore();
        resolve();
      }
    });
  });
}

/**
 * Resolves when every collector has heard a resync sent now: what was dispatched before it has
 * reached them too (one process, delivered in order), so "nothing else arrived" can be checked.
 */
async function drained(...rs: { waitFor(n: number): Promise<Event[]>; events: Event[] }[]): Promise<void> {
  const counts = rs.map((r) => r.events.length);
  liveTarget.resync();
  await Promise.all(rs.map((r, i) => r.waitFor(at(counts, i) + 1)));
  for (const r of rs) expect(r.events.pop()?.changes.resync).toBe(true);
}

it('delivers a booking change to the hosts and caseworkers of its shelter and to its guest, and to nobody else', async () => {
  const shelter1 = await s.f.shelter();
  const shelter2 = await s.f.shelter();
  const room1 = await s.f.product(shelter1);
  const host1 = open(await cookieOf((await s.f.host(shelter1, { login: true })).email));
  const host2 = open(await cookieOf((await s.f.host(shelter2, { login: true })).email));
  const cw1 = open(await cookieOf((await s.f.caseworker([shelter1], { login: true })).email));
  const guest = await s.f.guest({ login: true });
  const guestWs = open(await cookieOf(guest.email));
  const otherGuest = open(await cookieOf((await s.f.guest({ login: true })).email));

  const started = listening(5);
  const [h1, h2, c1, g, og] = [
    collect<Event>(host1, SUB),
    collect<Event>(host2, SUB),
    collect<Event>(cw1, SUB),
    collect<Event>(guestWs, SUB),
    collect<Event>(otherGuest, SUB),
  ];
  await started; // the subscriptions listen

  const b = await s.services.bookings.request(guest, { productId: room1, startDate: '2031-04-02', endDate: '2031-04-03' });
  for (const r of [h1, c1, g]) {
    const e = one(await r.waitFor(1));
    expect(e.changes).toMatchObject({ shelterId: String(shelter1), bookingId: String(b.id), action: 'request', resync: false });
    expect(typeof e.changes.seq).toBe('number');
  }
  await drained(h2, og);
  expect(h2.events).toEqual([]);
  expect(og.events).toEqual([]);
});

it('sends everyone a resync signal when the feed reconnects', async () => {
  const cookie = await cookieOf((await s.f.volunteer({ login: true })).email);
  const started = listening(1);
  const r = collect<Event>(open(cookie), SUB);
  await started;
  liveTarget.resync();
  const e = one(await r.waitFor(1));
  expect(e.changes).toMatchObject({ resync: true, seq: null });
});

it('refuses a socket without a session, and one from a foreign origin', async () => {
  const anon = collect<Event>(open(null), SUB);
  await anon.ended();
  expect(anon.errors.length + (anon.done ? 1 : 0)).toBeGreaterThan(0);
  expect(anon.events).toEqual([]);

  const cookie = await cookieOf((await s.f.volunteer({ login: true })).email);
  const foreign = collect<Event>(open(cookie, 'https://evil.example'), SUB);
  await foreign.ended();
  expect(foreign.errors.length).toBeGreaterThan(0);
});

// Only PostgreSQL has a LISTEN connection that can drop (PGlite listens in process).
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres('reconnects a dropped LISTEN connection, signals a resync, and delivers again', async () => {
  const shelter = await s.f.shelter();
  const room = await s.f.product(shelter);
  const cookie = await cookieOf((await s.f.host(shelter, { login: true })).email);
  const started = listening(1);
  const r = collect<Event>(open(cookie), SUB);
  await started;
  await s.db.dataSource.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN noq_changes' AND pid <> pg_backend_pid()`,
  );
  const resync = one(await r.waitFor(1, 10_000));
  expect(resync.changes.resync).toBe(true);
  const b = await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2031-04-02', endDate: '2031-04-03' });
  const events = await r.waitFor(2, 10_000);
  expect(events[1]?.changes).toMatchObject({ bookingId: String(b.id), resync: false });
});

describe('since: a page the gateway rendered asks again only when it may have missed a change', () => {
  const subSince = (since: Date) => `subscription { changes(since: "${since.toISOString()}") { seq shelterId bookingId action resync } }`;

  it('sends no resync when nothing the person may hear changed since, and then the changes as they come', async () => {
    const shelter = await s.f.shelter();
    const other = await s.f.shelter();
    const room = await s.f.product(shelter);
    const otherRoom = await s.f.product(other);
    const cookie = await cookieOf((await s.f.host(shelter, { login: true })).email);
    // A change elsewhere, after the render and before the connection: not this host's to hear.
    const rendered = new Date();
    await s.services.bookings.request(await s.f.guest(), { productId: otherRoom, startDate: '2031-04-02', endDate: '2031-04-03' });
    const started = listening(1);
    const r = collect<Event>(open(cookie), subSince(rendered));
    await started;
    const b = await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2031-04-02', endDate: '2031-04-03' });
    const first = one(await r.waitFor(1));
    expect(first.changes).toMatchObject({ bookingId: String(b.id), action: 'request', resync: false });
  });

  it('sends a resync first when a change the person may hear came after the render, before the connection', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const guest = await s.f.guest({ login: true });
    const hostCookie = await cookieOf((await s.f.host(shelter, { login: true })).email);
    const guestCookie = await cookieOf(guest.email);
    const rendered = new Date();
    await s.services.bookings.request(guest, { productId: room, startDate: '2031-04-02', endDate: '2031-04-03' });
    const started = listening(2);
    const host = collect<Event>(open(hostCookie), subSince(rendered));
    const own = collect<Event>(open(guestCookie), subSince(rendered));
    await started;
    for (const r of [host, own]) expect(one(await r.waitFor(1)).changes).toMatchObject({ resync: true, seq: null });
  });

  it('sends a resync for a render too old to tell, and none without since', async () => {
    const cookie = await cookieOf((await s.f.volunteer({ login: true })).email);
    const started = listening(2);
    const old = collect<Event>(open(cookie), subSince(new Date(Date.now() - 11 * 60_000)));
    const plain = collect<Event>(open(cookie), SUB);
    await started;
    expect(one(await old.waitFor(1)).changes).toMatchObject({ resync: true, seq: null });
    await drained(plain);
    expect(plain.events).toEqual([]);
  });

  it('refuses a since that is not a time, with a clear error, and changes nothing', async () => {
    const cookie = await cookieOf((await s.f.volunteer({ login: true })).email);
    const bad = collect<Event>(open(cookie), 'subscription { changes(since: "yesterday") { resync } }');
    await bad.ended();
    expect(bad.events).toEqual([]);
    expect(JSON.stringify(bad.errors)).toMatch(/since|DateTime/i);
  });
});
