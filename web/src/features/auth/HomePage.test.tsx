import { screen, waitFor } from '@testing-library/react';
import { GuestSheltersDocument } from '../guest/testing';
import { meMock, person, sessionMocks } from '../../test-support/session-mocks';
import { MeDocument } from '../../lib/session.graphql';
import { sv } from '../../i18n/sv';
import { renderRoute } from '../../test-support/render';

describe('/ (SPEC §2)', () => {
  it('sends somebody not logged in to the login page', async () => {
    const { left } = renderRoute('/', [meMock(null)]);

    await waitFor(() => expect(left).toEqual(['/login']));
  });

  it("sends a logged-in person to their first group's home", async () => {
    renderRoute('/', [
      ...sessionMocks(person(['user', 'volunteer'])),
      { request: { query: GuestSheltersDocument }, result: { data: { shelterPage: { total: 0, hasMore: false, shelters: [] } } } },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: sv.guest.shelters.heading })).toBeTruthy();
    expect(await screen.findByText(sv.guest.shelters.empty)).toBeTruthy();
  });

  it('sends to the login page when the session cannot be read', async () => {
    const { left } = renderRoute('/', [{ request: { query: MeDocument }, error: new Error('nätverket är nere') }]);

    await waitFor(() => expect(left).toEqual(['/login']));
  });

  it('/login inside the app loads the login page, keeping where to come back to', async () => {
    const { left } = renderRoute('/login?next=%2Fhost', [meMock(null)]);

    await waitFor(() => expect(left).toEqual(['/login?next=%2Fhost']));
  });

  it("shows 'Sidan finns inte.' for an unknown path", async () => {
    renderRoute('/finns-inte', [meMock(null)]);

    expect(await screen.findByRole('heading', { name: sv.notFound.text })).toBeTruthy();
    expect(screen.getByRole('link', { name: sv.notFound.toStart }).getAttribute('href')).toBe('/');
  });
});
