import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { SessionLive } from './app/live';
import { routes } from './routes/routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

const client = createApolloClient();
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <SessionLive>
        <RouterProvider router={router} />
      </SessionLive>
    </ApolloProvider>
  </StrictMode>,
);
