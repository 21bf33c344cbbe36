import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { MeDocument } from '../features/auth/me.graphql';
import type { MeQuery } from '../gql/graphql';
import { sv } from '../i18n/sv';
import { renderRoute } from '../test-support/render';

const meMock = (me: MeQuery['me']): MockLink.MockedResponse<MeQuery> => ({
  request: { query: MeDocument },
  result: {
    data: { me },
  },
});

describe('home page (placeholder)', () => {
  it('greets and names the logged-in person', async () => {
    renderRoute('/', [
      meMock({
        id: '7',
        username: 'gast@noq.example',
        firstName: 'Greta',
        lastName: 'Gästsson',
        usergroups: ['user'],
        host: null,
      }),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: sv.app.welcome })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(sv.status.loading);
    expect(await screen.findByText('Inloggad som Greta Gästsson')).toBeTruthy();
    expect(screen.queryByText(sv.auth.notLoggedIn)).toBeNull();
  });

  it("says 'Inte inloggad' when nobody is logged in", async () => {
    renderRoute('/', [meMock(null)]);

    expect(await screen.findByText('Inte inloggad')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Välkommen till noQ');
  });

  it('shows an error text when the query fails', async () => {
    renderRoute('/', [{ request: { query: MeDocument }, error: new Error('nätverket är nere') }]);

    expect((await screen.findByRole('alert')).textContent).toBe(sv.status.loadFailed);
  });

  it("shows 'Sidan finns inte.' for an unknown path", async () => {
    renderRoute('/finns-inte');

    expect(await screen.findByRole('heading', { name: sv.notFound.text })).toBeTruthy();
    expect(screen.getByRole('link', { name: sv.notFound.toStart }).getAttribute('href')).toBe('/');
  });
});
