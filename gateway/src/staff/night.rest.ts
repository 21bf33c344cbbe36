import { Router } from 'express';
import { ROLES } from '../domain/roles';
import { shim } from '../platform/rest/http';
import { tonightCsv, tonightCsvFilename } from './night.rules';

/** Ikväll as CSV (issue 19): the same service call as the GraphQL query `hostTonight`. */
export function hostNightRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/host/tonight.csv',
    shim(ROLES.host, async ({ res, services, actor }) => {
      const tonight = await services.hostNight.tonight(actor);
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${tonightCsvFilename(tonight)}"`,
          'Cache-Control': 'no-store',
        })
        .send(tonightCsv(tonight));
      return undefined;
    }),
  );
  return r;
}
