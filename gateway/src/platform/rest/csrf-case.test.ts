/**
 * No spelling of a path gets around the cross-site check (issue 15, defect 2): every state-changing
 * route registered under /api, in lower, upper and mixed case, with and without a trailing slash,
 * sent cross-site by a person of every group, is refused (403) or reaches nothing (404), and the
 * data is unchanged. The same routes in their own spelling and same-origin still work.
 */
import { apiRoutes } from '../../app/routes';
import { registeredRoutes } from '../../test-support/routes';
import { HttpClient } from '../../test-support/http';
import { useServerSuite } from '../../test-support/suite';
import { one } from '../db/rows';

const TODAY = '2030-11-01';
const s = useServerSuite(TODAY);
let cookie: string;
let bookingId: number;
let room: number;

beforeAll(async () => {
  const shelter = await s.f.shelter();
  room = await s.f.product(shelter, { places: 4 });
  // One person in every group that changes state, so a request that got past the check would act.
  const person = await s.f.host(shelter, { login: true });
  await s.db.dataSource.query(`UPDATE app_user SET groups = '{user,host,caseworker,volunteer}' WHERE id = $1`, [person.userId]);
  // A code no guest has (the suites share one database on PostgreSQL).
  await s.db.dataSource.query(
    `INSERT INTO guest_profile (user_id, unokod, gender)
     SELECT $1, lpad(n::text, 4, '0'), 'K' FROM generate_series(0, 9999) AS n
      WHERE lpad(n::text, 4, '0') NOT IN (SELECT unokod FROM guest_profile) ORDER BY random() LIMIT 1`,
    [person.userId],
  );
  await s.db.dataSource.query(`INSERT INTO caseworker_shelter (user_id, shelter_id) VALUES ($1, $2)`, [person.userId, shelter]);
  const host = await s.f.host(shelter);
  const guestActor = { ...person, groups: ['user' as const] };
  const b = await s.services.bookings.request(guestActor, { productId: room, startDate: TODAY, endDate: '2030-11-03' });
  await s.services.bookings.transition(host, b.id, 'assign');
  bookingId = b.id;
  cookie = await s.f.sessionCookie(person.userId);
});

/** Every state-changing route: each non-GET, and the GETs that change state (confirm, logout). */
function stateChanging(): { method: string; path: string }[] {
  return registeredRoutes(apiRoutes())
    .map((r) => {
      const [method = '', path = ''] = r.split(' ');
      return { method, path: path.replace(/\{\w+\}/g, String(bookingId)) };
    })
    .filter(({ method, path }) => method !== 'GET' || /\/confirm\/|\/logout/.test(path));
}

/** The spellings of a path: as registered, upper case, alternating case; each with and without '/'. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  const mixed = [...rest].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch.toLowerCase())).join('');
  const out = new Set<string>();
  for (const api of ['/api', '/API', '/Api']) {
    for (const p of [rest, rest.toUpperCase(), mixed]) {
      const full = api + p;
      out.add(full);
      out.add(full.endsWith('/') ? full.slice(0, -1) : `${full}/`);
    }
  }
  return [...out];
}

async function fingerprint(): Promise<string> {
  const [row] = await s.db.dataSource.query(`
    SELECT (SELECT string_agg(concat_ws('|', id, status, start_date, end_date), ',' ORDER BY id) FROM booking) AS b,
           (SELECT string_agg(concat_ws('|', product_id, night, capacity, held), ',' ORDER BY product_id, night) FROM product_night) AS n,
           (SELECT string_agg(concat_ws('|', id, name, total_places, archived_at), ',' ORDER BY id) FROM product) AS p,
           (SELECT count(*) FROM session) AS sessions,
           (SELECT count(*) FROM app_user) AS users`);
  return JSON.stringify(row);
}

describe('the cross-site check holds for every spelling of every state-changing path', () => {
  it('covers the routes that matter', () => {
    const routes = stateChanging().map((r) => `${r.method} ${r.path}`);
    expect(routes).toContain(`GET /api/user/bookings/confirm/${bookingId}`);
    expect(routes).toContain('GET /api/logout');
    expect(routes).toContain('POST /api/user/request_booking');
    expect(routes.length).toBeGreaterThan(20);
  });

  const variants: { name: string; value: Record<string, string> }[] = [
    { name: 'Sec-Fetch-Site: cross-site', value: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    { name: 'a foreign Origin only', value: { origin: 'https://evil.example' } },
  ];
  for (const headers of variants) {
    it(`refuses or does not route each spelling (${headers.name}), and nothing changes`, async () => {
      const before = await fingerprint();
      const c = new HttpClient(s.server.url);
      c.cookie = cookie;
      const reached: string[] = [];
      for (const { method, path } of stateChanging()) {
        for (const spelling of spellings(path)) {
          const body =
            method === 'GET' || method === 'DELETE' ? undefined : { product_id: room, start_date: TODAY, end_date: '2030-11-02' };
          const r = await c.rest(method, spelling, body, headers.value);
          if (r.status !== 403 && r.status !== 404) reached.push(`${method} ${spelling} → ${r.status}`);
        }
      }
      expect(reached).toEqual([]);
      expect(await fingerprint()).toEqual(before);
      const { status } = one<{ status: string }>(await s.db.dataSource.query(`SELECT status FROM booking WHERE id = $1`, [bookingId]));
      expect(status).toBe('reserved');
    });
  }

  it('routing is case-sensitive: an upper-case path is not found even same-origin, the own spelling works', async () => {
    const c = new HttpClient(s.server.url);
    c.cookie = cookie;
    const upper = await c.rest('GET', `/api/USER/bookings/confirm/${bookingId}`, undefined, {
      origin: s.server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(upper.status).toBe(404);
    const own = await c.rest('GET', `/api/user/bookings/confirm/${bookingId}`, undefined, {
      origin: s.server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(200);
    // With a trailing slash it is routed too (now refused by the table: already confirmed).
    const again = await c.rest('GET', `/api/user/bookings/confirm/${bookingId}/`, undefined, {
      origin: s.server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(again.status).toBe(409);
    const { status } = one<{ status: string }>(await s.db.dataSource.query(`SELECT status FROM booking WHERE id = $1`, [bookingId]));
    expect(status).toBe('confirmed');
  });
});
