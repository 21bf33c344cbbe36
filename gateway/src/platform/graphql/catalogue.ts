/**
 * What clients may type against instead of copying: every error code, and which product types are
 * bookable. Public (no login), like appConfig; the schema adds it after the features' resolvers.
 */
import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { BOOKABLE_TYPES, type ProductType } from '../../domain/product-type';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { ErrorCodeEnum, ProductTypeEnum } from './enums';

@ObjectType('Catalogue', { description: "The server's fixed lists, for clients to read instead of copying." })
export class CatalogueType {
  @Field(() => [ErrorCodeEnum], { description: 'Every code an error can carry (GraphQL `extensions.code`, REST `code`).' })
  errorCodes: ErrorCode[];

  @Field(() => [ProductTypeEnum], { description: 'The product types a guest can book (rooms); the others are listed services.' })
  bookableProductTypes: ProductType[];
}

@Resolver()
export class CatalogueResolver {
  @Query(() => CatalogueType, { description: 'The error codes and the bookable product types. Anyone may ask.' })
  catalogue(): CatalogueType {
    return { errorCodes: [...ERROR_CODES], bookableProductTypes: [...BOOKABLE_TYPES] };
  }
}
