import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { ROLES } from '../domain/roles';

/** The open feed's opt-in (issue 37): a shelter's host, or an admin, turns it on or off. */
@Resolver()
export class OpenFeedResolver {
  @Authorized(...ROLES.openFeed)
  @Query(() => Boolean, {
    description:
      "Whether the shelter is in the anonymous open feed of free beds tonight (GET /api/open/beds). Hosts: their own shelter; admins: any. Errors: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND (not the host's, or no such shelter).",
  })
  openFeed(@Arg('shelterId', () => ID, { description: 'The shelter.' }) shelterId: string, @Ctx() ctx: Context) {
    return ctx.services.openFeed.isOpen(ctx.actor, shelterId);
  }

  @Authorized(...ROLES.openFeed)
  @Mutation(() => Boolean, {
    description:
      'Puts the shelter in the open feed of free beds tonight, or takes it out (its name, address, position, criteria and free beds by room type become public). Returns the new setting. Hosts: their own shelter; admins: any. Errors: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND.',
  })
  setOpenFeed(
    @Arg('shelterId', () => ID, { description: 'The shelter.' }) shelterId: string,
    @Arg('on', { description: 'true: in the feed; false: out of it.' }) on: boolean,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.openFeed.setOpen(ctx.actor, shelterId, on);
  }
}
