import { Router } from 'express';
import { parseId } from '../platform/ids';
import { ROLES } from '../domain/roles';
import { bodyObject, intField, shim, textField } from '../platform/rest/http';
import { bookingWire } from './booking.wire';
import { hostWire, productWire } from '../shelter/shelter.wire';
import { isBookableType } from '../domain/product-type';
import { bookingFacts } from './booking.rules';
import { visibleHistory } from './booking-access';
import { idempotencyHeader } from './idempotency';

/** The nights `available_dates` looks at: tonight and the 13 after it (issue 35 §1). */
const AVAILABLE_HOST_NIGHTS = 14;

/** SPEC §7's guest paths (DESIGN §12). */
export function guestBookingRoutes(): Router {
  const r = Router({ caseSensitive: true });
  const guest = ROLES.guest;

  r.get(
    '/user/available/:date',
    shim(guest, async ({ services, actor, req }) =>
      (await services.shelters.bookableOn(actor, req.params.date as string)).map((s) => ({
        host: hostWire(s.shelter),
        products: s.products.map((p) => productWire(p.product, null, p.placesLeft)),
      })),
    ),
  );

  // The original's newest client (issue 35 §1): one shelter's bookable rooms, places left tonight
  // and the nights of the coming two weeks with a place, as `[{host, products}]`; 404 when the
  // shelter is unknown or closed.
  r.get(
    '/user/available_host/:id',
    shim(ROLES.booker, async ({ services, actor, req }) => {
      const shelterId = parseId(req.params.id as string, 'HOST_NOT_FOUND');
      const [shelter, products] = await Promise.all([
        services.shelters.get(actor, shelterId),
        services.shelters.productNights(actor, shelterId, AVAILABLE_HOST_NIGHTS),
      ]);
      return [
        {
          host: hostWire(shelter),
          products: products
            .filter(({ product }) => isBookableType(product.type))
            .map(({ product, nights }) => ({
              ...productWire(product, shelter, nights[0]?.placesLeft ?? 0),
              available_dates: nights.filter((n) => n.placesLeft > 0).map((n) => ({ available_date: n.date })),
            })),
        },
      ];
    }),
  );

  r.post(
    '/user/request_booking',
    shim(guest, async ({ services, actor, req }) => {
      const body = bodyObject(req);
      return bookingWire(
        await services.bookings.request(actor, {
          productId: intField(body.product_id),
          startDate: typeof body.start_date === 'string' ? body.start_date : '',
          endDate: typeof body.end_date === 'string' ? body.end_date : '',
          message: textField(body.message, 'message'),
          idempotencyKey: idempotencyHeader(req),
        }),
      );
    }),
  );

  r.get(
    '/user/bookings',
    shim(guest, async ({ services, actor }) => (await services.bookings.mine(actor)).map(bookingWire)),
  );

  // SPEC §7 confirms with a GET and answers the updated list.
  r.get(
    '/user/bookings/confirm/:id',
    shim(guest, async ({ services, actor, req }) => {
      await services.bookings.transition(actor, parseId(req.params.id as string, 'BOOKING_NOT_FOUND'), 'confirm');
      return (await services.bookings.mine(actor)).map(bookingWire);
    }),
  );

  // Ours (issue 9): one booking with its audit trail, for whoever may see it (staff of its shelter
  // see every event and reason; its guest and requesting volunteer see no caseworker reasons).
  r.get(
    '/bookings/:id',
    shim(ROLES.anyone, async ({ services, actor, req }) => {
      const booking = await services.bookings.get(actor, parseId(req.params.id as string, 'BOOKING_NOT_FOUND'));
      const events = (await services.bookings.eventsOf([booking.id])).get(booking.id) ?? [];
      return {
        ...bookingWire(booking),
        history: visibleHistory(actor, bookingFacts(booking), events).map((e) => ({
          action: e.action,
          from: e.fromStatus,
          to: e.toStatus,
          actor_group: e.actorGroup,
          actor_name: e.actorName,
          reason: e.reason,
          at: e.at.toISOString(),
        })),
      };
    }),
  );

  r.delete(
    '/user/bookings/:id',
    shim(guest, async ({ services, actor, req }) =>
      bookingWire(await services.bookings.transition(actor, parseId(req.params.id as string, 'BOOKING_NOT_FOUND'), 'cancel')),
    ),
  );
  return r;
}
