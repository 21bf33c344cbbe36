import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { ProductAvailabilityType, ProductGqlType, ShelterType } from './shelter.types';
import type { ShelterView } from './shelter.service';

@Resolver(() => ShelterType)
export class ShelterResolver {
  @Authorized()
  @Query(() => [ShelterType], { description: 'All open shelters, by id. Any logged-in person.' })
  shelters(@Ctx() ctx: Context) {
    return ctx.services.shelters.list(ctx.actor);
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

  @FieldResolver(() => [ProductGqlType], { description: "The shelter's open products (rooms and services), by id." })
  products(@Root() shelter: ShelterType, @Ctx() ctx: Context) {
    return ctx.loaders.productsOfShelter.load(shelter.id);
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
