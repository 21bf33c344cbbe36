import { type Request, Router } from 'express';
import { ROLES } from '../domain/roles';
import { parseId } from '../platform/ids';
import { shim } from '../platform/rest/http';
import { decisionWire, ownDecisionWire } from './decision.wire';

const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** Body ids as numbers; digits as strings are read too (anything else fails the service's check). */
const idList = (v: unknown): unknown =>
  Array.isArray(v) ? v.map((x) => (typeof x === 'string' && /^[0-9]{1,10}$/.test(x) ? Number(x) : x)) : v;

/** Biståndsbeslut on REST (issue 38 §1): the caseworker's, the admin's reading, the guest's own. */
export function decisionRoutes(): Router {
  const r = Router({ caseSensitive: true });
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
