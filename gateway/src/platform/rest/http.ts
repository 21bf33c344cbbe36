/**
 * The REST shims' plumbing: the same role lists as the resolvers (401 not logged in, 403 wrong
 * group), one service call per handler, and one error mapper to `{ message, error, code }`.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Actor } from '../../domain/actor';
import type { Group } from '../../domain/roles';
import { AppError, asAppError, DEFAULT_MESSAGE, HTTP_STATUS, type ErrorCode } from '../errors';
import type { Services } from '../services';
import type { CookieSettings } from '../session-cookie';
import { logError } from '../log';
import { requireGroup } from '../gate';
import { holdsForbiddenText, isCleanText, TEXT_REFUSED_MESSAGE } from '../text-guard';
import { MESSAGES } from '../messages';

/** What the session middleware leaves in res.locals for the shims. */
export interface RequestState {
  actor: Actor | null;
  token: string | null;
  services: Services;
  cookieSettings: CookieSettings;
}

export const stateOf = (res: Response): RequestState => res.locals as RequestState;

export interface ShimContext extends RequestState {
  req: Request;
  res: Response;
}

/**
 * A shim: checks the groups, runs `fn`, answers 200 with its JSON. `roles` empty admits anyone
 * logged in; 'public' admits everyone.
 */
export function shim(roles: readonly Group[] | 'public', fn: (ctx: ShimContext) => Promise<unknown>): ShimHandler {
  const handler: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const state = stateOf(res);
      if (roles !== 'public') requireGroup(state.actor, ...roles);
      const body = await fn({ ...state, req, res });
      if (!res.headersSent) res.status(200).json(body ?? { ok: true });
    } catch (e) {
      next(e);
    }
  };
  // The roles ride along, so the OpenAPI test can hold each documented role against the shim's own.
  return Object.assign(handler, { roles });
}

/** A shim's handler, carrying the role list it checks. */
export type ShimHandler = RequestHandler & { roles: readonly Group[] | 'public' };

export function errorBody(code: ErrorCode, message: string) {
  return { message, error: message, code };
}

/** Maps every error to a status and `{ message, error, code }`; never a stack trace. */
export const restErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (res.headersSent) return;
  // A database that ran out of time is BUSY (common/errors.ts asAppError), as on GraphQL.
  const err = asAppError(error);
  // The code for the request's log line and metrics (platform/request-log.ts).
  const answer = (status: number, code: ErrorCode, message: string) => {
    res.locals.errorCode = code;
    res.status(status).json(errorBody(code, message));
  };
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) res.set('Retry-After', String(err.retryAfterSeconds));
    answer(err.status, err.code, err.message);
    return;
  }
  // body-parser: malformed JSON, too large, wrong charset.
  const status = typeof err === 'object' && err !== null && 'status' in err ? Number((err as { status: unknown }).status) : NaN;
  if (status === 413) {
    answer(413, 'PAYLOAD_TOO_LARGE', DEFAULT_MESSAGE.PAYLOAD_TOO_LARGE);
    return;
  }
  if (status >= 400 && status < 500) {
    answer(400, 'BAD_USER_INPUT', DEFAULT_MESSAGE.BAD_USER_INPUT);
    return;
  }
  logError('[rest] internal error', err);
  answer(HTTP_STATUS.INTERNAL_SERVER_ERROR, 'INTERNAL_SERVER_ERROR', DEFAULT_MESSAGE.INTERNAL_SERVER_ERROR);
};

/** The JSON body as an object (anything else counts as empty: the service then names what is missing). */
export function bodyObject(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

/** A whole number from JSON (a number, or digits in a string); NaN otherwise, which services refuse. */
export function intField(v: unknown): number {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : NaN;
  if (typeof v === 'string' && /^\d{1,10}$/.test(v.trim())) return Number(v.trim());
  return NaN;
}

/** An optional text field: strings pass, null/undefined are absent, anything else is refused. */
export function textField(v: unknown, field: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.notText(field));
  return v;
}

/** SPEC's batch body: a list of `{booking_id}`. */
export function bookingIdList(body: unknown): number[] {
  if (!Array.isArray(body)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.bookingIdList);
  return body.map((row: unknown) => {
    const id = typeof row === 'object' && row !== null ? intField((row as Record<string, unknown>).booking_id) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.bookingIdRow);
    return id;
  });
}

/**
 * Refuses a REST request whose body, query or path holds a control character or half a character
 * (common/text-guard.ts), before any shim runs: 400 BAD_USER_INPUT, nothing changed.
 */
export const refuseForbiddenText: RequestHandler = (req, _res, next) => {
  let path = req.path;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    // A malformed escape is not text; the routes answer it.
  }
  if (!isCleanText(path) || holdsForbiddenText(req.query) || holdsForbiddenText(req.body)) {
    return next(new AppError('BAD_USER_INPUT', TEXT_REFUSED_MESSAGE));
  }
  next();
};
