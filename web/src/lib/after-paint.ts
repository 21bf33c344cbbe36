/**
 * A server-rendered page paints before its hydration's chunks are fetched (docs/DECISIONS.md "The
 * page before its hydration"). The gateway names those chunks in a `<meta>` of the head instead
 * of as modulepreloads (gateway/src/ssr/server-render.ts), so the preload scanner leaves them; on a
 * slow connection the page's style sheets and first chunk get the bandwidth, the phone paints the
 * list, and only then do the app's and the page's chunks (about 45 KB) follow, all at once.
 */

/** The `<meta name>` listing the hydration's chunks, space-separated paths (`/assets/…js`). */
export const AFTER_PAINT_META = 'noq-after-paint';

/**
 * Runs `then` once the browser has painted what it has: in the task after the next animation
 * frame. A page in a background tab gets no frames, so after `fallbackMs` at the latest.
 */
export function afterFirstPaint(then: () => void, fallbackMs = 200): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(go));
  setTimeout(go, fallbackMs);
}

/**
 * How many modulepreloads one task adds: each costs the main thread a fetch's start, about 6 ms on
 * this project's slow machine unthrottled (24 ms on the phone Lighthouse simulates), so one: three
 * were a long task each.
 */
export const PRELOADS_PER_TASK = 1;

/**
 * Adds a `<link rel="modulepreload">` for each chunk the page's meta names and no link names yet,
 * `PRELOADS_PER_TASK` per task, then runs `then`. The meta names every chunk hydration imports, so
 * Vite's preload helper, when the hydration imports them, finds each linked already and adds none: its
 * thirty-odd links had been part of two long tasks (docs/DECISIONS.md "The page before its
 * hydration").
 */
export function preloadNamedChunks(doc: Document, then: () => void): void {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${AFTER_PAINT_META}"]`)?.content ?? '';
  // The links there are, read once: a query of the document per chunk was half of the first task.
  const linked = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[href]'), (l) => l.getAttribute('href')));
  const unlinked = named.split(/\s+/).filter((href) => href !== '' && !linked.has(href));
  const step = () => {
    for (const href of unlinked.splice(0, PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    if (unlinked.length > 0) setTimeout(step);
    else then();
  };
  step();
}
