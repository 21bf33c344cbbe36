/// <reference lib="webworker" />
/**
 * The service worker (issue 17), built by vite-plugin-pwa (injectManifest) to /sw.js:
 * - the app's own files (JS, CSS, HTML pages, icons, manifest; not GraphiQL) are precached and
 *   answered from the cache first (their names carry a hash, or a revision in the precache list);
 * - a page load (navigation) always goes to the network, for fresh HTML and the session; when the
 *   network fails, the precached Swedish offline page answers instead of the browser's error. The
 *   guest's server-rendered pages (issue 34, gateway/src/ssr/) are such navigations: one guest's
 *   page is never stored, so never shown to another; their form posts are not GETs and pass by;
 * - nothing else is touched: /graphql, /api and every other answer go to the network and are never
 *   stored, so nothing personal is ever kept here (the offline page reads the guest's own bookings
 *   from localStorage, lib/offline-store.ts);
 * - no skipWaiting: a new version waits until no page of the old one is open and takes over on
 *   the next visit, leaving a marker for the page's one notice (lib/service-worker.ts).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { PENDING_MARKER, UPDATE_CACHE, UPDATED_MARKER } from './lib/service-worker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const OFFLINE_PAGE = '/offline.html';

// Navigations first (routes match in the order registered), so a precached HTML file is never
// answered from the cache for a page load. The API's own pages and downloads are left alone.
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/graphql(\/|$)/] },
  ),
);

// The file list is injected at build time (vite.config.ts: no GraphiQL, no .br/.gz copies).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// An update (an older worker is active while this one installs): marked now, announced once this
// worker takes over (kept in Cache Storage: a waiting worker may be stopped and started again).
self.addEventListener('install', (event) => {
  if (self.registration.active) event.waitUntil(caches.open(UPDATE_CACHE).then((c) => c.put(PENDING_MARKER, new Response(''))));
});

async function activated(): Promise<void> {
  // The page load starts while the worker boots (the answer is then the preloaded one).
  await self.registration.navigationPreload?.enable();
  if (!(await caches.has(UPDATE_CACHE))) return;
  const cache = await caches.open(UPDATE_CACHE);
  if (await cache.delete(PENDING_MARKER)) await cache.put(UPDATED_MARKER, new Response(''));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(activated());
});
