/**
 * The HTTP request a piece of work is done for (issue 15): services are called with (actor, input)
 * only, but the database layer must not start, or retry, a transaction for a client that has gone
 * away (a backlog of abandoned requests kept gateways busy for minutes). An AsyncLocalStorage
 * carries the request's signal to `inTransaction` (db/database.ts); outside a request (CLIs, tests
 * calling services directly, subscriptions) there is none and nothing is checked.
 *
 * It also carries the request's id (issue 32): every log line written while the request is served
 * names it (platform/log.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

interface Scope {
  /** Aborted when the response closed before it was finished: the client has gone. */
  readonly signal: AbortSignal;
  /** The request's id (X-Request-Id), when the request has one. */
  readonly requestId?: string;
}

const storage = new AsyncLocalStorage<Scope>();

/** Where the request id is kept on the response (set by platform/request-log.ts). */
export const requestIdOf = (locals: Record<string, unknown> | undefined): string | undefined =>
  typeof locals?.requestId === 'string' ? locals.requestId : undefined;

/**
 * Runs the rest of the request inside its scope. Mount it after the body parser: a stream's
 * callbacks (where body-parser calls next) run outside the context set before it.
 */
export const requestScope: RequestHandler = (_req, res, next) => {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  storage.run({ signal: gone.signal, requestId: requestIdOf(res.locals) }, next);
};

/** Runs `fn` with the request id `requestId` (and no client signal) in scope. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ signal: new AbortController().signal, requestId }, fn);
}

/** True when the current request's client has gone away (never outside a request). */
export function clientGone(): boolean {
  return storage.getStore()?.signal.aborted ?? false;
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
