/**
 * Idempotency keys of booking requests (DESIGN §6, issue 15). A client that got no answer (a
 * network error, a 502, an INTERNAL after the commit went through) may send the same request again
 * with the same key: within 24 h, the same key from the same person gives back the first answer and
 * books nothing new.
 *
 * - The key is claimed by the first statement of the request's transaction (`INSERT ... ON
 *   CONFLICT`), before the guest's row and the ledger's nights are locked (lock order: key → guest
 *   → nights). A second request with the same key waits there until the first commits (then it
 *   gives back that answer) or rolls back (then it books itself): never two bookings, never a 500.
 * - The booking statement stores its id and first status on the key's row (`BIND_KEY_CTE`), so the
 *   key and the booking commit together or not at all. A refused request (400/404/409/422) leaves
 *   no key: trying it again is judged afresh, and can still book only once.
 * - "The first answer" is the booking as it was created: the booking read again by id, with the
 *   status it was given then (pending or in_queue) and the request's own dates and message. Each
 *   transport shapes it as it shaped the first answer (REST: 200 and the same body; GraphQL: the
 *   Booking).
 * - The same key with another request (product, dates, message, guest) is IDEMPOTENCY_KEY_REUSED.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../platform/errors';
import { logError } from '../platform/log';
import type { BookingStatus } from '../domain/booking-status';
import { MESSAGES } from '../platform/messages';
import { one } from '../platform/db/rows';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const MAX_IDEMPOTENCY_KEY = 200;
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Share of keyed requests that also prune forgotten keys (as login attempts are pruned). */
const PRUNE_SHARE = 0.02;

/** Control characters (C0, DEL, C1) and lone surrogates. */
const FORBIDDEN_CHARS = /[\p{Cc}\p{Cs}]/u;

/** A key as given (GraphQL input, REST header): null when none; BAD_USER_INPUT when malformed. */
export function idempotencyKey(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.idempotencyKeyNotText);
  if (value.trim() === '') throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.idempotencyKeyEmpty);
  if (value.length > MAX_IDEMPOTENCY_KEY)
    throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.idempotencyKeyTooLong(MAX_IDEMPOTENCY_KEY));
  if (FORBIDDEN_CHARS.test(value)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.idempotencyKeyCharacters);
  return value;
}

/** The `Idempotency-Key` header of a REST request (unchecked; `idempotencyKey` checks it). */
export function idempotencyHeader(req: Request): string | null {
  const values = req.headersDistinct[IDEMPOTENCY_HEADER.toLowerCase()];
  if (values === undefined) return null;
  const [value, ...more] = values;
  if (value === undefined) return null;
  if (more.length > 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.givenOnce('Idempotency-Key'));
  return value;
}

/** What identifies a request: the same key must come with the same one. */
export interface RequestIdentity {
  group: string;
  productId: number;
  guestId: number;
  startDate: string;
  endDate: string;
  message: string;
}

export function requestHash(r: RequestIdentity): string {
  const canonical = JSON.stringify([r.group, r.productId, r.guestId, r.startDate, r.endDate, r.message]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** The first answer to a key: the booking it made and the status it got. */
export interface FirstAnswer {
  bookingId: number;
  status: BookingStatus;
}

/**
 * Claims `key` for this person inside the request's transaction. Answers null when the request
 * is the key's first (go on and book), the first answer when the key was used before with the same
 * request, and throws IDEMPOTENCY_KEY_REUSED for another request. A key older than 24 h is
 * forgotten: its row is taken over.
 */
export async function claimKey(tx: EntityManager, actorId: number, key: string, hash: string): Promise<FirstAnswer | null> {
  // On a conflict with a row being inserted by another transaction, this waits for it. DO UPDATE
  // (not DO NOTHING) takes over a forgotten key in the same step; a live key's row is only locked.
  const claimed: unknown[] = await tx.query(
    `INSERT INTO idempotency_key (actor_id, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (actor_id, key) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, booking_id = NULL, first_status = NULL, created_at = now()
      WHERE idempotency_key.created_at <= now() - make_interval(hours => $4)
     RETURNING 1`,
    [actorId, key, hash, IDEMPOTENCY_TTL_HOURS],
  );
  if (claimed.length > 0) return null;
  // A new statement: it sees the row the other transaction committed while this one waited.
  const [row]: { request_hash: string; booking_id: number | null; first_status: BookingStatus | null }[] = await tx.query(
    `SELECT request_hash, booking_id, first_status FROM idempotency_key WHERE actor_id = $1 AND key = $2`,
    [actorId, key],
  );
  if (!row || row.booking_id === null || row.first_status === null) {
    // Cannot happen: a key is committed only with its booking, and a deleted booking takes its key.
    throw new Error('idempotency key without its booking');
  }
  if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { bookingId: row.booking_id, status: row.first_status };
}

/**
 * A CTE for the statement that inserts the booking (CTE `b` with `id` and `status`): stores the
 * booking on the key's row. With a null key it touches nothing.
 */
export const bindKeyCte = (actorParam: string, keyParam: string): string =>
  `bound_key AS (
     UPDATE idempotency_key k SET booking_id = b.id, first_status = b.status
       FROM b WHERE k.actor_id = ${actorParam} AND k.key = ${keyParam}::text
   )`;

/** Deletes forgotten keys; answers how many. */
export async function forgetExpiredKeys(ds: Pick<DataSource, 'query'>): Promise<number> {
  // A top-level SELECT, so the driver returns rows (TypeORM answers a DELETE with [rows, count]).
  const { n } = one<{ n: number }>(
    await ds.query(
      `WITH gone AS (DELETE FROM idempotency_key WHERE created_at <= now() - make_interval(hours => $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
      [IDEMPOTENCY_TTL_HOURS],
    ),
  );
  return n;
}

/** Now and then, after a keyed request: keeps the table small. Never fails the request. */
export async function maybeForgetExpiredKeys(ds: DataSource): Promise<void> {
  if (Math.random() >= PRUNE_SHARE) return;
  try {
    await forgetExpiredKeys(ds);
  } catch (e) {
    logError('[idempotency] pruning old keys failed', e);
  }
}
