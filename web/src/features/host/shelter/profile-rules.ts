/**
 * Härberget's checks before anything is sent (issue 19 §5): the same rules as the gateway's
 * `checkShelterAddress` and `checkShelterFacts` (and the admin's form); the server checks them
 * again and its Swedish message is shown when it refuses.
 */
import type { MyShelterInput, MyShelterProfileFragment, ShelterCriterion } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv';
import { formatPostcode } from '../../../lib/postcode';

const e = sv.host.shelter.errors;

export const MAX_HOUSE_RULES = 2000;
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export interface ProfileFields {
  street: string;
  postcode: string;
  city: string;
  phone: string;
  checkInFrom: string;
  checkInUntil: string;
  houseRules: string;
  criteria: ShelterCriterion[];
  /** As typed: a decimal comma or point. */
  latitude: string;
  longitude: string;
  /** Issue 19 §6: no-shows released at the latest check-in time. */
  releaseNoShows: boolean;
}

export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

/** A stored coordinate as a Swedish reader writes it (decimal comma). */
const coordinateText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n).replace('.', ','));

export const fieldsOf = (s: MyShelterProfileFragment): ProfileFields => ({
  street: s.street,
  postcode: formatPostcode(s.postcode),
  city: s.city,
  phone: s.phone ?? '',
  checkInFrom: s.checkInFrom ?? '',
  checkInUntil: s.checkInUntil ?? '',
  houseRules: s.houseRules,
  criteria: s.criteria,
  latitude: coordinateText(s.latitude),
  longitude: coordinateText(s.longitude),
  releaseNoShows: s.releaseNoShows,
});

/** A typed coordinate: the number, null when empty, NaN when it is not a number. */
export function parseCoordinate(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^[-+]?[0-9]+(\.[0-9]+)?$/.test(t) ? Number(t) : NaN;
}

export function validateProfile(v: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  const postcode = v.postcode.replace(/\s+/g, '');
  if (postcode !== '' && !/^[0-9]{5}$/.test(postcode)) errors.postcode = e.postcode;
  if (v.street.trim().length > 200) errors.street = e.tooLong(200);
  if (v.city.trim().length > 100) errors.city = e.tooLong(100);
  const phone = v.phone.trim();
  const digits = phone.replace(/[^0-9]/g, '').length;
  if (phone !== '' && !(phone.length <= 30 && /^\+?[0-9 ()-]+$/.test(phone) && digits >= 5 && digits <= 15)) errors.phone = e.phone;
  if (v.checkInFrom.trim() !== '' && !TIME_OF_DAY.test(v.checkInFrom.trim())) errors.checkInFrom = e.time;
  if (v.checkInUntil.trim() !== '' && !TIME_OF_DAY.test(v.checkInUntil.trim())) errors.checkInUntil = e.time;
  if (v.houseRules.trim().length > MAX_HOUSE_RULES) errors.houseRules = e.tooLong(MAX_HOUSE_RULES);
  const latitude = parseCoordinate(v.latitude);
  const longitude = parseCoordinate(v.longitude);
  if (latitude !== null && !(latitude >= -90 && latitude <= 90)) errors.latitude = e.latitude;
  if (longitude !== null && !(longitude >= -180 && longitude <= 180)) errors.longitude = e.longitude;
  if (!errors.latitude && !errors.longitude && (latitude === null) !== (longitude === null)) {
    errors[latitude === null ? 'latitude' : 'longitude'] = e.together;
  }
  return errors;
}

/** The mutation's input: every field, cleaned (an empty text clears it). */
export const inputOf = (v: ProfileFields): MyShelterInput => ({
  street: v.street.trim(),
  postcode: v.postcode.replace(/\s+/g, ''),
  city: v.city.trim(),
  phone: v.phone.trim() || null,
  checkInFrom: v.checkInFrom.trim() || null,
  checkInUntil: v.checkInUntil.trim() || null,
  houseRules: v.houseRules.trim(),
  criteria: v.criteria,
  latitude: parseCoordinate(v.latitude),
  longitude: parseCoordinate(v.longitude),
  releaseNoShows: v.releaseNoShows,
});
