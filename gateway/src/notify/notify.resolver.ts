import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ROLES } from '../domain/roles';
import type { Context } from '../platform/graphql/context';
import type { ContactPreference, OutboxStatus } from './notify.rules';
import { ContactPreferenceEnum, NotificationSettingsType, OutboxPageType, OutboxStatusEnum } from './notify.types';

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
