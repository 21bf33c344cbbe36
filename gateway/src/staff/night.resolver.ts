import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { ROLES } from '../domain/roles';
import { HostCalendarType, HostTonightType } from './night.types';

/** Ikväll and Kalender (issue 19): one service call each. */
@Resolver()
export class HostNightResolver {
  @Authorized(...ROLES.host)
  @Query(() => HostTonightType, {
    description:
      "Ikväll: tonight per bookable room of the host's own shelter: beds, free beds (the ledger), checked in, expected, released no-shows. Host staff. The CSV /api/host/tonight.csv has the same data. Errors: HOST_NOT_FOUND.",
  })
  hostTonight(@Ctx() ctx: Context) {
    return ctx.services.hostNight.tonight(ctx.actor);
  }

  @Authorized(...ROLES.host)
  @Query(() => HostCalendarType, {
    description:
      "Kalender: the host's own bookable rooms × nights, each cell the bookings holding a place and the free beds; one SQL statement. Host staff. Errors: BAD_USER_INPUT (days other than 14 or 28), HOST_NOT_FOUND.",
  })
  hostCalendar(
    @Arg('from', () => LocalDateScalar, { nullable: true, description: 'The first night (yyyy-MM-dd); today when left out.' })
    from: string | null | undefined,
    @Arg('days', () => Int, { defaultValue: 14, description: 'Number of nights: 14 or 28.' }) days: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.hostNight.calendar(ctx.actor, from, days);
  }
}
