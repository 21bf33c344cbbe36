import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { ROLES } from '../domain/roles';
import { ShelterType } from './shelter.types';
import { MyShelterInputType } from './profile.types';

/** Härberget (issue 19 §5): host staff edit their own shelter's public profile; one service call. */
@Resolver()
export class ShelterProfileResolver {
  @Authorized(...ROLES.host)
  @Mutation(() => ShelterType, {
    description:
      "Host staff: edit the own shelter's address, phone, check-in window, house rules, criteria and coordinates (the admin's rules; audited). Bad input changes nothing. Errors: BAD_USER_INPUT, HOST_NOT_FOUND. The photo is uploaded with POST /api/host/shelter/photo.",
  })
  updateMyShelter(
    @Arg('input', () => MyShelterInputType, { description: 'The fields to change.' }) input: MyShelterInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.shelterProfile.updateMine(ctx.actor, input);
  }
}
