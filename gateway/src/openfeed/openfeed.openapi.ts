/** OpenAPI: the open feed of free beds tonight (issue 37). */
import { arrayOf, obj, str, int, date, nullable, type Operations, type Schemas, ref } from '../platform/rest/openapi';

export const operations: Operations = {
  '/api/open/beds': {
    get: {
      summary: 'Open feed: free beds tonight at the shelters that opted in (anonymous).',
      description:
        'Field names follow the Open Referral Human Services Data Specification (HSDS 3.0) where they fit: a service per shelter with capacities (available, maximum, unit, updated), phones, schedules and a location with addresses. Cacheable: Cache-Control public, max-age=30, an ETag (If-None-Match answers 304). Rate-limited per client address (429 with Retry-After). Only shelters whose host or an admin turned the feed on.',
      role: 'public',
      ok: ref('OpenFeed'),
      errors: [429],
    },
  },
};

export const schemas: Schemas = {
  OpenFeed: obj({
    generated_at: { type: 'string', format: 'date-time' },
    night: date,
    services: arrayOf(
      obj({
        id: str,
        name: str,
        status: str,
        criteria: arrayOf(str),
        capacities: arrayOf(
          obj({
            id: str,
            unit: obj({ name: str, identifier: str, scheme: str }),
            available: int,
            maximum: int,
            description: str,
            updated: str,
          }),
        ),
        phones: arrayOf(obj({ number: str })),
        schedules: arrayOf(obj({ opens_at: nullable(str), closes_at: nullable(str), description: str, freq: str })),
        location: obj({
          id: str,
          name: str,
          location_type: str,
          latitude: nullable({ type: 'number' }),
          longitude: nullable({ type: 'number' }),
          addresses: arrayOf(obj({ address_1: str, city: str, postal_code: str, region: str, country: str, address_type: str })),
        }),
      }),
    ),
  }),
};
