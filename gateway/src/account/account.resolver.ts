import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MeType } from '../auth/auth.types';
import { setSessionCookie } from '../platform/session-cookie';
import type { Context } from '../platform/graphql/context';
import { LanguageEnum } from '../platform/graphql/enums';
import type { Language } from '../domain/person';
import { DEFAULT_NOTIFICATIONS } from './account.rules';
import { AppConfigType, NotificationFeedType } from './account.types';

/** The logged-in person's own account; each operation is one call into AccountService. */
@Resolver()
export class AccountResolver {
  @Query(() => AppConfigType, { description: "Public settings of the web app (the chat widget's scripts). Anyone may ask." })
  appConfig(@Ctx() ctx: Context) {
    return ctx.services.account.appConfig();
  }

  @Authorized()
  @Query(() => NotificationFeedType, {
    description:
      "The bell: the logged-in person's recent booking events made by others (a guest: own bookings; host staff: own shelter; a caseworker: assigned shelters; a volunteer: bookings they requested), newest first, and the unread count. Errors: UNAUTHENTICATED, BAD_USER_INPUT (limit outside 0..100).",
  })
  notifications(
    @Arg('limit', () => Int, {
      defaultValue: DEFAULT_NOTIFICATIONS,
      description: 'How many events to list, 0 to 100 (0: only the unread count).',
    })
    limit: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.account.notifications(ctx.actor, limit);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Marks every notification up to now as read (the unread count becomes 0). Always true.' })
  markNotificationsRead(@Ctx() ctx: Context) {
    return ctx.services.account.markNotificationsRead(ctx.actor);
  }

  @Authorized()
  @Mutation(() => MeType, {
    description:
      'Sets the language the logged-in person reads the web in, kept with the account (the web sends it after login when the browser had one chosen before). Any logged-in person. Errors: BAD_USER_INPUT.',
  })
  setMyLanguage(
    @Arg('language', () => LanguageEnum, { description: 'The language: sv, en, pl, ro or ar.' }) language: Language,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.account.setMyLanguage(ctx.actor, language);
  }

  @Authorized()
  @Mutation(() => MeType, {
    description: "Changes the logged-in person's own name. Errors: BAD_USER_INPUT (a name blank or over 100 characters).",
  })
  updateMyName(
    @Arg('firstName', () => String, { description: 'New first name (required, trimmed).' }) firstName: string,
    @Arg('lastName', () => String, { description: 'New last name (required, trimmed).' }) lastName: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.account.updateMyName(ctx.actor, firstName, lastName);
  }

  @Authorized()
  @Mutation(() => MeType, {
    description:
      "Changes the logged-in person's own login e-mail, after checking their password. Errors: BAD_USER_INPUT (wrong password, invalid or taken e-mail), FORBIDDEN (no login).",
  })
  changeMyEmail(
    @Arg('email', () => String, { description: 'The new login e-mail.' }) email: string,
    @Arg('currentPassword', () => String, { description: 'The password used now.' }) currentPassword: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.account.changeMyEmail(ctx.actor, email, currentPassword);
  }

  @Authorized()
  @Mutation(() => MeType, {
    description:
      "Changes the logged-in person's own password. Ends every other session of theirs; this browser gets a new session cookie. Errors: BAD_USER_INPUT (current password wrong, new one shorter than 8 characters).",
  })
  async changeMyPassword(
    @Arg('currentPassword', () => String, { description: 'The password used now.' }) currentPassword: string,
    @Arg('newPassword', () => String, { description: 'The new password, at least 8 characters.' }) newPassword: string,
    @Ctx() ctx: Context,
  ) {
    const result = await ctx.services.account.changeMyPassword(ctx.actor, currentPassword, newPassword);
    setSessionCookie(ctx.res, result.token, result.expiresAt, ctx.cookieSettings);
    return result.me;
  }
}
