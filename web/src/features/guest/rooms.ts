import type { ProductType } from '../../gql/graphql';

/**
 * A room this guest cannot book: a women-only room for a guest whose gender is not K (the server
 * refuses it with BOOKING_WOMAN_ONLY; issue 18 §1 shows it disabled instead of offering it).
 */
export const notForGuest = (type: ProductType, gender: string | null | undefined): boolean => type === 'woman_only' && gender !== 'K';
