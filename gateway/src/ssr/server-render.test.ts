/**
 * The pages rendered on the server (issue 34 §1 and §3) over real HTTP: a guest logged in with a
 * plain POST gets each of the five pages as HTML holding its data (the shelters with free beds
 * tonight, a shelter's facts, the guest's own bookings with their status), `private, no-store`,
 * in the account's language; staff get their group's first page the same way (a host's overview
 * and requests, a caseworker's overview); nobody, another group and other paths get the app shell
 * as before. And the plain forms:
 * "Boka i natt" and Avboka without JavaScript, idempotent, refused cross-site, never a 500.
 * Needs the built web and its server build (`npm run build`, which `npm test` runs first).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from '../platform/config';
import { stockholmDate, addDays } from '../platform/dates';
import { HttpClient, startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { TEST_PASSWORD } from '../test-support/factories';
import type { Actor } from '../domain/actor';
import { loadSsrBundle, NO_SCRIPT_MENU, SSR_CACHE_CONTROL, ssrBundlePath } from './server-render';
import { APP_MODULE } from './app-shell';
import { readWebManifest } from './web-manifest';
import { REVALIDATE } from '../platform/web-assets';

const webDist = path.join(repoRoot(), 'web', 'dist');
if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(ssrBundlePath(webDist)))
  throw new Error(`build the web and its server build first (${webDist}, ${ssrBundlePath(webDist)}): npm run build`);

// The pages compute "tonight" in the browser's clock: the server's is today's too.
const today = stockholmDate(new Date());
const s = useSuite(today);
let server: TestServer;
let guest: Actor;
let client: HttpClient;
let freeId: number;
let fullId: number;
let fullRoom: number;
const FREE = 'Ssr-härbärget <b>&</b>';
const FULL = 'Ssr-fullt-härbärge';

beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock, undefined, { webDist });
  freeId = await s.f.shelter({ name: FREE });
  await s.f.product(freeId, { places: 4, name: 'Ssr-rum' });
  fullId = await s.f.shelter({ name: FULL });
  fullRoom = await s.f.product(fullId, { places: 1, name: 'Ssr-fullt-rum' });
  guest = await s.f.guest({ login: true, first: 'Ssrgäst' });
  // The guest's home region is the free shelter's: the list shows it first, among however many
  // shelters the database holds (on PostgreSQL the suites share one; here, a page's worth more).
  for (let i = 0; i < 21; i++) await s.f.product(await s.f.shelter(), { places: 2 });
  await s.db.dataSource.query(`UPDATE guest_profile SET region_id = (SELECT region_id FROM shelter WHERE id = $2) WHERE user_id = $1`, [
    guest.userId,
    freeId,
  ]);
  // The guest's own booking, of the full shelter's one place two nights from now.
  await s.services.bookings.request(guest, { productId: fullRoom, startDate: addDays(today, 2), endDate: addDays(today, 3) });
  client = new HttpClient(server.url);
  await client.login(guest.email as string, TEST_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

async function page(c: HttpClient | null, urlPath: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + urlPath, {
    headers: { ...(c?.cookie ? { cookie: c.cookie } : {}), ...headers },
    redirect: 'manual',
  });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    html: await res.text(),
    location: res.headers.get('location'),
  };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The chunks a server-rendered page names for after its first paint (`<meta name="noq-after-paint">`). */
const afterPaint = (html: string): string[] =>
  (/<meta name="noq-after-paint" content="([^"]*)">/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
const isShell = (html: string) => html.includes('<div id="root"></div>') && !html.includes('id="noq-ssr"');

describe('the guest pages as HTML', () => {
  it('/user lists the shelters with their free beds tonight, private and not stored', async () => {
    const r = await page(client, '/user');
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(r.html).toContain('<html lang="sv" dir="ltr"');
    expect(r.html).toContain(escaped(FREE));
    expect(r.html).toContain('4 lediga platser i natt');
    // The data handed to the browser cannot end its script block.
    const state = /<script type="application\/json" id="noq-ssr">([^<]*)<\/script>/.exec(r.html);
    expect(state).not.toBeNull();
    expect(state?.[1]).not.toContain('<');
    expect(state?.[1]).toContain('\\u003cb\\u003e');
    expect(JSON.stringify(JSON.parse(state?.[1] ?? 'null'))).toContain(FREE);
    // The page's scripts and the styles of the guest pages, so it hydrates and reads without JavaScript.
    expect(r.html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js">/);
    expect(r.html).toMatch(/<link rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css">/);
    // "Boka i natt" is a plain form with the page's idempotency key.
    expect(r.html).toContain(`action="/user/accommodations/${freeId}/book-tonight"`);
    expect(r.html).toMatch(/name="idempotencyKey" value="[0-9a-f]{32}:tonight:\d+"/);
    // Without a script, the phone's side menu shows open, and "Logga ut" is a form.
    expect(r.html).toContain(`${NO_SCRIPT_MENU}</head>`);
    expect(r.html).toContain(`<form action="/logout" method="post"><button type="submit" class="side-menu__logout">`);
    // The shell's word for a browser without JavaScript is left out: this page reads without it.
    expect(r.html).not.toContain('noq-noscript');
  });

  it("/accommodations/{id} shows the shelter's facts, and its booking page its rooms", async () => {
    const info = await page(client, `/accommodations/${freeId}`);
    expect(info.status).toBe(200);
    expect(info.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(info.html).toContain(escaped(FREE));
    expect(info.html).toContain('Testgatan 1');
    const booking = await page(client, `/accommodations/${freeId}/booking`);
    expect(booking.status).toBe(200);
    expect(booking.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(booking.html).toContain('Ssr-rum');
  });

  it("/user/requests lists the guest's own bookings with their status, /user-landing greets the guest", async () => {
    const r = await page(client, '/user/requests');
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(r.html).toContain(FULL);
    expect(r.html).toContain('Ssr-fullt-rum');
    expect(r.html).toContain('Avvaktar');
    const landing = await page(client, '/user-landing');
    expect(landing.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(landing.html).toContain('Hej Ssrgäst!');
  });

  it('a long list of bookings is still one page without scripts (React would outline a large part and swap it in by an inline script)', async () => {
    const busy = await s.f.guest({ login: true, first: 'Ssrmånga' });
    const room = await s.f.product(freeId, { places: 40, name: 'Ssr-stora-rummet' });
    for (let day = 1; day <= 30; day++) {
      await s.services.bookings.request(busy, { productId: room, startDate: addDays(today, day), endDate: addDays(today, day + 1) });
    }
    const c = new HttpClient(server.url);
    await c.login(busy.email as string, TEST_PASSWORD);
    const r = await page(c, '/user/requests');
    expect(r.html).toContain('id="noq-ssr"');
    const body = r.html.slice(r.html.indexOf('<div id="root">'), r.html.indexOf('<script type="application/json" id="noq-ssr">'));
    expect(body.length).toBeGreaterThan(12_800);
    expect(body.split('Ssr-stora-rummet').length - 1).toBeGreaterThanOrEqual(30);
    expect(body).not.toMatch(/<script|<!--\$[?!]-->|hidden id="S:/);
  });

  it("speaks the account's language, right to left for Arabic", async () => {
    const arabic = await s.f.guest({ login: true });
    await s.db.dataSource.query(`UPDATE app_user SET language = 'ar' WHERE id = $1`, [arabic.userId]);
    const c = new HttpClient(server.url);
    await c.login(arabic.email as string, TEST_PASSWORD);
    const r = await page(c, '/user');
    expect(r.html).toContain('<html lang="ar" dir="rtl"');
    expect(r.html).not.toContain('lediga platser i natt');
  });

  it("a host's overview and requests, and a caseworker's overview, come as HTML with their data; another group's page does not", async () => {
    const host = await s.f.host(freeId, { login: true });
    const hosting = new HttpClient(server.url);
    await hosting.login(host.email as string, TEST_PASSWORD);
    const overview = await page(hosting, '/host');
    expect(overview.status).toBe(200);
    expect(overview.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(overview.html).toContain('id="noq-ssr"');
    expect(overview.html).toContain('Lediga platser idag');
    expect(overview.html).toContain('Ssr-rum');
    // The page's styles are in the head. Its chunk, and every chunk the hydration imports, are named
    // for once the page has painted (web/src/lib/after-paint.ts), not as modulepreloads the browser
    // would fetch before the first paint.
    const manifest = readWebManifest(webDist);
    const pageChunk = manifest.closure(['src/features/host/host-pages.ts']);
    for (const css of pageChunk.css) expect(overview.html).toContain(`href="/${css}"`);
    const later = afterPaint(overview.html);
    const hydration = manifest.closure(['src/app/hydrate.tsx', APP_MODULE, 'src/features/host/host-pages.ts']).js;
    // The hydration's own chunk first; the app's and the page's with it.
    const [hydrateChunk, appChunk] = manifest.files(['src/app/hydrate.tsx', APP_MODULE]);
    expect(later[0]).toBe(`/${hydrateChunk}`);
    expect(later).toContain(`/${appChunk}`);
    expect(later).toContain(`/${pageChunk.js[0]}`);
    for (const file of hydration)
      expect({
        file,
        named: later.includes(`/${file}`) || overview.html.includes(`href="/${file}"`) || overview.html.includes(`src="/${file}"`),
      }).toEqual({
        file,
        named: true,
      });
    expect(new Set(later).size).toBe(later.length);
    for (const file of later) expect(overview.html).not.toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    for (const file of later) expect((await fetch(server.url + file)).status).toBe(200);
    const requests = await page(hosting, '/host/requests');
    expect(requests.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(requests.html).toContain('id="noq-ssr"');
    expect(requests.html).toContain(escaped(FREE));
    // A host is not a caseworker: RequireGroup's redirect is the browser's to follow.
    expect(isShell((await page(hosting, '/caseworker')).html)).toBe(true);
    // Nor a guest a host.
    expect(isShell((await page(client, '/host')).html)).toBe(true);

    const caseworker = await s.f.caseworker([freeId], { login: true });
    const casework = new HttpClient(server.url);
    await casework.login(caseworker.email as string, TEST_PASSWORD);
    const cw = await page(casework, '/caseworker');
    expect(cw.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(cw.html).toContain(`${escaped(FREE)} - Rum`);
  });

  it("a volunteer's free beds and an admin's administration come as HTML with their data", async () => {
    const volunteer = await s.f.volunteer({ login: true });
    const volunteering = new HttpClient(server.url);
    await volunteering.login(volunteer.email as string, TEST_PASSWORD);
    const beds = await page(volunteering, '/volunteer');
    expect(beds.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(beds.html).toContain('id="noq-ssr"');
    expect(beds.html).toContain('Hitta Tillgängliga Rum');
    // The results (on a shared PostgreSQL, other files' shelters may come first).
    expect(beds.html).toMatch(/Visar \d+ av \d+ härbärgen med lediga rum/);
    // A volunteer is not an admin.
    expect(isShell((await page(volunteering, '/administration')).html)).toBe(true);

    const admin = await s.f.admin({ login: true });
    const administering = new HttpClient(server.url);
    await administering.login(admin.email as string, TEST_PASSWORD);
    const administration = await page(administering, '/administration');
    expect(administration.cacheControl).toBe(SSR_CACHE_CONTROL);
    expect(administration.html).toContain('id="noq-ssr"');
    expect(administration.html).toContain('aria-selected="true"');
    // The shelters' list with this suite's shelter in it, and the new shelter's editor below it.
    expect(administration.html).toContain(escaped(FREE));
    expect(administration.html).toContain('Nytt boställe');
    expect(afterPaint(administration.html)).toContain(`/${readWebManifest(webDist).files(['src/features/admin/admin-pages.ts'])[0]}`);
  });

  it('names the chunks for after the first paint in the meta the web reads', () => {
    expect(loadSsrBundle(ssrBundlePath(webDist))?.afterPaintMeta).toBe('noq-after-paint');
  });

  it("names each server-rendered page's chunk by a module the web's build has", () => {
    const bundle = loadSsrBundle(ssrBundlePath(webDist));
    const manifest = readWebManifest(webDist);
    const modules = bundle?.serverRenderedModules() ?? [];
    expect(modules.length).toBeGreaterThanOrEqual(10);
    for (const module of modules) expect({ module, files: manifest.files([module]).length }).toEqual({ module, files: 1 });
  });

  it('nobody, staff, and other paths get the app shell as before', async () => {
    const loggedOut = await page(null, '/user/requests?cancelled=1');
    expect(isShell(loggedOut.html)).toBe(true);
    expect(loggedOut.cacheControl).toBe(REVALIDATE);
    // Without JavaScript the shell shows nothing of its own but this: what works without it, and the
    // way there, back to this page once logged in.
    expect(loggedOut.html).toContain(
      '<noscript id="noq-noscript"><main><p data-t="app.withoutScript">Den här sidan behöver JavaScript. Utan JavaScript kan du logga in, se lediga platser i natt, boka i natt och avboka.</p><p><a href="/login?next=%2Fuser%2Frequests%3Fcancelled%3D1" data-t="auth.login.submit">Logga in</a></p></main></noscript>',
    );
    // A page the gateway does not render: the login page, and the person's own start after it.
    expect((await page(null, '/user/settings')).html).toContain('<p><a href="/login" data-t="auth.login.submit">Logga in</a></p>');
    expect((await page(null, '/user')).html).toContain('<a href="/login?next=%2Fuser" data-t="auth.login.submit">');
    expect(isShell((await page(null, '/user', { cookie: 'noq_session=not-a-session' })).html)).toBe(true);
    const host = await s.f.caseworker([freeId], { login: true });
    const staff = new HttpClient(server.url);
    await staff.login(host.email as string, TEST_PASSWORD);
    const r = await page(staff, '/user');
    expect(isShell(r.html)).toBe(true);
    expect(r.cacheControl).not.toBe(SSR_CACHE_CONTROL);
    expect(isShell((await page(client, '/user/settings')).html)).toBe(true);
  });
});

describe("the app's shell", () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');

  it("names the logged-in app's chunks for a browser with a session, and not for anyone else", async () => {
    const caseworker = await s.f.caseworker([freeId], { login: true });
    const staff = new HttpClient(server.url);
    await staff.login(caseworker.email as string, TEST_PASSWORD);
    // A page the gateway does not render (its first pages are: above).
    const withSession = await page(staff, '/caseworker/users');
    expect(isShell(withSession.html)).toBe(true);
    expect(withSession.cacheControl).toBe(REVALIDATE);
    const named = preloads(withSession.html);
    const app = readWebManifest(webDist)
      .closure([APP_MODULE])
      .js.map((file) => `/${file}`);
    expect(app[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    // Each in the head, as the first chunk's script or a modulepreload.
    for (const file of app)
      expect({ file, inHead: named.includes(file) || withSession.html.includes(`src="${file}"`) }).toEqual({ file, inHead: true });
    // Compressed, as every page (the phone's connection is weak).
    const br = await fetch(server.url + '/caseworker/users', { headers: { cookie: staff.cookie ?? '', 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    // Each named once, and each there.
    expect(new Set(named).size).toBe(named.length);
    for (const file of named) expect((await fetch(server.url + file)).status).toBe(200);

    for (const [c, urlPath] of [
      [null, '/caseworker'],
      [null, '/register'],
    ] as const) {
      const r = await page(c, urlPath);
      expect(isShell(r.html)).toBe(true);
      expect(preloads(r.html)).not.toContain(app[0]);
    }
  });
});

describe('the plain forms', () => {
  const post = (urlPath: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(server.url + urlPath, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        'sec-fetch-site': 'same-origin',
        ...(client.cookie ? { cookie: client.cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams(body).toString(),
    });
  const myBookings = () => s.services.bookings.mine(guest);

  it('books tonight once for one key, says so on the page, and cancels', async () => {
    const before = (await myBookings()).length;
    const key = 'a'.repeat(32) + `:tonight:${freeId}`;
    const first = await post(`/user/accommodations/${freeId}/book-tonight`, { idempotencyKey: key });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/user?tonight=pending');
    const again = await post(`/user/accommodations/${freeId}/book-tonight`, { idempotencyKey: key });
    expect(again.headers.get('location')).toBe('/user?tonight=pending');
    const mine = await myBookings();
    expect(mine.length).toBe(before + 1);
    const booked = mine.find((b) => b.product.shelter.id === freeId);
    expect(booked?.startDate).toBe(today);
    // The page it leads to says what happened.
    const shown = await page(client, '/user?tonight=pending');
    expect(shown.html).toContain('role="status"');

    const cancel = await post(`/user/requests/${booked?.id}/cancel`, {});
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('/user/requests?cancelled=1');
    expect((await myBookings()).find((b) => b.id === booked?.id)).toBeUndefined();
    // The same form sent again (no answer the first time): it is cancelled, as the guest wanted.
    const twice = await post(`/user/requests/${booked?.id}/cancel`, {});
    expect(twice.status).toBe(303);
    expect(twice.headers.get('location')).toBe('/user/requests?cancelled=1');
  });

  it('a full shelter: none tonight; bad input and a foreign booking: refused, never a 500', async () => {
    // Someone else has the full shelter's one place tonight.
    await s.services.bookings.request(await s.f.guest(), { productId: fullRoom, startDate: today, endDate: addDays(today, 1) });
    const none = await post(`/user/accommodations/${fullId}/book-tonight`, { idempotencyKey: 'b'.repeat(40) });
    expect(none.headers.get('location')).toBe(`/user?tonight=none&shelter=${fullId}`);
    const unknown = await post('/user/accommodations/999999/book-tonight', { idempotencyKey: 'c'.repeat(40) });
    expect(unknown.headers.get('location')).toBe('/user?refused=HOST_NOT_FOUND');
    const badKey = await post(`/user/accommodations/${freeId}/book-tonight`, { idempotencyKey: ' ' });
    expect(badKey.headers.get('location')).toBe('/user?refused=BAD_USER_INPUT');
    const other = await s.f.guest();
    const room = await s.f.product(freeId, { places: 2 });
    const theirs = await s.services.bookings.request(other, { productId: room, startDate: addDays(today, 5), endDate: addDays(today, 6) });
    const foreign = await post(`/user/requests/${theirs.id}/cancel`, {});
    expect(foreign.status).toBe(303);
    expect(foreign.headers.get('location')).toMatch(/^\/user\/requests\?refused=(BOOKING_NOT_FOUND|FORBIDDEN)$/);
  });

  it('refuses a cross-site post, and sends someone without a session to the login page', async () => {
    const cross = await post(
      `/user/accommodations/${freeId}/book-tonight`,
      { idempotencyKey: 'd'.repeat(40) },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.status).toBe(403);
    expect(await cross.text()).not.toBe('');
    const anonymous = await fetch(`${server.url}/user/accommodations/${freeId}/book-tonight`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'idempotencyKey=x',
    });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/login?next=%2Fuser');
  });

  it('the language menu: the choice kept with the account, the same page back in it; bad input refused', async () => {
    // The menu is a form on the guest's pages, with the page it is on.
    const shown = await page(client, '/user/requests');
    expect(shown.html).toContain('<form class="language-menu" action="/user/language" method="post">');
    expect(shown.html).toContain('<input type="hidden" name="back" value="/user/requests"/>');
    expect(shown.html).toMatch(/<select id="[^"]+" name="language">/);
    expect(shown.html).toContain('<noscript><button type="submit">OK</button></noscript>');
    try {
      const chosen = await post('/user/language', { language: 'ar', back: '/user/requests?cancelled=1' });
      expect(chosen.status).toBe(303);
      expect(chosen.headers.get('location')).toBe('/user/requests?cancelled=1');
      const again = await page(client, '/user/requests');
      expect(again.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl"/);
      // Not a language, or a page elsewhere: refused, or the shelter list; nothing changed.
      const bad = await post('/user/language', { language: 'xx', back: '/user/requests' });
      expect(bad.headers.get('location')).toBe('/user/requests?refused=BAD_USER_INPUT');
      for (const back of ['//evil.example/user', 'https://evil.example/', '/\\evil.example', '', '/user\n/x'])
        expect((await post('/user/language', { language: 'en', back })).headers.get('location')).toBe('/user');
      expect((await s.services.auth.me(guest)).language).toBe('en');
      const cross = await post(
        '/user/language',
        { language: 'pl', back: '/user' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(cross.status).toBe(403);
      expect((await s.services.auth.me(guest)).language).toBe('en');
    } finally {
      await s.services.account.setMyLanguage(guest, 'sv');
    }
  });
});
