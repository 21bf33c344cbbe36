// Journey: the installable app on a bad connection (issue 17 §3). Anna (the demo guest) logs in and
// loads her bookings; the service worker is active; the network goes away (playwright's offline
// mode) and a reload shows the Swedish offline page with her last-known bookings (shelter, dates,
// status) and when they were fetched; back online she logs out through the menu, and nothing of hers
// is left on the device: no snapshot in localStorage or sessionStorage, and Cache Storage holds no
// answer of /graphql or /api and no text of hers. A host loading pages stores no snapshot. axe runs
// on the offline page at 360 px.
import type { Page } from 'playwright-core';
import { a11yProblems } from './support/a11y';
import { journey, viewports } from './support/browser';
import { GUEST_EMAIL, logInThroughForm } from './support/guest-journey';
import { apiAs, DEMO_PASSWORD } from './support/staff-session';

const HOST_EMAIL = 'vard@noq.example';
/** lib/offline-store.ts: where the guest's bookings are kept for the offline page. */
const SNAPSHOT_KEY = 'noq-own-bookings';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Avvaktar',
  in_queue: 'I kö',
  accepted: 'Rekommenderad',
  advised_against: 'Ej rekommenderad',
  reserved: 'Tilldelad',
  confirmed: 'Bekräftad',
  checked_in: 'Incheckad',
  completed: 'Utcheckad',
  declined: 'Nekad',
  cancelled: 'Avbokad',
};

interface OwnBooking {
  status: string;
  startDate: string;
  endDate: string;
  product: { shelter: { name: string; street: string; postcode: string; city: string; phone: string | null; checkInUntil: string | null } };
}

const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { level, name, exact: true });

/** The page's own bookings, asked with its session (what the bookings page shows). */
async function ownBookings(page: Page): Promise<OwnBooking[]> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ myBookings { status startDate endDate product { shelter { name street postcode city phone checkInUntil } } } }' },
  });
  const body = (await response.json()) as { data?: { myBookings: OwnBooking[] } };
  if (!body.data) throw new Error(`myBookings failed: ${JSON.stringify(body)}`);
  return body.data.myBookings;
}

/** Waits until the page's origin has an activated service worker (the app registers it after load). */
async function serviceWorkerActive(page: Page): Promise<void> {
  const state = await page.evaluate(async () => {
    const activated = (async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
      }
      return 'activated';
    })();
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('none within 30 s'), 30_000));
    return Promise.race([activated, late]);
  });
  expect(state).toBe('activated');
}

interface CacheEntry {
  cache: string;
  url: string;
  body: string;
}

/** Every entry of Cache Storage, with its body as text. */
const cacheEntries = (page: Page): Promise<CacheEntry[]> =>
  page.evaluate(async () => {
    const entries: CacheEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, body: response ? await response.text() : '' });
      }
    }
    return entries;
  });

/** Both storages as key → value. */
const storages = (page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> =>
  page.evaluate(() => {
    const read = (s: Storage): Record<string, string> => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k) ?? '']));
    return { local: read(window.localStorage), session: read(window.sessionStorage) };
  });

/** Entries answering /graphql or /api, or holding any of `texts`. */
function personalEntries(entries: CacheEntry[], texts: string[]): string[] {
  return entries.flatMap((e) => {
    const path = new URL(e.url).pathname;
    const api = /^\/(graphql|api)(\/|$)/.test(path) ? ['an API answer'] : [];
    return [...api, ...texts.filter((t) => e.body.includes(t))].map((what) => `${e.cache} ${path}: ${what}`);
  });
}

/** What the offline page writes for a stay date and for the time fetched (src/offline/offline.ts). */
const stayDate = (date: string): string =>
  new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const fetchedAt = (instant: number): string =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Stockholm' }).format(new Date(instant));

describe('offline', () => {
  const j = journey('offline');

  it("shows a guest's last-known bookings offline, and logout leaves nothing of hers", async () => {
    const { page, context } = j;
    await page.goto('/login');
    await logInThroughForm(page);
    await heading(page, 'Boställen').waitFor();

    // Her bookings page: the answer is kept for the offline page, only what that page shows.
    await page.goto('/user/requests');
    await heading(page, 'Mina Bokningar', 2).waitFor();
    const bookings = await ownBookings(page);
    expect(bookings.length).toBeGreaterThan(0);
    await page.locator('.booking-card').first().waitFor();
    await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, SNAPSHOT_KEY);
    const kept = JSON.parse((await storages(page)).local[SNAPSHOT_KEY] ?? '{}') as { fetchedAt: string; bookings: unknown[] };
    const now = await page.evaluate(() => Date.now());
    expect(kept.fetchedAt).toBe(new Date(now).toISOString());
    expect(kept.bookings).toEqual(
      bookings.map((b) => ({
        shelter: b.product.shelter.name,
        address: `${b.product.shelter.street}, ${b.product.shelter.postcode.slice(0, 3)} ${b.product.shelter.postcode.slice(3)} ${b.product.shelter.city}`,
        startDate: b.startDate,
        endDate: b.endDate,
        status: b.status,
        // Issue 33 §10: the shelter's phone and latest check-in (the shelter's, nothing of hers).
        phone: b.product.shelter.phone,
        checkInUntil: b.product.shelter.checkInUntil,
      })),
    );

    // The service worker is active; it keeps no answer of the API.
    await serviceWorkerActive(page);
    const personal = [
      'Anna Lind',
      GUEST_EMAIL,
      ...new Set(bookings.flatMap((b) => [b.product.shelter.name, b.product.shelter.street, b.startDate, b.endDate])),
    ];
    expect(personalEntries(await cacheEntries(page), personal)).toEqual([]);

    // Offline: a reload shows the offline page (from the service worker) with the bookings.
    await context.setOffline(true);
    const offlineAnswer = await page.reload();
    expect(offlineAnswer?.fromServiceWorker()).toBe(true);
    await heading(page, 'Ingen anslutning').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/requests');
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    await page.getByText('Sidan fungerar igen när anslutningen är tillbaka.').waitFor();
    await page.getByRole('button', { name: 'Försök igen' }).waitFor();
    await heading(page, 'Dina bokningar', 2).waitFor();
    await page.getByText(`Hämtat ${fetchedAt(now)}`, { exact: true }).waitFor();
    const items = page.getByRole('list').getByRole('listitem');
    expect(await items.count()).toBe(bookings.length);
    for (const [i, b] of bookings.entries()) {
      const item = items.nth(i);
      expect(await item.getByRole('heading', { level: 3 }).textContent()).toBe(b.product.shelter.name);
      const text = (await item.textContent()) ?? '';
      expect(text).toContain(b.product.shelter.street);
      expect(text).toContain(`Incheckning: ${stayDate(b.startDate)}`);
      expect(text).toContain(`Utcheckning: ${stayDate(b.endDate)}`);
      expect(text).toContain(`Status: ${STATUS_LABELS[b.status]}`);
      // Issue 33 §10: the shelter's phone (a link that calls) and the latest check-in on each card.
      if (b.product.shelter.phone) {
        expect(text).toContain(`Telefon: ${b.product.shelter.phone}`);
        expect(await item.getByRole('link', { name: b.product.shelter.phone }).getAttribute('href')).toBe(
          `tel:${b.product.shelter.phone.replace(/[^\d+]/g, '')}`,
        );
      }
      if (b.product.shelter.checkInUntil) expect(text).toContain(`Senaste incheckning: ${b.product.shelter.checkInUntil}`);
    }
    expect(bookings.some((b) => b.product.shelter.phone && b.product.shelter.checkInUntil)).toBe(true);
    await j.shoot('01-offline-bookings');

    // Accessible on a 360 px phone, nothing wider than the screen.
    await page.setViewportSize(viewports.phone);
    expect(await a11yProblems(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize(viewports.desktop);

    // 'Försök igen' while still offline: the offline page again.
    await page.getByRole('button', { name: 'Försök igen' }).click();
    await page.waitForLoadState('load');
    await heading(page, 'Ingen anslutning').waitFor();

    // Back online, 'Försök igen' brings the bookings page back; then logout through the menu.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Försök igen' }).click();
    await heading(page, 'Mina Bokningar', 2).waitFor();
    // The server's page shows before its script has run. A tap then is the plain form's: the
    // gateway logs out and answers with the login page (no JavaScript, e2e/guest-nojs.e2e.ts). This
    // journey is about the app's own logout, which also clears the device: its script first (a CI
    // run tapped within those milliseconds; later taps wait for React, lib/early-input.ts).
    await page.waitForLoadState('domcontentloaded');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await heading(page, 'Välkommen till noQ').waitFor();

    // Nothing of hers is left: no snapshot, no answer of the API, none of her texts in any cache.
    const after = await storages(page);
    expect(after.local[SNAPSHOT_KEY]).toBeUndefined();
    expect(after.session[SNAPSHOT_KEY]).toBeUndefined();
    for (const value of [...Object.values(after.local), ...Object.values(after.session)]) {
      expect(personal.filter((t) => value.includes(t))).toEqual([]);
    }
    const entries = await cacheEntries(page);
    // The app's own files stay (precache): the check above read them all.
    expect(entries.some((e) => new URL(e.url).pathname === '/offline.html')).toBe(true);
    expect(personalEntries(entries, personal)).toEqual([]);

    // Offline again, logged out: the offline page has no bookings to show.
    await context.setOffline(true);
    await page.reload();
    await heading(page, 'Ingen anslutning').waitFor();
    expect(await heading(page, 'Dina bokningar', 2).count()).toBe(0);
    await context.setOffline(false);
  });

  /** Anna logged in, her bookings page loaded (the snapshot kept), the service worker active. */
  async function annaWithSnapshot(page: Page): Promise<string[]> {
    await page.goto('/login');
    await logInThroughForm(page);
    await heading(page, 'Boställen').waitFor();
    await page.goto('/user/requests');
    await heading(page, 'Mina Bokningar', 2).waitFor();
    await page.locator('.booking-card').first().waitFor();
    await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, SNAPSHOT_KEY);
    await serviceWorkerActive(page);
    const bookings = await ownBookings(page);
    return [...new Set(bookings.flatMap((b) => [b.product.shelter.name, b.product.shelter.street]))];
  }

  /** Offline, a reload: the offline page, and none of `texts` on it or kept on the device. */
  async function offlineShowsNothingOf(page: Page, texts: string[]): Promise<void> {
    await j.context.setOffline(true);
    try {
      const answer = await page.reload();
      expect(answer?.fromServiceWorker()).toBe(true);
      await heading(page, 'Ingen anslutning').waitFor();
      expect(await heading(page, 'Dina bokningar', 2).count()).toBe(0);
      const shown = (await page.locator('body').textContent()) ?? '';
      expect(texts.filter((t) => shown.includes(t))).toEqual([]);
      const { local, session } = await storages(page);
      expect(local[SNAPSHOT_KEY]).toBeUndefined();
      expect(session[SNAPSHOT_KEY]).toBeUndefined();
    } finally {
      await j.context.setOffline(false);
    }
  }

  it('forgets her bookings when the session is ended on the server (issue 29 §5)', async () => {
    const { page } = j;
    const texts = await annaWithSnapshot(page);
    // An admin deactivates her account (every session ends at once) and reactivates it.
    const me = (await (await page.request.post('/graphql', { data: { query: '{ me { id } }' } })).json()) as {
      data: { me: { id: string } };
    };
    const admin = await apiAs('admin@noq.example');
    try {
      for (const step of ['deactivate', 'reactivate']) {
        expect((await admin.post(`/api/admin/accounts/${me.data.me.id}/${step}/`)).status()).toBe(200);
      }
    } finally {
      await admin.dispose();
    }
    // The phone next talks to the server (the app asks who is logged in): the session is gone.
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    await offlineShowsNothingOf(page, texts);
  });

  it('forgets her bookings when the cookies are cleared (issue 29 §5)', async () => {
    const { page, context } = j;
    const texts = await annaWithSnapshot(page);
    await context.clearCookies();
    await offlineShowsNothingOf(page, texts);
  });

  it("shows her bookings offline only until the session's absolute expiry (issue 29 §5)", async () => {
    const { page, context } = j;
    const texts = await annaWithSnapshot(page);
    // Offline for 15 days (a session ends 14 days after login, used or not).
    const later = (await page.evaluate(() => Date.now())) + 15 * 24 * 3600 * 1000;
    await context.clock.setFixedTime(new Date(later));
    await offlineShowsNothingOf(page, texts);
  });

  it('keeps no snapshot for a host loading her pages', async () => {
    const { page } = j;
    await page.goto('/login');
    await logInThroughForm(page, HOST_EMAIL, DEMO_PASSWORD);
    await heading(page, 'Överblick').waitFor();
    await page.goto('/host/requests');
    await page.locator('main h1').first().waitFor();
    await serviceWorkerActive(page);
    // Pages that list guests' bookings were loaded: still nothing kept.
    const { local, session } = await storages(page);
    expect(local[SNAPSHOT_KEY]).toBeUndefined();
    expect(session[SNAPSHOT_KEY]).toBeUndefined();
    expect(personalEntries(await cacheEntries(page), ['Maria Holm', HOST_EMAIL])).toEqual([]);
  });
});
