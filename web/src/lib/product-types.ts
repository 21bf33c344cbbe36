import type { ProductType } from '../gql/graphql';

/**
 * The product types a guest can book, the rooms (SPEC §1); the others are listed services. The
 * web's one copy of the server's list (`catalogue.bookableProductTypes` in schema.graphql).
 */
export const BOOKABLE_TYPES: readonly ProductType[] = ['room', 'woman_only'];

export const isBookable = (type: ProductType): boolean => BOOKABLE_TYPES.includes(type);

/**
 * SPEC §9: the types a room form offers (admin's and the host's); a product of another type (a
 * service) keeps its own as an extra option.
 */
export const roomFormTypes = (current?: ProductType): readonly ProductType[] =>
  current !== undefined && !isBookable(current) ? [...BOOKABLE_TYPES, current] : BOOKABLE_TYPES;
