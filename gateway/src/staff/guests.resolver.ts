import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../platform/ids';
import type { Context } from '../platform/graphql/context';
import { ROLES } from '../domain/roles';
import { HostGuestDetailType, HostGuestPageType, HostGuestType, HostNoteType } from './guests.types';
import { HOST_GUEST_PAGE, MAX_HOST_GUESTS } from './guests.rules';

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
  @Query(() => HostGuestPageType, {
    description: `Gäster, one page at a time (issue 22: the page the web shows, flat with the shelter's history): the same guests and order as \`hostGuests\`, and how many match in all. The search matches every word typed, ignoring case and accents, in the name or the UNO code. Host staff. Errors: BAD_USER_INPUT (offset below 0, limit outside 1–${MAX_HOST_GUESTS}).`,
  })
  hostGuestPage(
    @Arg('search', () => String, { nullable: true, description: 'Words of a name or the UNO code; all guests when left out.' })
    search: string | null,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'The first row to answer (0-based).' }) offset: number,
    @Arg('limit', () => Int, { defaultValue: HOST_GUEST_PAGE, description: `How many guests at most (1–${MAX_HOST_GUESTS}).` })
    limit: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.hostGuests.page(ctx.actor, search, offset, limit);
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
