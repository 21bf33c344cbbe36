import { Router } from 'express';
import { authRoutes } from '../auth/auth.rest';

/**
 * Every REST shim of SPEC §7 under /api, one router per feature. Literal paths (`batch/accept`) are
 * registered before `{id}` paths, and ids accept digits only (DESIGN §12).
 */
export function apiRoutes(): Router {
  const api = Router();
  api.use(authRoutes());
  // feature routers: add one line each below
  return api;
}
