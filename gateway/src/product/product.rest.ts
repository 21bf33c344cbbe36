import { Router } from 'express';
import { AppError } from '../platform/errors';
import { parseId } from '../platform/ids';
import { ROLES } from '../domain/roles';
import { bodyObject, intField, shim, textField } from '../platform/rest/http';
import { productWire } from '../shelter/shelter.wire';
import type { ProductInput } from './product.rules';
import type { ProductType } from '../domain/product-type';

/** The product body of SPEC §7: `{id, name, description, total_places, host, type, requirements}`. */
function productInput(body: Record<string, unknown>, ownShelter: number): ProductInput {
  // `host` may be left out; when given (an id or `{id}`) it must be the host's own shelter.
  const host = body.host;
  if (host !== undefined && host !== null) {
    const id = typeof host === 'object' ? intField((host as Record<string, unknown>).id) : intField(host);
    if (id !== ownShelter) throw new AppError('HOST_NOT_FOUND');
  }
  return {
    name: textField(body.name, 'name') ?? '',
    description: textField(body.description, 'description'),
    totalPlaces: intField(body.total_places),
    type: (textField(body.type, 'type') ?? '') as ProductType,
    requirements: textField(body.requirements, 'requirements'),
  };
}

export function productRoutes(): Router {
  const r = Router({ caseSensitive: true });
  const host = ROLES.host;

  // Public facts for anyone logged in: the guest's booking page lists a shelter's rooms.
  r.get(
    '/host/hosts/:id/products',
    shim(ROLES.anyone, async ({ services, actor, req }) => {
      const shelter = await services.shelters.get(actor, parseId(req.params.id as string, 'HOST_NOT_FOUND'));
      const products = (await services.shelters.productsOfShelters([shelter.id])).get(shelter.id) ?? [];
      return products.map((p) => productWire(p, shelter));
    }),
  );

  r.post(
    '/host/products',
    shim(host, async ({ services, actor, req }) => {
      const shelterId = services.staff.hostShelter(actor);
      return productWire(await services.products.create(actor, productInput(bodyObject(req), shelterId)));
    }),
  );

  r.put(
    '/host/products/:id/edit',
    shim(host, async ({ services, actor, req }) => {
      const shelterId = services.staff.hostShelter(actor);
      const id = parseId(req.params.id as string, 'PRODUCT_NOT_FOUND');
      return productWire(await services.products.update(actor, id, productInput(bodyObject(req), shelterId)));
    }),
  );

  r.delete(
    '/host/products/:id',
    shim(host, async ({ services, actor, req }) =>
      productWire(await services.products.archive(actor, parseId(req.params.id as string, 'PRODUCT_NOT_FOUND'))),
    ),
  );
  return r;
}
