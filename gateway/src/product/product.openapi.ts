/** OpenAPI: the product feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import { ref, arrayOf, obj, str, int, nullable, idParam, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

/** The operations of this feature's REST shims, with the same role lists the shims check. */
export const operations: Operations = {
  '/api/host/hosts/{id}/products': {
    get: {
      summary: "A shelter's products (public facts).",
      role: ROLES.anyone,
      params: [idParam('Shelter (host) id.')],
      ok: arrayOf(ref('Product')),
      errors: [404],
    },
  },
  '/api/host/products': {
    post: {
      summary: 'Create a product in the own shelter.',
      role: ROLES.host,
      body: ref('ProductInput'),
      bodyRequired: true,
      ok: ref('Product'),
      errors: [400, 404],
    },
  },
  '/api/host/products/{id}/edit': {
    put: {
      summary: 'Edit a product of the own shelter.',
      role: ROLES.host,
      params: [idParam('Product id.')],
      body: ref('ProductInput'),
      bodyRequired: true,
      ok: ref('Product'),
      errors: [400, 404, 409],
    },
  },
  '/api/host/products/{id}': {
    delete: {
      summary: 'Archive a product (kept for history).',
      role: ROLES.host,
      params: [idParam('Product id.')],
      ok: ref('Product'),
      errors: [404, 409],
    },
  },
};

/** The wire shapes this feature answers with. */
export const schemas: Schemas = {
  ProductInput: obj(
    {
      name: str,
      description: nullable(str),
      total_places: int,
      type: ref('ProductType'),
      requirements: nullable(str),
      host: { description: 'Optional; when given, the own shelter (an id or {id}).', oneOf: [int, obj({ id: int }), { type: 'null' }] },
    },
    ['name', 'total_places', 'type'],
  ),
};
