import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { JSONObjectResolver } from 'graphql-scalars';
import { parseId } from '../platform/ids';
import type { Context } from '../platform/graphql/context';
import { ROLES } from '../domain/roles';

@Resolver()
export class PrivacyResolver {
  @Authorized(...ROLES.guestRecords)
  @Query(() => JSONObjectResolver, {
    description:
      'Everything stored about one guest (account, guest record, bookings with their history), as a JSON document. Caseworkers of a shelter where the guest has a booking, and admins; the export is logged. Errors: GUEST_NOT_FOUND.',
  })
  exportGuestData(@Arg('guestId', () => ID, { description: "The guest's user id." }) guestId: string, @Ctx() ctx: Context) {
    return ctx.services.privacy.exportGuest(ctx.actor, parseId(guestId, 'GUEST_NOT_FOUND'));
  }

  @Authorized(...ROLES.guestRecords)
  @Mutation(() => Boolean, {
    description:
      'Anonymise a guest: names, UNO code, personal number, contact details and free texts are removed; bookings, dates and nights stay for the statistics. Caseworkers of a shelter where the guest has a booking, and admins. Errors: GUEST_NOT_FOUND, GUEST_HAS_ACTIVE_BOOKINGS.',
  })
  async anonymiseGuest(@Arg('guestId', () => ID, { description: "The guest's user id." }) guestId: string, @Ctx() ctx: Context) {
    await ctx.services.privacy.anonymiseGuest(ctx.actor, parseId(guestId, 'GUEST_NOT_FOUND'));
    return true;
  }
}
