import { type Request, Router } from 'express';
import type { Actor } from '../domain/actor';
import type { Services } from '../platform/services';
import { ROLES } from '../domain/roles';
import { parseId } from '../platform/ids';
import { shim } from '../platform/rest/http';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { decisionReportRowWire, decisionWire, ownDecisionWire } from './decision.wire';
import { decisionNightsCsv, decisionNightsCsvFilename, decisionsEndingCsv, decisionsEndingCsvFilename } from './decision-report';

const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** Body ids as numbers; digits as strings are read too (anything else fails the service's check). */
const idList = (v: unknown): unknown =>
  Array.isArray(v) ? v.map((x) => (typeof x === 'string' && /^[0-9]{1,10}$/.test(x) ? Number(x) : x)) : v;

/** A query parameter given at most once (a repeated one is a clear 400, not a list). */
function queryValue(req: Request, name: string): string | undefined {
  const v: unknown = req.query[name];
  if (v === undefined || typeof v === 'string') return v;
  throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.givenOnce(name));
}

const csvHeaders = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
});

/** Biståndsbeslut on REST (issue 38 §1, §5): the caseworker's, the admin's reading, the guest's own, the caseworker's reports. */
export function decisionRoutes(): Router {
  const r = Router({ caseSensitive: true });
  const nights = (req: Request, actor: Actor | null, services: Services) =>
    services.decisions.nightsReport(actor, queryValue(req, 'start'), queryValue(req, 'end'), queryValue(req, 'guest_id'));
  const ending = (req: Request, actor: Actor | null, services: Services) => services.decisions.endingReport(actor, queryValue(req, 'days'));
  r.get(
    '/caseworker/decisions/report/nights',
    shim(ROLES.caseworker, async ({ req, actor, services }) => {
      const report = await nights(req, actor, services);
      return { start: report.start, end: report.end, rows: report.rows.map(decisionReportRowWire) };
    }),
  );
  r.get(
    '/caseworker/decisions/report/nights.csv',
    shim(ROLES.caseworker, async ({ req, res, actor, services }) => {
      const report = await nights(req, actor, services);
      res
        .status(200)
        .set(csvHeaders(decisionNightsCsvFilename(report)))
        .send(decisionNightsCsv(report));
      return undefined;
    }),
  );
  r.get(
    '/caseworker/decisions/report/ending',
    shim(ROLES.caseworker, async ({ req, actor, services }) => {
      const report = await ending(req, actor, services);
      return { today: report.today, days: report.days, rows: report.rows.map(decisionReportRowWire) };
    }),
  );
  r.get(
    '/caseworker/decisions/report/ending.csv',
    shim(ROLES.caseworker, async ({ req, res, actor, services }) => {
      const report = await ending(req, actor, services);
      res
        .status(200)
        .set(csvHeaders(decisionsEndingCsvFilename(report)))
        .send(decisionsEndingCsv(report));
      return undefined;
    }),
  );
  r.get(
    '/user/decisions',
    shim(ROLES.guest, async ({ actor, services }) => (await services.decisions.own(actor)).map(ownDecisionWire)),
  );
  r.post(
    '/caseworker/decisions',
    shim(ROLES.caseworker, async ({ req, actor, services }) => {
      const b = bodyOf(req);
      return decisionWire(
        await services.decisions.record(actor, {
          guestId: b.guest_id,
          caseNumber: b.case_number,
          startDate: b.start_date,
          endDate: b.end_date,
          maxNights: b.max_nights,
          anyShelter: b.any_shelter,
          shelterIds: idList(b.shelter_ids),
          note: b.note,
        }),
      );
    }),
  );
  r.post(
    '/caseworker/decisions/:id/change',
    shim(ROLES.caseworker, async ({ req, actor, services }) => {
      const b = bodyOf(req);
      return decisionWire(
        await services.decisions.change(actor, parseId(req.params.id as string, 'NOT_FOUND'), {
          endDate: b.end_date,
          maxNights: b.max_nights,
        }),
      );
    }),
  );
  r.post(
    '/caseworker/decisions/:id/end',
    shim(ROLES.caseworker, async ({ req, actor, services }) =>
      decisionWire(await services.decisions.end(actor, parseId(req.params.id as string, 'NOT_FOUND'))),
    ),
  );
  for (const [group, roles] of [
    ['caseworker', ROLES.caseworker],
    ['admin', ROLES.admin],
  ] as const) {
    r.get(
      `/${group}/guests/:id/decisions`,
      shim(roles, async ({ req, actor, services }) =>
        (await services.decisions.forGuest(actor, parseId(req.params.id as string, 'GUEST_NOT_FOUND'))).map(decisionWire),
      ),
    );
  }
  return r;
}
