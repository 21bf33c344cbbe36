import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { RegionType } from '../shelter/shelter.types';
import { OCCUPANCY_PERIODS, type OccupancyPeriod } from './statistics.rules';

export const OccupancyPeriodEnum = Object.fromEntries(OCCUPANCY_PERIODS.map((p) => [p, p])) as Record<OccupancyPeriod, OccupancyPeriod>;

registerEnumType(OccupancyPeriodEnum, {
  name: 'OccupancyPeriod',
  description: 'The period of the occupancy statistics (issue 37), and what "the same period a year before" is for it.',
  valuesConfig: {
    night: { description: 'Natt: the night of `date`; a year before, the night 364 days earlier (the same weekday).' },
    week: { description: 'Vecka: Monday to Sunday of the week holding `date`; a year before, 52 weeks earlier.' },
    month: { description: 'Månad: the calendar month holding `date`; a year before, the same month.' },
    range: { description: 'Period: `start` to `end`, both included, at most 366 nights; a year before, the same dates.' },
  } satisfies Record<OccupancyPeriod, { description: string }>,
});

@ObjectType('OccupancyFigures', {
  description:
    'Counts only, never people (issue 37): beds offered and used, held but not used, requests and people turned away, for a night or summed over a period. docs/ARCHITECTURE.md "Occupancy statistics and the open feed (issue 37)" defines each.',
})
export class OccupancyFiguresType {
  @Field(() => Int, {
    description: 'Beds offered: the ledger capacity of each bookable room per night (total_places where the ledger has no row).',
  })
  bedsOffered: number;

  @Field(() => Int, { description: 'Of the beds offered, those in women-only rooms.' })
  womenOnlyBedsOffered: number;

  @Field(() => Int, { description: 'Beds used: checked-in stays, one per guest and night.' })
  bedsUsed: number;

  @Field(() => Int, { description: 'Of the beds used, those in women-only rooms.' })
  womenOnlyBedsUsed: number;

  @Field(() => Int, {
    description: "Held but not used: no-shows released as 'Uteblev', and places still reserved or confirmed on a night that passed.",
  })
  heldNotUsed: number;

  @Field(() => Int, { description: 'Requests: bookings asked for that cover the night, whatever became of them.' })
  requests: number;

  @Field(() => Int, {
    description: 'People who asked and got no bed anywhere in noQ that night, each once per night (the sum of the three reasons).',
  })
  turnedAway: number;

  @Field(() => Int, { description: 'Turned away: declined while waiting in the queue of a full room.' })
  turnedAwayFull: number;

  @Field(() => Int, { description: 'Turned away: left in the queue and never promoted (or gave up and cancelled from the queue).' })
  turnedAwayQueued: number;

  @Field(() => Int, { description: 'Turned away: declined for another reason (not a no-show).' })
  turnedAwayDeclined: number;

  @Field(() => Int, { description: 'Distinct guests who used a bed.' })
  guests: number;
}

@ObjectType('OccupancyNight', { description: 'One night of the period.' })
export class OccupancyNightType extends OccupancyFiguresType {
  @Field(() => LocalDateScalar, { description: 'The night (the evening of this date).' })
  night: string;
}

@ObjectType('OccupancyShelterName', {
  description: 'A shelter of the statistics, by id and name (its own type: a client cache keeps it apart from regions with the same id).',
})
export class OccupancyShelterNameType {
  @Field(() => ID, { description: 'Shelter id.' })
  id: number;

  @Field({ description: 'Shelter name.' })
  name: string;
}

@ObjectType('OccupancyShelter', { description: "One shelter's figures." })
export class OccupancyShelterType {
  @Field(() => OccupancyShelterNameType, { description: 'The shelter.' })
  shelter: OccupancyShelterNameType;

  @Field(() => RegionType, { description: "The shelter's region." })
  region: RegionType;

  @Field(() => OccupancyFiguresType, { description: 'Summed over the period (guests: distinct over the period).' })
  totals: OccupancyFiguresType;

  @Field(() => OccupancyFiguresType, { nullable: true, description: 'The same period a year before; null when there is no data for it.' })
  previous: OccupancyFiguresType | null;

  @Field(() => [OccupancyNightType], { description: 'Each night of the period, in order.' })
  nights: OccupancyNightType[];
}

@ObjectType('OccupancyRegion', { description: "One region's figures: its shelters in the scope, each person turned away once per night." })
export class OccupancyRegionType {
  @Field(() => RegionType, { description: 'The region.' })
  region: RegionType;

  @Field(() => OccupancyFiguresType, { description: 'Summed over the period.' })
  totals: OccupancyFiguresType;

  @Field(() => OccupancyFiguresType, { nullable: true, description: 'The same period a year before; null when there is no data for it.' })
  previous: OccupancyFiguresType | null;

  @Field(() => [OccupancyNightType], { description: 'Each night of the period, in order.' })
  nights: OccupancyNightType[];
}

@ObjectType('OccupancyReport', {
  description: "Beläggning och avvisningar (issue 37): the caseworker's assigned shelters, or for admins every shelter or a region's.",
})
export class OccupancyReportType {
  @Field(() => OccupancyPeriodEnum, { description: 'The period asked.' })
  period: OccupancyPeriod;

  @Field(() => LocalDateScalar, { description: 'The first night of the period.' })
  start: string;

  @Field(() => LocalDateScalar, { description: 'The last night of the period (included).' })
  end: string;

  @Field(() => LocalDateScalar, { description: 'The first night of the same period a year before.' })
  previousStart: string;

  @Field(() => LocalDateScalar, { description: 'The last night of the same period a year before.' })
  previousEnd: string;

  @Field({ description: 'Whether noQ has bookings in the scope for the year before; else every `previous` is null.' })
  hasPrevious: boolean;

  @Field(() => OccupancyFiguresType, { description: 'The whole scope, summed over the period (each person turned away once per night).' })
  totals: OccupancyFiguresType;

  @Field(() => OccupancyFiguresType, { nullable: true, description: 'The whole scope a year before; null when there is no data for it.' })
  previous: OccupancyFiguresType | null;

  @Field(() => [OccupancyNightType], { description: 'The whole scope, night by night.' })
  nights: OccupancyNightType[];

  @Field(() => [OccupancyRegionType], { description: 'Per region of the scope, by name.' })
  regions: OccupancyRegionType[];

  @Field(() => [OccupancyShelterType], { description: 'Per shelter of the scope, by name.' })
  shelters: OccupancyShelterType[];
}
