/**
 * Härberget's checks before anything is sent (issue 19 §5): the same rules as the gateway's
 * `checkShelterAddress` and `checkShelterFacts` (and the admin's form); the server checks them
 * again and its Swedish message is shown when it refuses.
 */
import type { MyShelterInput, MyShelterProfileFragment, ShelterCriterion } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host-profile';
import { formatPostcode } from '../../../lib/postcode';
import { MAX_HOUSE_RULES, parseCoordinate, shelterProfileErrors, type ShelterProfileText } from '../../../lib/shelter-rules';

const e = sv.host.shelter.errors;

export { MAX_HOUSE_RULES };

/** The form's fields: the profile as typed (coordinates with a decimal comma or point), and the rest. */
export interface ProfileFields extends ShelterProfileText {
  criteria: ShelterCriterion[];
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

export const validateProfile = (v: ProfileFields): ProfileErrors => shelterProfileErrors(v, e);

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
