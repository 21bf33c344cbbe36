/**
 * The error catalogue: one code per failure, mapped once to an HTTP status (REST shims) and used
 * as-is as GraphQL `extensions.code`. The texts are in platform/messages.ts.
 */
import { MESSAGES } from './messages';
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'LOGIN_FAILED',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_DEACTIVATED',
  'LINK_INVALID',
  'LINK_USED',
  'LINK_EXPIRED',
  'CODE_INVALID',
  'ACCOUNT_LOCKED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'NOT_FOUND',
  'BOOKING_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'HOST_NOT_FOUND',
  'GUEST_NOT_FOUND',
  'BOOKING_INVALID_TRANSITION',
  'BOOKING_NOT_PENDING',
  'BOOKING_DUPLICATE',
  'BOOKING_OVERLAP',
  'BOOKING_START_IN_PAST',
  'BOOKING_END_NOT_AFTER_START',
  'BOOKING_TOO_LONG',
  'BOOKING_OUTSIDE_STAY',
  'PRODUCT_NOT_BOOKABLE',
  'BOOKING_WOMAN_ONLY',
  'GUEST_BARRED',
  'DECISION_REQUIRED',
  'NO_PLACES',
  'CAPACITY_BELOW_HELD',
  'PRODUCT_IN_USE',
  'UNO_TAKEN',
  'GUEST_HAS_ACTIVE_BOOKINGS',
  'ACTIVITY_FULL',
  'ACTIVITY_ALREADY_SIGNED_UP',
  'ACTIVITY_CLOSED',
  'INVOICE_NOT_READY',
  'INVOICE_DRAFT_CHANGED',
  'INVOICE_NIGHTS_TAKEN',
  'INVOICE_INVALID_TRANSITION',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'IDEMPOTENCY_KEY_REUSED',
  'BUSY',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  LOGIN_FAILED: 401,
  // The right password of an account that may not log in (issue 20 §5, §6): said only after the password matched.
  ACCOUNT_NOT_ACTIVATED: 403,
  ACCOUNT_DEACTIVATED: 403,
  // A one-time link (reset, activation, invitation) that is unknown, used or expired.
  LINK_INVALID: 400,
  LINK_USED: 400,
  LINK_EXPIRED: 400,
  // Issue 36: an SMS code or start code that is wrong, used, expired or out of tries (one answer for all);
  // an account locked by wrong PINs (said only to the right PIN).
  CODE_INVALID: 401,
  ACCOUNT_LOCKED: 403,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  HOST_NOT_FOUND: 404,
  GUEST_NOT_FOUND: 404,
  BOOKING_INVALID_TRANSITION: 409,
  // SPEC §5: the volunteer confirm of a non-pending booking answers 400, not 409.
  BOOKING_NOT_PENDING: 400,
  BOOKING_DUPLICATE: 409,
  BOOKING_OVERLAP: 409,
  BOOKING_START_IN_PAST: 422,
  BOOKING_END_NOT_AFTER_START: 422,
  BOOKING_TOO_LONG: 422,
  BOOKING_OUTSIDE_STAY: 409,
  PRODUCT_NOT_BOOKABLE: 422,
  BOOKING_WOMAN_ONLY: 422,
  // The host barred the guest from the shelter until a date (issue 19 §7): a refusal like an overlap.
  GUEST_BARRED: 409,
  // A shelter requiring a biståndsbeslut (issue 38 §2): nights no valid decision covers, or beyond its maximum.
  DECISION_REQUIRED: 422,
  NO_PLACES: 409,
  CAPACITY_BELOW_HELD: 409,
  PRODUCT_IN_USE: 409,
  UNO_TAKEN: 409,
  GUEST_HAS_ACTIVE_BOOKINGS: 409,
  // Volunteer activities (issue 35 §3): every place taken, signed up already, cancelled or already begun.
  ACTIVITY_FULL: 409,
  ACTIVITY_ALREADY_SIGNED_UP: 409,
  ACTIVITY_CLOSED: 409,
  // Fakturering (issue 21): a draft that cannot be sent yet (a price or billing detail missing),
  // one that changed since it was shown, nights another invoice took first, a step not allowed now.
  INVOICE_NOT_READY: 409,
  INVOICE_DRAFT_CHANGED: 409,
  INVOICE_NIGHTS_TAKEN: 409,
  INVOICE_INVALID_TRANSITION: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  // The same Idempotency-Key sent again with a different request (issue 15).
  IDEMPOTENCY_KEY_REUSED: 422,
  // A lock could not be had in time (lock_timeout/statement_timeout): nothing changed; try again.
  BUSY: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const satisfies Record<ErrorCode, number>;

// Every code has its texts in the catalogue (the compiler checks it here).
MESSAGES satisfies Record<ErrorCode, { default: string }>;

/** Each code's own text (platform/messages.ts holds every text). */
export const DEFAULT_MESSAGE = Object.fromEntries(ERROR_CODES.map((c) => [c, MESSAGES[c].default])) as {
  [C in ErrorCode]: (typeof MESSAGES)[C]['default'];
};

export class AppError extends Error {
  readonly code: ErrorCode;
  /** When to try again (TOO_MANY_REQUESTS, BUSY): REST's `Retry-After`, GraphQL's `extensions.retryAfter`. */
  readonly retryAfterSeconds?: number;
  constructor(code: ErrorCode, message?: string, opts: { retryAfterSeconds?: number } = {}) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.name = 'AppError';
    this.code = code;
    if (opts.retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, Math.ceil(opts.retryAfterSeconds));
  }
  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** Postgres SQLSTATE of a driver error, wherever TypeORM put it. */
export function sqlState(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const rec = e as { code?: unknown; driverError?: { code?: unknown } };
  const code = rec.driverError?.code ?? rec.code;
  return typeof code === 'string' ? code : undefined;
}

/** Constraint name of a driver error (which CHECK or EXCLUDE refused the row). */
export function sqlConstraint(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const rec = e as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const c = rec.driverError?.constraint ?? rec.constraint;
  return typeof c === 'string' ? c : undefined;
}

/**
 * SQLSTATEs of a database that could not do the work in time: 55P03 lock_not_available
 * (lock_timeout), 57014 query_canceled (statement_timeout). Nothing was changed (the transaction
 * rolled back): the person is told BUSY ("try again"), never INTERNAL (issue 15).
 */
export const BUSY_SQLSTATES: ReadonlySet<string> = new Set(['55P03', '57014']);

/** BUSY, with a hint to try again in a second (REST Retry-After, GraphQL extensions.retryAfter). */
export const busy = (): AppError => new AppError('BUSY', undefined, { retryAfterSeconds: 1 });

/**
 * The error as the person gets it: an AppError as is, a database that ran out of time as BUSY,
 * anything else unchanged (the transports mask it as INTERNAL). Both transports call this.
 */
export function asAppError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  const state = sqlState(e);
  if (state !== undefined && BUSY_SQLSTATES.has(state)) return busy();
  return databaseUnreachable(e) ? busy() : e;
}

/**
 * The database could not be reached at all (issue 32): the server refused or was not there, none of
 * DATABASE_URL's hosts was the primary (during a failover), or it was still starting up (57P03).
 * Nothing was done, so the answer is BUSY, "try again", like a lock that could not be had. A
 * connection lost in the middle of a transaction is not this: whether it committed is not known.
 */
export function databaseUnreachable(e: unknown): boolean {
  // Not `instanceof Error`: a socket's error may come from another realm (node's own, under jest).
  if (typeof e !== 'object' || e === null) return false;
  if ((e as { name?: unknown }).name === 'HostNotSuitable') return true;
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', '57P03'].includes(code);
}
