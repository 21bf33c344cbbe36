import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BookingAction, BookingStatus, RequestRowFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import {
  AssignBookingDocument,
  AssignBookingsDocument,
  CaseworkerRequestsDocument,
  DeclineBookingDocument,
  HostRequestsDocument,
  HostSetPendingDocument,
} from './requests.graphql';
import { CaseworkerRequestsPage, HostRequestsPage } from './RequestsPage';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const LJUS = { id: '1', name: 'Härbärget Ljusglimten' };
const NAMELESS = { id: '7', name: '' };

// Results carry __typename as the server's do: the cache needs it to match `...RequestRow on Booking`.
function booking(
  id: string,
  firstName: string,
  opts: {
    shelter?: { id: string; name: string };
    status?: BookingStatus;
    actions?: BookingAction[];
    flag?: boolean;
    message?: string;
    endDate?: string;
    barredUntil?: string;
    decision?: { caseNumber: string; endDate: string };
  } = {},
) {
  const shelter = opts.shelter ?? LJUS;
  const row = {
    __typename: 'Booking' as const,
    id,
    status: opts.status ?? 'pending',
    bookingTime: `2025-03-0${id.slice(-1)}T08:30:00.000Z`,
    startDate: '2025-03-10',
    endDate: opts.endDate ?? '2025-03-12',
    message: opts.message ?? '',
    allowedActions: opts.actions ?? ['assign', 'decline'],
    guestBarredUntil: opts.barredUntil ?? null,
    decision: opts.decision ? { __typename: 'BookingDecision' as const, ...opts.decision } : null,
    history: [
      {
        __typename: 'BookingEvent' as const,
        id: `e${id}`,
        action: 'request',
        fromStatus: null,
        toStatus: 'pending' as const,
        actorGroup: 'user',
        actorName: firstName,
        reason: null,
        at: '2025-03-01T10:00:00.000Z',
      },
    ],
    guest: {
      __typename: 'BookingGuest' as const,
      id: `g${id}`,
      firstName,
      lastName: 'Lind',
      unokod: `20${id.padStart(2, '0')}`,
      flag: opts.flag ?? false,
    },
    product: {
      __typename: 'Product' as const,
      // Products are normalised by id: one room per shelter here.
      id: `p${shelter.id}`,
      name: 'Rum 2',
      type: 'room' as const,
      shelter: { __typename: 'Shelter' as const, ...shelter },
    },
  };
  return row satisfies RequestRowFragment;
}

type Row = ReturnType<typeof booking>;

const hostList = (requests: Row[], queue: Row[] = []): Mock => ({
  request: { query: HostRequestsDocument },
  result: { data: { hostRequests: requests, hostQueue: queue } },
});

function renderHost(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <HostRequestsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
const bulkButton = (within_: HTMLElement, label = 'Tilldela') =>
  within(within_).getByRole('button', { name: `${label} alla markerade` }) as HTMLButtonElement;
const checkbox = (scope: HTMLElement, name: string) => within(scope).getByRole('checkbox', { name }) as HTMLInputElement;
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('requests page, host variant', () => {
  it('shows one card per shelter with the SPEC columns, flags, message and missing values', async () => {
    renderHost([
      hostList([
        booking('1', 'Anna', {
          flag: true,
          message: 'Jag kommer sent, runt 22.',
          barredUntil: '2025-04-01',
          decision: { caseNumber: 'SOC 2025/0142', endDate: '2025-03-20' },
        }),
        booking('2', 'Erik', { shelter: NAMELESS, endDate: '' }),
      ]),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Förfrågningar' })).toBeTruthy();
    const ljus = await card('Härbärget Ljusglimten');
    for (const column of ['Mottagen', 'Gäst', 'Unokod', 'Status', 'Flagga', 'Detaljer', 'Incheckning', 'Utcheckning']) {
      expect(within(ljus).getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const anna = within(ljus).getByText('Anna Lind').closest('tr') as HTMLElement;
    // One click to the guest's page at this shelter (issue 23 §10).
    expect(within(anna).getByRole('link', { name: 'Anna Lind' }).getAttribute('href')).toBe('/host/guests/g1');
    expect(within(anna).getByText('Avvaktar')).toBeTruthy();
    expect(within(anna).getByText('2001')).toBeTruthy();
    // In words too, not by colour only (issue 33 §14).
    expect(within(anna).getByRole('img', { name: 'Flaggad' }).textContent).toBe('Flaggad');
    expect(within(anna).getByText(/Jag kommer sent, runt 22\./)).toBeTruthy();
    // Issue 19 §7: a guest barred from the shelter says so on the row.
    expect(within(anna).getByText('Avstängd till och med 2025-04-01')).toBeTruthy();
    // Issue 38: the biståndsbeslut the request is tied to.
    expect(within(anna).getByText('Biståndsbeslut SOC 2025/0142, till och med 2025-03-20')).toBeTruthy();
    expect(within(anna).getByText('Rum – Rum 2')).toBeTruthy();
    expect(within(anna).getByText('2025-03-01 09:30')).toBeTruthy(); // Stockholm time
    // Issue 9: the booking's audit trail on its row.
    const history = within(anna).getByText('Historik', { selector: 'summary' });
    expect(history.getAttribute('aria-label')).toBe('Historik för Anna Lind');
    expect(within(anna).getByText(/2025-03-01 11:00 · Gäst \(Anna\): Avvaktar/)).toBeTruthy();

    const unknown = await card('Okänt Härbärge');
    const erik = within(unknown).getByText('Erik Lind').closest('tr') as HTMLElement;
    expect(within(erik).getByRole('img', { name: 'Ej flaggad' }).textContent).toBe('Ej flaggad');
    expect(within(erik).getByText('Ingen utcheckning')).toBeTruthy();
    expect(within(erik).queryByText(/Avstängd/)).toBeNull();
  });

  it("disables 'Tilldela alla markerade' until a row is ticked; select-all ticks the shelter's rows", async () => {
    renderHost([
      hostList([
        booking('1', 'Anna'),
        booking('2', 'Bertil'),
        // Only declinable: cannot be ticked for assigning.
        booking('3', 'Cecilia', { actions: ['decline'] }),
        booking('4', 'David', { shelter: { id: '2', name: 'Nattlogi Norrmalm' } }),
      ]),
    ]);
    const ljus = await card('Härbärget Ljusglimten');
    const norr = await card('Nattlogi Norrmalm');
    expect(bulkButton(ljus).disabled).toBe(true);
    expect(bulkButton(norr).disabled).toBe(true);

    await click(checkbox(ljus, 'Markera Anna Lind'));
    expect(bulkButton(ljus).disabled).toBe(false);
    expect(bulkButton(norr).disabled).toBe(true);
    await click(checkbox(ljus, 'Markera Anna Lind'));
    expect(bulkButton(ljus).disabled).toBe(true);

    const all = checkbox(ljus, 'Markera alla i Härbärget Ljusglimten');
    await click(all);
    expect(checkbox(ljus, 'Markera Anna Lind').checked).toBe(true);
    expect(checkbox(ljus, 'Markera Bertil Lind').checked).toBe(true);
    expect(checkbox(ljus, 'Markera Cecilia Lind').disabled).toBe(true);
    expect(checkbox(ljus, 'Markera Cecilia Lind').checked).toBe(false);
    expect(checkbox(norr, 'Markera David Lind').checked).toBe(false);
    expect(all.checked).toBe(true);
    expect(bulkButton(ljus).disabled).toBe(false);

    await click(all);
    expect(checkbox(ljus, 'Markera Anna Lind').checked).toBe(false);
    expect(bulkButton(ljus).disabled).toBe(true);
  });

  it('assigns a row, reloads, keeps it with an undo until undone, and it leaves the ticked set', async () => {
    const anna = booking('1', 'Anna');
    const bertil = booking('2', 'Bertil');
    const assigned = { ...anna, status: 'reserved' as const, allowedActions: ['decline', 'host_undo'] as BookingAction[] };
    // The reload after the assign is answered at once and awaited before the undo, so the two
    // reloads never overlap (on a slow machine the undo's could otherwise be answered first).
    let firstReloadAsked!: () => void;
    const firstReload = new Promise<void>((resolve) => {
      firstReloadAsked = resolve;
    });
    renderHost([
      hostList([anna, bertil]),
      { request: { query: AssignBookingDocument, variables: { id: '1' } }, result: { data: { assignBooking: assigned } } },
      {
        ...hostList([bertil]),
        delay: 0,
        result: () => {
          firstReloadAsked();
          return { data: { hostRequests: [bertil], hostQueue: [] } };
        },
      },
      { request: { query: HostSetPendingDocument, variables: { id: '1' } }, result: { data: { hostSetPending: anna } } },
      hostList([anna, bertil]),
    ]);
    const ljus = await card('Härbärget Ljusglimten');
    await click(checkbox(ljus, 'Markera Anna Lind'));
    await click(checkbox(ljus, 'Markera Bertil Lind'));

    await click(within(ljus).getByRole('button', { name: 'Tilldela Anna Lind' }));

    expect(await screen.findByText('Anna Lind: Tilldelad.')).toBeTruthy();
    const row = within(ljus).getByText('Anna Lind').closest('tr') as HTMLElement;
    expect(within(row).getByText('Tilldelad')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Tilldela|Neka/ })).toBeNull();
    expect(checkbox(ljus, 'Markera Anna Lind').checked).toBe(false);
    expect(checkbox(ljus, 'Markera Bertil Lind').checked).toBe(true);
    await act(async () => {
      await firstReload;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    await click(within(row).getByRole('button', { name: 'Ångra för Anna Lind' }));
    expect(await screen.findByText('Anna Lind avvaktar igen.')).toBeTruthy();
    // The list is read again after the undo (a slow machine may take more than a second).
    await waitFor(() => expect(within(ljus).getByRole('button', { name: 'Tilldela Anna Lind' })).toBeTruthy(), { timeout: 4000 });
  });

  it('Neka asks for an optional reason and sends it', async () => {
    const anna = booking('1', 'Anna');
    const declined = { ...anna, status: 'declined' as const, allowedActions: ['host_undo'] as BookingAction[] };
    renderHost([
      hostList([anna]),
      {
        request: { query: DeclineBookingDocument, variables: { id: '1', reason: 'Fullt i natt' } },
        result: { data: { declineBooking: declined } },
      },
      hostList([]),
    ]);
    const ljus = await card('Härbärget Ljusglimten');
    await click(within(ljus).getByRole('button', { name: 'Neka Anna Lind' }));

    const dialog = screen.getByRole('dialog', { name: 'Neka: Anna Lind' });
    // A host's Neka offers the fixed reasons above the text field (issue 33 §6); own words as before.
    expect(within(dialog).getByLabelText(/^Vanliga orsaker/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Anledning (frivillig)'), { target: { value: ' Fullt i natt ' } });
    await click(within(dialog).getByRole('button', { name: 'Neka' }));

    expect(await screen.findByText('Anna Lind: Nekad.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = within(ljus).getByText('Anna Lind').closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Ångra för Anna Lind' })).toBeTruthy();
  });

  it('reports per row what failed in a batch', async () => {
    const anna = booking('1', 'Anna');
    const bertil = booking('2', 'Bertil');
    renderHost([
      hostList([anna, bertil]),
      {
        request: { query: AssignBookingsDocument, variables: { ids: ['1', '2'] } },
        result: {
          data: {
            assignBookings: [
              { __typename: 'BatchResult', bookingId: '1', ok: true, code: null, message: null },
              {
                __typename: 'BatchResult',
                bookingId: '2',
                ok: false,
                code: 'NO_PLACES',
                message: 'Det finns inga lediga platser dessa nätter.',
              },
            ],
          },
        },
      },
      hostList([bertil]),
    ]);
    const ljus = await card('Härbärget Ljusglimten');
    await click(checkbox(ljus, 'Markera alla i Härbärget Ljusglimten'));
    await click(bulkButton(ljus));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 klara, 1 misslyckades:');
    expect(alert.textContent).toContain('Bertil Lind: Det finns inga lediga platser dessa nätter.');
    await waitFor(() => expect(within(ljus).queryByText('Anna Lind')).toBeNull());
    const row = within(ljus).getByText('Bertil Lind').closest('tr') as HTMLElement;
    expect(within(row).getByText('Det finns inga lediga platser dessa nätter.')).toBeTruthy();
  });

  it('shows a Swedish error when an action fails', async () => {
    renderHost([
      hostList([booking('1', 'Anna')]),
      {
        request: { query: AssignBookingDocument, variables: { id: '1' } },
        result: { errors: [{ message: 'Booking not found', extensions: { code: 'BOOKING_NOT_FOUND' } }] },
      },
    ]);
    const ljus = await card('Härbärget Ljusglimten');
    await click(within(ljus).getByRole('button', { name: 'Tilldela Anna Lind' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Anna Lind: Bokningen finns inte längre.');
  });

  it("lists queued requests under 'I kö', where they can only be declined", async () => {
    renderHost([hostList([], [booking('5', 'Emil', { status: 'in_queue', actions: ['decline'] })])]);
    expect(await screen.findByText(sv.requests.empty)).toBeTruthy();
    const queue = await card('I kö');
    const row = within(queue).getByText('Emil Lind').closest('tr') as HTMLElement;
    expect(within(row).getByText('I kö')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Neka Emil Lind' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Tilldela Emil Lind' })).toBeNull();
    expect(within(queue).queryByRole('checkbox')).toBeNull();
  });
});

describe('requests page, caseworker variant', () => {
  it('uses Tillråda / Avråda and the caseworker list', async () => {
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: CaseworkerRequestsDocument },
            result: { data: { caseworkerRequests: [booking('1', 'Anna', { actions: ['recommend', 'advise_against'] })] } },
          },
        ]}
      >
        <MemoryRouter>
          <CaseworkerRequestsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const ljus = await card('Härbärget Ljusglimten');
    expect(within(ljus).getByRole('button', { name: 'Tillråda Anna Lind' })).toBeTruthy();
    // One click from the request to the guest's record and history (issue 23 §10).
    expect(within(ljus).getByRole('link', { name: 'Anna Lind' }).getAttribute('href')).toBe('/caseworker/users?guest=g1');
    expect(within(ljus).getByRole('button', { name: 'Avråda Anna Lind' })).toBeTruthy();
    expect(bulkButton(ljus, 'Tillråda').disabled).toBe(true);
    expect(screen.queryByRole('heading', { name: 'I kö' })).toBeNull();
  });

  it("says 'Det finns inga bokningar att hantera.' when there is nothing", async () => {
    render(
      <MockedProvider mocks={[{ request: { query: CaseworkerRequestsDocument }, result: { data: { caseworkerRequests: [] } } }]}>
        <MemoryRouter>
          <CaseworkerRequestsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('Det finns inga bokningar att hantera.')).toBeTruthy();
  });
});

describe('requests page on the door (issue 19)', () => {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

  it("shows each request's age: 'väntat 3 h', 'väntat 2 dygn'", async () => {
    renderHost([
      hostList([
        { ...booking('1', 'Anna'), bookingTime: minutesAgo(2 * 24 * 60 + 90) },
        { ...booking('2', 'Erik'), bookingTime: minutesAgo(3 * 60 + 10) },
      ]),
    ]);

    const ljus = await card('Härbärget Ljusglimten');
    const rowOf = (name: string) => within(ljus).getByText(name).closest('tr') as HTMLElement;
    expect(rowOf('Anna Lind').querySelector('.req-age')?.textContent).toBe('väntat 2 dygn');
    expect(rowOf('Erik Lind').querySelector('.req-age')?.textContent).toBe('väntat 3 h');
    // The phone's card layout labels the cells; the guest's name heads the card.
    expect(rowOf('Erik Lind').querySelector('td.req-received')?.getAttribute('data-label')).toBe('Mottagen');
    expect(rowOf('Erik Lind').querySelector('.card-table-title')?.textContent).toContain('Erik Lind');
  });

  it('filters the requests and the queue by night and by room, and Visa alla shows all again', async () => {
    const other = (b: Row, id: string, name: string): Row => ({ ...b, product: { ...b.product, id, name } });
    renderHost([
      hostList(
        [
          { ...booking('1', 'Anna'), startDate: '2025-03-10', endDate: '2025-03-12' },
          other({ ...booking('2', 'Erik'), startDate: '2025-03-11', endDate: '2025-03-12' }, 'p8', 'Rum 8'),
          { ...booking('3', 'Sara'), startDate: '2025-03-14', endDate: '2025-03-15' },
        ],
        [other({ ...booking('4', 'Olle', { status: 'in_queue', actions: ['decline'] }), startDate: '2025-03-11' }, 'p8', 'Rum 8')],
      ),
    ]);

    await card('Härbärget Ljusglimten');
    const filters = screen.getByRole('group', { name: 'Filtrera bokningar' });
    const night = within(filters).getByRole('combobox', { name: 'Natt' }) as HTMLSelectElement;
    const room = within(filters).getByRole('combobox', { name: 'Rum' }) as HTMLSelectElement;
    expect([...night.options].map((o) => o.textContent)).toEqual(['Alla nätter', '2025-03-10', '2025-03-11', '2025-03-14']);
    expect([...room.options].map((o) => o.textContent)).toEqual(['Alla rum', 'Rum 2', 'Rum 8']);

    const shown = (name: string) => screen.queryByText(name) !== null;

    fireEvent.change(night, { target: { value: '2025-03-11' } });
    expect(shown('Anna Lind')).toBe(true);
    expect(shown('Erik Lind')).toBe(true);
    expect(shown('Sara Lind')).toBe(false);
    expect(shown('Olle Lind')).toBe(true);
    expect(within(filters).getByRole('status').textContent).toBe('Visar 3 av 4 bokningar.');

    fireEvent.change(room, { target: { value: 'p8' } });
    expect(shown('Anna Lind')).toBe(false);
    expect(shown('Erik Lind')).toBe(true);
    expect(shown('Olle Lind')).toBe(true);

    // Bulk accept only counts what is shown: select-all ticks Erik alone.
    const ljus = await card('Härbärget Ljusglimten');
    fireEvent.click(checkbox(ljus, 'Markera alla i Härbärget Ljusglimten'));
    expect(bulkButton(ljus).disabled).toBe(false);
    expect(checkbox(ljus, 'Markera Erik Lind').checked).toBe(true);

    fireEvent.change(night, { target: { value: '2025-03-14' } });
    expect(screen.getByText('Inga bokningar matchar filtret.')).toBeTruthy();

    fireEvent.click(within(filters).getByRole('button', { name: 'Visa alla' }));
    for (const name of ['Anna Lind', 'Erik Lind', 'Sara Lind', 'Olle Lind']) expect(shown(name)).toBe(true);
    expect(within(filters).queryByRole('button', { name: 'Visa alla' })).toBeNull();
  });
});
