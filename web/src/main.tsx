import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionRoot, type StartApp } from './app/SessionRoot';
import { AppRoutes } from './app/routes';
import { registerServiceWorker } from './lib/service-worker';
import { SSR_STATE_ID } from './lib/ssr-state';
import { SpeechProvider } from './lib/texts';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

// The logged-in app (Apollo, the live connection, the top bar) is its own chunk, fetched only once
// somebody is logged in; the login page never loads it (docs/DECISIONS.md).
const loadApp = (): Promise<StartApp> => import('./app/runtime').then((m) => m.startApp);

/** A submit button of a form the gateway answers by itself (the guest's "Boka i natt", Avboka): the browser posts it without React. */
const postsWithoutScript = (button: HTMLElement): boolean =>
  button instanceof HTMLButtonElement &&
  button.type === 'submit' &&
  Boolean(button.form?.hasAttribute('action')) &&
  !button.classList.contains('side-menu__logout');

// A page the gateway rendered (docs/ARCHITECTURE.md "Server-rendered pages"): hydrated by its own chunk.
if (document.getElementById(SSR_STATE_ID)) {
  // Before React has the server's page, the side menu's toggle opens and closes the menu at once
  // (app/shell/Layout.tsx starts from what it finds); links and the guest's form posts work without
  // React. Any other button needs React: a tap on one waits, and is made again once React has the
  // page (a tap on a part React has not hydrated yet would be lost). "Logga ut" is a form the
  // gateway answers without JavaScript, but the app's own logout also clears what it kept on the
  // device: it waits too. Should the hydration's chunks not arrive, the tap is made again without React.
  let tapped: HTMLElement | null = null;
  let reactHasShell = false;
  const early = (e: Event) => {
    const target = e.target as Element;
    const toggle = target.closest('.menu-toggle');
    const menu = document.getElementById('side-menu');
    if (toggle && menu) {
      if (!reactHasShell) toggle.setAttribute('aria-expanded', String(menu.classList.toggle('side-menu--open')));
      return;
    }
    const button = target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
    if (button && !postsWithoutScript(button)) {
      e.preventDefault();
      e.stopPropagation();
      tapped = button;
    }
  };
  let replayed = false;
  const replay = () => {
    if (replayed) return;
    replayed = true;
    document.removeEventListener('click', early, true);
    tapped?.click();
  };
  document.addEventListener('click', early, true);
  const started = () => {
    reactHasShell = true;
    // A page that never mounts (it failed: the error page shows): taps go to React after a while.
    setTimeout(replay, 10_000);
  };
  // Once the page has hydrated, or when hydration ends without starting (an unreadable state, a
  // reload for a language) or fails.
  import('./app/hydrate')
    .then((m) => m.hydrate(hydrateRoot, container, loadApp, { started, mounted: replay }))
    .then(() => !reactHasShell && replay(), replay);
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
