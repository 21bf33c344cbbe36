import { Field, Float, ID, InputType, Int, InterfaceType, ObjectType } from 'type-graphql';
import { LanguageEnum, ProductTypeEnum, ShelterCriterionEnum } from '../platform/graphql/enums';
import { LocalDateScalar } from '../platform/graphql/scalars';
import type { ProductType } from '../domain/product-type';
import type { HouseRulesLanguage, HouseRulesTranslation, ShelterCriterion } from '../domain/shelter-facts';
import type { ShelterView } from './shelter.view';

@ObjectType('Region', { description: 'A region (län or kommun) that shelters and guests belong to.' })
export class RegionType {
  @Field(() => ID, { description: 'Region id.' })
  id: number;

  @Field({ description: 'Region name.' })
  name: string;
}

@ObjectType('HouseRulesTranslation', { description: "A shelter's house rules in one guest language besides Swedish." })
export class HouseRulesTranslationType {
  @Field(() => LanguageEnum, { description: 'The language (not sv: the Swedish rules are houseRules).' })
  language: HouseRulesLanguage;

  @Field({ description: 'The rules, at most 2,000 characters.' })
  text: string;
}

@InputType('HouseRulesTranslationInput', { description: "A shelter's house rules in one guest language besides Swedish." })
export class HouseRulesTranslationInputType {
  @Field(() => LanguageEnum, { description: 'en, pl, ro or ar (each at most once).' })
  language: HouseRulesLanguage;

  @Field({ description: 'The rules, at most 2,000 characters; empty: none in this language.' })
  text: string;
}

/**
 * A shelter's public profile (issue 31 §4): the address and the facts a guest reads, declared once.
 * `Shelter` and `AdminShelter` implement it, so one web fragment (`ShelterProfileFields`) and one
 * editor serve the admin's and the host's forms. Adding a profile field starts here.
 */
@InterfaceType('ShelterProfile', {
  description: "A shelter's address and the facts a guest reads; the admin and the shelter's host staff edit them.",
})
export abstract class ShelterProfileType implements Omit<ShelterView, 'id' | 'name' | 'image' | 'region'> {
  @Field({ description: 'Street address.' })
  street: string;

  @Field({ description: 'Postcode, digits only (the web shows a space after the third).' })
  postcode: string;

  @Field({ description: 'City.' })
  city: string;

  @Field(() => String, {
    nullable: true,
    description: "The shelter's phone number, as staff wrote it (digits, spaces, '-', '(', ')', a leading '+').",
  })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'Check-in opens at this time of day ("HH:MM", Swedish time), when set.' })
  checkInFrom: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The latest check-in time ("HH:MM", Swedish time), when set; may be after midnight (earlier than checkInFrom).',
  })
  checkInUntil: string | null;

  @Field({ description: 'House rules, free text in Swedish (may be empty; at most 2,000 characters).' })
  houseRules: string;

  @Field(() => [HouseRulesTranslationType], {
    description:
      'The house rules in other guest languages, as staff wrote them (issue 33 §6), in the order en, pl, ro, ar; a guest reads theirs, else the Swedish.',
  })
  houseRulesTranslations: HouseRulesTranslation[];

  @Field(() => [ShelterCriterionEnum], { description: "The shelter's criteria, in the enum's order (may be empty)." })
  criteria: ShelterCriterion[];

  @Field(() => Float, {
    nullable: true,
    description: 'Latitude (WGS 84 degrees, -90 to 90), for a map link and for "nearest"; set together with longitude.',
  })
  latitude: number | null;

  @Field(() => Float, { nullable: true, description: 'Longitude (WGS 84 degrees, -180 to 180); set together with latitude.' })
  longitude: number | null;

  @Field({
    description:
      "No-shows released on time (issue 19 §6): at the latest check-in time (checkInUntil, Swedish time; the next morning when it is after midnight), reserved or confirmed bookings of the night that nobody checked in are declined with the reason 'Uteblev' by the system, freeing the place for the queue. Default true; no release without a checkInUntil.",
  })
  releaseNoShows: boolean;
}

@ObjectType('Shelter', { implements: ShelterProfileType, description: 'A shelter (härbärge); "host" in the REST wire format.' })
export class ShelterType extends ShelterProfileType implements ShelterView {
  @Field(() => ID, { description: 'Shelter id.' })
  id: number;

  @Field({ description: 'Name of the shelter.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'Image URL or path, when the shelter has one.' })
  image: string | null;

  @Field(() => RegionType, { description: 'The region the shelter lies in.' })
  region: RegionType;
}

/**
 * The profile as the admin and the host send it (issue 31 §4: one declaration; `ShelterInput` and
 * `MyShelterInput` extend it). Each field left out stays as it is; null (or an empty text) clears it.
 */
@InputType('ShelterFactsInput', { description: "A shelter's profile as staff send it (the base of ShelterInput and MyShelterInput)." })
export abstract class ShelterFactsInputType {
  @Field(() => String, { nullable: true, description: 'Street address, at most 200 characters. Left out: unchanged.' })
  street?: string | null;

  @Field(() => String, { nullable: true, description: 'Postcode: five digits (a space is allowed), or empty. Left out: unchanged.' })
  postcode?: string | null;

  @Field(() => String, { nullable: true, description: 'City, at most 100 characters. Left out: unchanged.' })
  city?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Phone: digits, spaces, '-', '(', ')' and a leading '+', 5 to 15 digits, at most 30 characters. Left out: unchanged.",
  })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Check-in from, "HH:MM" (00:00–23:59). Left out: unchanged.' })
  checkInFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The latest check-in, "HH:MM" (00:00–23:59); may be after midnight. Left out: unchanged.',
  })
  checkInUntil?: string | null;

  @Field(() => String, { nullable: true, description: 'House rules, at most 2,000 characters (null: none). Left out: unchanged.' })
  houseRules?: string | null;

  @Field(() => [HouseRulesTranslationInputType], {
    nullable: true,
    description: 'The house rules in other guest languages (all of them: a language left out has none; null: none). Left out: unchanged.',
  })
  houseRulesTranslations?: HouseRulesTranslationInputType[] | null;

  @Field(() => [ShelterCriterionEnum], {
    nullable: true,
    description: 'The criteria, each at most once (null: none). Left out: unchanged.',
  })
  criteria?: ShelterCriterion[] | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Latitude, -90 to 90; given together with longitude (both numbers, or both null). Left out with longitude: unchanged.',
  })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Longitude, -180 to 180; given together with latitude.' })
  longitude?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Release no-shows at the latest check-in time (issue 19 §6; see Shelter.releaseNoShows): a booking for tonight whose guest has not checked in is declined as Uteblev. Left out or null: unchanged.',
  })
  releaseNoShows?: boolean | null;
}

@ObjectType('Product', { description: 'Something a shelter offers: a bookable room, or a listed service.' })
export class ProductGqlType {
  @Field(() => ID, { description: 'Product id.' })
  id: number;

  shelterId: number;

  @Field({ description: 'Name, e.g. "Rum 1".' })
  name: string;

  @Field({ description: 'Free-text description.' })
  description: string;

  @Field(() => Int, { description: 'Number of places (beds) each night.' })
  totalPlaces: number;

  @Field(() => ProductTypeEnum, { description: 'The kind of product.' })
  type: ProductType;

  @Field({ description: 'Requirements on the guest, free text (may be empty).' })
  requirements: string;
}

@ObjectType('NightPlaces', { description: 'Places left for one product on one night.' })
export class NightPlacesType {
  @Field(() => LocalDateScalar, { description: "The night (the evening's date)." })
  date: string;

  @Field(() => Int, { description: 'Places left that night: capacity minus places held.' })
  placesLeft: number;
}

@ObjectType('ProductAvailability', { description: 'A product and its places left per night.' })
export class ProductAvailabilityType {
  @Field(() => ProductGqlType, { description: 'The product.' })
  product: ProductGqlType;

  @Field(() => [NightPlacesType], { description: 'One entry per night asked, in date order.' })
  nights: NightPlacesType[];
}

@ObjectType('ShelterPlace', { description: 'A shelter with a place for the nights asked: its first room with a place, and how many.' })
export class ShelterPlaceType {
  @Field(() => ShelterType, { description: 'The shelter.' })
  shelter: ShelterType;

  @Field(() => ProductGqlType, { description: 'Its first room (by id) the caller could book with a place on every night asked.' })
  product: ProductGqlType;

  @Field(() => Int, { description: "That room's places left: the fewest over the nights asked (at least 1)." })
  placesLeft: number;
}

@ObjectType('ShelterPage', {
  description: "One page of the guest's shelter list (shelterPage): the shelters shown and how many match in all.",
})
export class ShelterPageType {
  @Field(() => [ShelterType], { description: "The shelters of this page: the caller's region first, then their city, then by name." })
  shelters: ShelterType[];

  @Field(() => Int, { description: 'How many open shelters match the search in all.' })
  total: number;

  @Field({ description: 'Whether more shelters follow this page.' })
  hasMore: boolean;
}
