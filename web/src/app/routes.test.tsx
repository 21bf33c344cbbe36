import { matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { matchedBranch, matchOnce } from '../lib/route-handle';
import { routes } from './routes';

/** Every path of the app with its parameters filled, and some that are no page. */
const everyPath = [
  ...Object.values(paths).map((p) => p.replace(/:[a-zA-Z]+/g, '17')),
  '/nope',
  '/host/nope/deeper',
  '/accommodations/17/x',
  // react-router matches without case, decodes percent-encoding and ignores a trailing slash.
  '/VOLUNTEER',
  '/Host/Requests',
  '/vol%75nteer',
  '/host/',
  '//host',
  '/',
];

const shape = (matches: ReturnType<typeof matchRoutes>) =>
  (matches ?? []).map((m) => ({
    element: m.route.element,
    handle: m.route.handle,
    params: m.params,
    pathname: m.pathname,
    base: m.pathnameBase,
  }));

describe('the routes ranked once per path (lib/route-handle.ts)', () => {
  it.each(everyPath)('%s: the cut-down table matches what the whole table does', (path) => {
    const whole = matchRoutes(routes, path);
    expect(whole?.length).toBeGreaterThan(0);
    expect(shape(matchRoutes(matchedBranch(routes, path), path))).toEqual(shape(whole));
    expect(shape(matchOnce(routes, path))).toEqual(shape(whole));
  });

  it('answers the same matches for the same path, and the right ones after another path', () => {
    expect(matchOnce(routes, '/host')).toBe(matchOnce(routes, '/host'));
    expect(shape(matchRoutes(matchedBranch(routes, '/user'), '/user'))).toEqual(shape(matchRoutes(routes, '/user')));
    expect(shape(matchRoutes(matchedBranch(routes, '/host'), '/host'))).toEqual(shape(matchRoutes(routes, '/host')));
  });

  it('keeps the routes of a first segment that is a parameter, `*` or optional', () => {
    const el = (name: string) => <i>{name}</i>;
    const table: RouteObject[] = [
      { path: '/a', element: el('a') },
      { path: '/:any/x', element: el('param') },
      { path: '/maybe?/y', element: el('optional') },
      { path: '/b/*', element: el('b') },
    ];
    for (const path of ['/z/x', '/y', '/maybe/y', '/b/c', '/A'])
      expect(shape(matchOnce(table, path))).toEqual(shape(matchRoutes(table, path)));
    expect(matchOnce(table, '/y')[0]?.route.element).toEqual(el('optional'));
  });

  it('a table without a catch-all gives useRoutes the whole table for a path that matches nothing', () => {
    const table: RouteObject[] = [{ path: '/a', element: null }];
    expect(matchedBranch(table, '/b')).toBe(table);
  });
});
