import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { ProductGqlType } from '../shelter/shelter.types';
import { ProductInputType } from './product.types';
import { ROLES } from '../domain/roles';

@Resolver()
export class ProductResolver {
  @Authorized(...ROLES.host)
  @Mutation(() => ProductGqlType, {
    description: "Add a room or service to the host's own shelter. Errors: BAD_USER_INPUT, HOST_NOT_FOUND.",
  })
  createProduct(
    @Arg('input', () => ProductInputType, {
      description: "The new room: name, description, type, places and requirements; it belongs to the caller's shelter.",
    })
    input: ProductInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.products.create(ctx.actor, input);
  }

  @Authorized(...ROLES.host)
  @Mutation(() => ProductGqlType, {
    description:
      "Edit a product of the host's own shelter. A new number of places applies from today. Errors: PRODUCT_NOT_FOUND, CAPACITY_BELOW_HELD (fewer places than already booked).",
  })
  updateProduct(
    @Arg('id', () => ID, { description: 'Product id.' }) id: string,
    @Arg('input', () => ProductInputType, { description: "The room's new values (all fields replace the old ones)." })
    input: ProductInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.products.update(ctx.actor, parseId(id, 'PRODUCT_NOT_FOUND'), input);
  }

  @Authorized(...ROLES.host)
  @Mutation(() => ProductGqlType, {
    description:
      "Remove a product of the host's own shelter from every list (archived, kept for history); its queued requests are declined. Errors: PRODUCT_NOT_FOUND, PRODUCT_IN_USE (bookings that have not ended hold it).",
  })
  archiveProduct(@Arg('id', () => ID, { description: 'Product id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.products.archive(ctx.actor, parseId(id, 'PRODUCT_NOT_FOUND'));
  }
}
