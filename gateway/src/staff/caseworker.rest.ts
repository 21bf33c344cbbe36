import { Router } from 'express';
import { parseId } from '../platform/ids';
import { ROLES } from '../domain/roles';
import { bodyObject, bookingIdList, shim, textField } from '../platform/rest/http';
import { bookingWire } from '../booking/booking.wire';
import { productWire } from '../shelter/shelter.wire';

/** SPEC §7's caseworker paths (DESIGN §12); the nights report lives in report/. */
export function caseworkerRoutes(): Router {
  const r = Router({ caseSensitive: true });
  const cw = ROLES.caseworker;

  r.get(
    '/caseworker/bookings/pending',
    shim(cw, async ({ services, actor }) => (await services.staff.caseworkerRequests(actor)).map(bookingWire)),
  );

  r.patch(
    '/caseworker/bookings/batch/accept',
    shim(cw, async ({ services, actor, req }) =>
      (await services.staff.batch(actor, bookingIdList(req.body), 'recommend')).map((row) => ({
        booking_id: row.bookingId,
        ok: row.ok,
        ...(row.ok ? {} : { message: row.message, code: row.code }),
      })),
    ),
  );

  const transition = (path: string, action: 'recommend' | 'advise_against' | 'caseworker_undo') =>
    r.patch(
      `/caseworker/bookings/:id/${path}`,
      shim(cw, async ({ services, actor, req }) =>
        bookingWire(
          await services.bookings.transition(actor, parseId(req.params.id as string, 'BOOKING_NOT_FOUND'), action, {
            reason: textField(bodyObject(req).reason, 'reason'),
          }),
        ),
      ),
    );
  transition('accept', 'recommend');
  // DESIGN §13: the caseworker advises against; the host decides.
  transition('decline', 'advise_against');
  transition('setpending', 'caseworker_undo');

  r.get(
    '/caseworker/available_all',
    shim(cw, async ({ services, actor }) =>
      (await services.staff.caseworkerAvailability(actor)).map((p) => productWire(p.product, p.shelter, p.placesLeft)),
    ),
  );
  return r;
}
