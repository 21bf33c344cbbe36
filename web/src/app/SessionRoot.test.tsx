import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { person } from '../test-support/session-mocks';
import { type Session, SessionContext, type SessionPerson, useSession } from '../lib/session';
import { type AppRuntime, SessionRoot, type StartApp } from './SessionRoot';

function Show() {
  const { me, loading, error } = useSession();
  return <p data-testid="me">{loading ? 'loading' : (me?.firstName ?? `nobody${error ? ' (error)' : ''}`)}</p>;
}

/** A stand-in for app/runtime.tsx: provides the session it was started with. */
function fakeApp() {
  const started: (SessionPerson | null)[] = [];
  const start: StartApp = (me): AppRuntime => {
    started.push(me);
    const session: Session = { me, loading: false, refetch: () => Promise.resolve() };
    return {
      Providers: ({ children }: { children: ReactNode }) => <SessionContext.Provider value={session}>{children}</SessionContext.Provider>,
    };
  };
  const loadApp = jest.fn(() => Promise.resolve(start));
  return { loadApp, started };
}

const anna = person(['user']);

describe('SessionRoot: the logged-in app loads only for somebody logged in', () => {
  it('nobody logged in: the session is empty and the logged-in app is never loaded', async () => {
    const app = fakeApp();
    render(
      <SessionRoot loadApp={app.loadApp} probe={() => Promise.resolve(null)}>
        <Show />
      </SessionRoot>,
    );
    expect(screen.getByTestId('me').textContent).toBe('loading');
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(app.loadApp).not.toHaveBeenCalled();
  });

  it('a session cannot be read: nobody, with the error', async () => {
    const app = fakeApp();
    render(
      <SessionRoot loadApp={app.loadApp} probe={() => Promise.reject(new Error('nere'))}>
        <Show />
      </SessionRoot>,
    );
    expect(await screen.findByText('nobody (error)')).toBeTruthy();
    expect(app.loadApp).not.toHaveBeenCalled();
  });

  it('a session exists: the logged-in app starts with the probed `me` (no second question)', async () => {
    const app = fakeApp();
    render(
      <SessionRoot loadApp={app.loadApp} probe={() => Promise.resolve(anna)}>
        <Show />
      </SessionRoot>,
    );
    expect(await screen.findByText('Anna')).toBeTruthy();
    expect(app.loadApp).toHaveBeenCalledTimes(1);
    expect(app.started).toEqual([anna]);
  });
});
