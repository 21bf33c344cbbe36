import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { clearSessionCookie, readDeviceTokens, setDeviceCookie, setSessionCookie } from '../platform/session-cookie';
import { MeType } from './auth.types';

@Resolver()
export class AuthResolver {
  @Query(() => MeType, { nullable: true, description: 'The logged-in person, or null. Anyone may ask.' })
  me(@Ctx() ctx: Context) {
    return ctx.actor ? ctx.services.auth.me(ctx.actor) : null;
  }

  @Mutation(() => MeType, {
    description:
      'Log in with e-mail and password; sets the HttpOnly session cookie. Errors: LOGIN_FAILED (the same for an unknown e-mail and a wrong password); with the right password, ACCOUNT_NOT_ACTIVATED (a registered guest before the activation link) or ACCOUNT_DEACTIVATED (switched off by an admin).',
  })
  async login(
    @Arg('email', () => String, { description: 'Login e-mail.' }) email: string,
    @Arg('password', () => String, { description: 'Password.' }) password: string,
    @Ctx() ctx: Context,
  ) {
    const result = await ctx.services.auth.login(email, password, ctx.token, ctx.req.ip, readDeviceTokens(ctx.req));
    setSessionCookie(ctx.res, result.token, result.expiresAt, ctx.cookieSettings);
    setDeviceCookie(ctx.res, result.deviceTokens, ctx.cookieSettings);
    return result.me;
  }

  @Mutation(() => Boolean, { description: 'End the current session (if any) and clear the cookie. Always true.' })
  async logout(@Ctx() ctx: Context) {
    await ctx.services.auth.logout(ctx.token);
    clearSessionCookie(ctx.res, ctx.cookieSettings);
    return true;
  }
}
