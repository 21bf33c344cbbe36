import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { ROLES } from '../domain/roles';
import { BookingType } from '../booking/booking.types';
import { seesGuestFlag, type BookingView } from '../booking/booking.view';
import { GuestRecordType } from '../guest/guest.types';
import type { GuestRecord } from '../guest/guest.view';
import { BarGuestInput, GuestBarType } from './bar.types';
import type { GuestBarView } from './bar.view';

/** Avstängning (issue 19 §7): the host bars and lifts; each is one call into GuestBarService. */
@Resolver(() => GuestBarType)
export class GuestBarResolver {
  @Authorized(...ROLES.host)
  @Query(() => [GuestBarType], {
    description: "Host only. The bars in force at the host's shelter (not lifted, last day today or later), the soonest to end first.",
  })
  hostGuestBars(@Ctx() ctx: Context) {
    return ctx.services.guestBars.forHost(ctx.actor);
  }

  @Authorized(...ROLES.host)
  @Mutation(() => GuestBarType, {
    description:
      "Host only: bar a guest from the host's shelter until a date (inclusive), with a reason. Audited. Requests at this shelter for a night up to that date are then refused with GUEST_BARRED. Errors: FORBIDDEN (not host staff), HOST_NOT_FOUND (a host account without a shelter), GUEST_NOT_FOUND (unknown, or never had or asked for a place at this shelter), BAD_USER_INPUT (until before today; reason empty or over 500 characters).",
  })
  barGuest(
    @Arg('input', () => BarGuestInput, { description: 'The guest, the last day and the reason.' }) input: BarGuestInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.guestBars.bar(ctx.actor, {
      guestId: parseId(input.guestId, 'GUEST_NOT_FOUND'),
      until: input.until,
      reason: input.reason,
    });
  }

  @Authorized(...ROLES.host)
  @Mutation(() => GuestBarType, {
    description:
      "Host only: lift a bar of the host's shelter (now; lifting a lifted bar changes nothing). Audited. Errors: FORBIDDEN (not host staff), HOST_NOT_FOUND (a host account without a shelter), NOT_FOUND (unknown, or another shelter's bar).",
  })
  liftGuestBar(@Arg('id', () => ID, { description: 'Bar id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.guestBars.lift(ctx.actor, parseId(id, 'NOT_FOUND'));
  }
}

/** Booking.guestBarredUntil: staff see on a request that its guest is barred from the shelter. */
@Resolver(() => BookingType)
export class BookingBarFieldResolver {
  @FieldResolver(() => LocalDateScalar, {
    nullable: true,
    description:
      "The last day of the bar in force for this booking's guest at this booking's shelter (issue 19 §7), null when none. Given to the host staff of the shelter and its caseworkers only (null for everyone else). Batched: one statement for a whole list.",
  })
  guestBarredUntil(@Root() booking: BookingView, @Ctx() ctx: Context): Promise<string | null> | null {
    if (!ctx.actor || !seesGuestFlag(ctx.actor, booking.product.shelter.id)) return null;
    // The request lists read it with their rows (staff.service listWithBars): no statement of its own.
    const known = (booking as { guestBarredUntil?: string | null }).guestBarredUntil;
    if (known !== undefined) return Promise.resolve(known);
    return ctx.loaders.guestBarredUntil.load({ guestId: booking.guest.id, shelterId: booking.product.shelter.id });
  }
}

/** GuestRecord.bars: the caseworker sees the bars of their shelters in the guest record. */
@Resolver(() => GuestRecordType)
export class GuestRecordBarsResolver {
  @FieldResolver(() => [GuestBarType], {
    description:
      'The bars in force for this guest (issue 19 §7): a caseworker sees those at their assigned shelters, an admin all of them. Batched: one statement for a whole list.',
  })
  async bars(@Root() record: GuestRecord, @Ctx() ctx: Context): Promise<GuestBarView[]> {
    const actor = ctx.actor;
    if (!actor) return [];
    const isAdmin = actor.groups.includes('admin');
    if (!isAdmin && !actor.groups.includes('caseworker')) return [];
    const bars = await ctx.loaders.guestBars.load(record.id);
    return isAdmin ? bars : bars.filter((b) => actor.assignedShelterIds.includes(b.shelter.id));
  }
}
