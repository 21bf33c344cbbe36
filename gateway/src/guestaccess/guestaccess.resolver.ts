import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { setSessionCookie } from '../platform/session-cookie';
import { MeType } from '../auth/auth.types';
import { LoginOptionsType, RegisterGuestByPhoneInputType, StartCodeLoginType, StartCodeType } from './guestaccess.types';

/** Logging in without e-mail (issue 36): by SMS code, by start code and PIN, UNO code + PIN; registration and phone change by SMS code. */
@Resolver()
export class GuestAccessResolver {
  @Query(() => LoginOptionsType, { description: 'The ways to log in the login page offers. Anyone may ask.' })
  loginOptions(@Ctx() ctx: Context) {
    return ctx.services.guestAccess.loginOptions();
  }

  @Mutation(() => Boolean, {
    description:
      "'Logga in med telefon': a 6-digit code by SMS (valid 10 minutes, once, 5 tries) when the number is a guest's login phone. Always true, whether it is or not. Errors: BAD_USER_INPUT (not a Swedish mobile number; no SMS channel), TOO_MANY_REQUESTS (per number and per client).",
  })
  async requestLoginCode(@Arg('phone', { description: 'A Swedish mobile number: 07x… or +46 7x….' }) phone: string, @Ctx() ctx: Context) {
    await ctx.services.guestAccess.requestLoginCode(phone, ctx.req.ip);
    return true;
  }

  @Mutation(() => MeType, {
    description:
      'Log in with the number and its SMS code; sets the session cookie (an activation code also activates a registration by phone). Errors: CODE_INVALID (wrong, used, expired or unknown: one answer), ACCOUNT_DEACTIVATED (the right code of a switched-off account), TOO_MANY_REQUESTS.',
  })
  async loginWithSmsCode(
    @Arg('phone', { description: 'The number the code went to.' }) phone: string,
    @Arg('code', { description: 'The 6 digits.' }) code: string,
    @Arg('sharedDevice', () => Boolean, { nullable: true, description: '"Inte min telefon": a short session (30 minutes at most).' })
    shared: boolean | null | undefined,
    @Ctx() ctx: Context,
  ) {
    const r = await ctx.services.guestAccess.loginWithCode(phone, code, ctx.token, ctx.req.ip, shared === true);
    setSessionCookie(ctx.res, r.token, r.expiresAt, ctx.cookieSettings);
    return r.me;
  }

  @Mutation(() => MeType, {
    description:
      'Log in with UNO code and 6-digit PIN (limited like the password login; the account locks after 5 wrong PINs in a row until staff give a new start code or an SMS code opens it). Errors: LOGIN_FAILED (the same for an unknown UNO code and a wrong PIN), with the right PIN ACCOUNT_LOCKED or ACCOUNT_DEACTIVATED, TOO_MANY_REQUESTS.',
  })
  async loginWithPin(
    @Arg('uno', { description: 'The UNO code (4 digits).' }) uno: string,
    @Arg('pin', { description: 'The 6-digit PIN.' }) pin: string,
    @Arg('sharedDevice', () => Boolean, { nullable: true, description: '"Inte min telefon": a short session (30 minutes at most).' })
    shared: boolean | null | undefined,
    @Ctx() ctx: Context,
  ) {
    const r = await ctx.services.guestAccess.loginWithPin(uno, pin, ctx.token, ctx.req.ip, shared === true);
    setSessionCookie(ctx.res, r.token, r.expiresAt, ctx.cookieSettings);
    return r.me;
  }

  @Mutation(() => StartCodeLoginType, {
    description:
      'Use a start code from staff and choose a 6-digit PIN: the code is used up and the guest logged in; from now on UNO code + PIN. Errors: BAD_USER_INPUT (PIN not 6 digits), CODE_INVALID (wrong, used, replaced or expired), ACCOUNT_DEACTIVATED, TOO_MANY_REQUESTS.',
  })
  async redeemStartCode(
    @Arg('code', { description: 'The start code (dashes and spaces ignored, any case).' }) code: string,
    @Arg('pin', { description: 'The PIN the guest chooses: 6 digits.' }) pin: string,
    @Arg('sharedDevice', () => Boolean, { nullable: true, description: '"Inte min telefon": a short session (30 minutes at most).' })
    shared: boolean | null | undefined,
    @Ctx() ctx: Context,
  ) {
    const r = await ctx.services.guestAccess.redeemStartCode(code, pin, ctx.token, ctx.req.ip, shared === true);
    setSessionCookie(ctx.res, r.token, r.expiresAt, ctx.cookieSettings);
    return { me: r.me, uno: r.uno };
  }

  @Mutation(() => StartCodeType, {
    description:
      "Volunteer, host staff or admin: a new one-time start code for a guest's slip (valid 14 days; replaces the guest's earlier one and lifts a PIN lock). Audited. Errors: GUEST_NOT_FOUND, ACCOUNT_DEACTIVATED, FORBIDDEN.",
  })
  issueStartCode(@Arg('guestId', () => ID, { description: "The guest's user id." }) guestId: string, @Ctx() ctx: Context) {
    return ctx.services.guestAccess.issueStartCode(ctx.actor, guestId);
  }

  @Mutation(() => Boolean, {
    description:
      'A guest registers with a Swedish mobile number instead of an e-mail: a guest account, activated by the SMS code (loginWithSmsCode). Always true, also for a number that has an account (its owner gets a login code). Errors: BAD_USER_INPUT, TOO_MANY_REQUESTS.',
  })
  async registerGuestByPhone(
    @Arg('input', () => RegisterGuestByPhoneInputType, { description: 'The form.' }) input: RegisterGuestByPhoneInputType,
    @Ctx() ctx: Context,
  ) {
    await ctx.services.guestAccess.registerWithPhone(input, ctx.req.ip);
    return true;
  }

  @Query(() => String, { nullable: true, description: 'A guest: their login phone as shown (070-123 45 67), or null.' })
  myPhone(@Ctx() ctx: Context) {
    return ctx.services.guestAccess.myPhone(ctx.actor);
  }

  @Mutation(() => Boolean, {
    description:
      'A guest adds or changes their login phone: a code goes to the new number (confirmMyPhone with it). Always true (a number another account holds gets nothing). Errors: BAD_USER_INPUT, TOO_MANY_REQUESTS.',
  })
  async requestMyPhoneChange(@Arg('phone', { description: 'The new Swedish mobile number.' }) phone: string, @Ctx() ctx: Context) {
    await ctx.services.guestAccess.requestPhoneChange(ctx.actor, phone, ctx.req.ip);
    return true;
  }

  @Mutation(() => String, {
    description: 'The code sent to the new number: it becomes the login phone. Answers it as shown. Errors: CODE_INVALID.',
  })
  confirmMyPhone(@Arg('code', { description: 'The 6-digit code sent to the new number.' }) code: string, @Ctx() ctx: Context) {
    return ctx.services.guestAccess.confirmPhoneChange(ctx.actor, code, ctx.req.ip);
  }
}
