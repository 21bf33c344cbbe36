import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { BookingActionEnum } from '../platform/graphql/enums';
import { parseId } from '../platform/ids';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { allowedActions, visibleHistory } from './booking-access';
import type { BookingAction, PersonAction } from '../domain/booking-status';
import { bookingFacts } from './booking.rules';
import type { BookingView } from './booking.view';
import { BookingEventType, BookingType, RequestBookingInput } from './booking.types';
import { ROLES } from '../domain/roles';
import { TRANSITIONS } from '../domain/booking-status';
import type { Channel } from '../notify/outbox';
import { MessageChannelEnum } from '../notify/notify.types';

const idArg = () => Arg('id', () => ID, { description: 'Booking id.' });
const reasonArg = () => Arg('reason', () => String, { nullable: true, description: 'Optional reason, kept in the audit trail.' });

/** Booking queries and one mutation per transition; each is one call into BookingService. */
@Resolver(() => BookingType)
export class BookingResolver {
  private act(ctx: Context, id: string, action: PersonAction, opts?: { reason?: string | null; endDate?: string | null }) {
    return ctx.services.bookings.transition(ctx.actor, parseId(id, 'BOOKING_NOT_FOUND'), action, opts);
  }

  @Authorized(...ROLES.guest)
  @Query(() => [BookingType], { description: "The guest's own bookings that are not cancelled and not yet over. Guests only." })
  myBookings(@Ctx() ctx: Context) {
    return ctx.services.bookings.mine(ctx.actor);
  }

  @Authorized()
  @Query(() => BookingType, {
    description: "One booking the caller may see (own, own shelter's, assigned shelter's, or requested). Errors: BOOKING_NOT_FOUND.",
  })
  booking(@idArg() id: string, @Ctx() ctx: Context) {
    return ctx.services.bookings.get(ctx.actor, parseId(id, 'BOOKING_NOT_FOUND'));
  }

  @Authorized(...ROLES.booker)
  @Mutation(() => BookingType, {
    description:
      'Request a bed: a guest for themself, a volunteer for a guest (guestId). Lands pending, or in_queue when a night is full. Errors: BAD_USER_INPUT, PRODUCT_NOT_FOUND, PRODUCT_NOT_BOOKABLE, BOOKING_START_IN_PAST, BOOKING_END_NOT_AFTER_START, BOOKING_TOO_LONG, BOOKING_DUPLICATE, BOOKING_OVERLAP, BOOKING_WOMAN_ONLY, GUEST_BARRED (the host barred the guest from the shelter for a night asked; the message has the end date), DECISION_REQUIRED (the shelter requires a biståndsbeslut and none of the guest’s decisions covers every night asked, or its maximum of nights is reached; the message says which), GUEST_NOT_FOUND, IDEMPOTENCY_KEY_REUSED. With an idempotencyKey, the same key from the same person within 24 h gives back the first answer (the booking as it was created) and books nothing new.',
  })
  requestBooking(
    @Arg('input', () => RequestBookingInput, { description: 'The product and the stay (start and end date, yyyy-MM-dd).' })
    input: RequestBookingInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.bookings.request(ctx.actor, {
      productId: parseId(input.productId, 'PRODUCT_NOT_FOUND'),
      startDate: input.startDate,
      endDate: input.endDate,
      message: input.message,
      guestId: input.guestId === undefined || input.guestId === null ? null : parseId(input.guestId, 'GUEST_NOT_FOUND'),
      idempotencyKey: input.idempotencyKey,
    });
  }

  @Authorized(...TRANSITIONS.recommend.roles)
  @Mutation(() => BookingType, {
    description: 'Tillråda: pending → accepted. Caseworker of the shelter. Errors: BOOKING_NOT_FOUND, BOOKING_INVALID_TRANSITION.',
  })
  recommendBooking(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'recommend');
  }

  @Authorized(...TRANSITIONS.advise_against.roles)
  @Mutation(() => BookingType, {
    description:
      'Avråda: pending → advised_against, with an optional reason. Caseworker of the shelter. Errors: BOOKING_NOT_FOUND, BOOKING_INVALID_TRANSITION.',
  })
  adviseAgainstBooking(@idArg() id: string, @reasonArg() reason: string | null, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'advise_against', { reason });
  }

  @Authorized(...TRANSITIONS.caseworker_undo.roles)
  @Mutation(() => BookingType, {
    description: 'Caseworker undo: accepted/advised_against → pending. Errors: BOOKING_NOT_FOUND, BOOKING_INVALID_TRANSITION.',
  })
  caseworkerSetPending(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'caseworker_undo');
  }

  @Authorized(...TRANSITIONS.assign.roles)
  @Mutation(() => BookingType, {
    description:
      'Tilldela: pending/accepted/advised_against → reserved. Host of the shelter. Errors: BOOKING_NOT_FOUND, BOOKING_INVALID_TRANSITION.',
  })
  assignBooking(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'assign');
  }

  @Authorized(...TRANSITIONS.decline.roles)
  @Mutation(() => BookingType, {
    description:
      'Neka: → declined with an optional reason shown to the guest (e.g. "Uteblev" for a no-show); frees the place and promotes the queue. Host of the shelter.',
  })
  declineBooking(@idArg() id: string, @reasonArg() reason: string | null, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'decline', { reason });
  }

  @Authorized(...TRANSITIONS.host_undo.roles)
  @Mutation(() => BookingType, {
    description: 'Host undo: reserved/declined → pending; a declined booking needs its places again (NO_PLACES when full).',
  })
  hostSetPending(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'host_undo');
  }

  @Authorized(...TRANSITIONS.confirm.roles)
  @Mutation(() => BookingType, {
    description: "Bekräfta: reserved → confirmed. The guest's own booking. Errors: BOOKING_NOT_FOUND, BOOKING_INVALID_TRANSITION.",
  })
  confirmBooking(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'confirm');
  }

  @Authorized(...TRANSITIONS.volunteer_confirm.roles)
  @Mutation(() => BookingType, {
    description:
      'Volunteer confirm: pending → confirmed, for a booking this volunteer requested. Errors: BOOKING_NOT_FOUND, BOOKING_NOT_PENDING.',
  })
  volunteerConfirmBooking(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'volunteer_confirm');
  }

  @Authorized(...TRANSITIONS.cancel.roles)
  @Mutation(() => BookingType, {
    description:
      'Avboka: → cancelled; frees the place. The guest, or the volunteer who requested it. A stay under way cannot be cancelled.',
  })
  cancelBooking(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'cancel');
  }

  @Authorized(...TRANSITIONS.check_in.roles)
  @Mutation(() => BookingType, {
    description: 'Incheckning: reserved/confirmed → checked_in, from the start date until the end date. Errors: BOOKING_OUTSIDE_STAY.',
  })
  checkInBooking(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'check_in');
  }

  @Authorized(...TRANSITIONS.check_out.roles)
  @Mutation(() => BookingType, {
    description: 'Utcheckning: checked_in → completed; leaving early ends the stay today and frees the remaining nights.',
  })
  checkOutBooking(@idArg() id: string, @Ctx() ctx: Context) {
    return this.act(ctx, id, 'check_out');
  }

  @Authorized(...TRANSITIONS.extend.roles)
  @Mutation(() => BookingType, {
    description: 'Förläng: a later check-out date for a checked-in guest. Errors: NO_PLACES when an added night is full.',
  })
  extendBooking(
    @idArg() id: string,
    @Arg('endDate', () => LocalDateScalar, { description: 'The new check-out date.' }) endDate: string,
    @Ctx() ctx: Context,
  ) {
    return this.act(ctx, id, 'extend', { endDate });
  }

  @FieldResolver(() => [BookingEventType], {
    description:
      "The audit trail, oldest first. Staff of the booking's shelter see all of it; the guest and the requesting volunteer see no caseworker reasons and no staff names.",
  })
  async history(@Root() booking: BookingView, @Ctx() ctx: Context) {
    return visibleHistory(ctx.actor, bookingFacts(booking), await ctx.loaders.bookingEvents.load(booking.id));
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "For a booking in_queue: its place in the room's queue, 1 + the queued bookings of the same room with an overlapping stay requested before it (the order the queue is promoted in; only those the queue may still promote, start date today or later). Null for any other status. Batched: one statement for a whole list.",
  })
  queuePosition(@Root() booking: BookingView, @Ctx() ctx: Context): Promise<number | null> | null {
    return booking.status === 'in_queue' ? ctx.loaders.queuePosition.load(booking.id) : null;
  }

  @FieldResolver(() => [BookingActionEnum], { description: 'The actions the current person may take on this booking now.' })
  allowedActions(@Root() booking: BookingView, @Ctx() ctx: Context): BookingAction[] {
    return allowedActions(ctx.actor, bookingFacts(booking), ctx.services.clock.today());
  }

  /** The volunteer's truthful confirmation (issue 20 §7). */
  @FieldResolver(() => MessageChannelEnum, {
    nullable: true,
    description:
      'The channel (email or sms) of the latest message about this booking queued to its guest; null when none was (the guest has no e-mail or phone for their contact preference, or chose none). Given to the guest and to the volunteer who requested the booking (null for everyone else). Batched: one statement for a whole list.',
  })
  guestNotice(@Root() booking: BookingView, @Ctx() ctx: Context): Promise<Channel | null> | null {
    const actor = ctx.actor;
    if (!actor || (actor.userId !== booking.guest.id && actor.userId !== booking.requestedBy)) return null;
    // Through the context: the notify feature answers it (one statement for a whole list).
    return ctx.loaders.guestNotice.load(booking.id);
  }
}
