/**
 * What an operator sees (issue 32): /metrics (Prometheus text, to allowed addresses only, nothing
 * personal in it), /api/ready, and the JSON log lines with their request ids.
 */
import { Writable } from 'node:stream';
import { createLogger, logError, useLogger } from '../platform/log';
import { withRequestId } from '../platform/request-scope';
import { addDays } from '../platform/dates';
import { readProductFigures } from '../platform/metrics';
import type { Phase } from '../platform/http-server';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient, startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';

const today = '2031-07-01';
const s = useSuite(today);

/** The log lines written while `fn` ran. */
async function logOf(fn: () => Promise<void>): Promise<Record<string, unknown>[]> {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  const previous = useLogger(createLogger(sink, { NOQ_LOG_LEVEL: 'debug' }));
  try {
    await fn();
  } finally {
    useLogger(previous);
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('operating noQ', () => {
  let server: TestServer;
  let phase: Phase = 'ready';
  beforeAll(async () => {
    server = await startTestServer(s.db.dataSource, s.clock, undefined, {
      trustedProxies: ['loopback'],
      lifecycle: { phase: () => phase },
      metricsAllow: 'loopback',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/metrics: per operation counts, errors by code and latencies; pool, event loop and product gauges; nothing personal', async () => {
    const guest = await s.f.guest({ login: true, first: 'Metrika', last: 'Personsson' });
    const c = new HttpClient(server.url);
    await c.login(guest.email as string, TEST_PASSWORD);
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 1 });
    const made = await c.gql<{ requestBooking: { id: string } }>(
      `mutation($p: ID!, $s: LocalDate!, $e: LocalDate!) { requestBooking(input: { productId: $p, startDate: $s, endDate: $e }) { id } }`,
      { p: String(room), s: addDays(today, 1), e: addDays(today, 2) },
    );
    expect(made.errors).toBeUndefined();
    // A refusal: the same stay again.
    const again = await c.gql(
      `mutation($p: ID!, $s: LocalDate!, $e: LocalDate!) { requestBooking(input: { productId: $p, startDate: $s, endDate: $e }) { id } }`,
      { p: String(room), s: addDays(today, 1), e: addDays(today, 2) },
    );
    expect(again.errors?.[0]?.extensions?.code).toBeDefined();
    await c.rest('GET', '/api/booking/813572946');

    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/noq_requests_total\{operation="graphql mutation requestBooking",status="200"\} [1-9]/);
    expect(text).toContain(
      `noq_request_errors_total{operation="graphql mutation requestBooking",code="${String(again.errors?.[0]?.extensions?.code)}"} 1`,
    );
    expect(text).toMatch(/noq_request_errors_total\{operation="GET \/api \(no route\)",code="NOT_FOUND"\} 1/);
    expect(text).toMatch(/noq_request_duration_seconds_bucket\{le="0.5",operation="graphql mutation requestBooking"\} [1-9]/);
    expect(text).toMatch(/noq_requests_total\{operation="POST \/api\/login",status="200"\} 1/);
    expect(text).toMatch(/noq_db_pool_connections\{state="max"\} \d+/);
    expect(text).toMatch(/noq_db_pool_waiting \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds [\d.e-]+/);
    for (const gauge of [
      'noq_free_beds_tonight',
      'noq_queued_requests',
      'noq_outbox_waiting',
      'noq_outbox_failed',
      'noq_sessions',
      'noq_no_shows_released_total',
    ]) {
      expect(text).toMatch(new RegExp(`^${gauge} \\d+$`, 'm'));
    }
    // Nothing personal: not the e-mail, the name, the booking's id in a path, nor the password.
    for (const personal of [guest.email as string, 'Metrika', 'Personsson', TEST_PASSWORD]) expect(text).not.toContain(personal);
    // The id as a number of its own (a latency sum's digits may hold any run of digits).
    expect(text).not.toMatch(/(?<![\d.])813572946(?!\d)/);
  });

  it('counts free beds tonight, queued requests and sessions from the database', async () => {
    const before = await readProductFigures(s.db.dataSource, today);
    const shelter = await s.f.shelter();
    await s.f.product(shelter, { places: 4 });
    await s.f.product(shelter, { places: 3, type: 'breakfast' }); // not a bed
    const after = await readProductFigures(s.db.dataSource, today);
    // Other test files share CI's PostgreSQL: there, at least these.
    if (s.db.kind === 'pglite') expect(after.freeBedsTonight - before.freeBedsTonight).toBe(4);
    else expect(after.freeBedsTonight).toBeGreaterThanOrEqual(4);
    expect(after.sessions).toBeGreaterThanOrEqual(1);
  });

  it('/metrics only to NOQ_METRICS_ALLOW: not through a proxy for another address, not to others', async () => {
    const viaProxy = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(viaProxy.status).toBe(403);
    const other = await startTestServer(s.db.dataSource, s.clock, undefined, { metricsAllow: '10.0.0.0/8' });
    try {
      expect((await fetch(`${other.url}/metrics`)).status).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('/api/ready: 200 when serving with the database there, 503 while starting or draining; /api/health stays 200', async () => {
    expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ ok: true });
    for (const p of ['starting', 'draining'] as const) {
      phase = p;
      const r = await fetch(`${server.url}/api/ready`);
      expect(r.status).toBe(503);
      expect(await r.json()).toEqual({ ok: false, status: p });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    }
    phase = 'ready';
  });

  it('logs one JSON line per request with its id (a trusted proxy’s, or a new one), echoed in the answer; no body, e-mail or password', async () => {
    const guest = await s.f.guest({ login: true, first: 'Loggrid', last: 'Hemlig' });
    let echoed = '';
    let made = '';
    const lines = await logOf(async () => {
      const r = await fetch(`${server.url}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'lb-4711.a' },
        body: JSON.stringify({ email: guest.email, password: TEST_PASSWORD }),
      });
      echoed = r.headers.get('x-request-id') ?? '';
      const bad = await fetch(`${server.url}/api/ready`, { headers: { 'x-request-id': 'no spaces allowed' } });
      made = bad.headers.get('x-request-id') ?? '';
    });
    expect(echoed).toBe('lb-4711.a');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const login = lines.find((l) => l.reqId === 'lb-4711.a' && l.msg === 'request');
    expect(login).toMatchObject({ level: 'info', method: 'POST', operation: 'POST /api/login', status: 200 });
    expect(typeof login?.ms).toBe('number');
    expect(lines.find((l) => l.reqId === made)).toMatchObject({ level: 'debug', operation: 'GET /api/ready' });
    const all = JSON.stringify(lines);
    for (const personal of [guest.email as string, 'Loggrid', 'Hemlig', TEST_PASSWORD]) expect(all).not.toContain(personal);
  });

  it('does not take a request id from a client that is not a trusted proxy', async () => {
    const direct = await startTestServer(s.db.dataSource, s.clock);
    try {
      const r = await fetch(`${direct.url}/api/health`, { headers: { 'x-request-id': 'chosen-by-client' } });
      expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.close();
    }
  });

  it('carries the request id into every line written for the request, errors and later async work too', async () => {
    const lines = await logOf(async () => {
      await withRequestId('err-1', async () => {
        await new Promise((r) => setTimeout(r, 5));
        logError(
          '[rest] internal error',
          Object.assign(new Error('boom'), { code: '23505', detail: 'Key (unokod)=(1234) already exists' }),
        );
      });
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      reqId: 'err-1',
      msg: '[rest] internal error',
      err: { code: '23505', message: 'boom' },
    });
    expect(JSON.stringify(lines)).not.toContain('1234');
  });
});
