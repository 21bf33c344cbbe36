// Small pure rules of the guest screens (SPEC §2, §4, §9).
import type { BookingStatus, ProductType } from '../../gql/graphql';
import { BOOKABLE_TYPES } from '../../lib/product-types';

export { formatPostcode } from '../../lib/postcode';

/** SPEC §9's bed-count helper: how many bed icons a room card shows. */
export function bedIcons(places: number): 1 | 3 | 5 {
  if (places <= 2) return 1;
  if (places <= 9) return 3;
  return 5;
}

/** SPEC §4: the guest card's stripe. */
export type Stripe = 'declined' | 'pending' | 'confirmed';
export function stripeOf(status: BookingStatus): Stripe {
  if (status === 'declined') return 'declined';
  if (status === 'pending') return 'pending';
  return 'confirmed';
}

/** SPEC §2 Shelter information: the product groups, in order (DESIGN: washing machine and shower under Övrigt). */
export const PRODUCT_GROUPS = [
  { key: 'rooms', types: BOOKABLE_TYPES },
  { key: 'hygiene', types: ['hygieneproducts'] },
  { key: 'food', types: ['breakfast', 'dinner'] },
  { key: 'other', types: ['storage', 'washingmachine', 'shower'] },
] as const satisfies readonly { key: string; types: readonly ProductType[] }[];

export type ProductGroupKey = (typeof PRODUCT_GROUPS)[number]['key'];
