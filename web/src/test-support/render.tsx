import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '../routes/routes';

/** Renders the app's routes at `path` with Apollo mocks (no network). */
export function renderRoute(
  path: string,
  mocks: ReadonlyArray<MockLink.MockedResponse> = [],
): RenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}
