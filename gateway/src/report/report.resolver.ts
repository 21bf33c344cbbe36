import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { GuestNameType, NightsReportType } from './report.types';
import { ROLES } from '../domain/roles';

/** The caseworker statistics (DESIGN §5); each query is one call into ReportService. */
@Resolver()
export class ReportResolver {
  @Authorized(...ROLES.caseworker)
  @Query(() => NightsReportType, {
    description:
      'Användningsrapport: nights used per guest and shelter from start to end (both included), counting checked-in and completed stays and clipping those that cross the range edges. Caseworkers only; covers only their assigned shelters. Errors: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT (end before start, or a range over 366 days).',
  })
  nightsReport(
    @Arg('start', () => LocalDateScalar, { description: 'The first night of the range (yyyy-MM-dd).' }) start: string,
    @Arg('end', () => LocalDateScalar, { description: 'The last night of the range, included (yyyy-MM-dd); not before start.' })
    end: string,
    @Arg('guestId', () => ID, { nullable: true, description: "Only this guest's rows; all guests when left out." }) guestId: string | null,
    @Arg('shelterId', () => ID, { nullable: true, description: "Only this shelter's rows; every assigned shelter when left out." })
    shelterId: string | null,
    @Arg('regionId', () => ID, { nullable: true, description: 'Only rows of shelters in this region; all when left out.' })
    regionId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.reports.nights(ctx.actor, start, end, guestId, { shelterId, regionId });
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => [GuestNameType], {
    description:
      'The guests for the statistics dropdown: everyone with any booking at the caseworker\'s assigned shelters, id, name and UNO code, sorted case-insensitively by "first last". Caseworkers only. Errors: UNAUTHENTICATED, FORBIDDEN.',
  })
  reportGuests(@Ctx() ctx: Context) {
    return ctx.services.reports.guests(ctx.actor);
  }
}
