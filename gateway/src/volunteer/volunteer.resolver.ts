import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { BookingType } from '../booking/booking.types';
import type { Context } from '../platform/graphql/context';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { VolunteerGuestStayType, VolunteerShelterAvailabilityType } from './volunteer.types';
import { ROLES } from '../domain/roles';

/**
 * The volunteer's room finder and own requests. Requesting and confirming for a guest are the
 * Booking mutations `requestBooking(input: {guestId, ...})` and `volunteerConfirmBooking(id)`.
 */
@Resolver()
export class VolunteerResolver {
  @Authorized(...ROLES.volunteer)
  @Query(() => [VolunteerShelterAvailabilityType], {
    description:
      'Volunteers only. Open shelters with their bookable rooms (room, woman_only) and places left on every night start <= night < end; shelters without a bookable room are left out. Reads only. Errors: BAD_USER_INPUT (end not after start, more than 31 nights).',
  })
  volunteerAvailability(
    @Arg('start', () => LocalDateScalar, { nullable: true, description: 'First night; today (Stockholm) when left out.' })
    start: string | null,
    @Arg('end', () => LocalDateScalar, {
      nullable: true,
      description: 'Check-out date (the morning after the last night); start + 14 when left out. At most 31 nights after start.',
    })
    end: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.volunteers.availability(ctx.actor, start, end);
  }

  @Authorized(...ROLES.volunteer)
  @Query(() => [BookingType], {
    description:
      'Volunteers only. The bookings this volunteer requested whose check-out date is at most 7 days ago, newest request first (at most 200). Reads only.',
  })
  volunteerBookings(@Ctx() ctx: Context) {
    return ctx.services.volunteers.ownBookings(ctx.actor);
  }

  @Authorized(...ROLES.volunteer)
  @Query(() => [VolunteerGuestStayType], {
    description:
      "Volunteers only. A guest's current bookings (requested, queued, held or staying, not ended), soonest first, at most 50: shown before booking for the guest so an overlap is seen first. Reads only. Errors: GUEST_NOT_FOUND (not an id).",
  })
  volunteerGuestStays(@Arg('guestId', () => ID, { description: "The guest's user id." }) guestId: string, @Ctx() ctx: Context) {
    return ctx.services.volunteers.guestStays(ctx.actor, guestId);
  }
}
