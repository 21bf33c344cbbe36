import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorCode } from '../gql/graphql';

/** Texts the web shows instead of the server's message, by error code (a typo fails to compile). */
export type CodeTexts = Readonly<Partial<Record<ErrorCode, string>>>;

/** The server's message of a failed operation (GraphQL error or network), or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}

/** The server's error code (extensions.code) of a failed operation, if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
