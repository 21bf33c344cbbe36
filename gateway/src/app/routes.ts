import { Router } from 'express';
import { FEATURES } from './features';

/**
 * Every REST shim of SPEC §7 under /api: each feature's routers, in the feature list's order.
 * Literal paths (`batch/accept`) are registered before `{id}` paths, and ids accept digits only
 * (DESIGN §12).
 */
export function apiRoutes(): Router {
  const api = Router({ caseSensitive: true });
  for (const feature of FEATURES) for (const routes of feature.routes ?? []) api.use(routes());
  return api;
}
