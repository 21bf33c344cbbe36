/**
 * The original noQ web client's newest calls (issue 35 §1), one test per row of the table
 * that this file's shims answer (the compass and the activities have their own files), over real
 * HTTP: the paths, field names, statuses and Swedish texts the newest client sends and reads.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { one } from '../platform/db/rows';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';

const TODAY = '2030-05-06';
const s = useServerSuite(TODAY);
beforeAll(() => {
  // The answer's floor of registration and reset is tested in credentials.test.ts.
  s.server.gateway.services.credentials.answerFloorMs = 0;
});

type Json = Record<string, unknown>;
const d = (offset: number) => addDays(TODAY, offset);
const errorBody = (message: string, code: string) => ({ message, error: message, code });

async function clientFor(actor: Actor): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

const unoOf = async (userId: number): Promise<string> =>
  one<{ unokod: string }>(await s.db.dataSource.query(`SELECT unokod FROM guest_profile WHERE user_id = $1`, [userId])).unokod;

let seq = 0;
/** A UNO code no guest has (at random: the suites share one database on PostgreSQL). */
const nextUno = async (): Promise<string> =>
  one<{ uno: string }>(
    await s.db.dataSource.query(
      `SELECT lpad(n::text, 4, '0') AS uno FROM generate_series(0, 9999) AS n
        WHERE lpad(n::text, 4, '0') NOT IN (SELECT unokod FROM guest_profile) ORDER BY random() LIMIT 1`,
    ),
  ).uno;
// Unique across the suites: files that share a worker process share its pid (and a database on PostgreSQL).
const newEmail = (prefix: string) => `nc-${prefix}-${process.pid}-${Date.now()}-${++seq}@test.example`;

const outboxTo = async (address: string): Promise<string[]> =>
  (
    (await s.db.dataSource.query(`SELECT template FROM outbox_message WHERE lower(address) = lower($1) ORDER BY id`, [address])) as {
      template: string;
    }[]
  ).map((r) => r.template);

describe('GET /api/user/available_host/{id}', () => {
  it("answers one shelter's bookable rooms with tonight's places and the nights with a place", async () => {
    const shelter = await s.f.shelter({ name: 'Nya klientens härbärge' });
    const room = await s.f.product(shelter, { places: 1, name: 'Rum 1' });
    const big = await s.f.product(shelter, { places: 3, name: 'Rum 3' });
    await s.f.product(shelter, { type: 'shower', name: 'Dusch' });
    // The one place of Rum 1 is taken the night after tonight.
    const volunteer = await s.f.volunteer({ login: true });
    const guest = await s.f.guest();
    const v = await clientFor(volunteer);
    const booked = await v.rest('POST', '/api/volunteer/booking/request', {
      product_id: room,
      user_id: guest.userId,
      start_date: d(1),
      end_date: d(2),
    });
    expect(booked.status).toBe(200);

    const c = await clientFor(await s.f.guest({ login: true }));
    const r = await c.rest<{ host: Json; products: (Json & { available_dates: { available_date: string }[] })[] }[]>(
      'GET',
      `/api/user/available_host/${shelter}`,
    );
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    const [item] = r.body;
    expect(item?.host).toMatchObject({ id: shelter, name: 'Nya klientens härbärge', city: 'Teststad' });
    expect(item?.products.map((p) => p.id)).toEqual([room, big]);
    const [one1, three] = item?.products ?? [];
    expect(Object.keys(one1 ?? {}).sort()).toEqual(
      ['available_dates', 'description', 'host', 'id', 'name', 'places_left', 'requirements', 'total_places', 'type'].sort(),
    );
    expect(one1).toMatchObject({ total_places: 1, places_left: 1, type: 'room', host: { id: shelter, name: 'Nya klientens härbärge' } });
    const dates1 = one1?.available_dates.map((n) => n.available_date);
    expect(dates1).toHaveLength(13);
    expect(dates1).toContain(TODAY);
    expect(dates1).not.toContain(d(1));
    expect(three?.available_dates).toHaveLength(14);
    expect(three?.available_dates[0]).toEqual({ available_date: TODAY });

    // The volunteer's client calls it too; an unknown, archived or malformed id is 404.
    expect((await v.rest('GET', `/api/user/available_host/${shelter}`)).status).toBe(200);
    for (const id of ['999999', 'abc']) {
      const missing = await c.rest('GET', `/api/user/available_host/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(errorBody('Host not found', 'HOST_NOT_FOUND'));
    }
    const closed = await s.f.shelter();
    await s.db.dataSource.query(`UPDATE shelter SET archived_at = now() WHERE id = $1`, [closed]);
    expect((await c.rest('GET', `/api/user/available_host/${closed}`)).status).toBe(404);
  });

  it('asks for a login, and is not for staff', async () => {
    const shelter = await s.f.shelter();
    expect((await new HttpClient(s.server.url).rest('GET', `/api/user/available_host/${shelter}`)).status).toBe(401);
    const host = await clientFor(await s.f.host(shelter, { login: true }));
    expect((await host.rest('GET', `/api/user/available_host/${shelter}`)).status).toBe(403);
  });
});

describe('POST /api/volunteer/booking/request', () => {
  it('is the same request as /api/volunteer/request_booking, with its 404, 409 and 422', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 2 });
    const guest = await s.f.guest();
    const uno = await unoOf(guest.userId);
    const v = await clientFor(await s.f.volunteer({ login: true }));

    const ok = await v.rest<Json>('POST', '/api/volunteer/booking/request', { product_id: room, uno, start_date: TODAY, end_date: d(2) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: expect.any(Number), status: { description: 'pending' } });
    const again = await v.rest('POST', '/api/volunteer/booking/request', { product_id: room, uno, start_date: TODAY, end_date: d(2) });
    expect(again.status).toBe(409);
    const past = await v.rest<Json>('POST', '/api/volunteer/booking/request', { product_id: room, uno, start_date: d(-1), end_date: d(1) });
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('BOOKING_START_IN_PAST');
    const unknown = await v.rest<Json>('POST', '/api/volunteer/booking/request', {
      product_id: 999999,
      uno,
      start_date: d(3),
      end_date: d(4),
    });
    expect(unknown.status).toBe(404);
    const guestClient = await clientFor(await s.f.guest({ login: true }));
    expect((await guestClient.rest('POST', '/api/volunteer/booking/request', { product_id: room })).status).toBe(403);
  });
});

describe('POST /api/volunteer/guest/create as the newest client sends it', () => {
  it('stores gender "N" and a missing gender as not stated, and sets the region by its name', async () => {
    const v = await clientFor(await s.f.volunteer({ login: true }));
    const regionId = await s.f.region();
    const { name: regionName } = one<{ name: string }>(await s.db.dataSource.query(`SELECT name FROM region WHERE id = $1`, [regionId]));

    const uno = await nextUno();
    const created = await v.rest<Json>('POST', '/api/volunteer/guest/create', {
      first_name: 'Nora',
      last_name: 'Nyklient',
      uno,
      gender: 'N',
      region: regionName.toUpperCase(),
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      first_name: 'Nora',
      last_name: 'Nyklient',
      uno,
      unokod: uno,
      region_name: regionName,
    });
    const stored = one<{ gender: string | null; region_id: number | null }>(
      await s.db.dataSource.query(`SELECT gender, region_id FROM guest_profile WHERE user_id = $1`, [created.body.id]),
    );
    expect(stored).toEqual({ gender: null, region_id: regionId });

    const noGender = await v.rest<Json>('POST', '/api/volunteer/guest/create', {
      first_name: 'Ola',
      last_name: 'Utan',
      uno: await nextUno(),
    });
    expect(noGender.status).toBe(200);
    expect(noGender.body.region_name).toBeNull();

    // Only K is offered the women-only rooms: the "N" guest is refused one.
    const shelter = await s.f.shelter();
    const womanOnly = await s.f.product(shelter, { type: 'woman-only' });
    const refused = await v.rest<Json>('POST', '/api/volunteer/booking/request', {
      product_id: womanOnly,
      user_id: created.body.id,
      start_date: TODAY,
      end_date: d(1),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('BOOKING_WOMAN_ONLY');
  });

  it('refuses an unknown region and any other gender, and creates nothing', async () => {
    const v = await clientFor(await s.f.volunteer({ login: true }));
    const uno = await nextUno();
    const unknown = await v.rest('POST', '/api/volunteer/guest/create', { first_name: 'A', last_name: 'B', uno, region: 'Atlantis' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(errorBody('Regionen finns inte.', 'BAD_USER_INPUT'));
    const badType = await v.rest('POST', '/api/volunteer/guest/create', { first_name: 'A', last_name: 'B', uno, region: 7 });
    expect(badType.status).toBe(400);
    const gender = await v.rest('POST', '/api/volunteer/guest/create', { first_name: 'A', last_name: 'B', uno, gender: 'X' });
    expect(gender.body).toEqual(errorBody('Kön måste vara K eller M.', 'BAD_USER_INPUT'));
    expect(await s.db.dataSource.query(`SELECT 1 FROM guest_profile WHERE unokod = $1`, [uno])).toHaveLength(0);
  });
});

describe('GET /api/volunteer/guest/list and /guest/search: unokod and region_name', () => {
  it('answers both names of the code and the region, and searches on unokod', async () => {
    const v = await clientFor(await s.f.volunteer({ login: true }));
    const guest = await s.f.guest();
    const uno = await unoOf(guest.userId);
    const regionId = await s.f.region();
    await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [guest.userId, regionId]);
    const { name } = one<{ name: string }>(await s.db.dataSource.query(`SELECT name FROM region WHERE id = $1`, [regionId]));

    const list = await v.rest<Json[]>('GET', '/api/volunteer/guest/list');
    expect(list.status).toBe(200);
    const mine = list.body.find((g) => g.id === guest.userId);
    expect(mine).toMatchObject({ uno, unokod: uno, region_name: name });
    expect(Object.keys(mine ?? {}).sort()).toEqual(['first_name', 'id', 'last_name', 'region_name', 'uno', 'unokod']);

    const found = await v.rest<Json[]>('GET', `/api/volunteer/guest/search?unokod=${uno}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual([expect.objectContaining({ id: guest.userId, unokod: uno, region_name: name })]);
    const none = await v.rest('GET', `/api/volunteer/guest/search?unokod=${uno}&last_name=Ingen-heter-så`);
    expect(none.status).toBe(404);
  });
});

describe('POST /api/register/', () => {
  it('answers 201 {success} for a new and a taken address alike, and sends the activation mail', async () => {
    const email = newEmail('nyklient');
    const anon = new HttpClient(s.server.url);
    const body = { first_name: 'Rita', last_name: 'Registrerad', email, telephone: '070-123 45 67', password: 'ett-bra-lösenord-42' };
    const first = await anon.rest<Json>('POST', '/api/register/', body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: expect.any(String) });
    const user = one<{ id: number; activation_pending: boolean; groups: string[]; phone: string }>(
      await s.db.dataSource.query(
        `SELECT u.id, u.activation_pending, u.groups, g.phone FROM app_user u JOIN guest_profile g ON g.user_id = u.id WHERE u.email = $1`,
        [email],
      ),
    );
    expect(user).toMatchObject({ activation_pending: true, groups: ['user'], phone: '070-123 45 67' });
    const taken = await anon.rest<Json>('POST', '/api/register/', body);
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual(first.body);
    expect(await outboxTo(email)).toEqual(['account.activation', 'account.activation']);
  });

  it('answers 400 {error} for bad input and creates nothing', async () => {
    const email = newEmail('trasig');
    const anon = new HttpClient(s.server.url);
    const r = await anon.rest<Json>('POST', '/api/register/', { first_name: 'A', last_name: 'B', email, password: 'kort' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: expect.stringMatching(/lösenord/i), code: 'BAD_USER_INPUT' });
    expect(r.body.error).toBe(r.body.message);
    expect(await s.db.dataSource.query(`SELECT 1 FROM app_user WHERE email = $1`, [email])).toHaveLength(0);
    const noEmail = await anon.rest('POST', '/api/register/', { first_name: 'A', last_name: 'B', password: 'ett-bra-lösenord-42' });
    expect(noEmail.status).toBe(400);
  });
});

describe('POST /api/forgot-password/', () => {
  it('answers 200 {status, message} for every address, and mails a link only to an account', async () => {
    const known = await s.f.guest({ login: true });
    const anon = new HttpClient(s.server.url);
    const a = await anon.rest<Json>('POST', '/api/forgot-password/', { username: known.email });
    const unknownEmail = newEmail('okand');
    const b = await anon.rest<Json>('POST', '/api/forgot-password/', { username: unknownEmail });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual({ status: true, message: 'Om adressen finns skickar vi en länk. Den gäller i 30 minuter.' });
    expect(b.body).toEqual(a.body);
    expect(await outboxTo(known.email as string)).toEqual(['account.password_reset']);
    expect(await outboxTo(unknownEmail)).toEqual([]);
    const bad = await anon.rest('POST', '/api/forgot-password/', { username: 'inte en adress' });
    expect(bad.status).toBe(400);
  });
});
