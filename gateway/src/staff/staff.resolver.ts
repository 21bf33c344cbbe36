import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../platform/ids';
import type { Context } from '../platform/graphql/context';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { BookingType } from '../booking/booking.types';
import { ShelterType } from '../shelter/shelter.types';
import { BatchResultType, HostCountsType, ProductPlacesType, ShelterPlacesType } from './staff.types';
import { ROLES } from '../domain/roles';

/** The host's and the caseworker's views and batches; one service call each. */
@Resolver()
export class StaffResolver {
  @Authorized(...ROLES.host)
  @Query(() => ShelterType, { description: "The host's own shelter. Host staff. Errors: HOST_NOT_FOUND when the account has none." })
  myShelter(@Ctx() ctx: Context) {
    return ctx.services.shelters.own(ctx.actor);
  }

  @Authorized(...ROLES.host)
  @Query(() => HostCountsType, { description: "The host overview's counts for today. Host staff, own shelter." })
  hostCounts(@Ctx() ctx: Context) {
    return ctx.services.staff.hostCounts(ctx.actor);
  }

  @Authorized(...ROLES.host)
  @Query(() => [BookingType], {
    description:
      'Förfrågningar: bookings awaiting the host (pending, accepted, advised_against) that are not over, oldest first. Host staff, own shelter.',
  })
  hostRequests(@Ctx() ctx: Context) {
    return ctx.services.staff.hostRequests(ctx.actor);
  }

  @Authorized(...ROLES.host)
  @Query(() => [BookingType], {
    description: "I kö: queued requests at the host's shelter, in the order they will be promoted. Host staff.",
  })
  hostQueue(@Ctx() ctx: Context) {
    return ctx.services.staff.hostQueue(ctx.actor);
  }

  @Authorized(...ROLES.host)
  @Query(() => [BookingType], {
    description: 'Inkommande gäster: reserved or confirmed with today inside the stay. Host staff, own shelter.',
  })
  hostIncoming(@Ctx() ctx: Context) {
    return ctx.services.staff.hostIncoming(ctx.actor);
  }

  @Authorized(...ROLES.host)
  @Query(() => [BookingType], { description: 'Utgående gäster: checked in and due out today or earlier. Host staff, own shelter.' })
  hostOutgoing(@Ctx() ctx: Context) {
    return ctx.services.staff.hostOutgoing(ctx.actor);
  }

  @Authorized(...ROLES.host)
  @Query(() => [BookingType], { description: "Every guest checked in now at the host's shelter (to extend a stay). Host staff." })
  hostCheckedIn(@Ctx() ctx: Context) {
    return ctx.services.staff.hostCheckedIn(ctx.actor);
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => [BookingType], {
    description: "The caseworker's requests page: pending bookings at assigned shelters that are not over. Caseworkers.",
  })
  caseworkerRequests(@Ctx() ctx: Context) {
    return ctx.services.staff.caseworkerRequests(ctx.actor);
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => [ProductPlacesType], {
    description: "Tonight's places per bookable room at the caseworker's assigned shelters. Caseworkers.",
  })
  caseworkerAvailability(@Ctx() ctx: Context) {
    return ctx.services.staff.caseworkerAvailability(ctx.actor);
  }

  @Authorized(...ROLES.guest)
  @Query(() => [ShelterPlacesType], {
    description: 'Shelters with a bookable room that has a place on the night given. Guests. Errors: BAD_USER_INPUT.',
  })
  availableOn(@Arg('date', () => LocalDateScalar, { description: 'The night (yyyy-MM-dd).' }) date: string, @Ctx() ctx: Context) {
    return ctx.services.shelters.bookableOn(ctx.actor, date);
  }

  @Authorized(...ROLES.host)
  @Mutation(() => [BatchResultType], {
    description:
      'Tilldela alla markerade: assign each booking, each in its own transaction; one row per booking says what failed. Host staff. Errors: BAD_USER_INPUT (0 or more than 200 ids).',
  })
  assignBookings(@Arg('ids', () => [ID], { description: 'Booking ids.' }) ids: string[], @Ctx() ctx: Context) {
    return ctx.services.staff.batch(
      ctx.actor,
      ids.map((id) => parseId(id, 'BOOKING_NOT_FOUND')),
      'assign',
    );
  }

  @Authorized(...ROLES.caseworker)
  @Mutation(() => [BatchResultType], {
    description:
      'Tillråda alla markerade: recommend each booking, each in its own transaction; one row per booking says what failed. Caseworkers.',
  })
  recommendBookings(@Arg('ids', () => [ID], { description: 'Booking ids.' }) ids: string[], @Ctx() ctx: Context) {
    return ctx.services.staff.batch(
      ctx.actor,
      ids.map((id) => parseId(id, 'BOOKING_NOT_FOUND')),
      'recommend',
    );
  }
}
