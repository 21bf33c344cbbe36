import { screen } from '@testing-library/react';
import { GuestSheltersDocument } from '../guest/testing';
import { meMock, person, sessionMocks } from '../../test-support/session-mocks';
import { MeDocument } from '../../lib/session.graphql';
import { sv } from '../../i18n/sv';
import { renderRoute } from '../../test-support/render';

describe('/ (SPEC §2)', () => {
  it("shows the login page, 'Välkommen till noQ', to somebody not logged in", async () => {
    renderRoute('/', [meMock(null)]);

    expect(await screen.findByRole('heading', { level: 1, name: sv.app.welcome })).toBeTruthy();
    expect(screen.getByLabelText(sv.auth.login.email)).toBeTruthy();
  });

  it("sends a logged-in person to their first group's home", async () => {
    renderRoute('/', [
      ...sessionMocks(person(['user', 'volunteer'])),
      { request: { query: GuestSheltersDocument }, result: { data: { shelters: [] } } },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: sv.guest.shelters.heading })).toBeTruthy();
    expect(await screen.findByText(sv.guest.shelters.empty)).toBeTruthy();
  });

  it('shows the login page when the session cannot be read', async () => {
    renderRoute('/', [{ request: { query: MeDocument }, error: new Error('nätverket är nere') }]);

    expect(await screen.findByRole('button', { name: sv.auth.login.submit })).toBeTruthy();
  });

  it("shows 'Sidan finns inte.' for an unknown path", async () => {
    renderRoute('/finns-inte', [meMock(null)]);

    expect(await screen.findByRole('heading', { name: sv.notFound.text })).toBeTruthy();
    expect(screen.getByRole('link', { name: sv.notFound.toStart }).getAttribute('href')).toBe('/');
  });
});
