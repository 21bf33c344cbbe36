/** OpenAPI: volunteer activities' REST operations and wire shapes (issue 35 §3). */
import { ref, arrayOf, obj, str, int, bool, date, nullable, idParam, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';
import { ACTIVITY_STATUSES, MAX_VOLUNTEERS, TASK_STATUSES } from './activity.rules';

const time = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, Stockholm time' };
const person = obj({ id: int, first_name: str, last_name: str });
const activityId = idParam('Activity id.');
const dateQuery = { name: 'date', in: 'query' as const, schema: date, description: 'Only this day.' };

const activityBody = obj(
  {
    shelter_id: int,
    host: { ...int, description: "The original's name for shelter_id." },
    title: str,
    description: str,
    date,
    start_time: { type: 'string', description: 'HH:MM, or yyyy-MM-ddTHH:MM (its date is used when `date` is missing).' },
    end_time: { type: 'string', description: 'HH:MM, or yyyy-MM-ddTHH:MM.' },
    volunteers_needed: { type: 'integer', minimum: 1, maximum: MAX_VOLUNTEERS },
  },
  [],
);
const taskBody = obj(
  {
    volunteer_id: int,
    title: str,
    description: str,
    status: {
      type: 'string',
      enum: [...TASK_STATUSES, 'pending', 'accepted', 'completed'],
      description: "todo, in_progress or done; the original's pending, accepted and completed are read as these.",
    },
    activity_id: int,
  },
  [],
);

const list = (name: string) => ({ ok: arrayOf(ref(name)) });

export const operations: Operations = {
  '/api/volunteer/activities/list': {
    get: {
      summary: 'Volunteer activities not over yet, at every shelter, soonest first, with places left and whether I am signed up.',
      role: ROLES.volunteer,
      ...list('Activity'),
    },
  },
  '/api/activities/list': {
    get: {
      summary:
        "Activities not over yet (one day's with ?date=): volunteers every shelter's planned ones, host staff their shelter's, admins all.",
      description: 'Host staff and admins also get `signups`.',
      role: ROLES.activities,
      params: [dateQuery],
      ...list('Activity'),
      errors: [400, 403, 404],
    },
  },
  ...Object.fromEntries(
    ['/api/volunteer/activities', '/api/activities'].flatMap((prefix) => [
      [
        `${prefix}/signup/{id}`,
        {
          post: {
            summary: "Sign up for an activity (optionally sharing a phone number with the shelter's staff).",
            description:
              '409 ACTIVITY_FULL when every place is taken, ACTIVITY_ALREADY_SIGNED_UP for a second sign-up, ACTIVITY_CLOSED when it is cancelled or has begun.',
            role: ROLES.volunteer,
            params: [activityId],
            body: obj({ phone: str }, []),
            ok: ref('Activity'),
            errors: [400, 404, 409],
          },
        },
      ],
      [
        `${prefix}/cancel/{id}`,
        {
          delete: {
            summary: 'Cancel my sign-up for an activity.',
            description: '404 when not signed up; 409 ACTIVITY_CLOSED when it has begun.',
            role: ROLES.volunteer,
            params: [activityId],
            ok: ref('Activity'),
            errors: [404, 409],
          },
        },
      ],
    ]),
  ),
  '/api/admin/activities/': {
    get: {
      summary: "Every shelter's activities not over yet (cancelled ones too), with who is coming.",
      role: ROLES.admin,
      params: [
        dateQuery,
        { name: 'shelter_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this shelter.' },
      ],
      ...list('Activity'),
      errors: [400],
    },
    post: {
      summary: 'Create an activity at a shelter. Audited.',
      role: ROLES.admin,
      body: activityBody,
      bodyRequired: true,
      ok: ref('Activity'),
      errors: [400],
    },
  },
  '/api/admin/activities/{id}': {
    get: { summary: 'One activity, with who is coming.', role: ROLES.admin, params: [activityId], ok: ref('Activity'), errors: [404] },
    patch: {
      summary: 'Change an activity (fields left out keep their value). Audited.',
      role: ROLES.admin,
      params: [activityId],
      body: activityBody,
      bodyRequired: true,
      ok: ref('Activity'),
      errors: [400, 404, 409],
    },
    delete: {
      summary: 'Cancel an activity (it is kept, status cancelled); everyone signed up is told. Audited.',
      role: ROLES.admin,
      params: [activityId],
      ok: ref('Activity'),
      errors: [404],
    },
  },
  '/api/admin/volunteer/tasks': {
    get: {
      summary: "Every volunteer's tasks, newest first.",
      role: ROLES.admin,
      params: [{ name: 'volunteer_id', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Only this volunteer.' }],
      ...list('VolunteerTask'),
    },
    post: {
      summary: 'Assign a volunteer a task. Audited.',
      role: ROLES.admin,
      body: taskBody,
      bodyRequired: true,
      ok: ref('VolunteerTask'),
      errors: [400, 404],
    },
  },
  '/api/admin/volunteer/tasks/{id}': {
    patch: {
      summary: "Change a task's title, description or status. Audited.",
      role: ROLES.admin,
      params: [idParam('Task id.')],
      body: taskBody,
      bodyRequired: true,
      ok: ref('VolunteerTask'),
      errors: [400, 404],
    },
  },
  '/api/host/volunteerlist/': {
    get: {
      summary:
        "The volunteers signed up for this host's shelter's activities not over yet: names and the phone each chose to share, never an e-mail address.",
      role: ROLES.host,
      ...list('HostVolunteer'),
      errors: [404],
    },
  },
};

export const schemas: Schemas = {
  Activity: obj(
    {
      id: int,
      title: str,
      description: str,
      date,
      start_time: time,
      end_time: time,
      shelter: obj({ id: int, name: str }),
      host: { ...int, description: 'The shelter id (the original named it host).' },
      volunteers_needed: int,
      signed_up: int,
      places_left: int,
      status: { type: 'string', enum: [...ACTIVITY_STATUSES] },
      is_signed_up: bool,
      signups: arrayOf(obj({ id: int, volunteer: person, phone: str, created_at: str })),
    },
    [
      'id',
      'title',
      'description',
      'date',
      'start_time',
      'end_time',
      'shelter',
      'host',
      'volunteers_needed',
      'signed_up',
      'places_left',
      'status',
      'is_signed_up',
    ],
  ),
  VolunteerTask: obj({
    id: int,
    title: str,
    description: str,
    status: { type: 'string', enum: [...TASK_STATUSES] },
    volunteer: person,
    activity: nullable(obj({ id: int, title: str, date })),
    shelter: nullable(obj({ id: int, name: str })),
    assigned_at: str,
    updated_at: str,
  }),
  HostVolunteer: obj({
    id: int,
    first_name: str,
    last_name: str,
    phone: str,
    activity: obj({ id: int, title: str, date, start_time: time, end_time: time }),
  }),
};
