import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { MemoryRouter } from 'react-router-dom';
import type { BookingAction, BookingStatus, HostTonightQuery, StayRowFragment } from '../../../gql/graphql';
import { CheckInBookingDocument, NoShowBookingDocument } from '../host.graphql';
import { HostTonightPage, TONIGHT_CSV } from './HostTonightPage';
import { HostTonightDocument } from './tonight.graphql';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const guest = (id: string, first: string, last: string, status: BookingStatus, allowedActions: BookingAction[], unokod: string | null) => ({
  __typename: 'Booking' as const,
  id,
  status,
  startDate: '2030-05-10',
  endDate: '2030-05-12',
  allowedActions,
  guest: { __typename: 'BookingGuest' as const, id: `g${id}`, firstName: first, lastName: last, unokod },
});

const room = (
  id: string,
  name: string,
  capacity: number,
  freeBeds: number,
  lists: Partial<Record<'checkedIn' | 'expected' | 'noShows', ReturnType<typeof guest>[]>>,
) => ({
  __typename: 'TonightRoom' as const,
  product: { __typename: 'Product' as const, id, name },
  capacity,
  freeBeds,
  checkedIn: lists.checkedIn ?? [],
  expected: lists.expected ?? [],
  noShows: lists.noShows ?? [],
});

const tonight = (expectedBo = true) => ({
  hostTonight: {
    __typename: 'HostTonight' as const,
    date: '2030-05-10',
    shelterName: 'Härbärget Natt',
    rooms: [
      room('p1', 'Rum A', 4, 1, {
        checkedIn: [guest('1', 'Anna', 'Berg', 'checked_in', ['check_out', 'extend'], '1234')],
        expected: expectedBo ? [guest('2', 'Bo', 'Ek', 'reserved', ['decline', 'host_undo', 'check_in'], '2345')] : [],
      }),
      room('p2', 'Rum B', 2, 0, {
        expected: [guest('3', 'Cilla', 'Dahl', 'confirmed', ['decline', 'check_in'], null)],
        noShows: [guest('4', 'Dan', 'Ås', 'declined', ['host_undo'], '4567')],
      }),
      room('p3', 'Rum C', 5, 5, {}),
    ],
  },
});

const stay = (id: string, status: BookingStatus) => ({
  __typename: 'Booking' as const,
  id,
  status,
  startDate: '2030-05-10',
  endDate: '2030-05-12',
  allowedActions: [] as BookingAction[],
  guest: { __typename: 'BookingGuest' as const, id: `g${id}`, firstName: 'Bo', lastName: 'Ek' },
  product: { __typename: 'Product' as const, id: 'p1', name: 'Rum A' },
});

// The generated types carry no __typename; the answers do (as the server's), the rest must match.
const _typed: HostTonightQuery = tonight();
const _stay: StayRowFragment = stay('0', 'reserved');
void _typed;
void _stay;

function renderTonight(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <HostTonightPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const roomCard = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('article') as HTMLElement;

describe('Ikväll (host tonight)', () => {
  it('shows each room with its free beds, checked in, expected and no-shows, names and UNO codes', async () => {
    renderTonight([{ request: { query: HostTonightDocument }, result: { data: tonight() } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Ikväll' })).toBeTruthy();
    const a = await roomCard('Rum A');
    expect(within(a).getByText('1 lediga av 4 sängar')).toBeTruthy();
    expect(within(within(a).getByRole('region', { name: 'Incheckade, Rum A' })).getByText('Anna Berg')).toBeTruthy();
    expect(within(a).getByText('UNO 1234')).toBeTruthy();
    const b = await roomCard('Rum B');
    expect(within(b).getByText('0 lediga av 2 sängar')).toBeTruthy();
    expect(within(b).getByText('UNO saknas')).toBeTruthy();
    const noShows = within(b).getByRole('region', { name: 'Uteblev ikväll, Rum B' });
    expect(within(noShows).getByText('Dan Ås')).toBeTruthy();
    // A released no-show has no buttons; a checked-in guest has none here either.
    expect(within(noShows).queryByRole('button')).toBeNull();
    expect(within(a).queryByRole('button', { name: /Anna Berg/ })).toBeNull();
    expect(within(await roomCard('Rum C')).getAllByText('Ingen')).toHaveLength(3);
    expect(screen.getByText(/Härbärget Natt · Vem sover var natten mot 2030-05-10\./)).toBeTruthy();
  });

  it('checks a guest in with one tap and reads tonight again', async () => {
    renderTonight([
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
      { request: { query: CheckInBookingDocument, variables: { id: '2' } }, result: { data: { checkInBooking: stay('2', 'checked_in') } } },
      { request: { query: HostTonightDocument }, result: { data: tonight(false) } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Checka in: Bo Ek' }));
    expect(await screen.findByText('Bo Ek är incheckad.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checka in: Bo Ek' })).toBeNull();
  });

  it("releases a no-show with the existing decline and the reason 'Uteblev'", async () => {
    renderTonight([
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
      {
        request: { query: NoShowBookingDocument, variables: { id: '3', reason: 'Uteblev' } },
        result: {
          data: {
            declineBooking: {
              ...stay('3', 'declined'),
              guest: { __typename: 'BookingGuest', id: 'g3', firstName: 'Cilla', lastName: 'Dahl' },
            },
          },
        },
      },
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Uteblev: Cilla Dahl' }));
    expect(await screen.findByText('Cilla Dahl markerad som uteblev; platsen är frigjord.')).toBeTruthy();
  });

  it('says in Swedish when an action fails', async () => {
    renderTonight([
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
      {
        request: { query: CheckInBookingDocument, variables: { id: '2' } },
        result: { errors: [{ message: 'x', extensions: { code: 'BOOKING_INVALID_TRANSITION' } }] as never },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Checka in: Bo Ek' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('prints with window.print and links the CSV of the same data', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderTonight([{ request: { query: HostTonightDocument }, result: { data: tonight() } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Skriv ut' }));
    expect(print).toHaveBeenCalledTimes(1);
    const link = screen.getByRole('link', { name: 'Ladda ner CSV' });
    expect(link.getAttribute('href')).toBe(TONIGHT_CSV);
    expect(TONIGHT_CSV).toBe('/api/host/tonight.csv');
    expect(link.hasAttribute('download')).toBe(true);
    print.mockRestore();
  });

  it('has a print stylesheet that hides the chrome and the buttons and puts each room on its own page', () => {
    const css = readFileSync('web/src/features/host/tonight/tonight.css', 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    for (const chrome of ['.app-header', '.side-menu', 'button', '.tonight-actions', '.tonight-tools']) {
      expect(print).toContain(`body:has(.tonight-page) ${chrome}`);
    }
    expect(print).toMatch(/\.tonight-room \{[^}]*break-after: page/);
    expect(print).toMatch(/\.tonight-tick \{[^}]*border: 2px solid #000/);
  });
});
