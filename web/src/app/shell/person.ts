// What the top bar shows of a person (SPEC §2 Layout).
import { fullName } from '../../lib/full-name';

/**
 * The one first name that gets the other logo colour (SPEC §2 names no one; the choice is recorded
 * in docs/DECISIONS.md). The demo host Maria Holm has it.
 */
export const ALT_LOGO_FIRST_NAME = 'Maria';

export const hasAltLogo = (firstName: string | null | undefined): boolean =>
  (firstName ?? '').trim().toLocaleLowerCase('sv') === ALT_LOGO_FIRST_NAME.toLocaleLowerCase('sv');

/** SPEC §2: the top bar is shown only when a first or last name is known. */
export const hasName = (p: { firstName?: string | null; lastName?: string | null }): boolean => fullName(p) !== '';

/** Up to two letters for the avatar circle: the first of the first and of the last name. */
export function initials(p: { firstName?: string | null; lastName?: string | null }): string {
  const letter = (s: string | null | undefined) => Array.from((s ?? '').trim())[0] ?? '';
  return (letter(p.firstName) + letter(p.lastName)).toLocaleUpperCase('sv');
}

/** The bell's badge: a number that fits the circle. */
export const badgeText = (n: number): string => (n > 99 ? '99+' : String(n));
