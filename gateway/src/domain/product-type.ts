/** SPEC §1: the eight product types. Only rooms are booked; services are listed. */
export const PRODUCT_TYPES = [
  'room',
  'woman-only',
  'hygieneproducts',
  'breakfast',
  'dinner',
  'storage',
  'washingmachine',
  'shower',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const BOOKABLE_TYPES = ['room', 'woman-only'] as const satisfies readonly ProductType[];

export const isProductType = (v: unknown): v is ProductType => typeof v === 'string' && (PRODUCT_TYPES as readonly string[]).includes(v);
export const isBookableType = (t: ProductType): boolean => (BOOKABLE_TYPES as readonly string[]).includes(t);
