import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { RegionType, ShelterType } from '../shelter/shelter.types';

@ObjectType('NightsReportRow', {
  description: 'One guest at one shelter: the nights they used there within the report range (always more than 0).',
})
export class NightsReportRowType {
  @Field(() => ID, { description: "The guest's user id. Rows are per guest id: two guests who share a name are two rows." })
  guestId: number;

  @Field({ description: "The guest's first name." })
  firstName: string;

  @Field({ description: "The guest's last name." })
  lastName: string;

  @Field(() => String, { nullable: true, description: "The guest's UNO code (4 digits), when they have one." })
  unokod: string | null;

  @Field(() => ShelterType, { description: 'The shelter where the nights were used.' })
  shelter: ShelterType;

  @Field(() => RegionType, { description: "The shelter's region." })
  region: RegionType;

  @Field(() => Int, {
    description:
      'Nights used in the range: nights d with start <= d <= end inside a checked-in or completed stay (start_date <= d < end_date).',
  })
  nights: number;
}

@ObjectType('NightsReport', {
  description: "Användningsrapport: used nights per guest and shelter over a date range, at the caseworker's assigned shelters.",
})
export class NightsReportType {
  @Field(() => LocalDateScalar, { description: 'The first night of the range.' })
  start: string;

  @Field(() => LocalDateScalar, { description: 'The last night of the range (included).' })
  end: string;

  @Field(() => [NightsReportRowType], {
    description:
      'One row per guest and shelter with nights > 0, sorted by first name, last name (Swedish order, case-insensitive), guest id, shelter name.',
  })
  rows: NightsReportRowType[];

  @Field(() => Int, { description: 'The sum of `nights` over all rows ("Totalt {n} nätter").' })
  totalNights: number;
}

@ObjectType('GuestName', { description: 'A guest as the statistics dropdown shows them: id, name and UNO code.' })
export class GuestNameType {
  @Field(() => ID, { description: "The guest's user id." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: 'UNO code, so that guests with the same name are told apart (issue 23).' })
  unokod: string | null;
}
