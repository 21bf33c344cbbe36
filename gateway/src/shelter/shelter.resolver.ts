import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { addDays } from '../platform/dates';
import { ProductAvailabilityType, ProductGqlType, ShelterPageType, ShelterPlaceType, ShelterType } from './shelter.types';
import {
  DEFAULT_ALTERNATIVES,
  DEFAULT_SHELTER_PAGE,
  MAX_ALTERNATIVES,
  MAX_AVAILABILITY_DAYS,
  MAX_SHELTER_PAGE,
  MAX_SHELTER_SEARCH,
} from './shelter.rules';
import { type ProductNights, type ShelterView } from './shelter.view';

@Resolver(() => ShelterType)
export class ShelterResolver {
  @Authorized()
  @Query(() => [ShelterType], { description: 'All open shelters, by id. Any logged-in person.' })
  shelters(@Ctx() ctx: Context) {
    return ctx.services.shelters.list(ctx.actor);
  }

  @Authorized()
  @Query(() => ShelterPageType, {
    description: `A page of open shelters for the guest's list: the caller's region first, then their city, then by name; with \`search\`, only shelters whose name, street, city or region name contains it. placesFreeTonight is read with the page (one statement in all). Any logged-in person. Errors: BAD_USER_INPUT (limit outside 1..${MAX_SHELTER_PAGE}, negative offset, search over ${MAX_SHELTER_SEARCH} characters).`,
  })
  async shelterPage(
    @Arg('search', () => String, { nullable: true, description: 'Text to look for (case-blind).' }) search: string | null,
    @Arg('limit', () => Int, { defaultValue: DEFAULT_SHELTER_PAGE, description: `Shelters per page, 1 to ${MAX_SHELTER_PAGE}.` })
    limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Shelters skipped before this page.' }) offset: number,
    @Ctx() ctx: Context,
  ) {
    const page = await ctx.services.shelters.page(ctx.actor, search ?? null, limit, offset);
    // Read with the page: Shelter.placesFreeTonight answers from it without another statement.
    for (const s of page.shelters) ctx.loaders.placesFreeTonight.prime({ shelterId: s.id, viewer: ctx.actor }, s.placesFreeTonight);
    return page;
  }

  @Authorized()
  @Query(() => ShelterType, { description: 'One shelter. Any logged-in person. Errors: HOST_NOT_FOUND.' })
  shelter(@Arg('id', () => ID, { description: 'Shelter id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.shelters.get(ctx.actor, parseId(id, 'HOST_NOT_FOUND'));
  }

  @Authorized()
  @Query(() => [ProductAvailabilityType], {
    description:
      'Places left per product of a shelter, night by night. Any logged-in person. Errors: HOST_NOT_FOUND, BAD_USER_INPUT (days outside 1..31).',
  })
  async shelterAvailability(
    @Arg('shelterId', () => ID, { description: 'Shelter id.' }) shelterId: string,
    @Arg('days', () => Int, { defaultValue: 7, description: 'How many nights, 1 to 31.' }) days: number,
    @Arg('from', () => LocalDateScalar, { nullable: true, description: 'First night; today (Stockholm) when left out.' })
    from: string | null,
    @Ctx() ctx: Context,
  ): Promise<ProductAvailabilityType[]> {
    return ctx.services.shelters.productNights(ctx.actor, parseId(shelterId, 'HOST_NOT_FOUND'), days, from);
  }

  @Authorized()
  @Query(() => [ShelterPlaceType], {
    description: `Alternatives (issue 18): open shelters with a room the caller could book that has a place on every night start <= night < end (a guest: woman_only only with gender K), each with its first such room and that room's places (the fewest over the nights). With \`near\`, nearest first and \`near\` left out: by distance where both shelters have coordinates, then the others by same city, then same region; ties and everything without \`near\` by name. Any logged-in person. Errors: BAD_USER_INPUT (a date, end not after start, over ${MAX_AVAILABILITY_DAYS} nights, limit outside 1..${MAX_ALTERNATIVES}), BOOKING_START_IN_PAST, HOST_NOT_FOUND (near).`,
  })
  sheltersWithPlace(
    @Arg('start', () => LocalDateScalar, { description: 'The first night; today or later.' }) start: string,
    @Arg('end', () => LocalDateScalar, {
      description: `The morning after the last night; after start, at most ${MAX_AVAILABILITY_DAYS} nights on.`,
    })
    end: string,
    @Arg('near', () => ID, { nullable: true, description: 'A shelter: list the nearest to it first, and leave it out.' })
    near: string | null,
    @Arg('limit', () => Int, { defaultValue: DEFAULT_ALTERNATIVES, description: `How many shelters at most, 1 to ${MAX_ALTERNATIVES}.` })
    limit: number,
    @Ctx() ctx: Context,
  ) {
    const nearId = near === null || near === undefined ? null : parseId(near, 'HOST_NOT_FOUND');
    return ctx.services.shelters.withPlace(ctx.actor, start, end, nearId, limit);
  }

  @FieldResolver(() => [ProductGqlType], { description: "The shelter's open products (rooms and services), by id." })
  products(@Root() shelter: ShelterType, @Ctx() ctx: Context) {
    return ctx.loaders.productsOfShelter.load(shelter.id);
  }

  @FieldResolver(() => Int, {
    description:
      "Places left tonight (Stockholm's date), summed over the shelter's open bookable rooms the caller may book (room, and woman_only unless a guest booking for themself is not recorded as K; issue 33), from the capacity ledger that decides bookings. Batched: one statement for any number of shelters.",
  })
  placesFreeTonight(@Root() shelter: ShelterType, @Ctx() ctx: Context) {
    return ctx.loaders.placesFreeTonight.load({ shelterId: shelter.id, viewer: ctx.actor });
  }
}

@Resolver(() => ProductAvailabilityType)
export class ProductAvailabilityFieldsResolver {
  @FieldResolver(() => Int, {
    description:
      'How many requests wait in the queue for this product on the nights asked: bookings in_queue whose stay overlaps them and that the queue may still promote (start date today or later).',
  })
  queued(@Root() availability: ProductNights, @Ctx() ctx: Context) {
    const first = availability.nights[0];
    const last = availability.nights.at(-1);
    if (!first || !last) return 0;
    return ctx.loaders.queued.load({ productId: availability.product.id, start: first.date, end: addDays(last.date, 1) });
  }
}

@Resolver(() => ProductGqlType)
export class ProductFieldsResolver {
  @FieldResolver(() => ShelterType, { description: 'The shelter that offers the product.' })
  async shelter(@Root() product: ProductGqlType & { shelter?: ShelterView }, @Ctx() ctx: Context) {
    // A booking's product carries its shelter (read with the booking); others load it, batched.
    return product.shelter ?? ctx.loaders.shelter.load(product.shelterId);
  }
}
