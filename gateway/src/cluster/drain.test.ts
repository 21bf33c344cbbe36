/**
 * A stop that finishes what it started (issue 32 §4), on the built gateway over PostgreSQL:
 * SIGTERM in the middle of 20 clients' bookings cuts no request the gateway had accepted; a
 * connection accepted before the stop is still answered (readiness 503, `Connection: close`); a
 * transaction under way finishes; and a rolling restart of two gateways behind the cluster's nginx
 * during a booking storm fails no client request and loses no booking.
 */
import * as http from 'node:http';
import * as net from 'node:net';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { checkLedger, PRODUCT_LOCK_SPACE } from '../booking/ledger';
import { addDays } from '../platform/dates';
import { freePort, GatewayProcess, NginxProcess } from '../test-support/cluster';
import { clusterDescribe } from '../test-support/cluster-describe';
import { useSuite } from '../test-support/suite';

const describeCluster = clusterDescribe();
const today = '2031-06-02';
const s = useSuite(today);

const REQUEST = `mutation($p: ID!, $s: LocalDate!, $e: LocalDate!) { requestBooking(input: { productId: $p, startDate: $s, endDate: $e }) { id status } }`;

type Outcome =
  | {
      id: string;
      kind: 'answered';
      status: number;
      body: { data?: { requestBooking?: { id: string } | null }; errors?: { extensions?: { code?: string } }[] };
      close: boolean;
    }
  | { id: string; kind: 'refused' }
  | { id: string; kind: 'failed'; error: string };

/** One GraphQL POST on a connection of its own (no keep-alive pool), with its own X-Request-Id. */
function postFresh(port: number, cookie: string, variables: Record<string, unknown>): Promise<Outcome> {
  const id = randomUUID();
  const payload = JSON.stringify({ query: REQUEST, variables });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie, 'x-request-id': id },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          try {
            resolve({
              id,
              kind: 'answered',
              status: res.statusCode ?? 0,
              body: JSON.parse(text),
              close: res.headers.connection === 'close',
            });
          } catch {
            resolve({ id, kind: 'failed', error: `unreadable answer ${res.statusCode}: ${text.slice(0, 200)}` });
          }
        });
        res.on('error', (e) => resolve({ id, kind: 'failed', error: String(e) }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve(e.code === 'ECONNREFUSED' ? { id, kind: 'refused' } : { id, kind: 'failed', error: e.code ?? String(e) }),
    );
    req.end(payload);
  });
}

const bookedIds = (outcomes: Outcome[]) =>
  outcomes.flatMap((o) => (o.kind === 'answered' && o.body.data?.requestBooking ? [Number(o.body.data.requestBooking.id)] : []));

describeCluster('a stop that finishes what it started', () => {
  const started: GatewayProcess[] = [];
  const proxies: NginxProcess[] = [];
  afterAll(async () => {
    for (const p of proxies) await p.stop();
    for (const g of started) await g.stop();
  });

  const gateway = async (port?: number) => {
    const g = new GatewayProcess(port ?? (await freePort()), { NOQ_TODAY: today, NOQ_LOG_LEVEL: 'info', NOQ_LOG_FORMAT: 'json' });
    started.push(g);
    await g.start();
    return g;
  };

  it('SIGTERM in the middle of 20 clients on fresh connections: 0 requests cut after the gateway accepted them', async () => {
    const g = await gateway();
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 15 });
    const guests = await s.f.guests(20);
    const cookies = await Promise.all(guests.map((x) => s.f.sessionCookie(x.userId)));
    let stop = false;
    const outcomes: Outcome[] = [];
    const clients = cookies.map(async (cookie, i) => {
      for (let k = 0; !stop; k++) {
        const night = addDays(today, 1 + ((i * 2 + k) % 40));
        const o = await postFresh(g.port, cookie, { p: String(room), s: night, e: addDays(night, 1) });
        outcomes.push(o);
        if (o.kind !== 'answered') return;
      }
    });
    // In the middle: once the clients are well under way.
    while (outcomes.length < 60) await new Promise((r) => setTimeout(r, 20));
    const exit = g.terminate();
    await new Promise((r) => setTimeout(r, 2_000));
    stop = true;
    await Promise.all(clients);
    expect(await exit).toBe(0);

    const lines = g.logLines();
    const draining = lines.find((l) => l.msg === 'stopping: draining');
    expect(draining).toBeDefined();
    // Requests were under way when the signal came.
    expect(Number(draining?.connections) + Number(draining?.requests)).toBeGreaterThan(0);
    expect(lines.some((l) => l.msg === 'stopping: every request answered')).toBe(true);
    const seen = new Set(lines.flatMap((l) => (l.msg === 'request' || l.msg === 'request aborted' ? [String(l.reqId)] : [])));
    const failed = outcomes.filter((o) => o.kind === 'failed');
    // Not one request the gateway saw was left without its answer…
    expect(failed.filter((o) => seen.has(o.id))).toEqual([]);
    expect(lines.filter((l) => l.msg === 'request aborted')).toEqual([]);
    // …and every one it saw was answered in full at the client.
    const answered = new Set(outcomes.flatMap((o) => (o.kind === 'answered' ? [o.id] : [])));
    expect([...seen].filter((id) => !answered.has(id))).toEqual([]);
    expect(answered.size).toBeGreaterThanOrEqual(60);
    expect(outcomes.filter((o) => o.kind === 'answered' && o.status !== 200)).toEqual([]);
    // The answers after the signal said Connection: close.
    expect(outcomes.filter((o) => o.kind === 'answered' && o.close).length).toBeGreaterThan(0);

    const booked = bookedIds(outcomes);
    const stored: { id: number }[] = await s.db.dataSource.query(`SELECT id FROM booking WHERE id = ANY ($1)`, [booked]);
    expect(stored).toHaveLength(booked.length);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  }, 120_000);

  it('answers a request under way (its transaction waiting on a lock) and one accepted before the stop: readiness 503, Connection: close', async () => {
    const g = await gateway();
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 2 });
    const guest = await s.f.guest();
    const cookie = await s.f.sessionCookie(guest.userId);
    // The test holds the room's ledger lock: the booking's transaction waits for it.
    const holder = s.db.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT pg_advisory_xact_lock($1, $2)', [PRODUCT_LOCK_SPACE, room]);
    const booking = postFresh(g.port, cookie, { p: String(room), s: addDays(today, 2), e: addDays(today, 3) });
    // A live-changes subscriber: told 1001 "going away" so that it reconnects elsewhere.
    const ws = new WebSocket(`ws://127.0.0.1:${g.port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    await new Promise((r, j) => {
      ws.once('open', r);
      ws.once('error', j);
    });
    ws.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((r) => ws.once('message', r)); // connection_ack
    // A connection accepted, whose request comes after the signal.
    const socket = net.connect(g.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    await new Promise((r) => setTimeout(r, 300));
    const exit = g.terminate();
    await new Promise((r) => setTimeout(r, 500));
    // New connections are refused now.
    await expect(fetch(`${g.url}/api/health`)).rejects.toThrow();
    let raw = '';
    socket.on('data', (d: Buffer) => (raw += d.toString()));
    const ended = new Promise((r) => socket.once('close', r));
    socket.write('GET /api/ready HTTP/1.1\r\nHost: noq\r\n\r\n');
    await ended;
    expect(raw).toMatch(/^HTTP\/1\.1 503/);
    expect(raw.toLowerCase()).toContain('connection: close');
    expect(raw).toContain('"status":"draining"');
    // The booking is still waiting; released, it commits and is answered.
    await new Promise((r) => setTimeout(r, 300));
    await holder.commitTransaction();
    await holder.release();
    const answer = await booking;
    expect(answer.kind).toBe('answered');
    expect(answer.kind === 'answered' && answer.body.data?.requestBooking?.id).toBeTruthy();
    expect(answer.kind === 'answered' && answer.close).toBe(true);
    expect(await exit).toBe(0);
    expect(await closed).toBe(1001);
    const [row] = (await s.db.dataSource.query(`SELECT count(*)::int AS n FROM booking WHERE product_id = $1`, [room])) as { n: number }[];
    expect(row?.n).toBe(1);
  }, 60_000);

  it('a rolling restart of two gateways behind nginx during a booking storm: 0 failed requests, 0 lost bookings, the ledger holds', async () => {
    const a = await gateway();
    const b = await gateway();
    const proxy = new NginxProcess(await freePort(), [a.port, b.port]);
    proxies.push(proxy);
    await proxy.start();
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 8 });
    const guests = await s.f.guests(30);
    const cookies = await Promise.all(guests.map((x) => s.f.sessionCookie(x.userId)));
    let stop = false;
    const outcomes: Outcome[] = [];
    const storm = cookies.map(async (cookie, i) => {
      for (let k = 0; !stop; k++) {
        const night = addDays(today, 1 + ((i * 2 + k) % 60));
        outcomes.push(await postFresh(proxy.port, cookie, { p: String(room), s: night, e: addDays(night, 1) }));
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    // The README's order: out of the balancer, stop (drain), start the new one, ready, back in.
    const restart = async (old: GatewayProcess, other: GatewayProcess) => {
      await proxy.reload([other.port]);
      expect(await old.terminate()).toBe(0);
      const next = await gateway(old.port);
      await proxy.reload([a.port, b.port]);
      return next;
    };
    await restart(a, b);
    await new Promise((r) => setTimeout(r, 300));
    await restart(b, a);
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(storm);

    expect(outcomes.length).toBeGreaterThan(100);
    expect(outcomes.filter((o) => o.kind !== 'answered' || o.status !== 200)).toEqual([]);
    // Refusals a person understands (a full night, an overlap), never an internal error.
    const codes = outcomes.flatMap((o) => (o.kind === 'answered' ? (o.body.errors ?? []).map((e) => e.extensions?.code) : []));
    expect(codes.filter((c) => c === 'INTERNAL_SERVER_ERROR' || c === undefined)).toEqual([]);
    const booked = bookedIds(outcomes);
    expect(booked.length).toBeGreaterThan(0);
    const stored: { id: number }[] = await s.db.dataSource.query(`SELECT id FROM booking WHERE id = ANY ($1)`, [booked]);
    expect(stored).toHaveLength(booked.length);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  }, 180_000);
});
