/**
 * Several gateway processes over one PostgreSQL, behind nginx (issue 7). Runs where PostgreSQL,
 * nginx and the built gateway exist; CI has all three and must not skip it.
 */
import type { Client } from 'graphql-ws';
import { checkLedger } from '../booking/ledger';
import { addDays } from '../platform/dates';
import { GatewayProcess, NginxProcess, startTwoGateways, stopTwoGateways } from '../test-support/cluster';
import { clusterDescribe } from '../test-support/cluster-describe';
import { HttpClient } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { collect, wsClient } from '../test-support/ws-client';
import { one } from '../platform/db/rows';

const describeCluster = clusterDescribe();

// A pinned day, the child gateways' too (NOQ_TODAY): a run that crosses midnight sees one day.
const today = '2031-05-12';
const s = useSuite(today);

describeCluster('two gateways over one Postgres behind nginx', () => {
  let a: GatewayProcess;
  let b: GatewayProcess;
  let proxy: NginxProcess;
  const sockets: Client[] = [];

  beforeAll(async () => {
    ({ a, b, proxy } = await startTwoGateways(today));
  }, 120_000);

  afterAll(async () => {
    for (const c of sockets) await c.dispose();
    await stopTwoGateways({ a, b, proxy });
  });

  const REQUEST = `mutation($p: ID!, $s: LocalDate!, $e: LocalDate!) { requestBooking(input: { productId: $p, startDate: $s, endDate: $e }) { id status } }`;
  const SUB = 'subscription { changes { bookingId shelterId resync } }';

  it('a session created through A is valid on B', async () => {
    const guest = await s.f.guest({ login: true, first: 'Klara' });
    const viaA = new HttpClient(a.url);
    await viaA.login(guest.email as string, 'hemligt-lösen');
    const viaB = new HttpClient(b.url);
    viaB.cookie = viaA.cookie;
    const me = await viaB.gql<{ me: { firstName: string } | null }>('{ me { firstName } }');
    expect(me.data?.me?.firstName).toBe('Klara');
  });

  it('a subscriber on B receives the event of a booking made on A', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const host = await s.f.host(shelter);
    const ws = wsClient(b.url, await s.f.sessionCookie(host.userId));
    sockets.push(ws);
    const events = collect<{ changes: { bookingId: string } }>(ws, SUB);
    await new Promise((r) => setTimeout(r, 400));
    const guest = await s.f.guest();
    const viaA = new HttpClient(a.url);
    viaA.cookie = await s.f.sessionCookie(guest.userId);
    const made = await viaA.gql<{ requestBooking: { id: string } }>(REQUEST, {
      p: String(room),
      s: addDays(today, 1),
      e: addDays(today, 2),
    });
    expect(made.errors).toBeUndefined();
    const e = one(await events.waitFor(1, 10_000));
    expect(e.changes.bookingId).toBe(made.data?.requestBooking.id);
  });

  it('a storm through the balancer keeps the capacity invariant', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 3 });
    const guests = await s.f.guests(200);
    const cookies = await Promise.all(guests.map((g) => s.f.sessionCookie(g.userId)));
    const answers = await Promise.all(
      cookies.map(async (cookie) => {
        const c = new HttpClient(proxy.url);
        c.cookie = cookie;
        return c.gql<{ requestBooking: { status: string } }>(REQUEST, { p: String(room), s: addDays(today, 2), e: addDays(today, 5) });
      }),
    );
    expect(answers.filter((r) => r.errors || r.status !== 200)).toEqual([]);
    const statuses = answers.map((r) => r.data?.requestBooking.status);
    expect(statuses.filter((x) => x === 'pending')).toHaveLength(3);
    expect(statuses.filter((x) => x === 'in_queue')).toHaveLength(197);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('survives SIGKILL of one gateway mid-storm: every answered booking exists, the ledger holds, B keeps delivering', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 5 });
    const host = await s.f.host(shelter);
    const ws = wsClient(b.url, await s.f.sessionCookie(host.userId));
    sockets.push(ws);
    const events = collect<{ changes: { bookingId: string | null; resync: boolean } }>(ws, SUB);
    await new Promise((r) => setTimeout(r, 400));

    const guests = await s.f.guests(150);
    const cookies = await Promise.all(guests.map((g) => s.f.sessionCookie(g.userId)));
    const storm = Promise.all(
      cookies.map(async (cookie, i) => {
        await new Promise((r) => setTimeout(r, i * 4)); // spread over ~600 ms
        const c = new HttpClient(proxy.url);
        c.cookie = cookie;
        try {
          return await c.gql<{ requestBooking: { id: string } }>(REQUEST, { p: String(room), s: addDays(today, 3), e: addDays(today, 4) });
        } catch {
          return null;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 250));
    await a.kill();
    const answers = await storm;
    await a.start();

    const answered = answers.flatMap((r) => (r?.data?.requestBooking ? [Number(r.data.requestBooking.id)] : []));
    expect(answered.length).toBeGreaterThan(0);
    const stored: { id: number }[] = await s.db.dataSource.query(`SELECT id FROM booking WHERE id = ANY ($1)`, [answered]);
    expect(stored.map((r) => r.id).sort((x, y) => x - y)).toEqual([...answered].sort((x, y) => x - y));
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
    const { held } = one<{ held: number }>(
      await s.db.dataSource.query(`SELECT count(*)::int AS held FROM booking WHERE product_id = $1 AND status = 'pending'`, [room]),
    );
    expect(held).toBe(5);

    // B's subscriber kept receiving: events for bookings committed after A died, and more now.
    const before = events.events.length;
    const late = new HttpClient(b.url);
    late.cookie = await s.f.sessionCookie((await s.f.guest()).userId);
    const made = await late.gql<{ requestBooking: { id: string } }>(REQUEST, {
      p: String(room),
      s: addDays(today, 6),
      e: addDays(today, 7),
    });
    const all = await events.waitFor(before + 1, 10_000);
    expect(all.some((e) => e.changes.bookingId === made.data?.requestBooking.id)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(answered.length);
  }, 120_000);
});
