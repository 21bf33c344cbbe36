/**
 * A shelter's public profile in the web, declared once for both forms that edit it (the admin's
 * shelter form and the host's Härberget, issue 31 §4): the fragment both read it with, the fields as
 * typed, the conversions to and from them, and the checks before anything is sent (the gateway's
 * `checkShelterAddress` and `checkShelterFacts` rules). Each form says a problem in its own words; the
 * server checks again and its Swedish message is shown when it refuses. The editor is
 * ui/ShelterProfileFields.tsx.
 */
import { graphql } from '../gql';
import type { MyShelterInput, ShelterCriterion, ShelterProfileFieldsFragment } from '../gql/graphql';
import { formatPostcode } from './postcode';

/** The profile as both forms read it (`Shelter` and `AdminShelter` implement `ShelterProfile`). */
export const ShelterProfileFieldsFragmentDoc = graphql(`
  fragment ShelterProfileFields on ShelterProfile {
    street
    postcode
    city
    phone
    checkInFrom
    checkInUntil
    houseRules
    houseRulesTranslations {
      language
      text
    }
    criteria
    latitude
    longitude
    releaseNoShows
  }
`);

export const MAX_HOUSE_RULES = 2000;
export const MAX_STREET = 200;
export const MAX_CITY = 100;
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** A phone number as the server takes it: digits, spaces, '-', '(', ')', a leading '+'; 5–15 digits; at most 30 characters. */
export function validPhone(phone: string): boolean {
  const digits = phone.replace(/[^0-9]/g, '').length;
  return phone.length <= 30 && /^\+?[0-9 ()-]+$/.test(phone) && digits >= 5 && digits <= 15;
}

/** A typed coordinate ('59,3293' or '59.3293'): the number, null when empty, NaN when it is not a number. */
export function parseCoordinate(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^[-+]?[0-9]+(\.[0-9]+)?$/.test(t) ? Number(t) : NaN;
}

/** The profile's fields as typed. */
export interface ShelterProfileText {
  street: string;
  postcode: string;
  city: string;
  phone: string;
  checkInFrom: string;
  checkInUntil: string;
  houseRules: string;
  latitude: string;
  longitude: string;
}

/** What is wrong with a field: not valid, too long (with its limit), or a coordinate without the other. */
export type ShelterProblem = { kind: 'invalid' } | { kind: 'tooLong'; max: number } | { kind: 'together' };

export function shelterProfileProblems(v: ShelterProfileText): Partial<Record<keyof ShelterProfileText, ShelterProblem>> {
  const out: Partial<Record<keyof ShelterProfileText, ShelterProblem>> = {};
  const invalid: ShelterProblem = { kind: 'invalid' };
  const postcode = v.postcode.replace(/\s+/g, '');
  if (postcode !== '' && !/^[0-9]{5}$/.test(postcode)) out.postcode = invalid;
  if (v.street.trim().length > MAX_STREET) out.street = { kind: 'tooLong', max: MAX_STREET };
  if (v.city.trim().length > MAX_CITY) out.city = { kind: 'tooLong', max: MAX_CITY };
  if (v.phone.trim() !== '' && !validPhone(v.phone.trim())) out.phone = invalid;
  if (v.checkInFrom.trim() !== '' && !TIME_OF_DAY.test(v.checkInFrom.trim())) out.checkInFrom = invalid;
  if (v.checkInUntil.trim() !== '' && !TIME_OF_DAY.test(v.checkInUntil.trim())) out.checkInUntil = invalid;
  if (v.houseRules.trim().length > MAX_HOUSE_RULES) out.houseRules = { kind: 'tooLong', max: MAX_HOUSE_RULES };
  const latitude = parseCoordinate(v.latitude);
  const longitude = parseCoordinate(v.longitude);
  if (latitude !== null && !(latitude >= -90 && latitude <= 90)) out.latitude = invalid;
  if (longitude !== null && !(longitude >= -180 && longitude <= 180)) out.longitude = invalid;
  if (!out.latitude && !out.longitude && (latitude === null) !== (longitude === null)) {
    out[latitude === null ? 'latitude' : 'longitude'] = { kind: 'together' };
  }
  return out;
}

/** How a form says each problem. */
export interface ShelterProblemWords {
  postcode: string;
  phone: string;
  time: string;
  latitude: string;
  longitude: string;
  tooLong: (max: number) => string;
  together: string;
}

/** The profile's problems in a form's own words, by field. */
export function shelterProfileErrors(v: ShelterProfileText, words: ShelterProblemWords): Partial<Record<keyof ShelterProfileText, string>> {
  const invalid: Partial<Record<keyof ShelterProfileText, string>> = {
    postcode: words.postcode,
    phone: words.phone,
    checkInFrom: words.time,
    checkInUntil: words.time,
    latitude: words.latitude,
    longitude: words.longitude,
  };
  const out: Partial<Record<keyof ShelterProfileText, string>> = {};
  for (const [field, problem] of Object.entries(shelterProfileProblems(v)) as [keyof ShelterProfileText, ShelterProblem][]) {
    out[field] = problem.kind === 'tooLong' ? words.tooLong(problem.max) : problem.kind === 'together' ? words.together : invalid[field];
  }
  return out;
}

/** The guest languages house rules may be written in besides Swedish (issue 33 §6), in this order. */
export const HOUSE_RULES_LANGUAGES = ['en', 'pl', 'ro', 'ar'] as const;
export type HouseRulesLanguage = (typeof HOUSE_RULES_LANGUAGES)[number];

/** The editor's fields: the profile as typed (coordinates with a decimal comma or point), and the rest. */
export interface ProfileFields extends ShelterProfileText {
  /** The house rules in each other language, as typed ('' : none). */
  houseRulesIn: Record<HouseRulesLanguage, string>;
  criteria: ShelterCriterion[];
  /** Issue 19 §6: no-shows released at the latest check-in time. */
  releaseNoShows: boolean;
}

export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

/** A new shelter's profile: empty, the no-show release on (the server's default). */
export const EMPTY_PROFILE: ProfileFields = {
  street: '',
  postcode: '',
  city: '',
  phone: '',
  checkInFrom: '',
  checkInUntil: '',
  houseRules: '',
  houseRulesIn: { en: '', pl: '', ro: '', ar: '' },
  criteria: [],
  latitude: '',
  longitude: '',
  releaseNoShows: true,
};

/** A stored coordinate as a Swedish reader writes it (decimal comma). */
const coordinateText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n).replace('.', ','));

/** The fields as a form shows them, from the profile as loaded. */
export const profileFieldsOf = (s: ShelterProfileFieldsFragment): ProfileFields => ({
  street: s.street,
  postcode: formatPostcode(s.postcode),
  city: s.city,
  phone: s.phone ?? '',
  checkInFrom: s.checkInFrom ?? '',
  checkInUntil: s.checkInUntil ?? '',
  houseRules: s.houseRules,
  houseRulesIn: Object.fromEntries(
    HOUSE_RULES_LANGUAGES.map((l) => [l, s.houseRulesTranslations.find((t) => t.language === l)?.text ?? '']),
  ) as Record<HouseRulesLanguage, string>,
  criteria: s.criteria,
  latitude: coordinateText(s.latitude),
  longitude: coordinateText(s.longitude),
  releaseNoShows: s.releaseNoShows,
});

/** The input's profile part (ShelterFactsInput: MyShelterInput, and the same fields of ShelterInput): every field, cleaned; an empty text clears it. */
export const profileInputOf = (v: ProfileFields): Required<MyShelterInput> => ({
  street: v.street.trim(),
  postcode: v.postcode.replace(/\s+/g, ''),
  city: v.city.trim(),
  phone: v.phone.trim() || null,
  checkInFrom: v.checkInFrom.trim() || null,
  checkInUntil: v.checkInUntil.trim() || null,
  houseRules: v.houseRules.trim(),
  houseRulesTranslations: HOUSE_RULES_LANGUAGES.filter((l) => v.houseRulesIn[l].trim() !== '').map((l) => ({
    language: l,
    text: v.houseRulesIn[l].trim(),
  })),
  criteria: v.criteria,
  latitude: parseCoordinate(v.latitude),
  longitude: parseCoordinate(v.longitude),
  releaseNoShows: v.releaseNoShows,
});
