/**
 * The OpenAPI document against the real shims (issue 8 §3): every documented path is called as the
 * right role with real data and its answer validated against the document's schema; every route
 * registered under /api must be documented.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import sharp from 'sharp';
import { apiRoutes } from '../routes';
import { TEST_PASSWORD } from '../../test-support/factories';
import { HttpClient, startTestServer, type TestServer } from '../../test-support/http';
import { registeredRoutes } from '../../test-support/routes';
import { useSuite } from '../../test-support/suite';
import { openApiDocument } from './openapi';
import { issueToken } from '../../credentials/tokens';
import { hashPassword } from '../../auth/password';
import { hashSmsCode } from '../../guestaccess/guestaccess.rules';
import { invoicingCalls } from '../../test-support/invoicing';
import { activityCalls } from '../../test-support/activities';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TODAY = '2026-03-10';
const plus = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const norm = (key: string) => key.replace(/\/$/, '');

describe('OpenAPI document of the REST shims', () => {
  const s = useSuite(TODAY);
  let server: TestServer;
  const doc = openApiDocument() as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  beforeAll(async () => {
    server = await startTestServer(s.db.dataSource, s.clock);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('documents every route registered under /api', () => {
    const documented = new Set(
      Object.entries(doc.paths as Json).flatMap(([p, methods]) => Object.keys(methods as Json).map((m) => norm(`${m.toUpperCase()} ${p}`))),
    );
    const missing = registeredRoutes(apiRoutes()).filter((r) => !documented.has(norm(r)));
    expect(missing).toEqual([]);
  });

  it('is served at /api/openapi.json and as HTML at /api/docs', async () => {
    const c = new HttpClient(server.url);
    const json = await c.rest<Json>('GET', '/api/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toBe('3.1.0');
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/api/host/pending/{id}/appoint');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });

  it('every documented path answers 200 with a body matching its schema', async () => {
    const { f } = s;
    const shelter = await f.shelter();
    const room = await f.product(shelter, { places: 20 });
    const as = async (userId: number) => {
      const c = new HttpClient(server.url);
      c.cookie = await f.sessionCookie(userId);
      return c;
    };
    const hostActor = await f.host(shelter, { login: true });
    const host = await as(hostActor.userId);
    const caseworker = await as((await f.caseworker([shelter])).userId);
    const volunteer = await as((await f.volunteer()).userId);
    const guestActor = await f.guest();
    const guest = await as(guestActor.userId);
    server.gateway.services.guestAccess.sms.enabled = true;
    server.gateway.services.guestAccess.answerFloorMs = 0;

    /** A fresh guest's pending request for `room`, returned with that guest's client. */
    const pending = async (start = TODAY, end = plus(2)) => {
      const g = await f.guest();
      const c = await as(g.userId);
      const r = await c.rest<Json>('POST', '/api/user/request_booking', { product_id: room, start_date: start, end_date: end });
      expect(r.status).toBe(200);
      return { id: r.body.id as number, client: c, guestId: g.userId };
    };

    /** A decision for a guest of the shelter (the guest's own too), recorded by a caseworker of it. */
    const decisionOf = async (guestId: number) => {
      const d = await s.services.decisions.record(await f.caseworker([shelter]), {
        guestId,
        caseNumber: 'SOC 2026/1',
        startDate: TODAY,
        endDate: plus(5),
        anyShelter: true,
        note: 'Anteckning',
      });
      await s.db.dataSource.query(
        `INSERT INTO decision (guest_id, case_number, start_date, end_date, any_shelter) VALUES ($1, 'SOC 2', $2, $3, true)`,
        [guestActor.userId, TODAY, plus(5)],
      );
      return d.id;
    };

    interface Call {
      client: HttpClient;
      path: string;
      body?: unknown;
      /** A body that is not JSON (the shelter photo). */
      raw?: { type: string; bytes: Buffer };
    }
    const photo = () =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer();
    const volunteerGuest = await f.guest();
    let volunteerBooking = 0;
    const calls: Record<string, () => Promise<Call>> = {
      // Fakturering (issue 21): each call builds its own invoice in February.
      ...invoicingCalls({ s, shelter, room, hostActor, host, caseworker, month: '2026-02' }),
      // Volunteer activities (issue 35 §3): each call builds its own activity.
      ...activityCalls({ s, baseUrl: server.url, shelter, hostActor, today: TODAY }),
      'GET /api/health': async () => ({ client: new HttpClient(server.url), path: '/api/health' }),
      // Issue 35 §1: the original's newest client's paths.
      'GET /api/user/available_host/{id}': async () => ({ client: guest, path: `/api/user/available_host/${shelter}` }),
      'POST /api/volunteer/booking/request': async () => ({
        client: volunteer,
        path: '/api/volunteer/booking/request',
        body: { product_id: room, user_id: (await f.guest()).userId, start_date: TODAY, end_date: plus(1) },
      }),
      'POST /api/register/': async () => ({
        client: new HttpClient(server.url),
        path: '/api/register/',
        body: { first_name: 'Ny', last_name: 'Klient', email: `ny-${process.pid}@test.example`, password: 'ett-bra-lösenord-42' },
      }),
      'POST /api/forgot-password/': async () => ({
        client: new HttpClient(server.url),
        path: '/api/forgot-password/',
        body: { username: hostActor.email },
      }),
      'GET /api/ready': async () => ({ client: new HttpClient(server.url), path: '/api/ready' }),
      'POST /api/login/': async () => ({
        client: new HttpClient(server.url),
        path: '/api/login/',
        body: { email: hostActor.email, password: TEST_PASSWORD },
      }),
      'GET /api/self/auth/': async () => ({ client: host, path: '/api/self/auth/' }),
      'GET /api/logout/': async () => ({ client: await as(hostActor.userId), path: '/api/logout/' }),
      'POST /api/logout/': async () => ({ client: await as(hostActor.userId), path: '/api/logout/' }),
      'GET /api/host': async () => ({ client: host, path: '/api/host' }),
      'POST /api/host/shelter/photo': async () => ({
        client: host,
        path: '/api/host/shelter/photo',
        raw: { type: 'image/jpeg', bytes: await photo() },
      }),
      'POST /api/admin/shelters/{id}/photo': async () => ({
        client: await as((await f.admin()).userId),
        path: `/api/admin/shelters/${shelter}/photo`,
        raw: { type: 'image/jpeg', bytes: await photo() },
      }),
      'GET /api/shelters/{id}/photo': async () => {
        await s.services.shelterPhotos.upload(hostActor, await photo());
        return { client: new HttpClient(server.url), path: `/api/shelters/${shelter}/photo?size=thumb` };
      },
      'GET /api/host/count_bookings': async () => ({ client: host, path: '/api/host/count_bookings' }),
      'GET /api/host/tonight.csv': async () => ({ client: host, path: '/api/host/tonight.csv' }),
      'GET /api/host/available/{days}': async () => ({ client: host, path: '/api/host/available/7' }),
      'GET /api/host/pending': async () => {
        await pending();
        return { client: host, path: '/api/host/pending' };
      },
      'PATCH /api/host/pending/batch/accept': async () => ({
        client: host,
        path: '/api/host/pending/batch/accept',
        body: [{ booking_id: (await pending()).id }],
      }),
      'PATCH /api/host/pending/{id}/appoint': async () => ({ client: host, path: `/api/host/pending/${(await pending()).id}/appoint` }),
      'PATCH /api/host/pending/{id}/decline': async () => ({
        client: host,
        path: `/api/host/pending/${(await pending()).id}/decline`,
        body: { reason: 'Fullt' },
      }),
      'GET /api/host/bookings/incoming': async () => ({ client: host, path: '/api/host/bookings/incoming' }),
      'GET /api/host/bookings/outgoing': async () => ({ client: host, path: '/api/host/bookings/outgoing' }),
      'PATCH /api/host/bookings/{id}/setpending': async () => {
        const b = await pending();
        await f.forceStatus(b.id, 'reserved');
        return { client: host, path: `/api/host/bookings/${b.id}/setpending` };
      },
      'PATCH /api/host/bookings/{id}/checkin': async () => {
        const b = await pending();
        await f.forceStatus(b.id, 'confirmed');
        return { client: host, path: `/api/host/bookings/${b.id}/checkin` };
      },
      'PATCH /api/host/bookings/{id}/checkout': async () => {
        const b = await pending();
        await f.forceStatus(b.id, 'checked_in');
        return { client: host, path: `/api/host/bookings/${b.id}/checkout` };
      },
      'PATCH /api/host/bookings/{id}/extend': async () => {
        const b = await pending();
        await f.forceStatus(b.id, 'checked_in');
        return { client: host, path: `/api/host/bookings/${b.id}/extend`, body: { end_date: plus(4) } };
      },
      'GET /api/host/hosts/{id}/products': async () => ({ client: guest, path: `/api/host/hosts/${shelter}/products` }),
      'POST /api/host/products': async () => ({
        client: host,
        path: '/api/host/products',
        body: { name: 'Rum B', description: 'Två bäddar', total_places: 2, type: 'room', requirements: '', host: shelter },
      }),
      'PUT /api/host/products/{id}/edit': async () => ({
        client: host,
        path: `/api/host/products/${await f.product(shelter, { places: 3 })}/edit`,
        body: { name: 'Rum C', description: 'Tre bäddar', total_places: 4, type: 'room', requirements: 'Inga djur' },
      }),
      'DELETE /api/host/products/{id}': async () => ({
        client: host,
        path: `/api/host/products/${await f.product(shelter, { places: 1 })}`,
      }),
      'GET /api/caseworker/bookings/pending': async () => ({ client: caseworker, path: '/api/caseworker/bookings/pending' }),
      'PATCH /api/caseworker/bookings/batch/accept': async () => ({
        client: caseworker,
        path: '/api/caseworker/bookings/batch/accept',
        body: [{ booking_id: (await pending()).id }],
      }),
      'PATCH /api/caseworker/bookings/{id}/accept': async () => ({
        client: caseworker,
        path: `/api/caseworker/bookings/${(await pending()).id}/accept`,
      }),
      'PATCH /api/caseworker/bookings/{id}/decline': async () => ({
        client: caseworker,
        path: `/api/caseworker/bookings/${(await pending()).id}/decline`,
        body: { reason: 'Saknar beslut' },
      }),
      'PATCH /api/caseworker/bookings/{id}/setpending': async () => {
        const b = await pending();
        await f.forceStatus(b.id, 'accepted');
        return { client: caseworker, path: `/api/caseworker/bookings/${b.id}/setpending` };
      },
      'GET /api/caseworker/available_all': async () => ({ client: caseworker, path: '/api/caseworker/available_all' }),
      'GET /api/caseworker/guests/nights/count/{start}/{end}': async () => {
        const b = await pending(plus(-3 + 3), plus(2));
        await f.forceStatus(b.id, 'checked_in');
        return { client: caseworker, path: `/api/caseworker/guests/nights/count/${plus(-5)}/${plus(5)}` };
      },
      'GET /api/caseworker/guests/nights/export.csv': async () => ({
        client: caseworker,
        path: `/api/caseworker/guests/nights/export.csv?start=${plus(-5)}&end=${plus(5)}`,
      }),
      'GET /api/user/available/{date}': async () => ({ client: guest, path: `/api/user/available/${TODAY}` }),
      'POST /api/user/request_booking': async () => ({
        client: guest,
        path: '/api/user/request_booking',
        body: { product_id: room, start_date: plus(1), end_date: plus(3), message: 'Kommer sent' },
      }),
      'GET /api/bookings/{id}': async () => {
        const b = await pending();
        await host.rest('PATCH', `/api/host/pending/${b.id}/decline`, { reason: 'Fullt i natt' });
        return { client: host, path: `/api/bookings/${b.id}` };
      },
      'GET /api/user/bookings': async () => ({ client: guest, path: '/api/user/bookings' }),
      'GET /api/user/bookings/confirm/{id}': async () => {
        const b = await pending();
        await f.forceStatus(b.id, 'reserved');
        return { client: b.client, path: `/api/user/bookings/confirm/${b.id}` };
      },
      'DELETE /api/user/bookings/{id}': async () => {
        const b = await pending();
        return { client: b.client, path: `/api/user/bookings/${b.id}` };
      },
      'GET /api/volunteer/available': async () => ({ client: volunteer, path: `/api/volunteer/available?start=${TODAY}&end=${plus(3)}` }),
      'GET /api/volunteer/guest/list': async () => ({ client: volunteer, path: '/api/volunteer/guest/list' }),
      'POST /api/volunteer/guest/create': async () => {
        const used = new Set((await s.db.dataSource.query(`SELECT unokod FROM guest_profile`)).map((r: Json) => r.unokod as string));
        let uno = '0000';
        for (let i = 0; i < 10_000 && used.has(uno); i++) uno = String(i).padStart(4, '0');
        return { client: volunteer, path: '/api/volunteer/guest/create', body: { first_name: 'Ny', last_name: 'Gäst', uno, gender: 'K' } };
      },
      'GET /api/volunteer/guest/search': async () => {
        const [row] = await s.db.dataSource.query(`SELECT unokod FROM guest_profile WHERE user_id = $1`, [guestActor.userId]);
        return { client: volunteer, path: `/api/volunteer/guest/search?uno=${row.unokod as string}` };
      },
      'POST /api/volunteer/request_booking': async () => ({
        client: volunteer,
        path: '/api/volunteer/request_booking',
        body: { product_id: room, user_id: volunteerGuest.userId, start_date: TODAY, end_date: plus(1) },
      }),
      // Issue 20 §4–6: reset, registration, activation, deactivation.
      'POST /api/auth/password-reset/': async () => ({
        client: new HttpClient(server.url),
        path: '/api/auth/password-reset/',
        body: { email: hostActor.email },
      }),
      'POST /api/auth/password-reset/complete/': async () => {
        const g = await f.guest({ login: true });
        const token = await s.db.dataSource.transaction((tx) => issueToken(tx, g.userId, 'reset'));
        return {
          client: new HttpClient(server.url),
          path: '/api/auth/password-reset/complete/',
          body: { token, password: 'ett-nytt-lösen' },
        };
      },
      'POST /api/auth/register/': async () => ({
        client: new HttpClient(server.url),
        path: '/api/auth/register/',
        body: { email: `ny-${Date.now()}@test.example`, password: 'gästens-lösen', first_name: 'Ny', last_name: 'Gäst', groups: ['admin'] },
      }),
      'POST /api/auth/activate/': async () => {
        const g = await f.guest({ login: true });
        const token = await s.db.dataSource.transaction((tx) => issueToken(tx, g.userId, 'activation'));
        return { client: new HttpClient(server.url), path: '/api/auth/activate/', body: { token, password: 'gästens-lösen' } };
      },
      'POST /api/admin/accounts/{id}/deactivate/': async () => ({
        client: await as((await f.admin()).userId),
        path: `/api/admin/accounts/${(await f.volunteer({ login: true })).userId}/deactivate/`,
      }),
      'POST /api/admin/accounts/{id}/reactivate/': async () => ({
        client: await as((await f.admin()).userId),
        path: `/api/admin/accounts/${(await f.volunteer({ login: true })).userId}/reactivate/`,
      }),
      // Issue 20 §5: the admin's Utskick.
      'GET /api/admin/outbox': async () => ({ client: await as((await f.admin()).userId), path: '/api/admin/outbox?page=1' }),
      // Issue 36: logging in without e-mail (an SMS channel switched on; a code row as the worker makes it).
      'GET /api/auth/login-options/': async () => ({ client: new HttpClient(server.url), path: '/api/auth/login-options/' }),
      'POST /api/auth/sms-code/': async () => ({
        client: new HttpClient(server.url),
        path: '/api/auth/sms-code/',
        body: { phone: '070-000 00 01' },
      }),
      'POST /api/auth/sms-login/': async () => {
        const g = await f.guest();
        const phone = `+4673${String(g.userId).padStart(7, '0')}`;
        await s.db.dataSource.query(`UPDATE app_user SET login_phone = $2 WHERE id = $1`, [g.userId, phone]);
        await s.db.dataSource.query(
          `INSERT INTO sms_code (user_id, purpose, phone, code_hash, expires_at) VALUES ($1, 'login', $2, $3, now() + interval '10 minutes')`,
          [g.userId, phone, hashSmsCode(phone, 'login', '123456')],
        );
        return { client: new HttpClient(server.url), path: '/api/auth/sms-login/', body: { phone, code: '123456' } };
      },
      'POST /api/auth/pin-login/': async () => {
        const g = await f.guest();
        await s.db.dataSource.query(`UPDATE app_user SET pin_hash = $2 WHERE id = $1`, [g.userId, await hashPassword('246810')]);
        const rows = (await s.db.dataSource.query(`SELECT unokod AS uno FROM guest_profile WHERE user_id = $1`, [g.userId])) as Json[];
        const uno = rows[0]?.uno as string;
        return { client: new HttpClient(server.url), path: '/api/auth/pin-login/', body: { uno, pin: '246810' } };
      },
      'POST /api/auth/start-code/redeem/': async () => {
        const g = await f.guest();
        const issued = await server.gateway.services.guestAccess.issueStartCode(await f.volunteer(), g.userId);
        return { client: new HttpClient(server.url), path: '/api/auth/start-code/redeem/', body: { code: issued.code, pin: '135790' } };
      },
      'POST /api/auth/register/phone/': async () => ({
        client: new HttpClient(server.url),
        path: '/api/auth/register/phone/',
        body: { phone: '070-000 00 02', first_name: 'Ny', last_name: 'Gäst' },
      }),
      'POST /api/guests/{id}/start-code/': async () => ({ client: volunteer, path: `/api/guests/${(await f.guest()).userId}/start-code/` }),
      'GET /api/self/phone/': async () => ({ client: guest, path: '/api/self/phone/' }),
      'POST /api/self/phone/': async () => ({ client: guest, path: '/api/self/phone/', body: { phone: '070-000 00 03' } }),
      'POST /api/self/phone/confirm/': async () => {
        const phone = '+46700000004';
        await s.db.dataSource.query(
          `INSERT INTO sms_code (user_id, purpose, phone, code_hash, expires_at) VALUES ($1, 'phone', $2, $3, now() + interval '10 minutes')`,
          [guestActor.userId, phone, hashSmsCode(phone, 'phone', '654321')],
        );
        return { client: guest, path: '/api/self/phone/confirm/', body: { code: '654321' } };
      },
      // Issue 38: Biståndsbeslut (a guest of the caseworker's shelter, with a decision).
      'GET /api/user/decisions': async () => {
        await decisionOf((await pending()).guestId);
        return { client: guest, path: '/api/user/decisions' };
      },
      'POST /api/caseworker/decisions': async () => ({
        client: caseworker,
        path: '/api/caseworker/decisions',
        body: {
          guest_id: (await pending()).guestId,
          case_number: 'SOC 1',
          start_date: TODAY,
          end_date: plus(5),
          shelter_ids: [shelter],
          max_nights: 4,
        },
      }),
      'POST /api/caseworker/decisions/{id}/change': async () => ({
        client: caseworker,
        path: `/api/caseworker/decisions/${await decisionOf((await pending()).guestId)}/change`,
        body: { end_date: plus(9) },
      }),
      'POST /api/caseworker/decisions/{id}/end': async () => ({
        client: caseworker,
        path: `/api/caseworker/decisions/${await decisionOf((await pending()).guestId)}/end`,
      }),
      // Issue 38 §5: the caseworker's reports (rows from a decision of a guest of theirs).
      'GET /api/caseworker/decisions/report/nights': async () => {
        await decisionOf((await pending()).guestId);
        return { client: caseworker, path: `/api/caseworker/decisions/report/nights?start=${plus(-5)}&end=${plus(5)}` };
      },
      'GET /api/caseworker/decisions/report/nights.csv': async () => ({
        client: caseworker,
        path: `/api/caseworker/decisions/report/nights.csv?start=${plus(-5)}&end=${plus(5)}`,
      }),
      'GET /api/caseworker/decisions/report/ending': async () => {
        await decisionOf((await pending()).guestId);
        return { client: caseworker, path: '/api/caseworker/decisions/report/ending?days=30' };
      },
      'GET /api/caseworker/decisions/report/ending.csv': async () => ({
        client: caseworker,
        path: '/api/caseworker/decisions/report/ending.csv',
      }),
      'GET /api/caseworker/guests/{id}/decisions': async () => {
        const g = (await pending()).guestId;
        await decisionOf(g);
        return { client: caseworker, path: `/api/caseworker/guests/${g}/decisions` };
      },
      'GET /api/admin/guests/{id}/decisions': async () => {
        const g = (await pending()).guestId;
        await decisionOf(g);
        return { client: await as((await f.admin()).userId), path: `/api/admin/guests/${g}/decisions` };
      },
      // Issue 37: Beläggning och avvisningar, and the open feed.
      'GET /api/caseworker/statistics/occupancy': async () => ({
        client: caseworker,
        path: `/api/caseworker/statistics/occupancy?period=month&date=${TODAY}`,
      }),
      'GET /api/caseworker/statistics/occupancy/export.csv': async () => ({
        client: caseworker,
        path: `/api/caseworker/statistics/occupancy/export.csv?period=range&start=${plus(-5)}&end=${plus(5)}`,
      }),
      'GET /api/admin/statistics/occupancy': async () => ({
        client: await as((await f.admin()).userId),
        path: `/api/admin/statistics/occupancy?period=week&date=${TODAY}`,
      }),
      'GET /api/admin/statistics/occupancy/export.csv': async () => ({
        client: await as((await f.admin()).userId),
        path: `/api/admin/statistics/occupancy/export.csv?period=night&date=${TODAY}`,
      }),
      'GET /api/open/beds': async () => {
        await s.db.dataSource.query(`UPDATE shelter SET open_feed = true WHERE id = $1`, [shelter]);
        return { client: new HttpClient(server.url), path: '/api/open/beds' };
      },
      // Issue 35 §2: Kompassen (a resource with hours, coordinates and a translation).
      'GET /api/volunteer/compass/': async () => ({
        client: volunteer,
        path: `/api/volunteer/compass/?lat=59.33&lon=18.06&id=${await compassId()}`,
      }),
      'GET /api/volunteer/compass/resources/{id}': async () => ({
        client: volunteer,
        path: `/api/volunteer/compass/resources/${await compassId()}`,
      }),
      'GET /api/compass/': async () => ({ client: guest, path: '/api/compass/?type=meals&open_now=false' }),
      'GET /api/compass/resources/{id}': async () => ({ client: caseworker, path: `/api/compass/resources/${await compassId()}` }),
      'PATCH /api/volunteer/confirm_booking/{id}': async () => {
        const r = await volunteer.rest<Json>('POST', '/api/volunteer/request_booking', {
          product_id: room,
          user_id: (await f.guest()).userId,
          start_date: TODAY,
          end_date: plus(1),
        });
        volunteerBooking = r.body.id as number;
        return { client: volunteer, path: `/api/volunteer/confirm_booking/${volunteerBooking}` };
      },
    };

    let compassResource: number | null = null;
    async function compassId(): Promise<number> {
      compassResource ??= (
        await server.gateway.services.compass.create(await f.admin(), {
          name: 'Frukostklubben',
          kind: 'meals',
          regionId: await f.region(),
          weeklyHours: [{ weekday: 1, opens: '07:00', closes: '10:00' }],
          exceptions: [{ date: TODAY, closed: true }],
          descriptionTranslations: [{ language: 'en', text: 'Breakfast' }],
          latitude: 59.33,
          longitude: 18.06,
        })
      ).id;
      return compassResource;
    }
    const failures: string[] = [];
    const operations = Object.entries(doc.paths as Json).flatMap(([p, methods]) =>
      Object.entries(methods as Json).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, method: m.toUpperCase(), op: op as Json })),
    );
    for (const { key, method, op } of operations) {
      const make = calls[key];
      if (!make) {
        failures.push(`${key}: no call in this test`);
        continue;
      }
      const call = await make();
      const res = await fetch(server.url + call.path, {
        method,
        headers: {
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(call.raw ? { 'content-type': call.raw.type } : {}),
          ...(call.client.cookie ? { cookie: call.client.cookie } : {}),
        },
        body: call.raw ? call.raw.bytes : call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      const text = await res.text();
      // 200, or the success status the operation documents (the newest client's 201 registration).
      const okStatus = Object.keys(op.responses as Json).find((k) => k.startsWith('2')) ?? '200';
      if (String(res.status) !== okStatus) {
        failures.push(`${key}: ${res.status} ${text.slice(0, 200)}`);
        continue;
      }
      const [contentType, media] = Object.entries(op.responses[okStatus].content as Json)[0] as [string, Json];
      expect(res.headers.get('content-type') ?? '').toContain(contentType);
      if (contentType !== 'application/json') continue;
      const validate = ajv.compile({ ...(media.schema as Json), components: doc.components });
      if (!validate(JSON.parse(text))) failures.push(`${key}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 without a session and 403 for a wrong group, as documented, with the Error schema', async () => {
    const { f } = s;
    const guest = new HttpClient(server.url);
    guest.cookie = await f.sessionCookie((await f.guest()).userId);
    const host = new HttpClient(server.url);
    host.cookie = await f.sessionCookie((await f.host(await f.shelter())).userId);
    const validateError = ajv.compile({ $ref: '#/components/schemas/Error', components: doc.components });
    const failures: string[] = [];
    for (const [p, methods] of Object.entries(doc.paths as Json)) {
      for (const [m, op] of Object.entries(methods as Json) as [string, Json][]) {
        const role = op['x-noq-role'] as string;
        if (role === 'public') continue;
        const path = p.replace(/\{(\w+)\}/g, (_x, name: string) => (name === 'start' || name === 'end' ? TODAY : '1'));
        const cases: [HttpClient, number][] = [[new HttpClient(server.url), 401]];
        if (role !== 'anyone') cases.push([role.split('|').includes('user') ? host : guest, 403]);
        for (const [client, expected] of cases) {
          const r = await client.rest(m.toUpperCase(), path, m === 'get' || m === 'delete' ? undefined : {});
          if (r.status !== expected) failures.push(`${m.toUpperCase()} ${p}: ${r.status}, expected ${expected}`);
          else if (!op.responses[String(expected)]) failures.push(`${m.toUpperCase()} ${p}: ${expected} not documented`);
          else if (!validateError(r.body)) failures.push(`${m.toUpperCase()} ${p}: ${ajv.errorsText(validateError.errors)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
