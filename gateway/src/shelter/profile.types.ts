import { Field, Float, InputType } from 'type-graphql';
import { ShelterCriterionEnum } from '../platform/graphql/enums';
import type { ShelterCriterion } from '../domain/shelter-facts';

@InputType('MyShelterInput', {
  description:
    "The public profile of the host's own shelter (Härberget). Each field left out stays as it is; null (or an empty text) clears it.",
})
export class MyShelterInputType {
  @Field(() => String, { nullable: true, description: 'Street address, at most 200 characters.' })
  street?: string | null;

  @Field(() => String, { nullable: true, description: 'Postcode: five digits (a space is allowed), or empty.' })
  postcode?: string | null;

  @Field(() => String, { nullable: true, description: 'City, at most 100 characters.' })
  city?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Phone: digits, spaces, '-', '(', ')' and a leading '+', 5 to 15 digits, at most 30 characters.",
  })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Check-in from, "HH:MM" (00:00–23:59).' })
  checkInFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'The latest check-in, "HH:MM" (00:00–23:59); may be after midnight.' })
  checkInUntil?: string | null;

  @Field(() => String, { nullable: true, description: 'House rules, at most 2,000 characters.' })
  houseRules?: string | null;

  @Field(() => [ShelterCriterionEnum], { nullable: true, description: 'The criteria, each at most once (null: none).' })
  criteria?: ShelterCriterion[] | null;

  @Field(() => Float, { nullable: true, description: 'Latitude, -90 to 90; given together with longitude (both numbers, or both null).' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Longitude, -180 to 180; given together with latitude.' })
  longitude?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Release no-shows at the latest check-in time (issue 19): a booking for tonight whose guest has not checked in is declined as Uteblev. Left out or null: unchanged.',
  })
  releaseNoShows?: boolean | null;
}
