import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { ROLES } from '../domain/roles';
import { OccupancyPeriodEnum, OccupancyReportType } from './statistics.types';
import type { OccupancyPeriod } from './statistics.rules';

/** Beläggning och avvisningar (issue 37); one call into StatisticsService. */
@Resolver()
export class StatisticsResolver {
  @Authorized(...ROLES.statistics)
  @Query(() => OccupancyReportType, {
    description:
      'Beläggning och avvisningar: beds offered and used, held but not used, requests and people turned away per night, shelter and region, and the same period a year before. Caseworkers: their assigned shelters; admins: every shelter, or one region. Counts only. Errors: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT (period, dates, range over 366 nights, ids).',
  })
  occupancy(
    @Arg('period', () => OccupancyPeriodEnum, { description: 'night, week, month or range.' }) period: OccupancyPeriod,
    @Arg('date', () => LocalDateScalar, { nullable: true, description: 'A night of the period (night, week, month).' }) date: string | null,
    @Arg('start', () => LocalDateScalar, { nullable: true, description: "The range's first night (range)." }) start: string | null,
    @Arg('end', () => LocalDateScalar, { nullable: true, description: "The range's last night, included (range)." }) end: string | null,
    @Arg('regionId', () => ID, { nullable: true, description: 'Only shelters of this region.' }) regionId: string | null,
    @Arg('shelterId', () => ID, { nullable: true, description: 'Only this shelter.' }) shelterId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.statistics.occupancy(ctx.actor, { period, date, start, end, regionId, shelterId });
  }
}
