/** OpenAPI: Kompassen's REST operations and wire shape (issue 35 §2). */
import { RESOURCE_AUDIENCES, RESOURCE_KINDS } from '../domain/compass';
import { ROLES } from '../domain/roles';
import {
  arrayOf,
  bool,
  date,
  idParam,
  int,
  nullable,
  obj,
  ref,
  str,
  type Op,
  type Operations,
  type Schemas,
} from '../platform/rest/openapi';

const params: Op['params'] = [
  { name: 'type', in: 'query', schema: { type: 'string', enum: [...RESOURCE_KINDS] }, description: 'Only this kind (also as `kind`).' },
  {
    name: 'open_now',
    in: 'query',
    schema: { type: 'string', enum: ['true', 'false'] },
    description: "Only those open now (Stockholm's time).",
  },
  { name: 'lat', in: 'query', schema: { type: 'number' }, description: "The reader's latitude: nearest first (with lon; never stored)." },
  { name: 'lon', in: 'query', schema: { type: 'number' }, description: "The reader's longitude." },
  { name: 'region_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this region.' },
];

const DESCRIPTION =
  "open_now, closes_at, opens_next and today_hours are worked out when answered, in Stockholm's time; a dated exception wins over the weekly hours; an opening whose closes is at or before its opens passes midnight.";

const pair = (prefix: string, role: Op['role'], who: string): Operations => ({
  [`${prefix}/`]: {
    get: {
      summary: `Kompassen: places and services besides a bed (${who}).`,
      description: DESCRIPTION,
      role,
      params,
      ok: arrayOf(ref('CompassResource')),
      errors: [400],
    },
  },
  [`${prefix}/resources/{id}`]: {
    get: {
      summary: `One resource of Kompassen (${who}).`,
      description: DESCRIPTION,
      role,
      params: [idParam('Resource id.')],
      ok: ref('CompassResource'),
      errors: [404],
    },
  },
});

export const operations: Operations = {
  ...pair('/api/volunteer/compass', ROLES.volunteer, "the original client's volunteer path"),
  ...pair('/api/compass', ROLES.anyone, 'any logged-in person'),
};

const hours = obj({ opens: str, closes: str });

export const schemas: Schemas = {
  CompassResource: obj({
    id: int,
    name: str,
    type: { type: 'string', enum: [...RESOURCE_KINDS] },
    applies_to: arrayOf({ type: 'string', enum: [...RESOURCE_AUDIENCES] }),
    address: str,
    street: str,
    postcode: str,
    city: str,
    map_url: nullable(str),
    phone: nullable(str),
    other: str,
    translations: { type: 'object', additionalProperties: str, description: 'The free text (other) by language: en, pl, ro, ar.' },
    opening_hours: arrayOf(obj({ weekday: int, opens: str, closes: str })),
    exceptions: arrayOf(obj({ date, closed: bool, hours: arrayOf(hours) })),
    region: obj({ id: int, name: str }),
    shelter: nullable(obj({ id: int, name: str })),
    latitude: nullable({ type: 'number' }),
    longitude: nullable({ type: 'number' }),
    open_now: bool,
    closes_at: nullable(str),
    opens_next: nullable(obj({ date, time: str })),
    today_hours: arrayOf(hours),
    distance_km: nullable({ type: 'number' }),
  }),
};
