import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { BookingType } from '../booking/booking.types';
import type { Context } from '../platform/graphql/context';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { VolunteerAvailabilityPageType, VolunteerGuestStayType, VolunteerShelterAvailabilityType } from './volunteer.types';
import { ShelterCriterionEnum } from '../platform/graphql/enums';
import { parseId } from '../platform/ids';
import type { ShelterCriterion } from '../domain/shelter-facts';
import { DEFAULT_PAGE, MAX_PAGE, MAX_SEARCH } from './volunteer.rules';
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
  @Query(() => VolunteerAvailabilityPageType, {
    description: `Volunteers only. The room finder as the volunteer looks at it, filtered and paged on the server: open shelters with their bookable rooms (room, woman_only) and places left on every night start <= night < end, most free places first (the sum of the shown rooms' fewest places over the nights), then by name. With onlyWithPlaces (the default) only rooms with a place on every night, and only shelters with such a room. Reads only, one SQL statement. Errors: BAD_USER_INPUT (end not after start, more than 31 nights, limit outside 1..${MAX_PAGE}, negative offset, search over ${MAX_SEARCH} characters).`,
  })
  volunteerAvailabilityPage(
    @Arg('start', () => LocalDateScalar, { nullable: true, description: 'First night; today (Stockholm) when left out.' })
    start: string | null,
    @Arg('end', () => LocalDateScalar, {
      nullable: true,
      description: 'Check-out date (the morning after the last night); start + 14 when left out. At most 31 nights after start.',
    })
    end: string | null,
    @Arg('regionId', () => ID, { nullable: true, description: "Only shelters of this region (a region's id)." })
    regionId: string | null,
    @Arg('hostId', () => ID, { nullable: true, description: 'Only this shelter.' })
    hostId: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description: `Only shelters whose name, street, city or region name contains this text (case-blind; at most ${MAX_SEARCH} characters).`,
    })
    search: string | null,
    @Arg('criteria', () => [ShelterCriterionEnum], { nullable: true, description: 'Only shelters with every one of these criteria.' })
    criteria: ShelterCriterion[] | null,
    @Arg('onlyWithPlaces', { defaultValue: true, description: 'Only rooms with a place on every night, and shelters with such a room.' })
    onlyWithPlaces: boolean,
    @Arg('limit', () => Int, { defaultValue: DEFAULT_PAGE, description: `Shelters per page, 1 to ${MAX_PAGE}.` })
    limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Shelters skipped before this page.' })
    offset: number,
    @Ctx() ctx: Context,
  ) {
    // An id that cannot be one matches nothing (no shelter or region has it): an empty page, not an error.
    const id = (v: string | null): number | null => {
      if (v === null || v === undefined) return null;
      try {
        return parseId(v);
      } catch {
        return -1;
      }
    };
    return ctx.services.volunteers.availabilityPage(ctx.actor, {
      start,
      end,
      regionId: id(regionId),
      hostId: id(hostId),
      search,
      criteria,
      onlyWithPlaces,
      limit,
      offset,
    });
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
