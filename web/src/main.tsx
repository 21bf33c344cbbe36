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

// A guest page the gateway rendered (docs/ARCHITECTURE.md "Server-rendered guest pages"): hydrated by its own chunk.
if (document.getElementById(SSR_STATE_ID)) {
  // Before React has the server's page, the side menu's toggle opens and closes the menu at once
  // (app/shell/Layout.tsx starts from what it finds); links and form posts work without React.
  // "Logga ut" is a form the gateway answers without JavaScript, but the app's own logout also
  // clears what it kept on the device: a tap on it then waits, and is made again once React has the page.
  let logout: HTMLElement | null = null;
  const early = (e: Event) => {
    const target = e.target as Element;
    const toggle = target.closest('.menu-toggle');
    const menu = document.getElementById('side-menu');
    if (toggle && menu) toggle.setAttribute('aria-expanded', String(menu.classList.toggle('side-menu--open')));
    const tapped = target.closest<HTMLElement>('.side-menu__logout');
    if (tapped) {
      e.preventDefault();
      logout = tapped;
    }
  };
  document.addEventListener('click', early, true);
  void import('./app/hydrate').then((m) =>
    m.hydrate(hydrateRoot, container, loadApp, () => {
      document.removeEventListener('click', early, true);
      logout?.click();
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
