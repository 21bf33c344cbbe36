/**
 * The checks of a shelter's address and public profile before anything is sent: the gateway's
 * `checkShelterAddress` and `checkShelterFacts` rules, once for both forms that edit them (the
 * admin's and the host's Härberget). Each form says the problem in its own words; the server checks
 * again and its Swedish message is shown when it refuses.
 */

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
