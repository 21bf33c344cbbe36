/**
 * A page the gateway rendered (a guest's, a host's or a caseworker's: src/entry-server.tsx, the same
 * tree with a StaticRouter; docs/ARCHITECTURE.md "Server-rendered pages"), hydrated once the
 * logged-in app's chunk, the page's language and the page's own chunk are here, so the first render
 * on the phone is the server's. Concurrent hydration: React hydrates in slices; the HTML stays
 * readable meanwhile. Its own chunk, fetched by main.tsx only for such a page.
 */
import { startTransition, StrictMode } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isLanguage, rememberDeviceLanguage } from '../i18n/languages';
import { FormKeyContext } from '../lib/form-key';
import { afterPageMounted, loadPageOf } from '../lib/lazy-page';
import { fetchSetMyLanguage } from '../lib/graphql-fetch';
import { RenderedAtContext } from '../lib/now';
import { forgetUnlessOwner } from '../lib/offline-store';
import { readSsrState } from '../lib/ssr-state';
import { matchOnce } from '../lib/route-handle';
import { loadSvAreas, loadTexts, SpeechProvider } from '../lib/texts';
import { AppRoutes, routes } from './routes';
import { SessionRoot, type StartApp } from './SessionRoot';

/**
 * `hydrateRoot` comes from main.tsx: react-dom/client imported here too would split the react-dom
 * chunk that every route loads (about 300 bytes more for all).
 */
export async function hydrate(
  hydrateRoot: typeof HydrateRoot,
  root: HTMLElement,
  loadApp: () => Promise<StartApp>,
  /** `started`: hydration has started (React handles the shell's events); `mounted`: the page has hydrated too. */
  { started, mounted }: { started: () => void; mounted: () => void },
): Promise<void> {
  const ssr = readSsrState(document);
  // Unreadable (the gateway always writes it): the server's page stays as it is, readable.
  if (!ssr) return;
  // The server rendered with the guest's texts loaded (the top bar's page title reads them): so does the browser.
  const app = Promise.all([import('./runtime'), loadTexts(ssr.language), ssr.language === 'sv' ? loadSvAreas(ssr.areas) : undefined]);
  // Awaited below, after a task boundary: a failure meanwhile is not an unhandled rejection.
  app.catch(() => undefined);
  // The route ranking and the page chunk's preloads in a task of their own: with the app chunk's
  // preloads above they were one long task (docs/DECISIONS.md "Fewer preloads at hydration").
  await new Promise((resolve) => setTimeout(resolve));
  // The page's own chunk (named in the page's head): the page hydrates in the first pass (lib/lazy-page.tsx).
  const page = Promise.all(matchOnce(routes, window.location.pathname).map((match) => loadPageOf(match.route.element)));
  const [[{ hydratedApp, restoredClient }, texts]] = await Promise.all([app, page]);
  // Tasks of their own: the app chunk's start, the cache's restore and its first read (with the app's
  // start below) would be one long task. Before the language check below: from it to hydrateRoot
  // nothing may wait, or a choice in the menu in between would be lost (React would hydrate the menu
  // back to the server's language).
  await new Promise((resolve) => setTimeout(resolve));
  const client = restoredClient(ssr.apollo);
  await new Promise((resolve) => setTimeout(resolve));
  // A language chosen in the menu before the script ran: the account takes it and the server renders
  // the page again in it (React would keep the HTML's language and lose the choice).
  const early = root.querySelector<HTMLSelectElement>('.language-menu select')?.value;
  if (isLanguage(early) && early !== ssr.language) {
    rememberDeviceLanguage(early);
    await fetchSetMyLanguage(early).catch(() => undefined);
    window.location.reload();
    return;
  }
  const { runtime, me, settled } = hydratedApp(client, ssr.renderedAt);
  // From the page's first render on, or the guest's first tap, key or choice, or 3 s, queries ask the
  // network again (a refetch after a booking, a language, a live event); before, the server's answers.
  afterPageMounted(() => {
    settled();
    mounted();
  });
  for (const type of ['pointerdown', 'keydown', 'change']) document.addEventListener(type, settled, { capture: true, once: true });
  setTimeout(settled, 3000);
  void forgetUnlessOwner(me?.id ?? null);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (issue 34 §2). A tap, key or choice meanwhile makes React hydrate
  // what it reached at once and then handle it.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SessionRoot loadApp={loadApp} hydrated={runtime}>
          <SpeechProvider initial={ssr.language} preloaded={{ language: ssr.language, texts }}>
            <FormKeyContext.Provider value={ssr.formKey}>
              <RenderedAtContext.Provider value={ssr.renderedAt}>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </RenderedAtContext.Provider>
            </FormKeyContext.Provider>
          </SpeechProvider>
        </SessionRoot>
      </StrictMode>,
      // A mismatch is a bug (e2e/guest-hydration.e2e.ts looks for this line), not a silent re-render.
      { onRecoverableError: (error) => console.error('noQ hydration:', error) },
    );
  });
  started();
}
