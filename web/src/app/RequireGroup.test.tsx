import { screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { sv } from '../i18n/sv';
import { renderRoute } from '../test-support/render';
import { MyBookingsDocument } from '../features/guest/testing';
import { meMock, person, sessionMocks, topBarMocks } from '../test-support/session-mocks';

const noBookings: MockLink.MockedResponse = {
  request: { query: MyBookingsDocument },
  result: { data: { myBookings: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('group guards (SPEC §2)', () => {
  it('sends somebody not logged in to the login page, asked to come back to the page asked for', async () => {
    const { left } = renderRoute('/user/requests?visa=alla#lista', [meMock(null)]);

    await waitFor(() => expect(left).toEqual(['/login?next=%2Fuser%2Frequests%3Fvisa%3Dalla%23lista']));
  });

  it('lets a logged-in guest in, with the top bar', async () => {
    renderRoute('/user/requests', [...sessionMocks(person(['user'])), ...topBarMocks(), noBookings]);

    expect(await screen.findByRole('heading', { level: 2, name: sv.guest.bookings.panel }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText(sv.guest.bookings.empty)).toBeTruthy();
    expect(screen.getByText('Anna Lind')).toBeTruthy();
  });

  it('sends a person without the group to /unauthorized, with a link to their own home', async () => {
    renderRoute('/user/requests', sessionMocks(person(['host'], { firstName: 'Maria', lastName: 'Holm' })));

    expect(await screen.findByRole('heading', { name: sv.auth.unauthorized.text })).toBeTruthy();
    expect(screen.getByRole('link', { name: sv.auth.unauthorized.toHome }).getAttribute('href')).toBe('/host');
  });

  it('sends a person with an initial password to /settings first (issue 10), saying why, the password form focused (issue 23 §7)', async () => {
    renderRoute('/host', sessionMocks(person(['host'], { firstName: 'Maria', lastName: 'Holm', mustChangePassword: true })));
    expect(await screen.findByRole('heading', { level: 1, name: sv.account.settings.heading })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(sv.account.settings.mustChange);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(sv.account.settings.currentPassword)));
  });

  it('admits anybody logged in to the account pages, and nobody else', async () => {
    const { left } = renderRoute('/user-management', [meMock(null)]);
    await waitFor(() => expect(left).toEqual(['/login?next=%2Fuser-management']));
  });
});
