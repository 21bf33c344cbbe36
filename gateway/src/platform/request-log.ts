/**
 * Each request's id, log line and metrics (issue 32).
 *
 * - The id: the `X-Request-Id` a trusted proxy (NOQ_TRUSTED_PROXIES) sent, when it is a plain token
 *   of at most 128 characters, else a new UUID; echoed in the answer's `X-Request-Id` and carried
 *   into every log line written while the request is served (platform/request-scope.ts, log.ts).
 * - One log line when the answer has gone (or the client went first: `aborted`): method, operation,
 *   status, error code, duration. The operation is the route's pattern (`/api/bookings/:id`) or
 *   the GraphQL operation's kind and first root field (`mutation requestBooking`), never the URL,
 *   the body, or the client's own operation name: nothing personal, and a bounded set of labels.
 *   The web's files and the probes are logged at debug only.
 * - The metrics (platform/metrics.ts): the same operation, status and error code.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from './rest/csrf';
import { withRequestId } from './request-scope';
import { log } from './log';
import type { Metrics } from './metrics';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** What a handler may leave in res.locals for the request's line. */
export interface ObservedLocals {
  requestId?: string;
  /** The GraphQL operation (`mutation requestBooking`), set by the Apollo plugin. */
  operation?: string;
  /** The error code of the answer (REST error handler; GraphQL's first error). */
  errorCode?: string;
}

function operationOf(req: Request, res: Response): string {
  const locals = res.locals as ObservedLocals;
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path === '/graphql' || path.startsWith('/graphql/')) return `graphql ${locals.operation ?? 'unresolved'}`;
  if (path.startsWith('/api/') || path === '/api') {
    const route = (req as Request & { route?: { path?: unknown } }).route?.path;
    return typeof route === 'string' ? `${req.method} ${req.baseUrl}${route}`.slice(0, 120) : `${req.method} /api (no route)`;
  }
  if (path === '/metrics') return 'GET /metrics';
  return 'web';
}

const QUIET = new Set(['web', 'GET /api/health', 'GET /api/ready', 'GET /metrics']);

/** The first middleware of the app: id, scope, and the line and metrics when the answer is done. */
export function observeRequests(trust: TrustProxy, metrics: Metrics | null): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const offered = req.headers['x-request-id'];
    const id = typeof offered === 'string' && REQUEST_ID.test(offered) && trust(req.socket.remoteAddress ?? '', 0) ? offered : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    let done = false;
    const finish = (aborted: boolean) => {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const operation = operationOf(req, res);
      const locals = res.locals as ObservedLocals;
      const status = aborted ? 499 : res.statusCode;
      const code = locals.errorCode ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : undefined);
      metrics?.observe(operation, status, seconds, code);
      const line = { method: req.method, operation, status, ms: Math.round(seconds * 10_000) / 10, ...(code ? { code } : {}) };
      withRequestId(id, () => {
        if (aborted) log.warn({ ...line, aborted: true }, 'request aborted');
        else if (QUIET.has(operation)) log.debug(line, 'request');
        else log.info(line, 'request');
      });
    };
    res.once('finish', () => finish(false));
    res.once('close', () => finish(!res.writableFinished));
    withRequestId(id, next);
  };
}

/**
 * NOQ_METRICS_ALLOW: who may read /metrics (comma-separated addresses, CIDR ranges, or express's
 * names `loopback`, `linklocal`, `uniquelocal`); default `loopback`. Every address of the request
 * must be allowed: the peer's, and each one an X-Forwarded-For names (through nginx the client's
 * own), so a balancer on loopback does not open the metrics to the world.
 */
export function metricsAllowFrom(value: string | undefined): (req: IncomingMessage) => boolean {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const allowed = proxyaddr.compile(list.length > 0 ? list : ['loopback']);
  return (req) => {
    const peer = req.socket.remoteAddress;
    if (!peer || !allowed(peer, 0)) return false;
    const forwarded = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    return hops.every((a) => allowed(a, 0));
  };
}

/** GET /metrics: the text format, to allowed addresses only (403 to others). */
export function metricsRoute(metrics: Metrics, allow: (req: IncomingMessage) => boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!allow(req)) {
      res.status(403).type('text/plain').send('Forbidden\n');
      return;
    }
    metrics.text().then(
      (text) => {
        res.setHeader('Cache-Control', 'no-store');
        res.type(metrics.registry.contentType).send(text);
      },
      (e: unknown) => next(e),
    );
  };
}
