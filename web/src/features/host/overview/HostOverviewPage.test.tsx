import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BookingAction, BookingStatus, HostAvailabilityQuery, HostCountsQuery, StayRowFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv';
import { SessionContext, type SessionPerson } from '../../../lib/session';
import { HostOverviewPage } from './HostOverviewPage';
import {
  CheckInBookingDocument,
  HostAvailabilityDocument,
  HostCheckedInDocument,
  HostCountsDocument,
  HostOutgoingDocument,
  HostOverviewDocument,
  ExtendBookingDocument,
  NoShowBookingDocument,
} from '../host.graphql';

const t = sv.host.overview;

const counts = (pending: number, arrivals: number, current: number, departures: number): HostCountsQuery => ({
  hostCounts: { pendingCount: pending, arrivalsCount: arrivals, currentGuestsCount: current, departuresCount: departures },
});

// Results carry __typename as the server's do: the cache needs it to match `...StayRow on Booking`.
const stay = (id: string, first: string, status: BookingStatus, allowedActions: BookingAction[]) => {
  const row = {
    __typename: 'Booking' as const,
    id,
    status,
    startDate: '2025-03-10',
    endDate: '2025-03-12',
    allowedActions,
    guest: { __typename: 'BookingGuest' as const, id: `g${id}`, firstName: first, lastName: 'Andersson' },
    product: { __typename: 'Product' as const, id: 'p1', name: 'Rum 1' },
  };
  return row satisfies StayRowFragment;
};

const room = (id: string, name: string, totalPlaces: number, nights: (number | null)[]) => ({
  product: { id, name, type: 'room' as const, totalPlaces },
  nights: nights.flatMap((placesLeft, i) => (placesLeft === null ? [] : [{ date: `2025-03-1${i}`, placesLeft }])),
});

const availability: HostAvailabilityQuery = {
  today: [
    room('p1', 'Rum 1', 4, [3]),
    { ...room('p9', 'Frukost', 30, [30]), product: { id: 'p9', name: 'Frukost', type: 'breakfast', totalPlaces: 30 } },
  ],
  // Rum 1: 3/4 = 0.75 (green), 2/4 yellow, 0/4 red. Rum 2: 1/10 = 0.1 (yellow), 0.09 red, no data '-'.
  week: [room('p1', 'Rum 1', 4, [3, 2, 0]), room('p2', 'Rum 2', 10, [1, 0, null])],
};

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

/** The overview's one answer (issue 17: one query for every card). */
function overview(overrides: Record<string, unknown> = {}) {
  return {
    myShelter: { id: '1', name: 'Härbärget Ljusglimten' },
    ...counts(4, 2, 3, 1),
    ...availability,
    hostRequests: [],
    hostIncoming: [stay('11', 'Fatima', 'reserved', ['decline', 'check_in']), stay('12', 'Olle', 'confirmed', ['decline', 'check_in'])],
    hostOutgoing: [],
    hostCheckedIn: [],
    ...overrides,
  };
}

const overviewVariables = { shelterId: '1', withPlaces: true };

function baseMocks(overrides: Record<string, unknown> = {}): Mock[] {
  return [{ request: { query: HostOverviewDocument, variables: overviewVariables }, result: { data: overview(overrides) } }];
}

const host = {
  id: 'u1',
  username: 'host',
  firstName: 'Vera',
  lastName: 'Värd',
  usergroups: ['host'],
  mustChangePassword: false,
  gender: null,
  language: 'sv',
  host: { id: '1', name: 'Härbärget Ljusglimten' },
} as unknown as SessionPerson;

function renderOverview(mocks: Mock[]) {
  return render(
    <SessionContext.Provider value={{ me: host, loading: false, refetch: () => Promise.resolve() }}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <HostOverviewPage />
        </MemoryRouter>
      </MockedProvider>
    </SessionContext.Provider>,
  );
}

const tileCount = (label: string): string | null => {
  const tiles = screen.getByRole('list', { name: t.tilesLabel });
  const tile = within(tiles).getByText(label).closest('li');
  return tile?.querySelector('.host-tile-count')?.textContent ?? null;
};

describe('host overview (Överblick)', () => {
  it('fills every card from one query, and keeps the tiles in place while it loads (issue 17)', async () => {
    // One mocked answer only: any second request would find no mock and leave a card empty.
    renderOverview(baseMocks({ hostRequests: [] }));

    // Before the answer: the four tiles stand (empty) where they will be, and one line says the
    // page loads; the cards come with their content, so none is pushed down by another (issue 34 §2).
    const tiles = screen.getByRole('list', { name: t.tilesLabel });
    expect(within(tiles).getAllByRole('listitem')).toHaveLength(4);
    expect(tiles.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(sv.common.loading);
    expect(screen.queryByRole('heading', { name: t.incoming })).toBeNull();

    const incoming = (await screen.findByRole('heading', { name: t.incoming })).closest('section') as HTMLElement;
    await within(incoming).findByRole('button', { name: 'Incheckning: Fatima Andersson' });
    expect(tiles.getAttribute('aria-busy')).toBeNull();
    expect(incoming.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByText(sv.common.loading)).toBeNull();
    expect(tileCount('Förfrågningar')).toBe('4');
    expect(screen.getByText('Härbärget Ljusglimten')).toBeTruthy();
    expect(screen.getByText(t.noOutgoing)).toBeTruthy();
    expect(screen.getByText(t.noCheckedIn)).toBeTruthy();
    expect(screen.getByText(sv.requests.empty)).toBeTruthy();
    const week = screen.getByRole('heading', { name: t.week }).closest('section') as HTMLElement;
    expect(within(week).getByRole('rowheader', { name: 'Rum 1' })).toBeTruthy();
  });

  it('labels every cell of a guest row for the card layout on a phone (issue 19)', async () => {
    renderOverview(baseMocks());

    const button = await screen.findByRole('button', { name: 'Incheckning: Fatima Andersson' });
    const row = button.closest('tr') as HTMLElement;
    expect(row.closest('table')?.classList.contains('card-table')).toBe(true);
    const labels = [...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'));
    expect(labels).toEqual([null, 'Rum', 'Status', 'Incheckning', 'Utcheckning', null]);
    expect(row.querySelector('.card-table-title')?.textContent).toBe('Fatima Andersson');
    expect(button.closest('td')?.classList.contains('card-table-actions')).toBe(true);
  });

  it('shows the four count tiles with their numbers', async () => {
    renderOverview(baseMocks());

    expect(await screen.findByText('4')).toBeTruthy();
    expect(tileCount('Förfrågningar')).toBe('4');
    expect(tileCount('Kommande')).toBe('2');
    expect(tileCount('Incheckade')).toBe('3');
    expect(tileCount('Utcheckning')).toBe('1');
    expect(screen.getByRole('heading', { level: 1, name: 'Överblick' })).toBeTruthy();
  });

  it("colours the 7-day table at exactly 0.75 and 0.1, and shows '-' without data", async () => {
    renderOverview(baseMocks());

    const week = (await screen.findByRole('heading', { name: t.week })).closest('section') as HTMLElement;
    await within(week).findByRole('table');
    const row = (name: string) => within(week).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    const levels = (name: string) => [...row(name).querySelectorAll('td')].map((td) => td.getAttribute('data-level'));
    expect(levels('Rum 1')).toEqual(['green', 'yellow', 'red']);
    expect(levels('Rum 2')).toEqual(['yellow', 'red', 'none']);
    expect(row('Rum 2').querySelectorAll('td')[2]?.textContent).toContain('-');
    // Columns dd/MM; services are not rows of the room table.
    expect(within(week).getByRole('columnheader', { name: '10/03' })).toBeTruthy();
    expect(within(week).queryByRole('rowheader', { name: 'Frukost' })).toBeNull();

    // 'Lediga platser idag': places left / total per product.
    const today = screen.getByRole('heading', { name: t.placesToday }).closest('section') as HTMLElement;
    expect(within(today).getByRole('rowheader', { name: 'Rum 1' }).closest('tr')?.textContent).toContain('3 / 4');
    expect(within(today).getByRole('rowheader', { name: 'Frukost' }).closest('tr')?.textContent).toContain('30 / 30');
  });

  it('shows the empty texts and the link to the requests page', async () => {
    renderOverview(baseMocks());

    expect(await screen.findByText('Inga gäster ska checka-ut idag.')).toBeTruthy();
    expect(await screen.findByText(sv.requests.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hantera förfrågningar' }).getAttribute('href')).toBe('/host/requests');
  });

  it('after check-in blanks the name and status, hides the button and refreshes the counts', async () => {
    const mocks = [
      ...baseMocks(),
      {
        request: { query: CheckInBookingDocument, variables: { id: '11' } },
        result: { data: { checkInBooking: stay('11', 'Fatima', 'checked_in', ['check_out', 'extend']) } },
      },
      // The refetches the check-in triggers.
      { request: { query: HostCountsDocument }, result: { data: counts(4, 1, 4, 1) } },
      {
        request: { query: HostCheckedInDocument },
        result: { data: { hostCheckedIn: [stay('11', 'Fatima', 'checked_in', ['check_out', 'extend'])] } },
      },
      { request: { query: HostOutgoingDocument }, result: { data: { hostOutgoing: [] } } },
    ];
    renderOverview(mocks);

    const incoming = (await screen.findByRole('heading', { name: t.incoming })).closest('section') as HTMLElement;
    const checkIn = await within(incoming).findByRole('button', { name: 'Incheckning: Fatima Andersson' });
    const row = checkIn.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Tilldelad');

    await act(async () => {
      fireEvent.click(checkIn);
    });

    await within(incoming).findByText(t.checkedInDone('Fatima Andersson'));
    expect(row.querySelector('.host-stay-guest')?.textContent).toBe('');
    expect(row.querySelector('.host-stay-status')?.textContent).toBe('');
    expect(within(row).queryByRole('button')).toBeNull();
    // The other arrival is untouched.
    expect(within(incoming).getByRole('button', { name: 'Incheckning: Olle Andersson' })).toBeTruthy();

    await waitFor(() => expect(tileCount('Incheckade')).toBe('4'));
    expect(tileCount('Kommande')).toBe('1');
    // The guest now appears among the checked-in, with Förläng.
    const checkedIn = screen.getByRole('heading', { name: t.checkedIn }).closest('section') as HTMLElement;
    expect(await within(checkedIn).findByRole('button', { name: 'Förläng: Fatima Andersson' })).toBeTruthy();
  });

  it('shows a Swedish error in the page when Uteblev fails', async () => {
    const mocks = [
      ...baseMocks(),
      {
        request: { query: NoShowBookingDocument, variables: { id: '12', reason: 'Uteblev' } },
        result: {
          errors: [
            {
              message: 'Bokningen kan inte ändras så i sin nuvarande status.',
              extensions: { code: 'BOOKING_INVALID_TRANSITION' },
            },
          ],
        },
      },
    ];
    renderOverview(mocks);

    const noShow = await screen.findByRole('button', { name: 'Uteblev: Olle Andersson' });
    await act(async () => {
      fireEvent.click(noShow);
    });

    expect((await screen.findByRole('alert')).textContent).toBe('Bokningen kan inte ändras så i sin nuvarande status.');
    // Not blanked: the guest is still there to act on.
    expect(noShow.closest('tr')?.querySelector('.host-stay-guest')?.textContent).toBe('Olle Andersson');
  });

  it('Förläng asks for a later check-out date and shows a refusal in the dialog', async () => {
    const maja = stay('21', 'Maja', 'checked_in', ['check_out', 'extend']);
    const mocks = baseMocks({ hostCheckedIn: [maja] });
    mocks.push(
      {
        request: { query: ExtendBookingDocument, variables: { id: '21', endDate: '2025-03-13' } },
        result: { errors: [{ message: 'Det finns inga lediga platser dessa nätter.', extensions: { code: 'NO_PLACES' } }] },
      },
      {
        request: { query: ExtendBookingDocument, variables: { id: '21', endDate: '2025-03-13' } },
        result: { data: { extendBooking: { ...maja, endDate: '2025-03-13' } } },
      },
      // The cards the extension changes.
      { request: { query: HostCountsDocument }, result: { data: counts(4, 2, 3, 1) } },
      { request: { query: HostOutgoingDocument }, result: { data: { hostOutgoing: [] } } },
      { request: { query: HostAvailabilityDocument, variables: { shelterId: '1' } }, result: { data: availability } },
    );
    renderOverview(mocks);

    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Förläng: Maja Andersson' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Förläng vistelsen: Maja Andersson' });
    expect(within(dialog).getByText('Nuvarande utcheckning: 2025-03-12')).toBeTruthy();
    // The earliest later date is proposed.
    expect((within(dialog).getByLabelText('Nytt utcheckningsdatum') as HTMLInputElement).value).toBe('2025-03-13');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Det finns inga lediga platser dessa nätter.');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    });
    expect(await screen.findByText('Maja Andersson stannar till 2025-03-13.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a failed load in every card with Försök igen, which reads the overview again (issue 23 §5)', async () => {
    renderOverview([
      { request: { query: HostOverviewDocument, variables: overviewVariables }, error: new Error('Nätverket svarar inte') },
      ...baseMocks(),
    ]);
    const cards = ['Lediga platser idag', 'Lediga platser', 'Förfrågningar', 'Inkommande gäster', 'Utgående gäster', 'Incheckade gäster'];
    for (const name of cards) {
      const card = (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
      expect((await within(card).findByRole('alert')).textContent).toBe(`${sv.common.error} ${sv.common.loadFailed}`);
      expect(within(card).getByRole('button', { name: sv.common.retry })).toBeTruthy();
      expect(within(card).queryByText(sv.common.loading)).toBeNull();
    }
    // Nothing unexplained above the cards.
    expect(screen.getAllByRole('alert')).toHaveLength(cards.length);

    const requests = screen.getByRole('heading', { level: 2, name: 'Inkommande gäster' }).closest('section') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(requests).getByRole('button', { name: sv.common.retry }));
    });
    // The cards come again with the answer (one loading line meanwhile).
    expect(await screen.findByText('Fatima Andersson')).toBeTruthy();
    expect(screen.getByText('Fatima Andersson').closest('section')?.querySelector('h2')?.textContent).toBe('Inkommande gäster');
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    expect(tileCount(t.tiles.pending)).toBe('4');
  });
});
