import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { BookingType } from '../booking/booking.types';
import { parseId } from '../platform/ids';
import type { Context } from '../platform/graphql/context';
import { CreateGuestInput, GuestRecordType, GuestSummaryPageType, GuestSummaryType } from './guest.types';
import { ROLES } from '../domain/roles';

/** Guests: volunteers list, search and create them; caseworkers read the guests of their shelters. */
@Resolver()
export class GuestResolver {
  @Authorized(...ROLES.volunteer)
  @Query(() => [GuestSummaryType], { description: 'Volunteers only. Every guest (id, names, UNO code), by last name. Reads only.' })
  volunteerGuests(@Ctx() ctx: Context) {
    return ctx.services.guests.list(ctx.actor);
  }

  @Authorized(...ROLES.volunteer)
  @Query(() => [GuestSummaryType], {
    description:
      'Volunteers only. Guests matching every non-blank argument exactly, ignoring case (with `partial`, a part of each name ignoring case and accents, and the start of the UNO code). Reads only. Errors: BAD_USER_INPUT (all arguments blank), GUEST_NOT_FOUND (nobody matches).',
  })
  searchGuests(
    @Arg('firstName', () => String, { nullable: true, description: 'First name, exact (case-insensitive).' }) firstName: string | null,
    @Arg('lastName', () => String, { nullable: true, description: 'Last name, exact (case-insensitive).' }) lastName: string | null,
    @Arg('uno', () => String, { nullable: true, description: 'UNO code, exact.' }) uno: string | null,
    @Arg('partial', () => Boolean, {
      defaultValue: false,
      description:
        'Match parts of the names, ignoring case and accents, and the start of the UNO code (the volunteer page); exact when false.',
    })
    partial: boolean,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.guests.search(ctx.actor, { firstName, lastName, uno, partial });
  }

  @Authorized(...ROLES.volunteer)
  @Mutation(() => GuestSummaryType, {
    description:
      'Volunteers only. Creates a guest account (no e-mail, no password; the UNO code identifies the guest). Errors: BAD_USER_INPUT (a field missing, UNO code not 4 digits, gender not K/M, name over 100 characters), UNO_TAKEN (the UNO code is in use).',
  })
  createGuest(@Arg('input', () => CreateGuestInput, { description: 'The new guest.' }) input: CreateGuestInput, @Ctx() ctx: Context) {
    return ctx.services.guests.create(ctx.actor, input);
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => [GuestSummaryType], {
    description:
      "Caseworkers only. Guests who have or had a booking at one of the caseworker's assigned shelters, by last name (at most 500). Reads only. Errors: BAD_USER_INPUT (search too long).",
  })
  caseworkerGuests(
    @Arg('search', () => String, {
      nullable: true,
      description: 'Part of a first name, last name, full name or UNO code (case-insensitive); all when left out.',
    })
    search: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.guests.forCaseworker(ctx.actor, search);
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => GuestSummaryPageType, {
    description:
      'Caseworkers only. One page of `caseworkerGuests` (the same guests, order and search) and how many match in all. Reads only. Errors: BAD_USER_INPUT (search too long, offset below 0, limit outside 1–500).',
  })
  caseworkerGuestPage(
    @Arg('search', () => String, {
      nullable: true,
      description: 'Part of a first name, last name, full name or UNO code (case-insensitive); all when left out.',
    })
    search: string | null,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'The first row to answer (0-based).' }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'How many rows at most (1–500).' }) limit: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.guests.pageForCaseworker(ctx.actor, search, offset, limit);
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => GuestRecordType, {
    description:
      "Caseworkers only. The full guest record (personnr, phone, birth date, address) of a guest with a booking at one of the caseworker's assigned shelters. Reads only. Errors: GUEST_NOT_FOUND (unknown, or no booking at an assigned shelter).",
  })
  caseworkerGuest(@Arg('id', () => ID, { description: "The guest's user id." }) id: string, @Ctx() ctx: Context) {
    return ctx.services.guests.recordForCaseworker(ctx.actor, parseId(id, 'GUEST_NOT_FOUND'));
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => [BookingType], {
    description:
      "Caseworkers only. One guest's bookings at the caseworker's assigned shelters (any status, with their history), newest stay first (at most 200); bookings at other shelters are left out. Reads only. Errors: GUEST_NOT_FOUND (unknown, or no booking at an assigned shelter).",
  })
  caseworkerGuestBookings(@Arg('guestId', () => ID, { description: "The guest's user id." }) guestId: string, @Ctx() ctx: Context) {
    return ctx.services.guests.bookingsForCaseworker(ctx.actor, parseId(guestId, 'GUEST_NOT_FOUND'));
  }
}
