/**
 * Registers the service worker (src/sw.ts, built to /sw.js) once the page has loaded, so it never
 * competes with the first render, and says once, politely, when a new version of the app has taken
 * over (issue 17). Kept small: it is part of the first chunk of the app and of the login page.
 *
 * How a new version is known: the new worker installs in the background and, having no
 * skipWaiting, waits until no page of the old one is open; when it activates (on the next visit)
 * it leaves a marker in Cache Storage (UPDATE_CACHE), which the page reads, shows and removes.
 * Nothing is written to localStorage.
 */
import { deviceLanguage } from '../i18n/languages';
import { loadTranslation } from '../i18n/load';
import { offline, type OfflineTexts } from '../i18n/sv/offline';

/** The notice in the language this browser chose (issue 18), Swedish if that cannot be had. */
async function noticeTexts(): Promise<OfflineTexts> {
  const language = deviceLanguage();
  if (language === 'sv') return offline;
  return loadTranslation(language).then(
    (texts) => texts.offline,
    () => offline,
  );
}

/** The cache holding the one marker (not personal: an empty answer under a fixed URL). */
export const UPDATE_CACHE = 'noq-update';
/** Written at install when an older worker is active, moved to UPDATED_MARKER at activation. */
export const PENDING_MARKER = '/__noq/update-pending';
export const UPDATED_MARKER = '/__noq/updated';

/** A status message at the bottom of the screen with a close button (it covers no layout: no shift). */
export function showUpdateNotice(doc: Document = document, t: Pick<OfflineTexts, 'updated' | 'close'> = offline): HTMLElement {
  const box = doc.createElement('div');
  box.setAttribute('role', 'status');
  box.className = 'update-notice';
  box.style.cssText =
    'position:fixed;inset-inline:0.5rem;bottom:0.5rem;z-index:30;display:flex;gap:0.75rem;align-items:center;' +
    'justify-content:space-between;max-width:32rem;margin:0 auto;padding:0.75rem 1rem;border-radius:0.5rem;' +
    'background:#1b1f24;color:#fff;box-shadow:0 2px 8px rgb(0 0 0 / 30%)';
  doc.body.append(box);
  const text = doc.createElement('span');
  text.textContent = t.updated;
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = t.close;
  close.addEventListener('click', () => box.remove());
  // The live region exists before its text, so screen readers announce the text.
  setTimeout(() => box.append(text, close), 100);
  return box;
}

/** True once after a new version took over: the marker is removed as it is read. */
export async function takeUpdateMarker(storage: CacheStorage): Promise<boolean> {
  if (!(await storage.has(UPDATE_CACHE))) return false;
  const cache = await storage.open(UPDATE_CACHE);
  return cache.delete(UPDATED_MARKER);
}

/** Registers /sw.js after the `load` event (at once when the page has loaded already). */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  // No service worker (an old browser, an insecure origin): the app works as before, online only.
  if (!container) return;
  const start = (): void => {
    container.register('/sw.js').catch(() => undefined);
    if (container.controller && 'caches' in win)
      takeUpdateMarker(win.caches).then(
        (updated) => updated && void noticeTexts().then((t) => showUpdateNotice(win.document, t)),
        () => undefined,
      );
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
