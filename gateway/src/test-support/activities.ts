/**
 * Volunteer activities (issue 35 §3) for tests outside the activity folder: the calls the OpenAPI
 * test makes to every activity REST path (each builds its own activity, so their order does not matter).
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { HttpClient } from './http';
import type { Suite } from './suite';

interface Call {
  client: HttpClient;
  path: string;
  body?: unknown;
}

export function activityCalls(w: {
  s: Suite;
  baseUrl: string;
  shelter: number;
  hostActor: Actor;
  today: string;
}): Record<string, () => Promise<Call>> {
  const { s } = w;
  const day = addDays(w.today, 3);
  const client = async (actor: Actor) => {
    const c = new HttpClient(w.baseUrl);
    c.cookie = await s.f.sessionCookie(actor.userId);
    return c;
  };
  const admin = async () => s.f.admin();
  const activity = async () =>
    (
      await s.services.activities.create(await admin(), {
        shelterId: w.shelter,
        title: 'OpenAPI-pass',
        date: day,
        startTime: '18:00',
        endTime: '20:00',
        volunteersNeeded: 4,
      })
    ).id;
  const signedUp = async () => {
    const id = await activity();
    const v = await s.f.volunteer();
    await s.services.activities.signUp(v, id, '070-000 00 00');
    return { id, v };
  };
  const task = async () => {
    const v = await s.f.volunteer();
    return (await s.services.activities.assignTask(await admin(), { volunteerId: v.userId, title: 'Uppgift' })).id;
  };
  return {
    'GET /api/volunteer/activities/list': async () => {
      await signedUp();
      return { client: await client(await s.f.volunteer()), path: '/api/volunteer/activities/list' };
    },
    'GET /api/activities/list': async () => {
      await signedUp();
      return { client: await client(w.hostActor), path: `/api/activities/list?date=${day}` };
    },
    'POST /api/volunteer/activities/signup/{id}': async () => ({
      client: await client(await s.f.volunteer()),
      path: `/api/volunteer/activities/signup/${await activity()}`,
      body: { phone: '070-111 11 11' },
    }),
    'POST /api/activities/signup/{id}': async () => ({
      client: await client(await s.f.volunteer()),
      path: `/api/activities/signup/${await activity()}`,
    }),
    'DELETE /api/volunteer/activities/cancel/{id}': async () => {
      const { id, v } = await signedUp();
      return { client: await client(v), path: `/api/volunteer/activities/cancel/${id}` };
    },
    'DELETE /api/activities/cancel/{id}': async () => {
      const { id, v } = await signedUp();
      return { client: await client(v), path: `/api/activities/cancel/${id}` };
    },
    'GET /api/admin/activities/': async () => {
      await signedUp();
      return { client: await client(await admin()), path: '/api/admin/activities/' };
    },
    'POST /api/admin/activities/': async () => ({
      client: await client(await admin()),
      path: '/api/admin/activities/',
      body: { shelter_id: w.shelter, title: 'Ny', date: day, start_time: '08:00', end_time: '09:00', volunteers_needed: 2 },
    }),
    'GET /api/admin/activities/{id}': async () => ({
      client: await client(await admin()),
      path: `/api/admin/activities/${(await signedUp()).id}`,
    }),
    'PATCH /api/admin/activities/{id}': async () => ({
      client: await client(await admin()),
      path: `/api/admin/activities/${await activity()}`,
      body: { title: 'Ändrad' },
    }),
    'DELETE /api/admin/activities/{id}': async () => ({
      client: await client(await admin()),
      path: `/api/admin/activities/${(await signedUp()).id}`,
    }),
    'GET /api/admin/volunteer/tasks': async () => {
      await task();
      return { client: await client(await admin()), path: '/api/admin/volunteer/tasks' };
    },
    'POST /api/admin/volunteer/tasks': async () => ({
      client: await client(await admin()),
      path: '/api/admin/volunteer/tasks',
      body: { volunteer_id: (await s.f.volunteer()).userId, title: 'Ny uppgift' },
    }),
    'PATCH /api/admin/volunteer/tasks/{id}': async () => ({
      client: await client(await admin()),
      path: `/api/admin/volunteer/tasks/${await task()}`,
      body: { status: 'done' },
    }),
    'GET /api/host/volunteerlist/': async () => {
      const id = await activity();
      await s.services.activities.signUp(await s.f.volunteer(), id);
      return { client: await client(w.hostActor), path: '/api/host/volunteerlist/' };
    },
  };
}
