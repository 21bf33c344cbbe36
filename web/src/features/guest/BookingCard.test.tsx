import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingAction, BookingStatus } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { renderRoute } from '../../test-support/render';
import { person, sessionMocks } from '../../test-support/session-mocks';
import { CancelBookingDocument, ConfirmBookingDocument, MyBookingsDocument } from './guest.graphql';

const t = sv.guest.bookings;

let nextId = 1;
function booking(status: BookingStatus, allowedActions: BookingAction[], extra: { declineReason?: string | null; room?: string } = {}) {
  const id = String(nextId++);
  return {
    __typename: 'Booking' as const,
    id,
    status,
    startDate: '2030-11-22',
    endDate: '2030-11-24',
    message: '',
    declineReason: extra.declineReason ?? null,
    allowedActions,
    product: {
      __typename: 'Product' as const,
      id: `p${id}`,
      name: extra.room ?? `Rum ${id}`,
      type: 'room' as const,
      shelter: { __typename: 'Shelter' as const, id: 's1', name: 'Härbärget Ljusglimten' },
    },
  };
}

const listMock = (bookings: ReturnType<typeof booking>[], delay = 0): MockLink.MockedResponse => ({
  request: { query: MyBookingsDocument },
  result: { data: { myBookings: bookings } },
  delay,
});

function render(bookings: ReturnType<typeof booking>[], extra: MockLink.MockedResponse[] = [], delay = 0) {
  return renderRoute('/user/requests', [...sessionMocks(person(['user'])), listMock(bookings, delay), ...extra]);
}

const card = (room: string) => screen.getByText(room).closest('li') as HTMLElement;

describe("'Mina Bokningar' cards (SPEC §2, §4)", () => {
  it("says 'Fetching data ...' while loading, then one card per booking with label, dates and stripe", async () => {
    render(
      [
        booking('pending', ['cancel'], { room: 'Rum A' }),
        booking('declined', [], { room: 'Rum B', declineReason: 'Fullt den natten.' }),
        booking('reserved', ['confirm', 'cancel'], { room: 'Rum C' }),
        booking('checked_in', [], { room: 'Rum D' }),
      ],
      [],
      1000,
    );

    expect(await screen.findByRole('heading', { level: 1, name: t.heading })).toBeTruthy();
    expect(await screen.findByText(t.loading)).toBeTruthy();
    await screen.findByText('Rum A', {}, { timeout: 3000 });
    expect(screen.getByRole('heading', { level: 2, name: t.panel })).toBeTruthy();

    expect(card('Rum A').className).toContain('booking-card--pending');
    expect(within(card('Rum A')).getByText('Avvaktar')).toBeTruthy();
    expect(within(card('Rum A')).getByText('22 NOV – 24 NOV')).toBeTruthy();
    expect(card('Rum B').className).toContain('booking-card--declined');
    expect(within(card('Rum B')).getByText(t.declineReason('Fullt den natten.'))).toBeTruthy();
    expect(card('Rum C').className).toContain('booking-card--confirmed');
    expect(within(card('Rum C')).getByText('Tilldelad')).toBeTruthy();
    expect(card('Rum D').className).toContain('booking-card--confirmed');
    expect(within(card('Rum D')).getByText('Incheckad')).toBeTruthy();
  });

  it.each([
    ['pending', ['cancel'], false, true],
    ['reserved', ['confirm', 'cancel'], true, true],
    ['confirmed', ['cancel'], false, true],
    ['checked_in', [], false, false],
    ['declined', [], false, false],
  ] as const)('a %s booking allowing %j shows Bekräfta: %s, Avboka: %s', async (status, actions, confirm, cancel) => {
    render([booking(status, [...actions], { room: 'Rummet' })]);
    const c = (await screen.findByText('Rummet')).closest('li') as HTMLElement;
    expect(within(c).queryByRole('button', { name: /^Bekräfta/ }) !== null).toBe(confirm);
    expect(within(c).queryByRole('button', { name: /^Avboka/ }) !== null).toBe(cancel);
  });

  it('confirms: the card shows the new status and loses the button', async () => {
    const b = booking('reserved', ['confirm', 'cancel'], { room: 'Rum K' });
    render(
      [b],
      [
        {
          request: { query: ConfirmBookingDocument, variables: { id: b.id } },
          result: { data: { confirmBooking: { __typename: 'Booking', id: b.id, status: 'confirmed', allowedActions: ['cancel'] } } },
        },
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Bekräfta/ }));

    expect(await within(card('Rum K')).findByText('Bekräftad')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bekräfta/ })).toBeNull();
  });

  it("says 'Bekräftelse misslyckades, försök igen senare!' in the card when confirming fails", async () => {
    const b = booking('reserved', ['confirm', 'cancel'], { room: 'Rum L' });
    render([b], [{ request: { query: ConfirmBookingDocument, variables: { id: b.id } }, error: new Error('offline') }]);
    fireEvent.click(await screen.findByRole('button', { name: /^Bekräfta/ }));

    expect((await within(card('Rum L')).findByRole('alert')).textContent).toBe(t.confirmFailed);
  });

  it('cancels: the booking leaves the list; a failure says so instead', async () => {
    const ok = booking('pending', ['cancel'], { room: 'Rum M' });
    const bad = booking('pending', ['cancel'], { room: 'Rum N' });
    render(
      [ok, bad],
      [
        {
          request: { query: CancelBookingDocument, variables: { id: ok.id } },
          result: { data: { cancelBooking: { __typename: 'Booking', id: ok.id, status: 'cancelled', allowedActions: [] } } },
        },
        { request: { query: CancelBookingDocument, variables: { id: bad.id } }, error: new Error('offline') },
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Avboka Rum M/ }));
    await waitFor(() => expect(screen.queryByText('Rum M')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /^Avboka Rum N/ }));
    expect((await within(card('Rum N')).findByRole('alert')).textContent).toBe(t.cancelFailed);
  });
});
