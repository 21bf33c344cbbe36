import { Router, type Request } from 'express';
import { ROLES } from '../domain/roles';
import { parseId } from '../platform/ids';
import { shim } from '../platform/rest/http';
import type { CompassQuery } from './compass.view';
import { resourceWire } from './compass.wire';

/** ?type= (the original's word) or ?kind=, ?open_now=true, ?lat=&lon= (or latitude/longitude), ?region_id=. */
function query(req: Request): CompassQuery {
  const q = req.query;
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const region = first(q.region_id);
  return {
    kind: first(q.kind ?? q.type),
    openNow: ['true', '1'].includes(String(first(q.open_now) ?? '')),
    latitude: first(q.lat ?? q.latitude),
    longitude: first(q.lon ?? q.longitude),
    regionId: typeof region === 'string' && region !== '' ? (/^[0-9]{1,9}$/.test(region) ? Number(region) : region) : null,
  };
}

/**
 * Kompassen on REST (issue 35 §1–2): the newest original client's two volunteer paths, and the
 * same two under /api/compass for every logged-in person (guests, host staff, caseworkers, admins).
 */
export function compassRoutes(): Router {
  const r = Router({ caseSensitive: true });
  for (const [prefix, roles] of [
    ['/volunteer/compass', ROLES.volunteer],
    ['/compass', ROLES.anyone],
  ] as const) {
    r.get(
      `${prefix}/`,
      shim(roles, async ({ req, res, services, actor }) => {
        res.set('Cache-Control', 'no-store');
        return (await services.compass.list(actor, query(req))).map(resourceWire);
      }),
    );
    r.get(
      `${prefix}/resources/:id`,
      shim(roles, async ({ req, res, services, actor }) => {
        res.set('Cache-Control', 'no-store');
        return resourceWire(await services.compass.get(actor, parseId(String(req.params.id), 'NOT_FOUND')));
      }),
    );
  }
  return r;
}
