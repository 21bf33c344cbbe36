import { fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { sv } from '../i18n/sv';
import { renderRoute } from '../test-support/render';
import { MyBookingsDocument } from '../features/guest/testing';
import { LoginDocument, MeDocument } from '../lib/session.graphql';
import { meMock, person, sessionMocks, topBarMocks } from '../test-support/session-mocks';

const noBookings: MockLink.MockedResponse = {
  request: { query: MyBookingsDocument },
  result: { data: { myBookings: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('group guards (SPEC §2)', () => {
  it('sends somebody not logged in to /login, and after logging in back to the page asked for', async () => {
    const anna = person(['user']);
    let meCalls = 0;
    renderRoute('/user/requests', [
      {
        request: { query: MeDocument },
        // Nobody before the login, Anna after it (the new session cookie).
        result: () => ({ data: { me: meCalls++ === 0 ? null : anna } }),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: LoginDocument, variables: { email: 'anna@noq.example', password: 'noqdemo' } },
        result: { data: { login: anna } },
      },
      ...topBarMocks(),
      noBookings,
    ]);

    const email = await screen.findByLabelText(sv.auth.login.email);
    fireEvent.change(email, { target: { value: 'anna@noq.example' } });
    fireEvent.change(screen.getByLabelText(sv.auth.login.password), { target: { value: 'noqdemo' } });
    fireEvent.click(screen.getByRole('button', { name: sv.auth.login.submit }));

    expect(await screen.findByRole('heading', { level: 2, name: sv.guest.bookings.panel }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText(sv.guest.bookings.empty)).toBeTruthy();
    // The top bar now shows the person and the page title.
    expect(screen.getByText('Anna Lind')).toBeTruthy();
  });

  it('sends a person without the group to /unauthorized, with a link to their own home', async () => {
    renderRoute('/user/requests', sessionMocks(person(['host'], { firstName: 'Maria', lastName: 'Holm' })));

    expect(await screen.findByRole('heading', { name: sv.auth.unauthorized.text })).toBeTruthy();
    expect(screen.getByRole('link', { name: sv.auth.unauthorized.toHome }).getAttribute('href')).toBe('/host');
  });

  it('sends a person with an initial password to /settings first (issue 10)', async () => {
    renderRoute('/host', sessionMocks(person(['host'], { firstName: 'Maria', lastName: 'Holm', mustChangePassword: true })));
    expect(await screen.findByRole('heading', { level: 1, name: sv.account.settings.heading })).toBeTruthy();
  });

  it('admits anybody logged in to the account pages, and nobody else', async () => {
    renderRoute('/user-management', [meMock(null)]);
    expect(await screen.findByRole('button', { name: sv.auth.login.submit })).toBeTruthy();
  });
});
