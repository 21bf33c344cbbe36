import { Router } from 'express';
import { ROLES } from '../domain/roles';
import { shim } from '../platform/rest/http';
import { nightsCsv, nightsCsvFilename } from './csv';
import type { NightsReport } from './report.view';

/** SPEC §3's stay report item: one per guest, their shelters in `user_stay_counts`. */
export function stayReportWire(report: NightsReport) {
  const byGuest = new Map<
    number,
    {
      user_id: number;
      first_name: string;
      last_name: string;
      user_stay_counts: {
        total_nights: number;
        host: { id: number; name: string; region: { id: number; name: string } };
        region: { id: number; name: string };
      }[];
    }
  >();
  for (const r of report.rows) {
    let item = byGuest.get(r.guestId);
    if (!item) {
      item = { user_id: r.guestId, first_name: r.firstName, last_name: r.lastName, user_stay_counts: [] };
      byGuest.set(r.guestId, item);
    }
    item.user_stay_counts.push({
      total_nights: r.nights,
      // The region inside `host` too (issue 15): clients of the original read it there.
      host: { id: r.shelter.id, name: r.shelter.name, region: { id: r.region.id, name: r.region.name } },
      region: { id: r.region.id, name: r.region.name },
    });
  }
  return [...byGuest.values()];
}

/** The nights report (DESIGN §12): the JSON of SPEC §7 and a CSV export, both for caseworkers. */
export function reportRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/caseworker/guests/nights/export.csv',
    shim(ROLES.caseworker, async ({ req, res, services, actor }) => {
      const report = await services.reports.nights(actor, req.query.start, req.query.end, req.query.guest_id, {
        shelterId: req.query.shelter_id,
        regionId: req.query.region_id,
      });
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${nightsCsvFilename(report)}"`,
          'Cache-Control': 'no-store',
        })
        .send(nightsCsv(report));
      return undefined;
    }),
  );
  r.get(
    '/caseworker/guests/nights/count/:start/:end',
    shim(ROLES.caseworker, async ({ req, services, actor }) =>
      stayReportWire(await services.reports.nights(actor, req.params.start, req.params.end, req.query.guest_id)),
    ),
  );
  return r;
}
