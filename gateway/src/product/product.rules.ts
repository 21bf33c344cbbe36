/**
 * The product feature's input (issue 31 §1): a room or service as staff send it (the admin's and
 * the host's editors).
 */
import { type ProductType } from '../domain/product-type';

export interface ProductInput {
  name: string;
  description?: string | null;
  totalPlaces: number;
  type: ProductType;
  requirements?: string | null;
}

export const MAX_PLACES = 1000;
