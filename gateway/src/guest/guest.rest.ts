import { type Request, Router } from 'express';
import { AppError } from '../platform/errors';
import { shim } from '../platform/rest/http';
import type { GuestSummary } from './guest.view';
import { MESSAGES } from '../platform/messages';
import { ROLES } from '../domain/roles';

/**
 * SPEC §3's guest account for volunteers (DESIGN §3's four keys), with `unokod` (the same code under
 * the name the original's newest client searches on) and `region_name` (issue 35 §1).
 */
export const guestWire = (g: GuestSummary) => ({
  id: g.id,
  first_name: g.firstName,
  last_name: g.lastName,
  uno: g.uno,
  unokod: g.uno,
  region_name: g.regionName ?? null,
});

const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** One query parameter as text; a repeated parameter is malformed input. */
function queryText(req: Request, name: string): string | undefined {
  const v: unknown = req.query[name];
  if (v === undefined || typeof v === 'string') return v;
  throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.givenOnce(name));
}

/** The volunteer's guest shims of SPEC §7 (DESIGN §12). */
export function guestRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/volunteer/guest/list',
    shim(ROLES.volunteer, async ({ actor, services }) => (await services.guests.list(actor)).map(guestWire)),
  );
  r.post(
    '/volunteer/guest/create',
    shim(ROLES.volunteer, async ({ req, actor, services }) => {
      const b = bodyOf(req);
      return guestWire(
        await services.guests.create(actor, {
          firstName: b.first_name,
          lastName: b.last_name,
          uno: b.uno,
          gender: b.gender,
          phone: b.phone,
          region: b.region,
        }),
      );
    }),
  );
  r.get(
    '/volunteer/guest/search',
    shim(ROLES.volunteer, async ({ req, actor, services }) => {
      // `unokod` is the newest original client's name for `uno` (issue 35 §1).
      const query = {
        firstName: queryText(req, 'first_name'),
        lastName: queryText(req, 'last_name'),
        uno: queryText(req, 'uno') ?? queryText(req, 'unokod'),
      };
      return (await services.guests.search(actor, query)).map(guestWire);
    }),
  );
  return r;
}
