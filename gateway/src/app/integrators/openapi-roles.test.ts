/** The OpenAPI document states, for every shim, the very role list the shim checks. */
import type { Router } from 'express';
import { roleName, type OpRoles } from '../../platform/rest/openapi';
import { apiRoutes } from '../routes';
import { openApiDocument } from './openapi';

type Layer = {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: { roles?: OpRoles } }[] };
  handle?: { stack?: Layer[] };
};

function shimRoles(router: Router): { key: string; roles: OpRoles | undefined }[] {
  const out: { key: string; roles: OpRoles | undefined }[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (layer.route) {
      const roles = layer.route.stack.map((l) => l.handle.roles).find((r) => r !== undefined);
      for (const m of Object.keys(layer.route.methods)) out.push({ key: `${m} /api${layer.route.path.replace(/:(\w+)/g, '{$1}')}`, roles });
    } else if (layer.handle?.stack) {
      out.push(...shimRoles(layer.handle as unknown as Router));
    }
  }
  return out;
}

it('documents each shim with the roles it checks', () => {
  const paths = openApiDocument().paths as Record<string, Record<string, { 'x-noq-role': string }>>;
  const routes = shimRoles(apiRoutes());
  const shims = routes.filter((r) => r.roles !== undefined);
  expect(shims.length).toBeGreaterThan(routes.length / 2);
  for (const { key, roles } of shims) {
    const [method = '', path = ''] = key.split(' ');
    const documented = paths[path]?.[method] ?? paths[`${path}/`]?.[method];
    expect({ key, role: documented?.['x-noq-role'] }).toEqual({ key, role: roleName(roles as OpRoles) });
  }
});
