/**
 * Volunteer activities on REST (issue 35 §3): the snake_case shapes of the original's newest client
 * (noq_backend_python's Activity and VolunteerTask names where they exist: title, description,
 * start_time, end_time, status), our own where the original has none. Never an e-mail address.
 */
import type { ActivityView, HostVolunteerView, VolunteerTaskView } from './activity.view';

const person = (p: { id: number; firstName: string; lastName: string }) => ({ id: p.id, first_name: p.firstName, last_name: p.lastName });

export const activityWire = (a: ActivityView) => ({
  id: a.id,
  title: a.title,
  description: a.description,
  date: a.date,
  start_time: a.startTime,
  end_time: a.endTime,
  shelter: { id: a.shelter.id, name: a.shelter.name },
  host: a.shelter.id,
  volunteers_needed: a.volunteersNeeded,
  signed_up: a.signedUp,
  places_left: a.placesLeft,
  status: a.status,
  is_signed_up: a.signedUpByMe,
  ...(a.signups !== null
    ? {
        signups: a.signups.map((s) => ({
          id: s.id,
          volunteer: person(s.volunteer),
          phone: s.phone,
          created_at: s.createdAt.toISOString(),
        })),
      }
    : {}),
});

export const taskWire = (t: VolunteerTaskView) => ({
  id: t.id,
  title: t.title,
  description: t.description,
  status: t.status,
  volunteer: person(t.volunteer),
  activity: t.activity ? { id: t.activity.id, title: t.activity.title, date: t.activity.date } : null,
  shelter: t.shelter ? { id: t.shelter.id, name: t.shelter.name } : null,
  assigned_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

export const hostVolunteerWire = (v: HostVolunteerView) => ({
  ...person(v.volunteer),
  phone: v.phone,
  activity: {
    id: v.activity.id,
    title: v.activity.title,
    date: v.activity.date,
    start_time: v.activity.startTime,
    end_time: v.activity.endTime,
  },
});
