import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { sv } from '../../i18n/sv';
import { renderRoute } from '../../test-support/render';
import { person, sessionMocks } from '../../test-support/session-mocks';
import { UnreadNotificationsDocument } from '../../lib/notifications.graphql';
import {
  ChangeMyEmailDocument,
  ChangeMyPasswordDocument,
  MarkNotificationsReadDocument,
  AccountBookingDocument,
  NotificationsDocument,
  UpdateMyNameDocument,
} from './account.graphql';

const s = sv.account.settings;

describe('settings page', () => {
  it('saves the name, and the top bar shows it', async () => {
    renderRoute('/settings', [
      ...sessionMocks(person(['user'])),
      {
        request: { query: UpdateMyNameDocument, variables: { firstName: 'Annie', lastName: 'Lind' } },
        result: { data: { updateMyName: { __typename: 'Me', id: '7', firstName: 'Annie', lastName: 'Lind' } } },
      },
    ]);
    const first = (await screen.findByLabelText(s.firstName)) as HTMLInputElement;
    expect(first.value).toBe('Anna');
    fireEvent.change(first, { target: { value: 'Annie' } });
    fireEvent.click(screen.getByRole('button', { name: s.saveName }));

    expect((await screen.findByRole('status')).textContent).toBe(s.nameSaved);
    await waitFor(() => expect(document.querySelector('.top-bar__name')?.textContent).toBe('Annie Lind'));
  });

  it('checks the new password before sending, and shows the server reason after', async () => {
    renderRoute('/settings', [
      ...sessionMocks(person(['user'])),
      {
        request: { query: ChangeMyPasswordDocument, variables: { currentPassword: 'fel', newPassword: 'ett-nytt-lösen' } },
        result: { errors: [new GraphQLError('Nuvarande lösenord är fel.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    const form = (await screen.findByRole('heading', { name: s.passwordHeading })).closest('form') as HTMLElement;
    const fill = (current: string, next: string, repeat: string) => {
      fireEvent.change(within(form).getByLabelText(s.currentPassword), { target: { value: current } });
      fireEvent.change(within(form).getByLabelText(s.newPassword), { target: { value: next } });
      fireEvent.change(within(form).getByLabelText(s.repeatPassword), { target: { value: repeat } });
      fireEvent.click(within(form).getByRole('button', { name: s.savePassword }));
    };

    fill('fel', 'kort', 'kort');
    expect((await within(form).findByRole('alert')).textContent).toBe(s.passwordTooShort);
    fill('fel', 'ett-nytt-lösen', 'ett-annat-lösen');
    expect((await within(form).findByRole('alert')).textContent).toBe(s.passwordMismatch);
    fill('fel', 'ett-nytt-lösen', 'ett-nytt-lösen');
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Nuvarande lösenord är fel.'));
  });
});

describe('notifications page', () => {
  it('lists the events, marks the new ones, and marks them read', async () => {
    let marked = 0;
    renderRoute('/notifications', [
      ...sessionMocks(person(['user']), { unread: 1 }),
      {
        request: { query: NotificationsDocument, variables: { limit: 30 } },
        result: {
          data: {
            notifications: {
              __typename: 'NotificationFeed',
              unreadCount: 1,
              items: [
                {
                  __typename: 'Notification',
                  id: '5',
                  action: 'assign',
                  fromStatus: 'pending',
                  toStatus: 'reserved',
                  actorGroup: 'host',
                  reason: null,
                  at: '2030-11-20T14:05:00.000Z',
                  unread: true,
                  booking: {
                    __typename: 'Booking',
                    id: '9',
                    startDate: '2030-11-22',
                    endDate: '2030-11-24',
                    guest: { __typename: 'BookingGuest', id: '7', firstName: 'Anna', lastName: 'Lind' },
                    product: {
                      __typename: 'Product',
                      id: '11',
                      name: 'Rum 1',
                      shelter: { __typename: 'Shelter', id: '1', name: 'Härbärget Ljusglimten' },
                    },
                  },
                },
              ],
              // Issue 38 §4: a caseworker's decision running out.
              decisionNotices: [
                {
                  __typename: 'DecisionNotice',
                  id: '3',
                  decisionId: '9',
                  caseNumber: 'SOC 2030/77',
                  endDate: '2030-11-23',
                  guest: { __typename: 'DecisionNoticeGuest', id: '42', firstName: 'Sara', lastName: 'Berg' },
                  at: '2030-11-20T14:00:00.000Z',
                  unread: true,
                },
              ],
            },
          },
        },
      },
      {
        request: { query: MarkNotificationsReadDocument },
        result: () => {
          marked++;
          return { data: { markNotificationsRead: true } };
        },
      },
      {
        request: { query: UnreadNotificationsDocument },
        result: { data: { notifications: { __typename: 'NotificationFeed', unreadCount: 0 } } },
      },
    ]);

    const item = (await screen.findByText(/Tilldelad: Rum 1, Härbärget Ljusglimten/)).closest('li') as HTMLElement;
    const notice = screen.getByRole('link', { name: /SOC 2030\/77 för Sara Berg gäller till och med natten 23 NOV/ });
    expect(notice.getAttribute('href')).toBe('/caseworker/decisions?guest=42');
    expect(within(item).getByText(sv.account.notifications.unread)).toBeTruthy();
    expect(within(item).getByText('2030-11-20 15:05')).toBeTruthy();
    expect(within(item).getByText(/22 NOV – 24 NOV/)).toBeTruthy();
    // Own booking: no guest name repeated.
    expect(within(item).queryByText(/Gäst:/)).toBeNull();
    await waitFor(() => expect(marked).toBe(1));
    // The event opens the booking it is about (issue 23 §8).
    expect(within(item).getByRole('link', { name: 'Tilldelad: Rum 1, Härbärget Ljusglimten' }).getAttribute('href')).toBe('/bookings/9');
  });
});

describe('one booking, opened from a notification (issue 23 §8)', () => {
  const t = sv.account.booking;

  it('shows where and when, the status and its history, and leads to the bell and the bookings list', async () => {
    renderRoute('/bookings/9', [
      ...sessionMocks(person(['host'])),
      {
        request: { query: AccountBookingDocument, variables: { id: '9' } },
        result: {
          data: {
            booking: {
              __typename: 'Booking',
              id: '9',
              status: 'declined',
              startDate: '2030-11-22',
              endDate: '2030-11-24',
              declineReason: 'Fullt.',
              guest: { __typename: 'BookingGuest', id: '3', firstName: 'Erik', lastName: 'Berg' },
              product: { __typename: 'Product', id: '11', name: 'Rum 1', shelter: { __typename: 'Shelter', id: '1', name: 'Ljusglimten' } },
              history: [
                {
                  __typename: 'BookingEvent',
                  id: '1',
                  toStatus: 'pending',
                  actorGroup: 'user',
                  reason: null,
                  at: '2030-11-20T10:00:00.000Z',
                },
                {
                  __typename: 'BookingEvent',
                  id: '2',
                  toStatus: 'declined',
                  actorGroup: 'host',
                  reason: 'Fullt.',
                  at: '2030-11-20T12:00:00.000Z',
                },
              ],
            },
          },
        },
      },
    ]);

    expect(await screen.findByRole('heading', { level: 2, name: 'Rum 1, Ljusglimten' })).toBeTruthy();
    expect(screen.getByText('Gäst: Erik Berg')).toBeTruthy();
    expect(screen.getByText('Anledning: Fullt.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Avvaktar'), expect.stringContaining('Nekad')]),
    );
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe('/notifications');
    expect(screen.getByRole('link', { name: t.toList }).getAttribute('href')).toBe('/host/requests');
  });

  it('says so when the booking is not there (or not the reader’s to see)', async () => {
    renderRoute('/bookings/404', [
      ...sessionMocks(person(['user'])),
      {
        request: { query: AccountBookingDocument, variables: { id: '404' } },
        result: { errors: [new GraphQLError('Bokningen finns inte.', { extensions: { code: 'BOOKING_NOT_FOUND' } })] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(t.notFound);
  });
});

describe('user management page', () => {
  const u = sv.account.userManagement;

  it("changes the own e-mail after the password, and shows the server's reason when refused", async () => {
    renderRoute('/user-management', [
      ...sessionMocks(person(['host'])),
      {
        request: { query: ChangeMyEmailDocument, variables: { email: 'tagen@noq.example', currentPassword: 'noqdemo' } },
        result: { errors: [new GraphQLError('E-postadressen används redan.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
      {
        request: { query: ChangeMyEmailDocument, variables: { email: 'ny@noq.example', currentPassword: 'noqdemo' } },
        result: { data: { changeMyEmail: { __typename: 'Me', id: '7', username: 'ny@noq.example' } } },
      },
    ]);
    const form = (await screen.findByRole('heading', { name: u.emailHeading })).closest('form') as HTMLElement;
    const send = (email: string) => {
      fireEvent.change(within(form).getByLabelText(u.newEmail), { target: { value: email } });
      fireEvent.change(within(form).getByLabelText(u.currentPassword), { target: { value: 'noqdemo' } });
      fireEvent.click(within(form).getByRole('button', { name: u.saveEmail }));
    };
    send('tagen@noq.example');
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('E-postadressen används redan.'));
    send('ny@noq.example');
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(u.emailSaved));
  });
});
