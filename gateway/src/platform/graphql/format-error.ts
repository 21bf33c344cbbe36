import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, asAppError, DEFAULT_MESSAGE } from '../errors';
import { logError } from '../log';

/** Codes whose messages describe the client's own request and are safe to pass on. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * Every error leaves with a code from the catalogue and a message fit for a person; internal
 * errors are masked (no stack, no SQL) and logged here instead (DESIGN §6, §8).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // A database that ran out of time is BUSY (common/errors.ts asAppError), as on REST.
  const original = asAppError(unwrapResolverError(error));
  const base = { locations: formatted.locations, path: formatted.path };
  if (original instanceof AppError) {
    const retryAfter = original.retryAfterSeconds;
    return { ...base, message: original.message, extensions: { code: original.code, ...(retryAfter === undefined ? {} : { retryAfter }) } };
  }
  if (original instanceof ArgumentValidationError) {
    const fields = original.extensions.validationErrors?.map((v) => v.property) ?? [];
    return {
      ...base,
      message: fields.length ? `${DEFAULT_MESSAGE.BAD_USER_INPUT} (${fields.join(', ')})` : DEFAULT_MESSAGE.BAD_USER_INPUT,
      extensions: { code: 'BAD_USER_INPUT' },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_CODES.has(code)) {
    return { ...base, message: formatted.message, extensions: { code } };
  }
  // A request Apollo refused before running it, with a 4xx and no code of its own (a persisted
  // query whose hash does not match its text): the client's mistake, said as Apollo said it.
  const status = error instanceof GraphQLError ? (error.extensions?.http as { status?: number } | undefined)?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500 && !formatted.path) {
    return { ...base, message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  logError('[graphql] internal error', original);
  return { ...base, message: DEFAULT_MESSAGE.INTERNAL_SERVER_ERROR, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
