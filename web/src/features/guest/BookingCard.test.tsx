import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingAction, BookingStatus } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { readOwnBookings } from '../../lib/offline-store';
import { renderRoute } from '../../test-support/render';
import { person, sessionMocks } from '../../test-support/session-mocks';
import { CancelBookingDocument, ConfirmBookingDocument, MyBookingsDocument, SheltersWithPlaceDocument } from './guest.graphql';

const t = sv.guest.bookings;

let nextId = 1;
function booking(
  status: BookingStatus,
  allowedActions: BookingAction[],
  extra: { declineReason?: string | null; room?: string; queuePosition?: number | null } = {},
) {
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
    queuePosition: extra.queuePosition ?? null,
    product: {
      __typename: 'Product' as const,
      id: `p${id}`,
      name: extra.room ?? `Rum ${id}`,
      type: 'room' as const,
      shelter: {
        __typename: 'Shelter' as const,
        id: 's1',
        name: 'Härbärget Ljusglimten',
        street: 'Ljusgatan 1',
        postcode: '11820',
        city: 'Stockholm',
        phone: '08-123 45 67',
        checkInFrom: '18:00',
        checkInUntil: '22:00',
        latitude: 59.31,
        longitude: 18.06,
      },
    },
  };
}

/** Other shelters with a place on the same nights (issue 18 §7): none, unless a test says so. */
const alternativesMock = (found: { id: string; name: string; city: string; places: number }[] = []): MockLink.MockedResponse => ({
  request: { query: SheltersWithPlaceDocument, variables: { start: '2030-11-22', end: '2030-11-24', near: 's1', limit: 3 } },
  result: {
    data: {
      sheltersWithPlace: found.map((f) => ({
        __typename: 'ShelterPlace',
        shelter: { __typename: 'Shelter', id: f.id, name: f.name, street: 'Gatan 1', postcode: '11111', city: f.city },
        product: { __typename: 'Product', id: `p-${f.id}`, name: 'Rum 1' },
        placesLeft: f.places,
      })),
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const listMock = (bookings: ReturnType<typeof booking>[], delay = 0): MockLink.MockedResponse => ({
  request: { query: MyBookingsDocument },
  result: { data: { myBookings: bookings } },
  delay,
});

function render(bookings: ReturnType<typeof booking>[], extra: MockLink.MockedResponse[] = [], delay = 0) {
  const alternatives = extra.some((m) => m.request.query === SheltersWithPlaceDocument) ? [] : [alternativesMock()];
  return renderRoute('/user/requests', [...sessionMocks(person(['user'])), listMock(bookings, delay), ...alternatives, ...extra]);
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
    // The host's own words, as written and marked Swedish (issue 33 §6).
    const reason = within(card('Rum B')).getByText('Fullt den natten.');
    expect(reason.getAttribute('lang')).toBe('sv');
    expect(reason.closest('p')?.textContent).toBe(t.declineReason('Fullt den natten.'));
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
    // The success is said, and announced (issue 23 §9).
    const notice = await screen.findByText(t.confirmed);
    expect(notice.getAttribute('role')).toBe('status');
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
    // Issue 18 §4: it asks first, naming the room, the shelter and the dates.
    const ask = screen.getByRole('alertdialog', { name: t.cancelQuestionTitle });
    expect(within(ask).getByText(t.cancelQuestion('Rum M', 'Härbärget Ljusglimten', '22 NOV – 24 NOV'))).toBeTruthy();
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: t.cancelNo }));
    fireEvent.click(within(ask).getByRole('button', { name: t.cancelYes }));
    await waitFor(() => expect(screen.queryByText('Rum M')).toBeNull());
    const notice = await screen.findByText(t.cancelled);
    expect(notice.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(notice));

    fireEvent.click(screen.getByRole('button', { name: /^Avboka Rum N/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.cancelYes }));
    expect((await within(card('Rum N')).findByRole('alert')).textContent).toBe(t.cancelFailed);
  });

  it('Avboka asks first: Nej, behåll (or Escape) keeps the booking and gives the focus back', async () => {
    const b = booking('pending', ['cancel'], { room: 'Rum P' });
    // No cancel mock: a cancellation sent would fail the test with an unmatched request.
    render([b]);
    const avboka = await screen.findByRole('button', { name: /^Avboka Rum P/ });
    avboka.focus();
    fireEvent.click(avboka);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.cancelNo }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(avboka);

    fireEvent.click(avboka);
    const dialog = screen.getByRole('alertdialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Rum P')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what each status means, and where and when to come (issue 18 §6, §7)', async () => {
    render([
      booking('reserved', ['confirm', 'cancel'], { room: 'Rum Q' }),
      booking('in_queue', ['cancel'], { room: 'Rum R', queuePosition: 2 }),
    ]);
    const reserved = card(await screen.findByText('Rum Q').then(() => 'Rum Q'));
    expect(within(reserved).getByText(t.explain.reserved)).toBeTruthy();
    expect(within(reserved).getByText(t.confirmBy('22:00', '22 NOV'))).toBeTruthy();
    expect(
      within(reserved)
        .getByRole('link', { name: sv.guest.place.map('Härbärget Ljusglimten') })
        .getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/?mlat=59.31000&mlon=18.06000#map=17/59.31000/18.06000');
    expect(
      within(reserved)
        .getByRole('link', { name: sv.guest.place.call('08-123 45 67') })
        .getAttribute('href'),
    ).toBe('tel:081234567');
    expect(within(reserved).getByText(sv.guest.place.checkInWindow('18:00', '22:00'))).toBeTruthy();
    const queued = card('Rum R');
    expect(within(queued).getByText(t.explain.in_queue)).toBeTruthy();
    expect(within(queued).getByText(t.queuePosition(2))).toBeTruthy();
  });

  it('offers up to three shelters with a place on the same nights when declined', async () => {
    render(
      [booking('declined', [], { room: 'Rum S', declineReason: 'Fullt.' })],
      [alternativesMock([{ id: 's2', name: 'Nattljuset', city: 'Stockholm', places: 4 }])],
    );
    const link = await screen.findByRole('link', { name: t.bookAlternative('Nattljuset') });
    expect(link.getAttribute('href')).toBe('/accommodations/s2/booking?start=2030-11-22&end=2030-11-24');
    expect(screen.getByText(`(Stockholm, ${t.alternativePlaces(4)})`)).toBeTruthy();
  });

  it('names each booking’s list of other shelters after its room and dates: two never share a name (axe landmark-unique)', async () => {
    render(
      [
        booking('declined', [], { room: 'Rum S', declineReason: 'Fullt.' }),
        booking('in_queue', ['cancel'], { room: 'Rum T', queuePosition: 1 }),
      ],
      [alternativesMock([{ id: 's2', name: 'Nattljuset', city: 'Stockholm', places: 4 }])],
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: t.bookAlternative('Nattljuset') })).toHaveLength(2));
    const dates = t.dates('22 NOV', '24 NOV');
    expect(screen.getByRole('region', { name: `${t.alternatives} Rum S ${dates}` })).toBeTruthy();
    expect(screen.getByRole('region', { name: `${t.alternatives} Rum T ${dates}` })).toBeTruthy();
  });

  it("keeps the guest's answer on the device for the offline page: shelter, address, dates, status (issue 17)", async () => {
    window.localStorage.clear();
    // Kept under the session's mark (issue 29 §5), as the gateway sets it at login.
    document.cookie = `noq_session_mark=m4rk.${Math.floor(Date.now() / 1000) + 3600}`;
    render([booking('reserved', ['confirm', 'cancel'], { room: 'Rum O' })]);
    await screen.findByText('Rum O');
    await waitFor(() => expect(readOwnBookings()).not.toBeNull());
    expect(readOwnBookings()?.bookings).toEqual([
      {
        shelter: 'Härbärget Ljusglimten',
        address: 'Ljusgatan 1, 118 20 Stockholm',
        startDate: '2030-11-22',
        endDate: '2030-11-24',
        status: 'reserved',
        // Issue 33 §10: the shelter's phone and latest check-in, for the offline card.
        phone: '08-123 45 67',
        checkInUntil: '22:00',
      },
    ]);
    window.localStorage.clear();
  });
});
