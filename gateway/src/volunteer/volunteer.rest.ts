import { type Request, Router } from 'express';
import { AppError } from '../platform/errors';
import { parseId } from '../platform/ids';
import { idempotencyHeader } from '../booking/idempotency';
import { shim } from '../platform/rest/http';
import { bookingWire } from '../booking/booking.wire';
import type { ShelterAvailabilityView } from './volunteer.view';
import { MESSAGES } from '../platform/messages';
import { ROLES } from '../domain/roles';

/** SPEC §3's volunteer availability item: host {id, name, street, city, region} and its rooms. */
export const volunteerAvailabilityWire = (s: ShelterAvailabilityView) => ({
  host: {
    id: s.host.id,
    name: s.host.name,
    street: s.host.street,
    city: s.host.city,
    region: { id: s.host.region.id, name: s.host.region.name },
  },
  products: s.products.map(({ product: p, placesLeft, availability }) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    type: p.type,
    total_places: p.totalPlaces,
    requirements: p.requirements,
    places_left: placesLeft,
    availability: availability.map((n) => ({ date: n.date, places_left: n.placesLeft })),
  })),
});

const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

function queryText(req: Request, name: string): string | undefined {
  const v: unknown = req.query[name];
  if (v === undefined || typeof v === 'string') return v;
  throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.givenOnce(name));
}

/**
 * An id from a JSON body: a number, or digits in a string (forms often send strings). Anything
 * else is passed on as NaN so the service answers 400 with its own text.
 */
function idOf(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^[0-9]{1,10}$/.test(v.trim())) return Number(v.trim());
  return Number.NaN;
}

const optionalId = (v: unknown): number | null => (v === undefined || v === null || v === '' ? null : idOf(v));

/** The volunteer's room finder and booking shims of SPEC §7 (DESIGN §12). */
export function volunteerRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/volunteer/available',
    shim(ROLES.volunteer, async ({ req, actor, services }) =>
      (await services.volunteers.availability(actor, queryText(req, 'start'), queryText(req, 'end'))).map(volunteerAvailabilityWire),
    ),
  );
  // The original's newest client sends the same request to /volunteer/booking/request (issue 35 §1).
  const requestBooking = shim(ROLES.volunteer, async ({ req, actor, services }) => {
    const b = bodyOf(req);
    const booking = await services.volunteers.requestBooking(actor, {
      productId: idOf(b.product_id),
      guestId: optionalId(b.user_id),
      uno: b.uno,
      startDate: b.start_date as string,
      endDate: b.end_date as string,
      message: b.message as string | null | undefined,
      idempotencyKey: idempotencyHeader(req),
    });
    // guest_notified (issue 20 §7): 'email' or 'sms' when a message to the guest was queued, else null.
    return { id: booking.id, status: { description: booking.status }, guest_notified: booking.guestNotice };
  });
  r.post('/volunteer/request_booking', requestBooking);
  r.post('/volunteer/booking/request', requestBooking);
  r.patch(
    '/volunteer/confirm_booking/:id',
    shim(ROLES.volunteer, async ({ req, actor, services }) =>
      bookingWire(await services.bookings.transition(actor, parseId(String(req.params.id), 'BOOKING_NOT_FOUND'), 'volunteer_confirm')),
    ),
  );
  return r;
}
