import type { RouteObject } from 'react-router-dom';
import { paths } from '../paths';
import { HomePage } from './HomePage';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';

/** The route tree, shared by the browser router (main.tsx) and memory routers in tests. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
