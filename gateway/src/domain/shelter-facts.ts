/**
 * What a guest needs to know about a shelter to get there and to choose it (issue 18 §6): its
 * criteria, and the rules of the fields staff fill in. Pure data; the texts are in
 * platform/messages.ts, the GraphQL enum (with the Swedish labels) in platform/graphql/enums.ts.
 */

/** A shelter's criteria, in the order they are stored and shown. The database's CHECK holds the same list. */
export const SHELTER_CRITERIA = ['women_only', 'drug_tolerant', 'accessible', 'pets_allowed', 'requires_decision'] as const;
export type ShelterCriterion = (typeof SHELTER_CRITERIA)[number];

export const isShelterCriterion = (v: unknown): v is ShelterCriterion =>
  typeof v === 'string' && (SHELTER_CRITERIA as readonly string[]).includes(v);

/** A time of day as "HH:MM", 00:00 to 23:59 (the check-in window). */
export const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** House rules: free text, at most this many characters. */
export const MAX_HOUSE_RULES = 2000;

/** The guest languages house rules may be written in besides Swedish (issue 33 §6), in this order. */
export const HOUSE_RULES_LANGUAGES = ['en', 'pl', 'ro', 'ar'] as const;
export type HouseRulesLanguage = (typeof HOUSE_RULES_LANGUAGES)[number];

/** House rules in one language besides Swedish. */
export interface HouseRulesTranslation {
  language: HouseRulesLanguage;
  text: string;
}

/** A phone number: digits, spaces, '-', '(', ')' and a leading '+', with this many digits. */
export const PHONE_SHAPE = /^\+?[0-9 ()-]+$/;
export const PHONE_DIGITS = { min: 5, max: 15 } as const;
export const MAX_PHONE = 30;
