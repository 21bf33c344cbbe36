/**
 * The SQL pieces of every guest, shelter and account search: one way to fold case and accents and
 * one way to turn typed text into an ILIKE pattern, so the searches cannot drift apart.
 *
 * Case and accent folding, the two sides of every accent-blind search ("jose" finds José,
 * "ostberg" Östberg): the volunteer's and caseworker's searches (guest/guest.service.ts) and the
 * host's Gäster (staff/guests.service.ts). Migration 0017's trigram indexes are built on exactly
 * `fold('first_name')` and `fold('last_name')` with these letters written out (frozen, as every
 * migration is): keep the two equal, or the planner cannot use those indexes.
 */
export const FOLD_FROM = 'áàâãäåāéèêëēíìîïīóòôõöøōúùûüūýÿñçćčšśžźżłæœ';
export const FOLD_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuyyncccsszzzlao';

/** `expr` lower-cased with its accents dropped, in SQL. */
export const fold = (expr: string): string => `translate(lower(${expr}), '${FOLD_FROM}', '${FOLD_TO}')`;

/** `%text%` for (I)LIKE with the pattern characters (`\`, `%`, `_`) escaped: they match themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A typed search as a `likePattern`: trimmed and cut to 100 characters; null when blank or not text. */
export function searchPattern(search: unknown): string | null {
  if (typeof search !== 'string' || search.trim() === '') return null;
  return likePattern(search.trim().slice(0, 100));
}
