import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { RegisterGuestInputType } from './credentials.types';

/** Password reset, guest registration and one-time links (issue 20 §4–6): anyone may call, logged in or not. */
@Resolver()
export class CredentialsResolver {
  @Mutation(() => Boolean, {
    description:
      "'Glömt lösenordet?': e-mails a single-use reset link (valid 30 minutes) when the address has an account. Always true, whether it has or not. Errors: BAD_USER_INPUT (not an e-mail address), TOO_MANY_REQUESTS (per address and per client).",
  })
  async requestPasswordReset(@Arg('email', { description: 'The login e-mail.' }) email: string, @Ctx() ctx: Context) {
    await ctx.services.credentials.requestPasswordReset(email, ctx.req.ip);
    return true;
  }

  @Query(() => Boolean, {
    description:
      "Is a link still usable (issue 33 §11)? The page asks as it opens, before a password is typed; nothing changes. kind: 'password' (reset or invitation link) or 'activation'. True, or the error: LINK_INVALID (unknown, or the account is deactivated), LINK_USED, LINK_EXPIRED; BAD_USER_INPUT (another kind).",
  })
  checkLink(
    @Arg('token', { description: "The link's token (the part after #)." }) token: string,
    @Arg('kind', { description: "'password' (reset or invitation) or 'activation'." }) kind: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.credentials.checkLink(token, kind);
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password with the token of a reset or invitation link; ends all the account's sessions. Errors: BAD_USER_INPUT (password rules; the link stays usable), LINK_INVALID (unknown), LINK_USED, LINK_EXPIRED.",
  })
  async setPasswordWithLink(
    @Arg('token', { description: "The link's token (the part after #)." }) token: string,
    @Arg('password', { description: 'The new password: at least 8 characters.' }) password: string,
    @Ctx() ctx: Context,
  ) {
    await ctx.services.credentials.setPasswordWithLink(token, password);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'A guest registers (issue 20 §5): a guest account, inactive until the e-mailed activation link is opened. Always true, also for an address that has an account (its owner is e-mailed instead). Errors: BAD_USER_INPUT, TOO_MANY_REQUESTS (per address and per client).',
  })
  async registerGuest(
    @Arg('input', () => RegisterGuestInputType, { description: 'The form.' }) input: RegisterGuestInputType,
    @Ctx() ctx: Context,
  ) {
    await ctx.services.credentials.register(input, ctx.req.ip);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Opens a registered guest's activation link with the password the holder of the link chooses (a password given at registration never survives activation, issue 29 §1): the account may log in with it from now on. Errors: BAD_USER_INPUT (password rules; the link stays usable), LINK_INVALID, LINK_USED, LINK_EXPIRED.",
  })
  async activateAccount(
    @Arg('token', { description: "The link's token (the part after #)." }) token: string,
    @Arg('password', () => String, {
      nullable: true,
      description: 'The password the account will log in with (at least 8 characters); required (issue 29 §1).',
    })
    password: string | null | undefined,
    @Ctx() ctx: Context,
  ) {
    await ctx.services.credentials.activate(token, password);
    return true;
  }
}
