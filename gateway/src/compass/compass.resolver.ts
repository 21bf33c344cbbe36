import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { ROLES } from '../domain/roles';
import { CompassResourceInputType, CompassResourceType, PositionInput, ResourceKindEnum } from './compass.types';
import type { CompassResourceInput } from './compass.rules';
import type { ResourceKind } from '../domain/compass';

/** Ids typed by the schema as ID arrive as strings: the service checks numbers. */
function inputOf(input: CompassResourceInputType): CompassResourceInput {
  const id = (v: string | null | undefined) => (v === undefined || v === null ? v : /^[0-9]{1,9}$/.test(v) ? Number(v) : v);
  return { ...input, regionId: id(input.regionId), shelterId: id(input.shelterId) };
}

/** Kompassen (issue 35 §2): every call is one call into CompassService, which checks the scope again. */
@Resolver(() => CompassResourceType)
export class CompassResolver {
  @Authorized(...ROLES.anyone)
  @Query(() => [CompassResourceType], {
    description:
      "Kompassen: places and services besides a bed, for any logged-in person. Filter by kind, by open now (Stockholm's time, exceptions win over the weekly hours) and region; with `near`, nearest first (those without coordinates after); else by name. Errors: UNAUTHENTICATED, BAD_USER_INPUT (position, region).",
  })
  compassResources(
    @Ctx() ctx: Context,
    @Arg('kind', () => ResourceKindEnum, { nullable: true, description: 'Only this kind.' }) kind?: ResourceKind | null,
    @Arg('openNow', () => Boolean, { nullable: true, description: 'Only those open now.' }) openNow?: boolean | null,
    @Arg('near', () => PositionInput, { nullable: true, description: "The reader's position: nearest first (never stored)." })
    near?: PositionInput | null,
    @Arg('regionId', () => ID, { nullable: true, description: 'Only this region.' }) regionId?: string | null,
  ) {
    return ctx.services.compass.list(ctx.actor, {
      kind,
      openNow: openNow === true,
      latitude: near?.latitude,
      longitude: near?.longitude,
      regionId: regionId === undefined || regionId === null ? null : parseId(regionId, 'BAD_USER_INPUT'),
    });
  }

  @Authorized(...ROLES.anyone)
  @Query(() => CompassResourceType, { description: 'One compass resource, for any logged-in person. Errors: UNAUTHENTICATED, NOT_FOUND.' })
  compassResource(@Arg('id', () => ID, { description: 'Resource id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.compass.get(ctx.actor, parseId(id, 'NOT_FOUND'));
  }

  @Authorized(...ROLES.keepers)
  @Query(() => [CompassResourceType], {
    description:
      "The compass resources the caller keeps: an admin every one, host staff their shelter's. Errors: FORBIDDEN, HOST_NOT_FOUND.",
  })
  keptCompassResources(@Ctx() ctx: Context) {
    return ctx.services.compass.kept(ctx.actor);
  }

  @Authorized(...ROLES.keepers)
  @Mutation(() => CompassResourceType, {
    description:
      "Adds a compass resource. An admin gives the region (or a shelter); host staff's is their shelter's. Audited. Errors: FORBIDDEN, HOST_NOT_FOUND, BAD_USER_INPUT (the field's Swedish text).",
  })
  createCompassResource(
    @Arg('input', () => CompassResourceInputType, { description: 'The resource.' }) input: CompassResourceInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.compass.create(ctx.actor, inputOf(input));
  }

  @Authorized(...ROLES.keepers)
  @Mutation(() => CompassResourceType, {
    description:
      "Replaces a compass resource the caller keeps. Audited. Errors: FORBIDDEN, HOST_NOT_FOUND, NOT_FOUND (unknown, or another shelter's), BAD_USER_INPUT.",
  })
  updateCompassResource(
    @Arg('id', () => ID, { description: 'Resource id.' }) id: string,
    @Arg('input', () => CompassResourceInputType, { description: 'The whole resource.' }) input: CompassResourceInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.compass.update(ctx.actor, parseId(id, 'NOT_FOUND'), inputOf(input));
  }

  @Authorized(...ROLES.keepers)
  @Mutation(() => ID, {
    description:
      "Deletes a compass resource the caller keeps; answers its id. Audited. Errors: FORBIDDEN, HOST_NOT_FOUND, NOT_FOUND (unknown, or another shelter's).",
  })
  deleteCompassResource(@Arg('id', () => ID, { description: 'Resource id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.compass.remove(ctx.actor, parseId(id, 'NOT_FOUND'));
  }
}
