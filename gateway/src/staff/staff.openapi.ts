/** OpenAPI: the staff feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import { ref, arrayOf, obj, int, date, idParam, reasonBody, type Op, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

/** A PATCH on one booking by id that answers the booking (a transition of the table). */
const transition = (summary: string, role: Op['role'], extra: Partial<Op> = {}): { patch: Op } => ({
  patch: { summary, role, params: [idParam('Booking id.')], ok: ref('Booking'), errors: [404, 409], ...extra },
});

/** The operations of this feature's REST shims, with the same role lists the shims check. */
export const operations: Operations = {
  '/api/host': { get: { summary: "The host's own shelter.", role: ROLES.host, ok: ref('Host'), errors: [404] } },
  '/api/host/count_bookings': { get: { summary: 'Counts for the host overview.', role: ROLES.host, ok: ref('HostCounts'), errors: [404] } },
  '/api/host/available/{days}': {
    get: {
      summary: 'Places left per product and night, from tonight.',
      role: ROLES.host,
      params: [
        {
          name: 'days',
          in: 'path',
          schema: { type: 'string', pattern: '^[0-9]+$' },
          description: 'Number of nights, 1..31.',
          required: true,
        },
      ],
      ok: obj({
        available_dates: { type: 'object', additionalProperties: arrayOf(obj({ id: int, product: ref('Product'), places_left: int })) },
      }),
      errors: [400, 404],
    },
  },
  '/api/host/pending': { get: { summary: "The host's requests list.", role: ROLES.host, ok: arrayOf(ref('Booking')), errors: [404] } },
  '/api/host/pending/batch/accept': {
    patch: {
      summary: 'Assign several requests; each row is its own transaction.',
      role: ROLES.host,
      body: arrayOf(obj({ booking_id: int })),
      bodyRequired: true,
      ok: arrayOf(ref('BatchRow')),
      errors: [400],
    },
  },
  '/api/host/pending/{id}/appoint': transition('Assign a place (→ reserved).', ROLES.host),
  '/api/host/pending/{id}/decline': transition('Decline a request, with an optional reason.', ROLES.host, {
    body: reasonBody,
    errors: [400, 404, 409],
  }),
  '/api/host/bookings/incoming': { get: { summary: 'Arrivals today.', role: ROLES.host, ok: arrayOf(ref('Booking')), errors: [404] } },
  '/api/host/bookings/outgoing': { get: { summary: 'Departures today.', role: ROLES.host, ok: arrayOf(ref('Booking')), errors: [404] } },
  '/api/host/bookings/{id}/setpending': transition('Host undo: back to pending.', ROLES.host),
  '/api/host/bookings/{id}/checkin': transition('Check the guest in.', ROLES.host),
  '/api/host/bookings/{id}/checkout': transition('Check the guest out.', ROLES.host),
  '/api/host/bookings/{id}/extend': transition('A later check-out date for a checked-in guest.', ROLES.host, {
    body: obj({ end_date: date }),
    bodyRequired: true,
    errors: [400, 404, 409, 422],
  }),
  '/api/caseworker/bookings/pending': {
    get: { summary: "The caseworker's requests list.", role: ROLES.caseworker, ok: arrayOf(ref('Booking')) },
  },
  '/api/caseworker/bookings/batch/accept': {
    patch: {
      summary: 'Recommend several requests.',
      role: ROLES.caseworker,
      body: arrayOf(obj({ booking_id: int })),
      bodyRequired: true,
      ok: arrayOf(ref('BatchRow')),
      errors: [400],
    },
  },
  '/api/caseworker/bookings/{id}/accept': transition('Recommend (→ accepted).', ROLES.caseworker, { body: reasonBody }),
  '/api/caseworker/bookings/{id}/decline': transition('Advise against (→ advised_against); the host decides.', ROLES.caseworker, {
    body: reasonBody,
  }),
  '/api/caseworker/bookings/{id}/setpending': transition('Caseworker undo: back to pending.', ROLES.caseworker, { body: reasonBody }),
  '/api/caseworker/available_all': {
    get: { summary: 'Tonight per product at the assigned shelters.', role: ROLES.caseworker, ok: arrayOf(ref('ProductWithPlaces')) },
  },
};

/** The wire shapes this feature answers with. */
export const schemas: Schemas = {
  HostCounts: obj({
    pending_count: int,
    arrivals_count: int,
    departures_count: int,
    current_guests_count: int,
    available_products: { type: 'object', additionalProperties: int, description: 'Places left tonight per product type.' },
  }),
};
