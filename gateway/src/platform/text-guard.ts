/**
 * Text that PostgreSQL cannot store or that no person types (issue 15): NUL and the other control
 * characters (tab, line feed and carriage return are text), DEL and the C1 controls, and lone UTF-16
 * surrogates (half a character: PostgreSQL refuses the first; the second would be stored mangled).
 * Checked once at the boundary, for both transports (REST bodies, queries and paths; GraphQL
 * documents and variables), before anything runs: the answer is BAD_USER_INPUT and nothing changes.
 */
import { MESSAGES } from './messages';
// Without the u flag the pattern works on UTF-16 code units, which is what finds lone surrogates.
// Matching control characters is the point of this pattern.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_REFUSED_MESSAGE = MESSAGES.BAD_USER_INPUT.forbiddenCharacters;

export const isCleanText = (s: string): boolean => !FORBIDDEN.test(s);

/** True when any string in `value` (keys too, at any depth) holds a forbidden character. */
export function holdsForbiddenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isCleanText(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => holdsForbiddenText(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (!isCleanText(k) || holdsForbiddenText(v, depth + 1)) return true;
  }
  return false;
}
