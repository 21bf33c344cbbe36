/** OpenAPI: the staff feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import { ref, arrayOf, obj, int, date, idParam, reasonBody, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

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
  '/api/host/pending/{id}/appoint': {
    patch: {
      summary: 'Assign a place (→ reserved).',
      role: ROLES.host,
      params: [idParam('Booking id.')],
      ok: ref('Booking'),
      errors: [404, 409],
    },
  },
  '/api/host/pending/{id}/decline': {
    patch: {
      summary: 'Decline a request, with an optional reason.',
      role: ROLES.host,
      params: [idParam('Booking id.')],
      body: reasonBody,
      ok: ref('Booking'),
      errors: [400, 404, 409],
    },
  },
  '/api/host/bookings/incoming': { get: { summary: 'Arrivals today.', role: ROLES.host, ok: arrayOf(ref('Booking')), errors: [404] } },
  '/api/host/bookings/outgoing': { get: { summary: 'Departures today.', role: ROLES.host, ok: arrayOf(ref('Booking')), errors: [404] } },
  '/api/host/bookings/{id}/setpending': {
    patch: {
      summary: 'Host undo: back to pending.',
      role: ROLES.host,
      params: [idParam('Booking id.')],
      ok: ref('Booking'),
      errors: [404, 409],
    },
  },
  '/api/host/bookings/{id}/checkin': {
    patch: { summary: 'Check the guest in.', role: ROLES.host, params: [idParam('Booking id.')], ok: ref('Booking'), errors: [404, 409] },
  },
  '/api/host/bookings/{id}/checkout': {
    patch: { summary: 'Check the guest out.', role: ROLES.host, params: [idParam('Booking id.')], ok: ref('Booking'), errors: [404, 409] },
  },
  '/api/host/bookings/{id}/extend': {
    patch: {
      summary: 'A later check-out date for a checked-in guest.',
      role: ROLES.host,
      params: [idParam('Booking id.')],
      body: obj({ end_date: date }),
      bodyRequired: true,
      ok: ref('Booking'),
      errors: [400, 404, 409, 422],
    },
  },
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
  '/api/caseworker/bookings/{id}/accept': {
    patch: {
      summary: 'Recommend (→ accepted).',
      role: ROLES.caseworker,
      params: [idParam('Booking id.')],
      body: reasonBody,
      ok: ref('Booking'),
      errors: [404, 409],
    },
  },
  '/api/caseworker/bookings/{id}/decline': {
    patch: {
      summary: 'Advise against (→ advised_against); the host decides.',
      role: ROLES.caseworker,
      params: [idParam('Booking id.')],
      body: reasonBody,
      ok: ref('Booking'),
      errors: [404, 409],
    },
  },
  '/api/caseworker/bookings/{id}/setpending': {
    patch: {
      summary: 'Caseworker undo: back to pending.',
      role: ROLES.caseworker,
      params: [idParam('Booking id.')],
      body: reasonBody,
      ok: ref('Booking'),
      errors: [404, 409],
    },
  },
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
