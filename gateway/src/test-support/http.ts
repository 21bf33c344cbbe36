/** The real HTTP server on an ephemeral port, and a client that keeps its session cookie. */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { type AppOptions, createApp, type GatewayApp } from '../app/app';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { startLiveFeed } from '../live/feed';

export interface TestServer {
  url: string;
  gateway: GatewayApp;
  close(): Promise<void>;
}

/**
 * With `db`, the server also runs the live feed and serves subscriptions (graphql-ws). `options`
 * adds settings of the app (e.g. `trustedProxies: ['loopback']` to play a proxy's forwarded headers).
 */
export async function startTestServer(
  dataSource: DataSource,
  clock: Clock,
  db?: Database,
  options: Partial<AppOptions> = {},
): Promise<TestServer> {
  const gateway = await createApp({ dataSource, clock, webDist: null, ...options });
  // Every test server's requests come from 127.0.0.1, and on CI's shared PostgreSQL the counters of
  // the limits on reset and registration requests are shared by every test file: per client they
  // would refuse one file for another's requests. Tests of those limits set their own.
  gateway.services.credentials.limiter.limits.reset.perClient = 10_000;
  gateway.services.credentials.limiter.limits.register.perClient = 10_000;
  gateway.services.openFeed.limit.perClient = 10_000;
  const feed = db ? await startLiveFeed(db) : null;
  const server: Server = createServer(gateway.app);
  gateway.attach(server);
  // Longer than the client's idle timeout (undici: 4 s), so the client always drops an idle
  // connection first and never reuses one the server is closing (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    gateway,
    async close() {
      server.closeAllConnections();
      await gateway.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await feed?.close();
    },
  };
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export class HttpClient {
  cookie: string | null = null;
  lastSetCookie: string | null = null;
  constructor(readonly baseUrl: string) {}

  private remember(res: Response): void {
    const set = res.headers.get('set-cookie');
    if (!set) return;
    this.lastSetCookie = set;
    const m = /noq_session=([^;]*)/.exec(set);
    if (m) this.cookie = m[1] ? `noq_session=${m[1]}` : null;
  }

  async rest<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.remember(res);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T };
  }

  async gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>> {
    const { status, body } = await this.rest<GqlResult<T>>('POST', '/graphql', { query, variables });
    return { ...body, status };
  }

  async login(email: string, password: string): Promise<void> {
    const r = await this.rest<{ login_status?: boolean }>('POST', '/api/login/', { email, password });
    // A failed login is 200 with login_status false (DESIGN §12).
    if (r.status !== 200 || r.body?.login_status !== true)
      throw new Error(`login failed for ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  }
}

/**
 * A JSON POST from a chosen loopback address (127.x.y.z): a client the server sees at another
 * address, without trusting any forwarded header. Answers status, headers and the parsed body.
 */
export function postFrom<T = unknown>(
  baseUrl: string,
  path: string,
  body: unknown,
  opts: { localAddress: string; headers?: Record<string, string> },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: T }> {
  const url = new URL(path, baseUrl);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: opts.localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...opts.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: (text ? JSON.parse(text) : null) as T }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
