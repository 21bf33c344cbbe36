/** OpenAPI: the booking feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import {
  ref,
  arrayOf,
  obj,
  str,
  int,
  bool,
  date,
  nullable,
  idParam,
  idempotencyKeyParam,
  IDEMPOTENT,
  type Operations,
  type Schemas,
} from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';
import { BOOKING_STATUSES } from '../domain/booking-status';
import { ERROR_CODES } from '../platform/errors';

/** The operations of this feature's REST shims, with the same role lists the shims check. */
export const operations: Operations = {
  '/api/user/available/{date}': {
    get: {
      summary: 'Shelters with a bookable room with a place that night.',
      role: ROLES.guest,
      params: [{ name: 'date', in: 'path', schema: date, description: 'The night.', required: true }],
      ok: arrayOf(obj({ host: ref('Host'), products: arrayOf(ref('ProductWithPlaces')) })),
      errors: [400],
    },
  },
  '/api/user/available_host/{id}': {
    get: {
      summary:
        "One shelter's bookable rooms: places left tonight and the nights of the coming two weeks with a place (the original's newest client).",
      role: ROLES.booker,
      params: [idParam('Shelter id.')],
      ok: arrayOf(
        obj({
          host: ref('Host'),
          products: arrayOf({ allOf: [ref('ProductWithPlaces'), obj({ available_dates: arrayOf(obj({ available_date: date })) })] }),
        }),
      ),
      errors: [404],
      description:
        "A one-item list, as the original answered. `places_left` is tonight's; `available_dates` lists tonight and the 13 nights after it that have a place.",
    },
  },
  '/api/user/request_booking': {
    post: {
      summary: 'Request a booking for oneself (→ pending or in_queue).',
      role: ROLES.guest,
      params: [idempotencyKeyParam],
      body: obj({ product_id: int, start_date: date, end_date: date, message: nullable(str) }, ['product_id', 'start_date', 'end_date']),
      bodyRequired: true,
      ok: ref('Booking'),
      errors: [400, 404, 409, 422],
      description: IDEMPOTENT,
    },
  },
  '/api/user/bookings': { get: { summary: "The guest's own current bookings.", role: ROLES.guest, ok: arrayOf(ref('Booking')) } },
  '/api/user/bookings/confirm/{id}': {
    get: {
      summary: 'Confirm a reserved booking; answers the updated own list. State-changing despite GET (SPEC §7).',
      role: ROLES.guest,
      params: [idParam('Booking id.')],
      ok: arrayOf(ref('Booking')),
      errors: [404, 409],
    },
  },
  '/api/bookings/{id}': {
    get: {
      summary: 'One booking with its audit trail.',
      role: ROLES.anyone,
      params: [idParam('Booking id.')],
      ok: ref('BookingWithHistory'),
      errors: [404],
      description:
        'For whoever may see the booking: staff of its shelter see every event and reason; its guest and the requesting volunteer see no caseworker reasons and no staff names.',
    },
  },
  '/api/user/bookings/{id}': {
    delete: {
      summary: 'Cancel an own booking.',
      role: ROLES.guest,
      params: [idParam('Booking id.')],
      ok: ref('Booking'),
      errors: [404, 409],
    },
  },
};

/** The wire shapes this feature answers with. */
export const schemas: Schemas = {
  Status: obj({ description: { type: 'string', enum: [...BOOKING_STATUSES] } }),
  Booking: obj({
    id: int,
    // `flag` only for staff of the booking's shelter (DESIGN §3).
    user: obj({ id: int, first_name: str, last_name: str, unokod: nullable(str), flag: bool }, ['id', 'first_name', 'last_name', 'unokod']),
    product: obj({
      id: int,
      name: str,
      description: str,
      type: ref('ProductType'),
      total_places: int,
      requirements: str,
      host: obj({ id: int, name: str }),
    }),
    status: ref('Status'),
    booking_time: { type: 'string', format: 'date-time' },
    start_date: date,
    end_date: date,
    message: str,
    decline_reason: nullable(str),
  }),
  BookingWithHistory: {
    allOf: [
      ref('Booking'),
      obj({
        history: arrayOf(
          obj({
            action: str,
            from: nullable({ type: 'string', enum: [...BOOKING_STATUSES] }),
            to: { type: 'string', enum: [...BOOKING_STATUSES] },
            actor_group: nullable(str),
            actor_name: nullable(str),
            reason: nullable(str),
            at: { type: 'string', format: 'date-time' },
          }),
        ),
      }),
    ],
  },
  BatchRow: obj({ booking_id: int, ok: bool, message: str, code: { type: 'string', enum: [...ERROR_CODES] } }, ['booking_id', 'ok']),
};
