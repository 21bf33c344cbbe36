/** OpenAPI: the volunteer feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import {
  ref,
  arrayOf,
  obj,
  str,
  int,
  date,
  nullable,
  idParam,
  idempotencyKeyParam,
  IDEMPOTENT,
  type Operations,
  type Schemas,
} from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

const requestBooking: Operations[string] = {
  post: {
    summary: 'Request a booking for a guest (by user_id or uno).',
    role: ROLES.volunteer,
    body: obj(
      {
        product_id: int,
        user_id: { oneOf: [int, { type: 'null' }] },
        uno: nullable(str),
        start_date: date,
        end_date: date,
        message: nullable(str),
      },
      ['product_id', 'start_date', 'end_date'],
    ),
    params: [idempotencyKeyParam],
    bodyRequired: true,
    ok: obj({
      id: int,
      status: ref('Status'),
      guest_notified: {
        oneOf: [{ type: 'string', enum: ['email', 'sms'] }, { type: 'null' }],
        description:
          "Issue 20 §7: 'email' or 'sms' when a message about the booking to the guest was queued; null when the guest has no e-mail or phone for their contact preference (tell them the booking information in person).",
      },
    }),
    errors: [400, 404, 409, 422],
    description: IDEMPOTENT,
  },
};

/** The operations of this feature's REST shims, with the same role lists the shims check. */
export const operations: Operations = {
  '/api/volunteer/available': {
    get: {
      summary: 'Shelters and rooms with places per night (default tonight to 14 nights on).',
      role: ROLES.volunteer,
      params: [
        { name: 'start', in: 'query', schema: date, description: 'First night (default tonight).' },
        { name: 'end', in: 'query', schema: date, description: 'Last night.' },
      ],
      ok: arrayOf(ref('VolunteerAvailability')),
      errors: [400],
    },
  },
  '/api/volunteer/request_booking': requestBooking,
  // The original's newest client's path for the same request (issue 35 §1).
  '/api/volunteer/booking/request': requestBooking,
  '/api/volunteer/confirm_booking/{id}': {
    patch: {
      summary: 'Volunteer confirm of a pending booking.',
      role: ROLES.volunteer,
      params: [idParam('Booking id.')],
      ok: ref('Booking'),
      errors: [400, 404],
    },
  },
};

/** The wire shapes this feature answers with. */
export const schemas: Schemas = {
  VolunteerAvailability: obj({
    host: obj({ id: int, name: str, street: str, city: str, region: ref('Region') }),
    products: arrayOf(
      obj({
        id: int,
        name: str,
        description: str,
        type: ref('ProductType'),
        total_places: int,
        requirements: str,
        places_left: int,
        availability: arrayOf(obj({ date, places_left: int })),
      }),
    ),
  }),
};
