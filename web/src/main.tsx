import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionRoot, type StartApp } from './app/SessionRoot';
import { AppRoutes } from './app/routes';
import { afterFirstPaint, preloadNamedChunks } from './lib/after-paint';
import { holdEarlyInput } from './lib/early-input';
import { registerServiceWorker } from './lib/service-worker';
import { SSR_STATE_ID } from './lib/ssr-state';
import { SpeechProvider } from './lib/texts';
// Followed from the start: a dialog fetched when opened gives the focus back where it was (Modal.tsx).
import './ui/last-focused';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

// The logged-in app (Apollo, the live connection, the top bar) is its own chunk, fetched only once
// somebody is logged in; the login page never loads it (docs/DECISIONS.md).
const loadApp = (): Promise<StartApp> => import('./app/runtime').then((m) => m.startApp);

// A page the gateway rendered (docs/ARCHITECTURE.md "Server-rendered pages"): hydrated by its own chunk.
if (document.getElementById(SSR_STATE_ID)) {
  // What is done before React has the page is kept for it (lib/early-input.ts).
  const early = holdEarlyInput(document);
  let reactHasShell = false;
  const started = () => {
    reactHasShell = true;
    early.shellHydrated();
    // A page that never mounts (it failed: the error page shows): taps go to React after a while.
    setTimeout(early.replay, 10_000);
  };
  // Once the page has hydrated, or when hydration ends without starting (an unreadable state, a
  // reload for a language) or fails. Its chunks are fetched once the page has painted (lib/after-paint.ts).
  afterFirstPaint(() =>
    preloadNamedChunks(document, () => {
      import('./app/hydrate')
        .then((m) => m.hydrate(hydrateRoot, container, loadApp, { started, mounted: early.replay }))
        .then(() => !reactHasShell && early.replay(), early.replay);
    }),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <SessionRoot loadApp={loadApp}>
        <SpeechProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SpeechProvider>
      </SessionRoot>
    </StrictMode>,
  );
}

registerServiceWorker();
