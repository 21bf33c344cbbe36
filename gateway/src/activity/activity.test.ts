/**
 * Volunteer activities (issue 35 §3): the service's rules (scope, places, one sign-up each,
 * cancelled or begun, tasks), the outbox (cancellation, one reminder per sign-up), GraphQL, and a
 * REST test per shim path of the original's newest client, with every role.
 */
import type { Actor } from '../domain/actor';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { MESSAGES } from '../platform/messages';
import { render } from '../notify/catalogue';
import { LANGUAGES } from '../domain/person';

const TODAY = '2030-05-01';
const s = useServerSuite(TODAY);

interface World {
  shelter: number;
  other: number;
  admin: Actor;
  host: Actor;
  otherHost: Actor;
  volunteer: Actor;
  volunteer2: Actor;
  guest: Actor;
  caseworker: Actor;
}
let w: World;

beforeAll(async () => {
  const shelter = await s.f.shelter({ name: 'Ankaret' });
  const other = await s.f.shelter({ name: 'Bryggan' });
  w = {
    shelter,
    other,
    admin: await s.f.admin({ login: true }),
    host: await s.f.host(shelter, { login: true }),
    otherHost: await s.f.host(other, { login: true }),
    volunteer: await s.f.volunteer({ login: true, first: 'Vera', last: 'Volontär' }),
    volunteer2: await s.f.volunteer({ login: true, first: 'Ville', last: 'Volontär' }),
    guest: await s.f.guest({ login: true }),
    caseworker: await s.f.caseworker([shelter], { login: true }),
  };
});

const create = (actor: Actor, over: Record<string, unknown> = {}) =>
  s.services.activities.create(actor, {
    shelterId: w.shelter,
    title: 'Kvällsmottagning',
    description: 'Ta emot gäster och servera te.',
    date: '2030-05-03',
    startTime: '18:00',
    endTime: '21:00',
    volunteersNeeded: 2,
    ...over,
  });

const outboxFor = async (template: string) =>
  (await s.db.dataSource.query(`SELECT recipient_id, address, params FROM outbox_message WHERE template = $1 ORDER BY id`, [template])) as {
    recipient_id: number;
    address: string;
    params: Record<string, string>;
  }[];

describe('the service', () => {
  it('admins create at any shelter, host staff at their own only; inputs are checked in Swedish', async () => {
    const a = await create(w.admin, { shelterId: w.other });
    expect(a).toMatchObject({ shelter: { id: w.other, name: 'Bryggan' }, placesLeft: 2, signedUp: 0, status: 'planned', signups: [] });
    const h = await create(w.host, { shelterId: undefined });
    expect(h.shelter.id).toBe(w.shelter);
    await expect(create(w.host, { shelterId: w.other })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(create(w.admin, { shelterId: undefined })).rejects.toMatchObject({ message: MESSAGES.BAD_USER_INPUT.activityShelter });
    await expect(create(w.admin, { endTime: '17:00' })).rejects.toMatchObject({ message: MESSAGES.BAD_USER_INPUT.activityTimes });
    await expect(create(w.admin, { date: '2030-04-30' })).rejects.toMatchObject({ message: MESSAGES.BAD_USER_INPUT.activityDate });
    await expect(create(w.admin, { volunteersNeeded: 0 })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(create(w.admin, { title: ' ' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(create(w.admin, { startTime: '25:00' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(create(w.volunteer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(create(w.caseworker)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const audited = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM admin_event WHERE action = 'activity_created'`);
    expect(audited[0].n).toBeGreaterThanOrEqual(2);
  });

  it('signs up until full, once per volunteer; cancelling frees the place', async () => {
    const a = await create(w.host, { volunteersNeeded: 1 });
    const signed = await s.services.activities.signUp(w.volunteer, a.id, '070-123 45 67');
    expect(signed).toMatchObject({ signedUp: 1, placesLeft: 0, signedUpByMe: true, signups: null });
    await expect(s.services.activities.signUp(w.volunteer, a.id)).rejects.toMatchObject({ code: 'ACTIVITY_ALREADY_SIGNED_UP' });
    await expect(s.services.activities.signUp(w.volunteer2, a.id)).rejects.toMatchObject({
      code: 'ACTIVITY_FULL',
      message: MESSAGES.ACTIVITY_FULL.default,
    });
    await expect(s.services.activities.signUp(w.volunteer2, a.id, 'ring mig')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    // The host sees who is coming, with the shared phone; never an e-mail address.
    const seen = await s.services.activities.byId(w.host, a.id);
    expect(seen.signups).toEqual([
      expect.objectContaining({ volunteer: { id: w.volunteer.userId, firstName: 'Vera', lastName: 'Volontär' }, phone: '070-123 45 67' }),
    ]);
    expect(JSON.stringify(await s.services.activities.hostVolunteers(w.host))).not.toContain('@');
    await expect(s.services.activities.byId(w.otherHost, a.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(s.services.activities.cancelSignup(w.volunteer2, a.id)).rejects.toMatchObject({
      message: MESSAGES.NOT_FOUND.notSignedUp,
    });
    await s.services.activities.cancelSignup(w.volunteer, a.id);
    expect(await s.services.activities.signUp(w.volunteer2, a.id)).toMatchObject({ signedUp: 1 });
    expect((await s.services.activities.mine(w.volunteer2)).map((x) => x.id)).toContain(a.id);
    expect((await s.services.activities.mine(w.volunteer)).map((x) => x.id)).not.toContain(a.id);
  });

  it('a cancelled or begun activity takes no sign-up; places never drop below those signed up', async () => {
    const a = await create(w.admin, { volunteersNeeded: 3 });
    await s.services.activities.signUp(w.volunteer, a.id);
    await s.services.activities.signUp(w.volunteer2, a.id);
    await expect(s.services.activities.update(w.host, a.id, { volunteersNeeded: 1 })).rejects.toMatchObject({
      message: MESSAGES.BAD_USER_INPUT.activityPlacesBelowSignedUp(2),
    });
    expect(await s.services.activities.update(w.host, a.id, { title: 'Frukost', volunteersNeeded: 2 })).toMatchObject({
      title: 'Frukost',
      placesLeft: 0,
    });
    await expect(s.services.activities.update(w.otherHost, a.id, { title: 'X' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const cancelled = await s.services.activities.cancel(w.host, a.id);
    expect(cancelled.status).toBe('cancelled');
    // Each volunteer signed up was told, in the outbox, in the same transaction.
    const told = (await outboxFor('activity.cancelled')).filter((m) => m.params.title === 'Frukost');
    expect(told.map((m) => m.recipient_id).sort()).toEqual([w.volunteer.userId, w.volunteer2.userId].sort());
    // Cancelling again changes nothing and tells no one again.
    await s.services.activities.cancel(w.admin, a.id);
    expect((await outboxFor('activity.cancelled')).filter((m) => m.params.title === 'Frukost')).toHaveLength(2);
    await expect(s.services.activities.signUp(w.caseworker, a.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const fresh = await s.f.volunteer({ login: true });
    await expect(s.services.activities.signUp(fresh, a.id)).rejects.toMatchObject({
      code: 'ACTIVITY_CLOSED',
      message: MESSAGES.ACTIVITY_CLOSED.cancelled,
    });
    await expect(s.services.activities.update(w.admin, a.id, { title: 'Y' })).rejects.toMatchObject({ code: 'ACTIVITY_CLOSED' });
    // A volunteer not signed up does not see a cancelled activity; one signed up does.
    await expect(s.services.activities.byId(fresh, a.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await s.services.activities.byId(w.volunteer, a.id)).status).toBe('cancelled');
    // Begun: yesterday's activity (made today, then the clock moves on).
    const past = await create(w.admin, { date: TODAY, startTime: '00:00', endTime: '00:01' });
    await expect(s.services.activities.signUp(fresh, past.id)).rejects.toMatchObject({ code: 'ACTIVITY_CLOSED' });
  });

  it('lists what is not over: volunteers planned ones everywhere, host staff their shelter, admins all', async () => {
    const mine = await create(w.host, { title: 'Tvätt', date: '2030-05-04' });
    const theirs = await create(w.admin, { shelterId: w.other, title: 'Disk', date: '2030-05-04' });
    const hostList = await s.services.activities.list(w.host);
    expect(hostList.every((a) => a.shelter.id === w.shelter)).toBe(true);
    expect(hostList.map((a) => a.id)).toContain(mine.id);
    const vol = await s.services.activities.list(w.volunteer, { date: '2030-05-04' });
    expect(vol.map((a) => a.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(vol.every((a) => a.signups === null && a.status === 'planned' && a.date === '2030-05-04')).toBe(true);
    const adm = await s.services.activities.list(w.admin, { shelterId: w.other });
    expect(adm.every((a) => a.shelter.id === w.other && a.signups !== null)).toBe(true);
    await expect(s.services.activities.list(w.volunteer, { date: '4 maj' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(s.services.activities.list(w.guest)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(s.services.activities.list(w.caseworker)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(s.services.activities.list(null)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('reminds each volunteer once, the day before', async () => {
    const a = await create(w.host, { title: 'Påminnelse', date: '2030-05-06' });
    await s.services.activities.signUp(w.volunteer, a.id);
    await s.services.activities.signUp(w.volunteer2, a.id);
    const count = async () => (await outboxFor('activity.reminder')).filter((m) => m.params.title === 'Påminnelse').length;
    s.clock.set('2030-05-04');
    await s.services.activities.sendReminders();
    expect(await count()).toBe(0);
    s.clock.set('2030-05-05');
    try {
      await Promise.all([s.services.activities.sendReminders(), s.services.activities.sendReminders()]);
      await s.services.activities.sendReminders();
      expect(await count()).toBe(2);
      const [m] = (await outboxFor('activity.reminder')).filter((x) => x.params.title === 'Påminnelse');
      expect(m?.params).toMatchObject({ shelter: 'Ankaret', date: '2030-05-06', startTime: '18:00', endTime: '21:00' });
    } finally {
      s.clock.set(TODAY);
    }
  });

  it('tasks: an admin assigns and changes; a volunteer sees and moves only their own', async () => {
    const a = await create(w.admin);
    const t = await s.services.activities.assignTask(w.admin, { volunteerId: w.volunteer.userId, title: 'Handla kaffe', activityId: a.id });
    expect(t).toMatchObject({ status: 'todo', activity: { id: a.id }, shelter: { id: w.shelter }, volunteer: { id: w.volunteer.userId } });
    await expect(s.services.activities.assignTask(w.admin, { volunteerId: w.guest.userId, title: 'X' })).rejects.toMatchObject({
      message: MESSAGES.BAD_USER_INPUT.taskVolunteer,
    });
    await expect(s.services.activities.assignTask(w.host, { volunteerId: w.volunteer.userId, title: 'X' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await s.services.activities.myTasks(w.volunteer)).map((x) => x.id)).toContain(t.id);
    expect(await s.services.activities.setMyTaskStatus(w.volunteer, t.id, 'in_progress')).toMatchObject({ status: 'in_progress' });
    await expect(s.services.activities.setMyTaskStatus(w.volunteer2, t.id, 'done')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(s.services.activities.setMyTaskStatus(w.volunteer, t.id, 'klar')).rejects.toMatchObject({
      message: MESSAGES.BAD_USER_INPUT.taskStatus,
    });
    expect(await s.services.activities.updateTask(w.admin, t.id, { status: 'completed' })).toMatchObject({ status: 'done' });
    expect((await s.services.activities.volunteers(w.admin)).map((v) => v.id)).toContain(w.volunteer.userId);
  });
});

describe('GraphQL', () => {
  it('creates, signs up, lists and refuses by role', async () => {
    const host = await s.clientFor(w.host);
    const made = await host.gql<{ createActivity: { id: string; shelter: { id: string } } }>(
      `mutation($input: ActivityInput!) { createActivity(input: $input) { id shelter { id } } }`,
      { input: { title: 'GraphQL-pass', date: '2030-05-07', startTime: '08:00', endTime: '10:00', volunteersNeeded: 1 } },
    );
    expect(made.errors).toBeUndefined();
    const id = made.data?.createActivity.id;
    const vol = await s.clientFor(w.volunteer);
    const signed = await vol.gql(
      `mutation($id: ID!) { signUpForActivity(id: $id, phone: "0701234567") { placesLeft signedUpByMe signups { id } } }`,
      { id },
    );
    expect(signed.data).toEqual({ signUpForActivity: { placesLeft: 0, signedUpByMe: true, signups: null } });
    const full = await (await s.clientFor(w.volunteer2)).gql(`mutation($id: ID!) { signUpForActivity(id: $id) { id } }`, { id });
    expect(full.errors?.[0]).toMatchObject({ message: MESSAGES.ACTIVITY_FULL.default, extensions: { code: 'ACTIVITY_FULL' } });
    const seen = await host.gql<{ activity: { signups: { volunteer: { firstName: string }; phone: string }[] } }>(
      `query($id: ID!) { activity(id: $id) { signups { volunteer { firstName } phone } } }`,
      { id },
    );
    expect(seen.data?.activity.signups).toEqual([{ volunteer: { firstName: 'Vera' }, phone: '0701234567' }]);
    const other = await (await s.clientFor(w.otherHost)).gql(`query($id: ID!) { activity(id: $id) { id } }`, { id });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const mine = await vol.gql<{ myActivities: { id: string }[]; myVolunteerTasks: unknown[] }>(
      `{ myActivities { id } myVolunteerTasks { id } }`,
    );
    expect(mine.data?.myActivities.map((a) => a.id)).toContain(id);
    for (const actor of [w.guest, w.caseworker]) {
      const r = await (await s.clientFor(actor)).gql(`{ activities { id } }`);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const anon = await new HttpClient(s.server.url).gql(`{ activities { id } }`);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const cancelled = await host.gql(`mutation($id: ID!) { cancelActivity(id: $id) { status } }`, { id });
    expect(cancelled.data).toEqual({ cancelActivity: { status: 'cancelled' } });
    const adminC = await s.clientFor(w.admin);
    const task = await adminC.gql<{ assignVolunteerTask: { id: string; status: string } }>(
      `mutation($input: VolunteerTaskInput!) { assignVolunteerTask(input: $input) { id status } }`,
      { input: { volunteerId: String(w.volunteer.userId), title: 'Sortera kläder' } },
    );
    expect(task.data?.assignVolunteerTask.status).toBe('todo');
    const moved = await vol.gql(`mutation($id: ID!) { setMyVolunteerTaskStatus(id: $id, status: done) { status } }`, {
      id: task.data?.assignVolunteerTask.id,
    });
    expect(moved.data).toEqual({ setMyVolunteerTaskStatus: { status: 'done' } });
  });
});

describe("REST shims (the original newest client's paths)", () => {
  let activityId = 0;
  let taskId = 0;
  const clients = {} as Record<
    'admin' | 'host' | 'otherHost' | 'volunteer' | 'volunteer2' | 'guest' | 'caseworker' | 'anonymous',
    HttpClient
  >;
  beforeAll(async () => {
    for (const k of ['admin', 'host', 'otherHost', 'volunteer', 'volunteer2', 'guest', 'caseworker'] as const)
      clients[k] = await s.clientFor(w[k]);
    clients.anonymous = new HttpClient(s.server.url);
  });

  it("POST /api/admin/activities/: an admin creates (also from the original's date-time); others are refused", async () => {
    const r = await clients.admin.rest<{ id: number; start_time: string; date: string; places_left: number; signups: unknown[] }>(
      'POST',
      '/api/admin/activities/',
      {
        shelter_id: w.shelter,
        title: 'REST-pass',
        start_time: '2030-05-08T17:30:00',
        end_time: '2030-05-08T20:00:00',
        volunteers_needed: 2,
      },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      date: '2030-05-08',
      start_time: '17:30',
      places_left: 2,
      signups: [],
      status: 'planned',
      host: w.shelter,
    });
    activityId = r.body.id;
    expect((await clients.admin.rest('POST', '/api/admin/activities/', { shelter_id: w.shelter, title: '' })).status).toBe(400);
    expect((await clients.host.rest('POST', '/api/admin/activities/', {})).status).toBe(403);
    expect((await clients.volunteer.rest('POST', '/api/admin/activities/', {})).status).toBe(403);
    expect((await clients.anonymous.rest('POST', '/api/admin/activities/', {})).status).toBe(401);
  });

  it('GET /api/volunteer/activities/list and GET /api/activities/list?date=', async () => {
    const v = await clients.volunteer.rest<{ id: number; is_signed_up: boolean; signups?: unknown }[]>(
      'GET',
      '/api/volunteer/activities/list',
    );
    expect(v.status).toBe(200);
    const row = v.body.find((a) => a.id === activityId);
    expect(row).toMatchObject({ is_signed_up: false });
    expect(row?.signups).toBeUndefined();
    const byDate = await clients.volunteer.rest<{ id: number; date: string }[]>('GET', '/api/activities/list?date=2030-05-08');
    expect(byDate.body.map((a) => a.id)).toContain(activityId);
    expect(byDate.body.every((a) => a.date === '2030-05-08')).toBe(true);
    expect((await clients.volunteer.rest('GET', '/api/activities/list?date=maj')).status).toBe(400);
    expect((await clients.host.rest<{ id: number }[]>('GET', '/api/activities/list')).body.map((a) => a.id)).toContain(activityId);
    expect((await clients.otherHost.rest<{ id: number }[]>('GET', '/api/activities/list')).body.map((a) => a.id)).not.toContain(activityId);
    expect((await clients.guest.rest('GET', '/api/activities/list')).status).toBe(403);
    expect((await clients.caseworker.rest('GET', '/api/activities/list')).status).toBe(403);
    expect((await clients.anonymous.rest('GET', '/api/activities/list')).status).toBe(401);
    expect((await clients.host.rest('GET', '/api/volunteer/activities/list')).status).toBe(403);
    expect((await clients.anonymous.rest('GET', '/api/volunteer/activities/list')).status).toBe(401);
  });

  it('POST …/signup/{id} under both prefixes; 409 twice or full; DELETE …/cancel/{id}', async () => {
    const one = await clients.volunteer.rest<{ is_signed_up: boolean; places_left: number }>(
      'POST',
      `/api/volunteer/activities/signup/${activityId}`,
      { phone: '+46 70 111 22 33' },
    );
    expect(one).toMatchObject({ status: 200, body: { is_signed_up: true, places_left: 1 } });
    expect(await clients.volunteer.rest('POST', `/api/activities/signup/${activityId}`)).toMatchObject({
      status: 409,
      body: { code: 'ACTIVITY_ALREADY_SIGNED_UP', message: MESSAGES.ACTIVITY_ALREADY_SIGNED_UP.default },
    });
    expect((await clients.volunteer2.rest('POST', `/api/activities/signup/${activityId}`)).status).toBe(200);
    const third = await s.clientFor(await s.f.volunteer({ login: true }));
    expect(await third.rest('POST', `/api/volunteer/activities/signup/${activityId}`)).toMatchObject({
      status: 409,
      body: { code: 'ACTIVITY_FULL', message: MESSAGES.ACTIVITY_FULL.default },
    });
    expect((await clients.volunteer.rest('POST', '/api/volunteer/activities/signup/999999')).status).toBe(404);
    expect((await clients.host.rest('POST', `/api/volunteer/activities/signup/${activityId}`)).status).toBe(403);
    expect((await clients.anonymous.rest('POST', `/api/activities/signup/${activityId}`)).status).toBe(401);
    expect((await clients.volunteer2.rest<{ is_signed_up: boolean }>('DELETE', `/api/activities/cancel/${activityId}`)).body).toMatchObject(
      {
        is_signed_up: false,
      },
    );
    expect(await clients.volunteer2.rest('DELETE', `/api/volunteer/activities/cancel/${activityId}`)).toMatchObject({
      status: 404,
      body: { message: MESSAGES.NOT_FOUND.notSignedUp },
    });
    expect((await clients.guest.rest('DELETE', `/api/volunteer/activities/cancel/${activityId}`)).status).toBe(403);
    expect((await clients.anonymous.rest('DELETE', `/api/volunteer/activities/cancel/${activityId}`)).status).toBe(401);
  });

  it("GET /api/host/volunteerlist/: this shelter's volunteers, names and shared phone, never e-mail", async () => {
    const r = await clients.host.rest<{ id: number; first_name: string; phone: string; activity: { id: number } }[]>(
      'GET',
      '/api/host/volunteerlist/',
    );
    expect(r.status).toBe(200);
    expect(r.body.filter((v) => v.activity.id === activityId)).toEqual([
      {
        id: w.volunteer.userId,
        first_name: 'Vera',
        last_name: 'Volontär',
        phone: '+46 70 111 22 33',
        activity: expect.objectContaining({ id: activityId, start_time: '17:30' }),
      },
    ]);
    expect(JSON.stringify(r.body)).not.toContain('@');
    const other = await clients.otherHost.rest<{ activity: { id: number } }[]>('GET', '/api/host/volunteerlist/');
    expect(other.body.some((v) => v.activity.id === activityId)).toBe(false);
    for (const k of ['volunteer', 'admin', 'guest', 'caseworker'] as const)
      expect((await clients[k].rest('GET', '/api/host/volunteerlist/')).status).toBe(403);
    expect((await clients.anonymous.rest('GET', '/api/host/volunteerlist/')).status).toBe(401);
  });

  it('GET/PATCH/DELETE /api/admin/activities/{id} and GET /api/admin/activities/', async () => {
    const got = await clients.admin.rest<{ signups: { volunteer: { first_name: string } }[] }>(
      'GET',
      `/api/admin/activities/${activityId}`,
    );
    expect(got.status).toBe(200);
    expect(got.body.signups.map((x) => x.volunteer.first_name)).toEqual(['Vera']);
    const listed = await clients.admin.rest<{ id: number }[]>('GET', `/api/admin/activities/?shelter_id=${w.shelter}`);
    expect(listed.body.map((a) => a.id)).toContain(activityId);
    const patched = await clients.admin.rest('PATCH', `/api/admin/activities/${activityId}`, { title: 'Ändrad', volunteers_needed: 3 });
    expect(patched).toMatchObject({ status: 200, body: { title: 'Ändrad', volunteers_needed: 3, places_left: 2 } });
    expect((await clients.admin.rest('PATCH', `/api/admin/activities/${activityId}`, { volunteers_needed: 0 })).status).toBe(400);
    expect((await clients.admin.rest('GET', '/api/admin/activities/999999')).status).toBe(404);
    for (const k of ['host', 'volunteer', 'guest', 'caseworker'] as const) {
      expect((await clients[k].rest('GET', `/api/admin/activities/${activityId}`)).status).toBe(403);
      expect((await clients[k].rest('PATCH', `/api/admin/activities/${activityId}`, { title: 'x' })).status).toBe(403);
      expect((await clients[k].rest('DELETE', `/api/admin/activities/${activityId}`)).status).toBe(403);
      expect((await clients[k].rest('GET', '/api/admin/activities/')).status).toBe(403);
    }
    expect((await clients.anonymous.rest('GET', '/api/admin/activities/')).status).toBe(401);
    const deleted = await clients.admin.rest('DELETE', `/api/admin/activities/${activityId}`);
    expect(deleted).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect(await clients.volunteer2.rest('POST', `/api/activities/signup/${activityId}`)).toMatchObject({
      status: 409,
      body: { code: 'ACTIVITY_CLOSED' },
    });
  });

  it('GET /api/admin/volunteer/tasks, POST it, PATCH /api/admin/volunteer/tasks/{id}', async () => {
    const made = await clients.admin.rest<{ id: number; status: string; volunteer: { id: number } }>('POST', '/api/admin/volunteer/tasks', {
      volunteer_id: w.volunteer.userId,
      title: 'Bädda sängar',
    });
    expect(made).toMatchObject({ status: 200, body: { status: 'todo', volunteer: { id: w.volunteer.userId } } });
    taskId = made.body.id;
    const list = await clients.admin.rest<{ id: number }[]>('GET', `/api/admin/volunteer/tasks?volunteer_id=${w.volunteer.userId}`);
    expect(list.body.map((t) => t.id)).toContain(taskId);
    // The original's statuses are read as ours.
    expect(await clients.admin.rest('PATCH', `/api/admin/volunteer/tasks/${taskId}`, { status: 'accepted' })).toMatchObject({
      status: 200,
      body: { status: 'in_progress' },
    });
    expect((await clients.admin.rest('PATCH', `/api/admin/volunteer/tasks/${taskId}`, { status: 'rejected' })).status).toBe(400);
    expect((await clients.admin.rest('PATCH', '/api/admin/volunteer/tasks/999999', { status: 'done' })).status).toBe(404);
    for (const k of ['host', 'volunteer', 'guest', 'caseworker'] as const) {
      expect((await clients[k].rest('GET', '/api/admin/volunteer/tasks')).status).toBe(403);
      expect((await clients[k].rest('PATCH', `/api/admin/volunteer/tasks/${taskId}`, { status: 'done' })).status).toBe(403);
      expect((await clients[k].rest('POST', '/api/admin/volunteer/tasks', {})).status).toBe(403);
    }
    expect((await clients.anonymous.rest('GET', '/api/admin/volunteer/tasks')).status).toBe(401);
  });
});

describe('the messages', () => {
  it.each(['activity.reminder', 'activity.cancelled'])(
    '%s renders in every language, with the activity and nothing missing',
    (template) => {
      const params = { firstName: 'Vera', title: 'Frukost', shelter: 'Ankaret', date: '2030-05-06', startTime: '06:30', endTime: '09:00' };
      const texts = LANGUAGES.map((language) => render(template, { params, secret: null, language, baseUrl: 'https://noq.example' }));
      for (const r of texts) {
        expect(r).not.toBeNull();
        for (const part of [r?.subject, r?.text, r?.sms]) expect(part).not.toMatch(/undefined|null/);
        expect(r?.text).toContain('Frukost');
        expect(r?.sms).toContain('06:30');
      }
      expect(new Set(texts.map((r) => r?.subject)).size).toBe(LANGUAGES.length);
    },
  );
});
