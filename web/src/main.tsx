import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionRoot, type StartApp } from './app/SessionRoot';
import { AppRoutes } from './app/routes';
import { registerServiceWorker } from './lib/service-worker';
import { SpeechProvider } from './lib/texts';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

// The logged-in app (Apollo, the live connection, the top bar) is its own chunk, fetched only once
// somebody is logged in; the login page never loads it (docs/DECISIONS.md).
const loadApp = (): Promise<StartApp> => import('./app/runtime').then((m) => m.startApp);

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

registerServiceWorker();
