import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../platform/ids';
import type { Context } from '../platform/graphql/context';
import { ROLES } from '../domain/roles';
import { HostGuestDetailType, HostGuestType, HostNoteType } from './guests.types';

/** Gäster (issue 19 §4): the host's guests and notes; one service call each. */
@Resolver()
export class HostGuestResolver {
  @Authorized(...ROLES.host)
  @Query(() => [HostGuestType], {
    description:
      "Gäster: the guests who have, had or asked for a place at the host's own shelter, the most recently connected first (at most 500). Host staff.",
  })
  hostGuests(
    @Arg('search', () => String, { nullable: true, description: 'Part of a name or the UNO code.' }) search: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.hostGuests.list(ctx.actor, search);
  }

  @Authorized(...ROLES.host)
  @Query(() => HostGuestDetailType, {
    description:
      "One guest of the host's shelter with their bookings there and the notes. Errors: GUEST_NOT_FOUND (also for a guest not connected to the shelter).",
  })
  hostGuest(@Arg('id', () => ID, { description: "The guest's user id." }) id: string, @Ctx() ctx: Context) {
    return ctx.services.hostGuests.get(ctx.actor, parseId(id, 'GUEST_NOT_FOUND'));
  }

  @Authorized(...ROLES.host)
  @Mutation(() => HostNoteType, {
    description:
      "Adds a note about a guest of the host's shelter. Errors: GUEST_NOT_FOUND, BAD_USER_INPUT (empty or over 2,000 characters).",
  })
  addHostNote(
    @Arg('guestId', () => ID, { description: "The guest's user id." }) guestId: string,
    @Arg('text', { description: 'The note, 1 to 2,000 characters.' }) text: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.hostGuests.addNote(ctx.actor, parseId(guestId, 'GUEST_NOT_FOUND'), text);
  }

  @Authorized(...ROLES.host)
  @Mutation(() => HostNoteType, {
    description: "Deletes a note (its author, or host staff of the note's shelter); answers the note deleted. Errors: NOT_FOUND.",
  })
  deleteHostNote(@Arg('id', () => ID, { description: 'Note id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.hostGuests.deleteNote(ctx.actor, parseId(id));
  }
}
