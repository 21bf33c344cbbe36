import type { ErrorCode } from '../gql/graphql';
import { type CodeTexts, errorCode, errorMessage } from './errors';

/**
 * A Swedish text for a failed action (DESIGN §13: shown in the page, never only logged). The
 * server's messages are Swedish except a few codes that keep SPEC's old REST texts ('Booking not
 * found'); `byCode` replaces those. Network failures get `fallback`.
 */
export function actionErrorText(error: unknown, byCode: CodeTexts, fallback: string): string {
  const code = errorCode(error);
  const replaced = code === undefined ? undefined : byCode[code as ErrorCode];
  return replaced ?? errorMessage(error, fallback);
}

/** The same for one row of a batch result (`code`, `message` as the server sent them). */
export function batchRowText(row: { code?: string | null; message?: string | null }, byCode: CodeTexts, fallback: string): string {
  const replaced = row.code ? byCode[row.code as ErrorCode] : undefined;
  return replaced ?? (row.message || fallback);
}
