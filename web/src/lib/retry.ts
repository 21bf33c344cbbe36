/**
 * Safe retries of booking requests (issue 15, docs/API.md §8): each submit gets a new idempotency
 * key, and a request whose outcome is unknown is sent once more with the same key; the server then
 * gives back the first answer instead of booking twice.
 */
import { CombinedGraphQLErrors, LinkError, ServerError, ServerParseError } from '@apollo/client/errors';

/** Pause before the one retry: a restarting database or gateway gets a moment. */
export const RETRY_DELAY_MS = 1000;

/** A new key for one booking request: 128 random bits as hex (getRandomValues works on plain http too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failure leaves it open whether the server did the work: no answer at all (a network
 * error), a proxy's 5xx, an answer cut short, or the server's INTERNAL_SERVER_ERROR. A refusal the
 * server explains (a code such as BOOKING_OVERLAP, or BUSY: nothing changed) is not.
 */
export function isAmbiguousFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (ServerError.is(error)) return error.statusCode >= 500;
  if (ServerParseError.is(error)) return true;
  return LinkError.is(error);
}

/** Runs `send`; when it fails ambiguously, waits a moment and runs it once more (same variables, same key). */
export async function withOneRetry<T>(send: () => Promise<T>, delayMs: number = RETRY_DELAY_MS): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isAmbiguousFailure(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return send();
  }
}
