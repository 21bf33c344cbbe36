/**
 * The shelter feature's views (issue 31 §1): what the service answers and the GraphQL types
 * implement. Shelters and rooms are public facts to anyone logged in.
 */
import { type LocalDate } from '../platform/dates';
import { type ProductType } from '../domain/product-type';
import { type HouseRulesTranslation, type ShelterCriterion } from '../domain/shelter-facts';

export interface RegionView {
  id: number;
  name: string;
}

/** What a guest needs to get to a shelter and to choose it (issue 18 §6), as staff set it. */
export interface ShelterFacts {
  phone: string | null;
  /** The check-in window: from this time of day ("HH:MM") ... */
  checkInFrom: string | null;
  /** ... until this one, the latest check-in. */
  checkInUntil: string | null;
  houseRules: string;
  /** The house rules in other languages, as staff wrote them (issue 33 §6), in HOUSE_RULES_LANGUAGES' order. */
  houseRulesTranslations: HouseRulesTranslation[];
  /** In SHELTER_CRITERIA's order. */
  criteria: ShelterCriterion[];
  latitude: number | null;
  longitude: number | null;
  /** Reserved or confirmed bookings nobody checked in are declined ('Uteblev') at the latest check-in time (issue 19 §6). */
  releaseNoShows: boolean;
}

export interface ShelterView extends ShelterFacts {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
  image: string | null;
  region: RegionView;
}

export interface ProductView {
  id: number;
  shelterId: number;
  name: string;
  description: string;
  totalPlaces: number;
  type: ProductType;
  requirements: string;
}

export interface NightAvailability {
  productId: number;
  night: LocalDate;
  placesLeft: number;
}

export interface ProductPlaces {
  product: ProductView;
  shelter: ShelterView;
  placesLeft: number;
}

export interface ShelterPage {
  shelters: (ShelterView & { placesFreeTonight: number })[];
  /** Every open shelter matching the search. */
  total: number;
  /** Whether shelters follow this page. */
  hasMore: boolean;
}

export interface ProductNights {
  product: ProductView;
  nights: { date: LocalDate; placesLeft: number }[];
}
