/** OpenAPI: the shelter feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import { ref, obj, str, int, nullable, type Schemas } from '../platform/rest/openapi';
import { PRODUCT_TYPES } from '../domain/product-type';

const region = obj({ id: int, name: str });
/** The wire shapes this feature answers with. */
export const schemas: Schemas = {
  Region: region,
  Host: obj({ id: int, name: str, street: str, postcode: str, city: str, image: nullable(str), region: ref('Region') }),
  ProductType: { type: 'string', enum: [...PRODUCT_TYPES] },
  Product: obj(
    {
      id: int,
      name: str,
      description: str,
      total_places: int,
      type: ref('ProductType'),
      requirements: str,
      host: { anyOf: [ref('Host'), obj({ id: int })] },
      places_left: int,
    },
    ['id', 'name', 'description', 'total_places', 'type', 'requirements', 'host'],
  ),
  ProductWithPlaces: { allOf: [ref('Product'), obj({ places_left: int })] },
};
