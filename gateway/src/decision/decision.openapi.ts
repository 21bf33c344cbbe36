/** OpenAPI: Biståndsbeslut's REST operations and wire shapes (issue 38). */
import { ref, arrayOf, obj, str, int, bool, date, nullable, idParam, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';
import { DECISION_STATUSES, MAX_CASE_NUMBER, MAX_DECISION_NIGHTS, MAX_DECISION_NOTE } from './decision.rules';
import { DEFAULT_ENDING_DAYS, MAX_ENDING_DAYS } from './decision-report';

const idQuery = { type: 'string', pattern: '^[0-9]+$' };
const nightsParams = [
  { name: 'start', in: 'query' as const, schema: date, description: 'The first night of the period.', required: true },
  {
    name: 'end',
    in: 'query' as const,
    schema: date,
    description: 'The last night of the period, included (at most 366 nights).',
    required: true,
  },
  {
    name: 'guest_id',
    in: 'query' as const,
    schema: idQuery,
    description: "Only this guest's decisions (none when outside the caseworker's scope).",
  },
];
const endingParams = [
  {
    name: 'days',
    in: 'query' as const,
    schema: { type: 'string', pattern: '^[0-9]+$' },
    description: `Look-ahead in days, 1 to ${MAX_ENDING_DAYS} (default ${DEFAULT_ENDING_DAYS}).`,
  },
];

const decisionId = idParam('Decision id.');
const place = obj({ id: int, name: str });
const dateTime = { type: 'string', format: 'date-time' };

const guestDecisions = (who: 'caseworker' | 'admin', scope: string) => ({
  [`/api/${who}/guests/{id}/decisions`]: {
    get: {
      summary: `A guest's biståndsbeslut with their history, newest last night first (${scope}).`,
      role: ROLES[who],
      params: [idParam("The guest's user id.")],
      ok: arrayOf(ref('Decision')),
      errors: [404],
    },
  },
});

export const operations: Operations = {
  '/api/user/decisions': {
    get: {
      summary: "The guest's own biståndsbeslut that still cover a night: the nights and where, never the note or the case number.",
      role: ROLES.guest,
      ok: arrayOf(ref('OwnDecision')),
    },
  },
  '/api/caseworker/decisions': {
    post: {
      summary:
        'Record a biståndsbeslut for a guest of the caseworker (a booking at an assigned shelter, or a home region of one). Audited.',
      description: `case_number required (at most ${MAX_CASE_NUMBER} characters); start_date and end_date are the first and last night, both included; max_nights 1–${MAX_DECISION_NIGHTS} or null; any_shelter true, or shelter_ids with one shelter at least; note at most ${MAX_DECISION_NOTE} characters.`,
      role: ROLES.caseworker,
      body: obj(
        {
          guest_id: int,
          case_number: str,
          start_date: date,
          end_date: date,
          max_nights: nullable(int),
          any_shelter: bool,
          shelter_ids: arrayOf(int),
          note: str,
        },
        ['guest_id', 'case_number', 'start_date', 'end_date'],
      ),
      bodyRequired: true,
      ok: ref('Decision'),
      errors: [400, 404],
    },
  },
  '/api/caseworker/decisions/{id}/change': {
    post: {
      summary: 'Extend or shorten a biståndsbeslut: a new last night and/or maximum (a field left out keeps its value). Audited.',
      role: ROLES.caseworker,
      params: [decisionId],
      body: obj({ end_date: date, max_nights: nullable(int) }, []),
      ok: ref('Decision'),
      errors: [400, 404],
    },
  },
  '/api/caseworker/decisions/{id}/end': {
    post: {
      summary: 'End a biståndsbeslut now (never deleted; it covers no further request). Audited.',
      role: ROLES.caseworker,
      params: [decisionId],
      ok: ref('Decision'),
      errors: [404],
    },
  },
  '/api/caseworker/decisions/report/nights': {
    get: {
      summary:
        "Nights per biståndsbeslut: the caseworker's guests' decisions whose nights overlap the period, with nights used (checked in or completed), booked ahead and left. Never the note.",
      role: ROLES.caseworker,
      params: nightsParams,
      ok: obj({ start: date, end: date, rows: arrayOf(ref('DecisionReportRow')) }),
      errors: [400],
    },
  },
  '/api/caseworker/decisions/report/nights.csv': {
    get: {
      summary: 'Nights per biståndsbeslut as CSV (a download; semicolons, UTF-8 with BOM).',
      role: ROLES.caseworker,
      params: nightsParams,
      ok: str,
      okContent: 'text/csv',
      errors: [400],
    },
  },
  '/api/caseworker/decisions/report/ending': {
    get: {
      summary:
        "Biståndsbeslut ending soon: the caseworker's guests' decisions not ended whose last night is within the look-ahead, nearest first.",
      role: ROLES.caseworker,
      params: endingParams,
      ok: obj({ today: date, days: int, rows: arrayOf(ref('DecisionReportRow')) }),
      errors: [400],
    },
  },
  '/api/caseworker/decisions/report/ending.csv': {
    get: {
      summary: 'Biståndsbeslut ending soon as CSV (a download; semicolons, UTF-8 with BOM).',
      role: ROLES.caseworker,
      params: endingParams,
      ok: str,
      okContent: 'text/csv',
      errors: [400],
    },
  },
  ...guestDecisions('caseworker', 'a guest of the caseworker'),
  ...guestDecisions('admin', 'any guest'),
};

export const schemas: Schemas = {
  Decision: obj({
    id: int,
    guest: obj({ id: int, first_name: str, last_name: str, unokod: nullable(str) }),
    case_number: str,
    start_date: date,
    end_date: date,
    max_nights: nullable(int),
    nights_used: int,
    any_shelter: bool,
    shelters: arrayOf(place),
    note: str,
    status: { type: 'string', enum: [...DECISION_STATUSES] },
    created_at: dateTime,
    created_by_name: nullable(str),
    ended_at: nullable(dateTime),
    history: arrayOf(
      obj({
        action: str,
        at: dateTime,
        actor_name: nullable(str),
        start_date: nullable(date),
        end_date: nullable(date),
        max_nights: nullable(int),
      }),
    ),
  }),
  DecisionReportRow: obj({
    id: int,
    case_number: str,
    guest: obj({ id: int, first_name: str, last_name: str, unokod: nullable(str) }),
    start_date: date,
    end_date: date,
    max_nights: nullable(int),
    nights_used: int,
    nights_booked: int,
    nights_left: nullable(int),
    status: { type: 'string', enum: [...DECISION_STATUSES] },
    days_left: int,
  }),
  OwnDecision: obj({ id: int, start_date: date, end_date: date, any_shelter: bool, shelters: arrayOf(place) }),
};
