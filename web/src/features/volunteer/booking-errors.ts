/**
 * SPEC §8's texts for a failed volunteer booking and guest search, from the GraphQL error code
 * (the codes map to the HTTP statuses SPEC speaks of: the gateway's error catalogue, ErrorCode).
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorCode } from '../../gql/graphql';
import { sv } from '../../i18n/sv-volunteer';
import { errorCode } from '../../lib/errors';

const b = sv.volunteer.booking;

/** 409: the same request exists, or the guest already has a booking on these nights. */
const CONFLICT_CODES: ReadonlySet<string> = new Set<ErrorCode>(['BOOKING_DUPLICATE', 'BOOKING_OVERLAP']);
/** 422 for the date rules. */
const DATE_CODES: ReadonlySet<string> = new Set<ErrorCode>(['BOOKING_START_IN_PAST', 'BOOKING_END_NOT_AFTER_START', 'BOOKING_TOO_LONG']);

export function bookingErrorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const code = errorCode(error);
    if (code && CONFLICT_CODES.has(code)) return b.exists;
    if (code && DATE_CODES.has(code)) return b.dateError;
    return b.failed(error.errors[0]?.message || b.unknownError);
  }
  // The server answered, but not with GraphQL errors (e.g. a proxy's 502).
  if (ServerError.is(error)) return b.failed(b.unknownError);
  // No answer at all.
  return b.noResponse;
}

/** 'Gäst hittades ej.' when nobody matches (404), 'Error searching for user.' otherwise. */
export const searchErrorText = (error: unknown): string => (errorCode(error) === 'GUEST_NOT_FOUND' ? b.guestNotFound : b.searchFailed);

/** SPEC §8 guest creation: 409 for a UNO code in use, anything else the general text. */
export const createGuestErrorText = (error: unknown): string =>
  errorCode(error) === 'UNO_TAKEN' ? sv.volunteer.createGuest.unoTaken : sv.volunteer.createGuest.failed;
