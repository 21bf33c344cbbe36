import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RESOURCE_AUDIENCES, RESOURCE_KINDS, type ResourceAudience, type ResourceKind } from '../domain/compass';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { LanguageEnum } from '../platform/graphql/enums';
import { NamedRefType } from '../admin/admin.types';
import { MAX_EXCEPTIONS, MAX_HOURS_PER_DAY, MAX_RESOURCE_NAME, MAX_RESOURCE_TEXT, type CompassTextLanguage } from './compass.rules';

export const ResourceKindEnum = Object.fromEntries(RESOURCE_KINDS.map((k) => [k, k])) as Record<ResourceKind, ResourceKind>;
export const ResourceAudienceEnum = Object.fromEntries(RESOURCE_AUDIENCES.map((a) => [a, a])) as Record<ResourceAudience, ResourceAudience>;

registerEnumType(ResourceKindEnum, {
  name: 'ResourceKind',
  description: 'What a compass resource offers (issue 35 §2; the Swedish label first, as the web shows it).',
  valuesConfig: {
    meals: { description: 'Mat: meals, food bags.' },
    day_centre: { description: 'Dagverksamhet: a day centre.' },
    shower_laundry: { description: 'Dusch och tvätt: showers and laundry.' },
    health_care: { description: 'Vård: health care, a clinic, dental care.' },
    needle_exchange: { description: 'Sprutbyte: needle exchange.' },
    advice: { description: 'Råd och stöd: legal and social advice.' },
    warm_place: { description: 'Värmestuga: a place to keep warm.' },
    clothes: { description: 'Kläder: clothes.' },
  } satisfies Record<ResourceKind, { description: string }>,
});

registerEnumType(ResourceAudienceEnum, {
  name: 'ResourceAudience',
  description: 'Who a compass resource is for (issue 35 §2).',
  valuesConfig: {
    everyone: { description: 'Alla.' },
    women: { description: 'Kvinnor.' },
    men: { description: 'Män.' },
    young_people: { description: 'Unga (18–25).' },
    families: { description: 'Familjer med barn.' },
    eu_citizens: { description: 'EU-medborgare.' },
    undocumented: { description: 'Papperslösa.' },
  } satisfies Record<ResourceAudience, { description: string }>,
});

@ObjectType('TimeRange', {
  description: 'An opening: from `opens` to `closes` (HH:MM, Stockholm time); `closes` at or before `opens` passes midnight.',
})
export class TimeRangeType {
  @Field({ description: 'Opens, HH:MM.' })
  opens: string;

  @Field({ description: 'Closes, HH:MM (at or before opens: the next day).' })
  closes: string;
}

@ObjectType('WeeklyOpening', { description: 'An opening on a weekday, every week.' })
export class WeeklyOpeningType extends TimeRangeType {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday … 7 Sunday.' })
  weekday: number;
}

@ObjectType('OpeningException', { description: 'A dated exception to the weekly hours: closed, or these hours instead.' })
export class OpeningExceptionType {
  @Field(() => LocalDateScalar, { description: 'The date.' })
  date: string;

  @Field({ description: 'Closed all day.' })
  closed: boolean;

  @Field(() => [TimeRangeType], { description: "The day's hours when not closed (they replace the weekday's)." })
  hours: TimeRangeType[];
}

@ObjectType('OpenStatus', { description: "Open now, worked out on the server in Stockholm's time when answered." })
export class OpenStatusType {
  @Field({ description: 'Open at this moment.' })
  openNow: boolean;

  @Field(() => String, { nullable: true, description: 'While open: when the opening going on now ends (HH:MM).' })
  closesAt: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'While closed: the date of the next opening within a week.' })
  opensNextDate: string | null;

  @Field(() => String, { nullable: true, description: 'While closed: the time the next opening starts (HH:MM).' })
  opensNextTime: string | null;

  @Field(() => [TimeRangeType], { description: "Today's hours (an exception wins); empty: closed today." })
  todayHours: TimeRangeType[];
}

@ObjectType('CompassTextTranslation', { description: "A resource's free text in one guest language besides Swedish." })
export class CompassTextTranslationType {
  @Field(() => LanguageEnum, { description: 'en, pl, ro or ar.' })
  language: CompassTextLanguage;

  @Field({ description: 'The text.' })
  text: string;
}

@ObjectType('CompassResource', {
  description:
    'Kompassen (issue 35 §2): a place or service besides a bed: meals, a day centre, showers, health care, advice, a warm place. Read by every logged-in person; kept by admins and by host staff of its shelter.',
})
export class CompassResourceType {
  @Field(() => ID, { description: 'Resource id.' })
  id: number;

  @Field({ description: 'Name.' })
  name: string;

  @Field(() => ResourceKindEnum, { description: 'What it offers.' })
  kind: ResourceKind;

  @Field(() => [ResourceAudienceEnum], { description: 'Who it is for (empty: not stated).' })
  audiences: ResourceAudience[];

  @Field({ description: 'Street address (may be empty).' })
  street: string;

  @Field({ description: 'Postcode, five digits (may be empty).' })
  postcode: string;

  @Field({ description: 'City (may be empty).' })
  city: string;

  @Field(() => String, { nullable: true, description: 'A map link (OpenStreetMap): the coordinates, else the address searched.' })
  mapUrl: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number.' })
  phone: string | null;

  @Field(() => [WeeklyOpeningType], { description: 'Weekly hours, by weekday then time.' })
  weeklyHours: WeeklyOpeningType[];

  @Field(() => [OpeningExceptionType], { description: 'Dated exceptions, by date.' })
  exceptions: OpeningExceptionType[];

  @Field({ description: 'Free text in Swedish (may be empty).' })
  description: string;

  @Field(() => [CompassTextTranslationType], { description: 'The free text in other guest languages, in the order en, pl, ro, ar.' })
  descriptionTranslations: CompassTextTranslationType[];

  @Field(() => NamedRefType, { description: 'The region.' })
  region: NamedRefType;

  @Field(() => NamedRefType, { nullable: true, description: "The shelter whose staff keep it; null: the admins'." })
  shelter: NamedRefType | null;

  @Field(() => Float, { nullable: true, description: 'Latitude (WGS 84).' })
  latitude: number | null;

  @Field(() => Float, { nullable: true, description: 'Longitude (WGS 84).' })
  longitude: number | null;

  @Field(() => OpenStatusType, { description: 'Open now, closes at, opens next, and today’s hours.' })
  status: OpenStatusType;

  @Field(() => Float, {
    nullable: true,
    description: "Kilometres from the reader's position, when given and the resource has coordinates.",
  })
  distanceKm: number | null;

  @Field({ description: 'Whether the reader may change or delete it.' })
  mayEdit: boolean;

  @Field(() => DateTimeScalar, { description: 'Last changed.' })
  updatedAt: Date;
}

@InputType('TimeRangeInput', { description: 'An opening: HH:MM to HH:MM (closes at or before opens: past midnight).' })
export class TimeRangeInput {
  @Field({ description: 'Opens, HH:MM.' })
  opens: string;

  @Field({ description: 'Closes, HH:MM.' })
  closes: string;
}

@InputType('WeeklyOpeningInput', { description: `An opening on a weekday; at most ${MAX_HOURS_PER_DAY} a day.` })
export class WeeklyOpeningInput extends TimeRangeInput {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday … 7 Sunday.' })
  weekday: number;
}

@InputType('OpeningExceptionInput', { description: 'A dated exception: closed, or other hours that day.' })
export class OpeningExceptionInput {
  @Field(() => LocalDateScalar, { description: 'The date (each date once).' })
  date: string;

  @Field({ description: 'Closed all day (also when no hours are given).' })
  closed: boolean;

  @Field(() => [TimeRangeInput], { nullable: true, description: "The day's hours when open." })
  hours?: TimeRangeInput[] | null;
}

@InputType('CompassTextTranslationInput', { description: "A resource's free text in one guest language besides Swedish." })
export class CompassTextTranslationInput {
  @Field(() => LanguageEnum, { description: 'en, pl, ro or ar (each at most once).' })
  language: CompassTextLanguage;

  @Field({ description: 'The text; empty: none in this language.' })
  text: string;
}

@InputType('CompassResourceInput', { description: 'A whole resource (a save replaces it).' })
export class CompassResourceInputType {
  @Field({ description: `Name, required, at most ${MAX_RESOURCE_NAME} characters.` })
  name: string;

  @Field(() => ResourceKindEnum, { description: 'What it offers.' })
  kind: ResourceKind;

  @Field(() => [ResourceAudienceEnum], { nullable: true, description: 'Who it is for, each once.' })
  audiences?: ResourceAudience[] | null;

  @Field(() => String, { nullable: true, description: 'Street address.' })
  street?: string | null;

  @Field(() => String, { nullable: true, description: 'Postcode, five digits.' })
  postcode?: string | null;

  @Field(() => String, { nullable: true, description: 'City.' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number.' })
  phone?: string | null;

  @Field(() => [WeeklyOpeningInput], { nullable: true, description: 'Weekly hours.' })
  weeklyHours?: WeeklyOpeningInput[] | null;

  @Field(() => [OpeningExceptionInput], { nullable: true, description: `Dated exceptions, at most ${MAX_EXCEPTIONS}.` })
  exceptions?: OpeningExceptionInput[] | null;

  @Field(() => String, { nullable: true, description: `Free text in Swedish, at most ${MAX_RESOURCE_TEXT} characters.` })
  description?: string | null;

  @Field(() => [CompassTextTranslationInput], { nullable: true, description: 'The free text in en, pl, ro, ar.' })
  descriptionTranslations?: CompassTextTranslationInput[] | null;

  @Field(() => ID, { nullable: true, description: 'Admins: the region (required unless a shelter is given). Host staff: ignored.' })
  regionId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "Admins: the shelter whose staff keep it too. Host staff: ignored (their own shelter's).",
  })
  shelterId?: string | null;

  @Field(() => Float, { nullable: true, description: 'Latitude (with longitude).' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Longitude (with latitude).' })
  longitude?: number | null;
}

@InputType('PositionInput', { description: "The reader's position, for nearest first (never stored)." })
export class PositionInput {
  @Field(() => Float, { description: 'Latitude, -90 to 90.' })
  latitude: number;

  @Field(() => Float, { description: 'Longitude, -180 to 180.' })
  longitude: number;
}
