/** OpenAPI: the report feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import { ref, arrayOf, obj, str, int, date, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

/** The operations of this feature's REST shims, with the same role lists the shims check. */
export const operations: Operations = {
  '/api/caseworker/guests/nights/count/{start}/{end}': {
    get: {
      summary: 'Nights report: nights per guest and shelter.',
      role: ROLES.caseworker,
      params: [
        { name: 'start', in: 'path', schema: date, description: 'First night.', required: true },
        { name: 'end', in: 'path', schema: date, description: 'Last night.', required: true },
        { name: 'guest_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this guest.' },
      ],
      ok: arrayOf(ref('StayReportItem')),
      errors: [400],
    },
  },
  '/api/caseworker/guests/nights/export.csv': {
    get: {
      summary: 'Nights report as CSV (a download).',
      role: ROLES.caseworker,
      params: [
        { name: 'start', in: 'query', schema: date, description: 'First night.', required: true },
        { name: 'end', in: 'query', schema: date, description: 'Last night.', required: true },
        { name: 'guest_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this guest.' },
        { name: 'shelter_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this shelter.' },
        { name: 'region_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only shelters in this region.' },
      ],
      ok: str,
      okContent: 'text/csv',
      errors: [400],
    },
  },
};

/** The wire shapes this feature answers with. */
export const schemas: Schemas = {
  StayReportItem: obj({
    user_id: int,
    first_name: str,
    last_name: str,
    user_stay_counts: arrayOf(obj({ total_nights: int, host: obj({ id: int, name: str, region: ref('Region') }), region: ref('Region') })),
  }),
};
