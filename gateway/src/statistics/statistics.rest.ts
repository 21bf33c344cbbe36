import { Router, type Request } from 'express';
import { ROLES } from '../domain/roles';
import { shim, type ShimHandler } from '../platform/rest/http';
import type { Services } from '../platform/services';
import type { Actor } from '../domain/actor';
import { occupancyCsv, occupancyCsvFilename } from './statistics.csv';
import { occupancyWire } from './statistics.wire';

const query = (req: Request) => ({
  period: req.query.period,
  date: req.query.date,
  start: req.query.start,
  end: req.query.end,
  regionId: req.query.region_id,
  shelterId: req.query.shelter_id,
});

function routesFor(r: Router, group: 'caseworker' | 'admin', roles: readonly ('caseworker' | 'admin')[]): void {
  const prefix = `/${group}`;
  const report = (services: Services, actor: Actor | null, req: Request) => services.statistics.occupancy(actor, query(req), group);
  const csv: ShimHandler = shim(roles, async ({ req, res, services, actor }) => {
    const r = await report(services, actor, req);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${occupancyCsvFilename(r)}"`,
        'Cache-Control': 'no-store',
      })
      .send(occupancyCsv(r));
    return undefined;
  });
  r.get(`${prefix}/statistics/occupancy/export.csv`, csv);
  r.get(
    `${prefix}/statistics/occupancy`,
    shim(roles, async ({ req, res, services, actor }) => {
      res.set('Cache-Control', 'no-store');
      return occupancyWire(await report(services, actor, req));
    }),
  );
}

/** Beläggning och avvisningar on REST (issue 37): JSON and CSV, for caseworkers and for admins. */
export function statisticsRoutes(): Router {
  const r = Router({ caseSensitive: true });
  routesFor(r, 'caseworker', ROLES.caseworker);
  routesFor(r, 'admin', ROLES.admin);
  return r;
}
