import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BookingType } from '../booking/booking.types';
import type { BookingView } from '../booking/booking.view';
import { ROLES } from '../domain/roles';
import type { Context } from '../platform/graphql/context';
import type { ContactPreference, OutboxStatus } from './notify.service';
import type { Channel } from './outbox';
import { ContactPreferenceEnum, MessageChannelEnum, NotificationSettingsType, OutboxPageType, OutboxStatusEnum } from './notify.types';

/** A person's messages outside the app, and the admin's Utskick; each operation one call into NotifyService. */
@Resolver()
export class NotifyResolver {
  @Authorized()
  @Query(() => NotificationSettingsType, {
    description: "The logged-in person's messages outside the app: a guest's contact preference, host staff's request digest.",
  })
  myNotificationSettings(@Ctx() ctx: Context) {
    return ctx.services.notify.mySettings(ctx.actor);
  }

  @Authorized(...ROLES.guest)
  @Mutation(() => NotificationSettingsType, {
    description:
      'A guest chooses how booking messages reach them: email (needs an e-mail address), sms (needs a phone number) or none. Errors: BAD_USER_INPUT, FORBIDDEN.',
  })
  setMyContactPreference(
    @Arg('preference', () => ContactPreferenceEnum, { description: 'email, sms or none.' }) preference: ContactPreference,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.notify.setMyContactPreference(ctx.actor, preference);
  }

  @Authorized(...ROLES.host)
  @Mutation(() => NotificationSettingsType, {
    description:
      'Host staff turn the e-mail digest of new requests at their shelter on or off (at most one e-mail per 15 minutes; no guest data). Turning it on starts from now. Errors: FORBIDDEN.',
  })
  setMyRequestDigest(
    @Arg('enabled', () => Boolean, { description: 'true: send the digest; false: stop it.' }) enabled: boolean,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.notify.setMyRequestDigest(ctx.actor, enabled);
  }

  @Authorized(...ROLES.admin)
  @Query(() => OutboxPageType, {
    description:
      'Utskick (admins only): outgoing e-mails and SMS, newest first, 25 a page: status, channel, times, attempts, template, the masked address; never the text. Errors: BAD_USER_INPUT (page below 1, unknown status), FORBIDDEN.',
  })
  outboxMessages(
    @Arg('page', () => Int, { defaultValue: 1, description: 'The page, from 1.' }) page: number,
    @Arg('status', () => OutboxStatusEnum, { nullable: true, description: 'Only this status.' }) status: OutboxStatus | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.notify.list(ctx.actor, { page, status });
  }
}

/** Booking.guestNotice: the volunteer's truthful confirmation (issue 20 §7). */
@Resolver(() => BookingType)
export class BookingNoticeFieldResolver {
  @FieldResolver(() => MessageChannelEnum, {
    nullable: true,
    description:
      'The channel (email or sms) of the latest message about this booking queued to its guest; null when none was (the guest has no e-mail or phone for their contact preference, or chose none). Given to the guest and to the volunteer who requested the booking (null for everyone else). Batched: one statement for a whole list.',
  })
  guestNotice(@Root() booking: BookingView, @Ctx() ctx: Context): Promise<Channel | null> | null {
    const actor = ctx.actor;
    if (!actor || (actor.userId !== booking.guest.id && actor.userId !== booking.requestedBy)) return null;
    return ctx.loaders.guestNotice.load(booking.id);
  }
}
