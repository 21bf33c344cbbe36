/** A person's gender as a guest record stores it, and the language they read the web in (issue 18 §1, §8). */

/** A guest's recorded gender: K (kvinna) or M (man); unknown is null. The database's CHECK holds the same list. */
export const GENDERS = ['K', 'M'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * DESIGN §4: a woman-only room needs the guest's gender K; an unknown gender counts as not K. The
 * one rule: the booking request refuses by it, and `Me.gender`'s description tells the web to use it.
 */
export const mayBookWomanOnly = (gender: Gender | null | undefined): boolean => gender === 'K';

/** The web's languages (issue 18 §8), Swedish first: the default of every account. The database's CHECK holds the same list. */
export const LANGUAGES = ['sv', 'en', 'pl', 'ro', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sv';

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
