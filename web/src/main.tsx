import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { SessionRoot, type StartApp } from './app/SessionRoot';
import { routes } from './app/routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

const router = createBrowserRouter(routes);

// The logged-in app (Apollo, the live connection, the top bar) is its own chunk, fetched only once
// somebody is logged in; the login page never loads it (docs/ARCHITECTURE.md).
const loadApp = (): Promise<StartApp> => import('./app/runtime').then((m) => m.startApp);

createRoot(container).render(
  <StrictMode>
    <SessionRoot loadApp={loadApp}>
      <RouterProvider router={router} />
    </SessionRoot>
  </StrictMode>,
);
