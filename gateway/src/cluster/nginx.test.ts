/**
 * The cluster's nginx is sized for its clients (issue 15, item 7): every proxied request or
 * WebSocket holds two connections (the client's and the one to a gateway), so worker_connections
 * must be at least twice the clients plus the idle upstream connections kept alive, and the
 * process may open as many files. The configuration is checked as text everywhere; where nginx,
 * PostgreSQL and the built gateway exist, 2,000 clients send their requests at the same moment.
 */
import * as net from 'node:net';
import { MAX_CLIENTS, nginxConfig, UPSTREAM_KEEPALIVE } from './nginx';
import { GatewayProcess, NginxProcess, startTwoGateways, stopTwoGateways } from '../test-support/cluster';
import { clusterDescribe } from '../test-support/cluster-describe';
import { useSuite } from '../test-support/suite';

const setting = (conf: string, name: string): number => {
  const m = new RegExp(`\\b${name}\\s+(\\d+)`).exec(conf);
  if (!m) throw new Error(`${name} missing`);
  return Number(m[1]);
};

describe('the cluster nginx configuration', () => {
  const conf = nginxConfig({ dir: '/tmp/x', listen: 4000, upstreams: [4001, 4002], runAsRoot: false });

  it('has room for MAX_CLIENTS simultaneous clients at two connections each, plus the kept-alive upstreams', () => {
    expect(MAX_CLIENTS).toBeGreaterThanOrEqual(4_000);
    const workers = setting(conf, 'worker_processes');
    const connections = setting(conf, 'worker_connections');
    expect(workers * connections).toBeGreaterThanOrEqual(2 * MAX_CLIENTS + UPSTREAM_KEEPALIVE);
    expect(setting(conf, 'keepalive')).toBe(UPSTREAM_KEEPALIVE);
  });

  it('lets the worker open a file per connection and more (worker_rlimit_nofile)', () => {
    expect(setting(conf, 'worker_rlimit_nofile')).toBeGreaterThanOrEqual(setting(conf, 'worker_connections') + 1_000);
  });

  it('accepts a burst of connections at once (listen backlog, multi_accept)', () => {
    const backlog = /listen 127\.0\.0\.1:4000 backlog=(\d+);/.exec(conf);
    expect(Number(backlog?.[1])).toBeGreaterThanOrEqual(2_048);
    expect(conf).toMatch(/multi_accept on;/);
  });
});

const describeCluster = clusterDescribe();
// A pinned day, the child gateways' too (NOQ_TODAY): a run that crosses midnight sees one day.
const today = '2031-05-12';
const s = useSuite(today);

/**
 * `count` raw connections to `port`, all opened first; then every one sends its request in the
 * same moment. Answers each connection's HTTP status, or the error that ended it.
 */
async function simultaneous(port: number, count: number, request: string): Promise<(number | string)[]> {
  const sockets: net.Socket[] = [];
  const outcomes: Promise<number | string>[] = [];
  for (let i = 0; i < count; i++) {
    const socket = net.connect({ port, host: '127.0.0.1' });
    sockets.push(socket);
    outcomes.push(
      new Promise((resolve) => {
        let text = '';
        socket.setEncoding('latin1');
        socket.on('data', (d: string) => (text += d));
        socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
        socket.on('close', () => {
          const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
          resolve(m ? Number(m[1]) : 'closed without an answer');
        });
      }),
    );
  }
  await Promise.all(sockets.map((sk) => (sk.connecting ? new Promise((r) => sk.once('connect', r).once('error', r)) : null)));
  for (const sk of sockets) if (!sk.destroyed) sk.write(request);
  return Promise.all(outcomes);
}

describeCluster('2,000 simultaneous clients through the cluster nginx', () => {
  let a: GatewayProcess;
  let b: GatewayProcess;
  let proxy: NginxProcess;

  beforeAll(async () => {
    ({ a, b, proxy } = await startTwoGateways(today));
  }, 120_000);

  afterAll(async () => {
    await stopTwoGateways({ a, b, proxy });
  });

  it('answers every one of them (no reset, no 5xx)', async () => {
    const guest = await s.f.guest({ first: 'Samtidig' });
    const cookie = await s.f.sessionCookie(guest.userId);
    const body = JSON.stringify({ query: '{ me { firstName } }' });
    const request =
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n${body}`;
    const outcomes = await simultaneous(proxy.port, 2_000, request);
    const tally: Record<string, number> = {};
    for (const o of outcomes) tally[String(o)] = (tally[String(o)] ?? 0) + 1;
    console.log(`2,000 simultaneous clients: ${JSON.stringify(tally)}`);
    expect(tally).toEqual({ 200: 2_000 });
  }, 120_000);
});
