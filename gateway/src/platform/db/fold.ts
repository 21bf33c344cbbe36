/**
 * Case and accent folding in SQL, the two sides of every accent-blind guest search ("jose" finds
 * José, "ostberg" Östberg): the volunteer's and caseworker's searches (guest/guest.service.ts) and
 * the host's Gäster (staff/guests.service.ts). Migration 0017's trigram indexes are built on exactly
 * `fold('first_name')` and `fold('last_name')` with these letters written out (frozen, as every
 * migration is): keep the two equal, or the planner cannot use those indexes.
 */
export const FOLD_FROM = 'áàâãäåāéèêëēíìîïīóòôõöøōúùûüūýÿñçćčšśžźżłæœ';
export const FOLD_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuyyncccsszzzlao';

/** `expr` lower-cased with its accents dropped, in SQL. */
export const fold = (expr: string): string => `translate(lower(${expr}), '${FOLD_FROM}', '${FOLD_TO}')`;
