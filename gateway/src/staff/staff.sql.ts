/**
 * The staff feature's SQL pieces other lists share (issue 31 §1): a room's columns beside its
 * shelter's, and the row's view.
 */
import { type ProductType } from '../domain/product-type';
import { type ProductView } from '../shelter/shelter.view';

/** A product's columns, prefixed, beside its shelter's in one row. */
export interface ProductRow {
  product_id: number;
  product_shelter_id: number;
  product_name: string;
  product_description: string;
  product_total_places: number;
  product_type: ProductType;
  product_requirements: string;
}

export const toProductView = (r: ProductRow): ProductView => ({
  id: r.product_id,
  shelterId: r.product_shelter_id,
  name: r.product_name,
  description: r.product_description,
  totalPlaces: r.product_total_places,
  type: r.product_type,
  requirements: r.product_requirements,
});
