import { Router, type Request } from 'express';
import { ROLES } from '../domain/roles';
import { shim } from '../platform/rest/http';
import { parseId } from '../platform/ids';
import type { ActivityInput, TaskInput } from './activity.view';
import { activityWire, hostVolunteerWire, taskWire } from './activity.wire';

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {});
const idOf = (req: Request) => parseId(req.params.id as string, 'NOT_FOUND');

/** A "yyyy-MM-ddTHH:MM…" the original's client may send as start_time/end_time: its date and wall-clock time as written. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

/** The activity fields of a REST body; `shelter_id` (or the original's `host`) names the shelter. */
function activityInput(b: Body): ActivityInput {
  let date = b.date;
  const time = (v: unknown): unknown => {
    const m = typeof v === 'string' ? DATE_TIME.exec(v) : null;
    if (!m) return v;
    if (date === undefined) date = m[1];
    return m[2];
  };
  const startTime = time(b.start_time);
  const endTime = time(b.end_time);
  const shelter = b.shelter_id ?? b.host;
  return {
    shelterId: shelter === undefined || shelter === null ? undefined : parseId(shelter as string, 'BAD_USER_INPUT'),
    title: b.title,
    description: b.description,
    date,
    startTime,
    endTime,
    volunteersNeeded: b.volunteers_needed,
  };
}

/** An id sent as a number or a string of digits (anything else is left for the service to refuse). */
const num = (v: unknown): unknown => (typeof v === 'string' && /^[0-9]{1,9}$/.test(v) ? Number(v) : v);

const taskInput = (b: Body): TaskInput => ({
  volunteerId: num(b.volunteer_id ?? b.volunteer),
  title: b.title,
  description: b.description,
  status: b.status,
  activityId: num(b.activity_id ?? b.activity),
});

/** Volunteer activities on REST (issue 35 §3): the original's newest client's paths. */
export function activityRoutes(): Router {
  const r = Router({ caseSensitive: true });

  r.get(
    '/volunteer/activities/list',
    shim(ROLES.volunteer, async ({ services, actor }) => (await services.activities.list(actor)).map(activityWire)),
  );
  // Volunteers, host staff and admins (others 403); ?date= one day.
  r.get(
    '/activities/list',
    shim(ROLES.activities, async ({ req, services, actor }) =>
      (await services.activities.list(actor, { date: req.query.date })).map(activityWire),
    ),
  );
  // The original's client signs up under both prefixes: the same action.
  for (const prefix of ['/volunteer/activities', '/activities']) {
    r.post(
      `${prefix}/signup/:id`,
      shim(ROLES.volunteer, async ({ req, services, actor }) =>
        activityWire(await services.activities.signUp(actor, idOf(req), bodyOf(req).phone)),
      ),
    );
    r.delete(
      `${prefix}/cancel/:id`,
      shim(ROLES.volunteer, async ({ req, services, actor }) => activityWire(await services.activities.cancelSignup(actor, idOf(req)))),
    );
  }

  r.get(
    '/admin/activities/',
    shim(ROLES.admin, async ({ req, services, actor }) => {
      const shelter = req.query.shelter_id;
      return (
        await services.activities.list(actor, {
          date: req.query.date,
          shelterId: typeof shelter === 'string' && shelter !== '' ? parseId(shelter, 'NOT_FOUND') : null,
        })
      ).map(activityWire);
    }),
  );
  r.post(
    '/admin/activities/',
    shim(ROLES.admin, async ({ req, services, actor }) =>
      activityWire(await services.activities.create(actor, activityInput(bodyOf(req)))),
    ),
  );
  r.get(
    '/admin/activities/:id',
    shim(ROLES.admin, async ({ req, services, actor }) => activityWire(await services.activities.byId(actor, idOf(req)))),
  );
  r.patch(
    '/admin/activities/:id',
    shim(ROLES.admin, async ({ req, services, actor }) =>
      activityWire(await services.activities.update(actor, idOf(req), activityInput(bodyOf(req)))),
    ),
  );
  // DELETE cancels (status cancelled, everyone signed up told): an activity is never erased.
  r.delete(
    '/admin/activities/:id',
    shim(ROLES.admin, async ({ req, services, actor }) => activityWire(await services.activities.cancel(actor, idOf(req)))),
  );

  r.get(
    '/admin/volunteer/tasks',
    shim(ROLES.admin, async ({ req, services, actor }) => {
      const v = req.query.volunteer_id;
      return (
        await services.activities.tasks(actor, { volunteerId: typeof v === 'string' && v !== '' ? parseId(v, 'NOT_FOUND') : null })
      ).map(taskWire);
    }),
  );
  r.post(
    '/admin/volunteer/tasks',
    shim(ROLES.admin, async ({ req, services, actor }) => taskWire(await services.activities.assignTask(actor, taskInput(bodyOf(req))))),
  );
  r.patch(
    '/admin/volunteer/tasks/:id',
    shim(ROLES.admin, async ({ req, services, actor }) => {
      const { title, description, status } = taskInput(bodyOf(req));
      return taskWire(await services.activities.updateTask(actor, idOf(req), { title, description, status }));
    }),
  );

  r.get(
    '/host/volunteerlist/',
    shim(ROLES.host, async ({ services, actor }) => (await services.activities.hostVolunteers(actor)).map(hostVolunteerWire)),
  );
  return r;
}
