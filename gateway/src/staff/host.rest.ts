import { Router } from 'express';
import { parseId } from '../platform/ids';
import { ROLES } from '../domain/roles';
import { bodyObject, bookingIdList, shim, textField } from '../platform/rest/http';
import { bookingWire } from '../booking/booking.wire';
import { availableDates, hostWire } from '../shelter/shelter.wire';

/** SPEC §7's host paths (DESIGN §12). Literal paths before `:id` paths. */
export function hostRoutes(): Router {
  const r = Router({ caseSensitive: true });
  const host = ROLES.host;

  r.get(
    '/host',
    shim(host, async ({ services, actor }) => hostWire(await services.shelters.own(actor))),
  );

  r.get(
    '/host/count_bookings',
    shim(host, async ({ services, actor }) => {
      const c = await services.staff.hostCounts(actor);
      return {
        pending_count: c.pendingCount,
        arrivals_count: c.arrivalsCount,
        departures_count: c.departuresCount,
        current_guests_count: c.currentGuestsCount,
        available_products: Object.fromEntries(c.availableProducts.map((p) => [p.type, p.placesLeft])),
      };
    }),
  );

  r.get(
    '/host/available/:days',
    shim(host, async ({ services, actor, req }) => {
      const shelterId = services.staff.hostShelter(actor);
      const days = /^\d{1,3}$/.test(req.params.days as string) ? Number(req.params.days) : NaN;
      return { available_dates: availableDates(await services.shelters.productNights(actor, shelterId, days)) };
    }),
  );

  r.get(
    '/host/pending',
    shim(host, async ({ services, actor }) => (await services.staff.hostRequests(actor)).map(bookingWire)),
  );

  r.patch(
    '/host/pending/batch/accept',
    shim(host, async ({ services, actor, req }) =>
      (await services.staff.batch(actor, bookingIdList(req.body), 'assign')).map((row) => ({
        booking_id: row.bookingId,
        ok: row.ok,
        ...(row.ok ? {} : { message: row.message, code: row.code }),
      })),
    ),
  );

  r.patch(
    '/host/pending/:id/appoint',
    shim(host, async ({ services, actor, req }) =>
      bookingWire(await services.bookings.transition(actor, parseId(req.params.id as string, 'BOOKING_NOT_FOUND'), 'assign')),
    ),
  );

  r.patch(
    '/host/pending/:id/decline',
    shim(host, async ({ services, actor, req }) =>
      bookingWire(
        await services.bookings.transition(actor, parseId(req.params.id as string, 'BOOKING_NOT_FOUND'), 'decline', {
          reason: textField(bodyObject(req).reason, 'reason'),
        }),
      ),
    ),
  );

  r.get(
    '/host/bookings/incoming',
    shim(host, async ({ services, actor }) => (await services.staff.hostIncoming(actor)).map(bookingWire)),
  );
  r.get(
    '/host/bookings/outgoing',
    shim(host, async ({ services, actor }) => (await services.staff.hostOutgoing(actor)).map(bookingWire)),
  );

  const transition = (path: string, action: 'host_undo' | 'check_in' | 'check_out') =>
    r.patch(
      `/host/bookings/:id/${path}`,
      shim(host, async ({ services, actor, req }) =>
        bookingWire(await services.bookings.transition(actor, parseId(req.params.id as string, 'BOOKING_NOT_FOUND'), action)),
      ),
    );
  transition('setpending', 'host_undo');
  transition('checkin', 'check_in');
  transition('checkout', 'check_out');

  // Ours (DESIGN §4 'extend'): a later check-out date for a checked-in guest.
  r.patch(
    '/host/bookings/:id/extend',
    shim(host, async ({ services, actor, req }) =>
      bookingWire(
        await services.bookings.transition(actor, parseId(req.params.id as string, 'BOOKING_NOT_FOUND'), 'extend', {
          endDate: textField(bodyObject(req).end_date, 'end_date'),
        }),
      ),
    ),
  );
  return r;
}
