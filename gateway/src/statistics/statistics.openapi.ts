/** OpenAPI: Beläggning och avvisningar's REST operations and wire shapes (issue 37). */
import { ref, arrayOf, obj, str, int, bool, date, nullable, type Operations, type Op, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';
import { OCCUPANCY_PERIODS } from './statistics.rules';

const idQuery = (name: string, description: string) => ({
  name,
  in: 'query' as const,
  schema: { type: 'string', pattern: '^[0-9]+$' },
  description,
});

const params: Op['params'] = [
  {
    name: 'period',
    in: 'query',
    schema: { type: 'string', enum: [...OCCUPANCY_PERIODS] },
    description: 'night, week, month or range.',
    required: true,
  },
  { name: 'date', in: 'query', schema: date, description: 'A night of the period (night, week, month).' },
  { name: 'start', in: 'query', schema: date, description: "The range's first night (range)." },
  { name: 'end', in: 'query', schema: date, description: "The range's last night, included (range; at most 366 nights)." },
  idQuery('region_id', 'Only shelters of this region.'),
  idQuery('shelter_id', 'Only this shelter.'),
];

const DESCRIPTION =
  'Counts only, never people. Every count of people from 1 to 4 is the string "<5" (docs/PRIVACY.md); beds offered are written out. The same period a year before is in `previous` when noQ has bookings for it, else null.';

const pair = (who: 'caseworker' | 'admin', scope: string): Operations => ({
  [`/api/${who}/statistics/occupancy`]: {
    get: {
      summary: `Beläggning och avvisningar: occupancy and people turned away per night, shelter and region (${scope}).`,
      description: DESCRIPTION,
      role: ROLES[who],
      params,
      ok: ref('OccupancyReport'),
      errors: [400],
    },
  },
  [`/api/${who}/statistics/occupancy/export.csv`]: {
    get: {
      summary: `Beläggning och avvisningar as CSV (a download; ${scope}).`,
      description: DESCRIPTION,
      role: ROLES[who],
      params,
      ok: str,
      okContent: 'text/csv',
      errors: [400],
    },
  },
});

export const operations: Operations = {
  ...pair('caseworker', 'the assigned shelters'),
  ...pair('admin', 'every shelter, or one region'),
};

const count = { oneOf: [int, { type: 'string', enum: ['<5'] }], description: 'A count of people; "<5" for 1 to 4.' };
const figureProps = {
  beds_offered: int,
  women_only_beds_offered: int,
  beds_used: count,
  women_only_beds_used: count,
  held_not_used: count,
  requests: count,
  turned_away: count,
  turned_away_full: count,
  turned_away_queued: count,
  turned_away_declined: count,
  guests: count,
};
const place = obj({ id: int, name: str });

export const schemas: Schemas = {
  OccupancyFigures: obj(figureProps),
  OccupancyNight: obj({ night: date, ...figureProps }),
  OccupancyReport: obj({
    period: { type: 'string', enum: [...OCCUPANCY_PERIODS] },
    start: date,
    end: date,
    previous_start: date,
    previous_end: date,
    has_previous: bool,
    totals: ref('OccupancyFigures'),
    previous: nullable(ref('OccupancyFigures')),
    nights: arrayOf(ref('OccupancyNight')),
    regions: arrayOf(
      obj({
        region: place,
        totals: ref('OccupancyFigures'),
        previous: nullable(ref('OccupancyFigures')),
        nights: arrayOf(ref('OccupancyNight')),
      }),
    ),
    shelters: arrayOf(
      obj({
        shelter: place,
        region: place,
        totals: ref('OccupancyFigures'),
        previous: nullable(ref('OccupancyFigures')),
        nights: arrayOf(ref('OccupancyNight')),
      }),
    ),
  }),
};
