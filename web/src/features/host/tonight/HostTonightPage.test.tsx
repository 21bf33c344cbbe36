import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { MemoryRouter } from 'react-router-dom';
import type { BookingAction, BookingStatus, HostTonightQuery, StayRowFragment } from '../../../gql/graphql';
import { CheckInBookingDocument } from '../host.graphql';
import { HostTonightPage, TONIGHT_CSV } from './HostTonightPage';
import { HostTonightDocument, TonightAssignDocument, TonightDeclineDocument, TonightUndoDocument } from './tonight.graphql';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const guest = (id: string, first: string, last: string, status: BookingStatus, allowedActions: BookingAction[], unokod: string | null) => ({
  __typename: 'Booking' as const,
  id,
  status,
  startDate: '2030-05-10',
  endDate: '2030-05-12',
  allowedActions,
  // Issue 38: Eva's request is tied to a biståndsbeslut.
  decision: id === '5' ? { __typename: 'BookingDecision' as const, caseNumber: 'SOC 2030/7', endDate: '2030-05-20' } : null,
  guest: { __typename: 'BookingGuest' as const, id: `g${id}`, firstName: first, lastName: last, unokod },
});

const room = (
  id: string,
  name: string,
  capacity: number,
  freeBeds: number,
  lists: Partial<Record<'checkedIn' | 'expected' | 'noShows' | 'requests', ReturnType<typeof guest>[]>>,
) => ({
  __typename: 'TonightRoom' as const,
  product: { __typename: 'Product' as const, id, name },
  capacity,
  freeBeds,
  checkedIn: lists.checkedIn ?? [],
  expected: lists.expected ?? [],
  noShows: lists.noShows ?? [],
  requests: lists.requests ?? [],
});

const tonight = (expectedBo = true, noShowOpen = true, requestEva = true) => ({
  hostTonight: {
    __typename: 'HostTonight' as const,
    date: '2030-05-10',
    time: '22:15',
    shelterName: 'Härbärget Natt',
    checkInUntil: '22:00',
    noShowOpen,
    rooms: [
      room('p1', 'Rum A', 4, 1, {
        checkedIn: [guest('1', 'Anna', 'Berg', 'checked_in', ['check_out', 'extend'], '1234')],
        expected: expectedBo ? [guest('2', 'Bo', 'Ek', 'reserved', ['decline', 'host_undo', 'check_in'], '2345')] : [],
        requests: requestEva ? [guest('5', 'Eva', 'Fors', 'pending', ['assign', 'decline'], '5678')] : [],
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
    // The code isolated left-to-right (issue 33 §9).
    expect(within(a).getByText('1234').tagName).toBe('BDI');
    expect(within(a).getByText('1234').parentElement?.textContent).toBe('UNO 1234');
    const b = await roomCard('Rum B');
    expect(within(b).getByText('0 lediga av 2 sängar')).toBeTruthy();
    expect(within(b).getByText('UNO saknas')).toBeTruthy();
    const noShows = within(b).getByRole('region', { name: 'Uteblev ikväll, Rum B' });
    expect(within(noShows).getByText('Dan Ås')).toBeTruthy();
    // A released no-show has no buttons; a checked-in guest has none here either.
    expect(within(noShows).queryByRole('button')).toBeNull();
    expect(within(a).queryByRole('button', { name: /Anna Berg/ })).toBeNull();
    expect(within(await roomCard('Rum C')).getAllByText('Ingen')).toHaveLength(3);
    // The print's head: the shelter, date and time, and the head count (the checked in).
    expect(screen.getByText('1 person i huset')).toBeTruthy();
    expect(screen.getByText(/Härbärget Natt · Vem sover var natten mot 2030-05-10\./)).toBeTruthy();
    // Issue 38: the case number and last night of the decision a request is tied to.
    expect(within(a).getByText('Beslut SOC 2030/7 t.o.m. 2030-05-20')).toBeTruthy();
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

  it("shows tonight's requests per room with Tilldela and Neka, and how many beds they hold (issue 33 §1)", async () => {
    const assigned = guest('5', 'Eva', 'Fors', 'reserved', ['decline', 'host_undo', 'check_in'], '5678');
    const pendingAgain = guest('5', 'Eva', 'Fors', 'pending', ['assign', 'decline'], '5678');
    renderTonight([
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
      { request: { query: TonightAssignDocument, variables: { id: '5' } }, result: { data: { assignBooking: assigned } } },
      { request: { query: HostTonightDocument }, result: { data: tonight(true, true, false) } },
      { request: { query: TonightUndoDocument, variables: { id: '5' } }, result: { data: { hostSetPending: pendingAgain } } },
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
    ]);
    const a = await roomCard('Rum A');
    expect(within(a).getByText(/1 säng hålls av en förfrågan/)).toBeTruthy();
    const requests = within(a).getByRole('region', { name: 'Förfrågningar ikväll, Rum A' });
    expect(within(requests).getByText('Eva Fors')).toBeTruthy();
    expect(within(requests).getByRole('button', { name: 'Neka: Eva Fors' })).toBeTruthy();
    // Rum B has no request: no empty requests section.
    expect(within(await roomCard('Rum B')).queryByRole('region', { name: /Förfrågningar/ })).toBeNull();
    fireEvent.click(within(requests).getByRole('button', { name: 'Tilldela: Eva Fors' }));
    // The result in the room's own card, with Ångra.
    const result = await within(a).findByRole('status', { name: 'Senaste åtgärd, Rum A' });
    expect(await within(result).findByText('Eva Fors har fått en plats i Rum A.')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'Ångra: Eva Fors' }));
    expect(await within(result).findByText('Ångrat: Eva Fors är tillbaka som förut.')).toBeTruthy();
  });

  it('Neka asks for an optional reason first', async () => {
    renderTonight([
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
      {
        request: { query: TonightDeclineDocument, variables: { id: '5', reason: 'Fullt – ingen ledig plats' } },
        result: { data: { declineBooking: guest('5', 'Eva', 'Fors', 'declined', ['host_undo'], '5678') } },
      },
      { request: { query: HostTonightDocument }, result: { data: tonight(true, true, false) } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Neka: Eva Fors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neka Eva Fors' });
    // One of the fixed reasons, which the guest reads in their language (issue 33 §6).
    fireEvent.change(within(dialog).getByLabelText(/^Vanliga orsaker/), { target: { value: 'Fullt – ingen ledig plats' } });
    expect((within(dialog).getByLabelText('Orsak (frivillig, gästen ser den)') as HTMLTextAreaElement).value).toBe(
      'Fullt – ingen ledig plats',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Neka' }));
    expect(await screen.findByText('Eva Fors har nekats; platsen är frigjord.')).toBeTruthy();
  });

  it("Uteblev asks first (name, room, the place is freed), declines with the reason 'Uteblev', and offers Ångra (issue 33 §2)", async () => {
    renderTonight([
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
      {
        request: { query: TonightDeclineDocument, variables: { id: '3', reason: 'Uteblev' } },
        result: { data: { declineBooking: guest('3', 'Cilla', 'Dahl', 'declined', ['host_undo'], null) } },
      },
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
      {
        request: { query: TonightUndoDocument, variables: { id: '3' } },
        result: { data: { hostSetPending: guest('3', 'Cilla', 'Dahl', 'pending', ['assign', 'decline'], null) } },
      },
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
      {
        request: { query: TonightAssignDocument, variables: { id: '3' } },
        result: { data: { assignBooking: guest('3', 'Cilla', 'Dahl', 'reserved', ['check_in', 'decline'], null) } },
      },
      { request: { query: HostTonightDocument }, result: { data: tonight() } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Uteblev: Cilla Dahl' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Markera Cilla Dahl som uteblev?' });
    expect(within(dialog).getByText('Cilla Dahl, Rum B: bokningen nekas med orsaken Uteblev och platsen frigörs.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, uteblev' }));
    const b = await roomCard('Rum B');
    const result = within(b).getByRole('status', { name: 'Senaste åtgärd, Rum B' });
    expect(await within(result).findByText('Cilla Dahl markerad som uteblev; platsen är frigjord.')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'Ångra: Cilla Dahl' }));
    expect(await within(result).findByText('Ångrat: Cilla Dahl är tillbaka som förut.')).toBeTruthy();
  });

  it('Avbryt in the question changes nothing', async () => {
    renderTonight([{ request: { query: HostTonightDocument }, result: { data: tonight() } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Uteblev: Cilla Dahl' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Uteblev: Cilla Dahl' })).toBeTruthy();
  });

  it('offers no Uteblev before the latest check-in time, and says from when', async () => {
    renderTonight([{ request: { query: HostTonightDocument }, result: { data: tonight(true, false) } }]);
    expect(await screen.findByRole('button', { name: 'Checka in: Bo Ek' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Uteblev/ })).toBeNull();
    expect(screen.getByText('Uteblev kan markeras från kl. 22:00, senaste incheckning.')).toBeTruthy();
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
    const a = await roomCard('Rum A');
    expect((await within(a).findByText(/^Bo Ek: /)).textContent).not.toBe('Bo Ek: ');
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

  it('has a one-page print stylesheet that hides the chrome and the buttons (issue 33 §3)', () => {
    const css = readFileSync('web/src/features/host/tonight/tonight.css', 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    for (const chrome of ['.app-header', '.side-menu', 'button', '.tonight-actions', '.tonight-tools']) {
      expect(print).toContain(`body:has(.tonight-page) ${chrome}`);
    }
    expect(print).toMatch(/\.tonight-room \{[^}]*break-after: auto/);
    expect(print).not.toMatch(/break-after: page/);
    expect(print).toMatch(/\.tonight-tick \{[^}]*border: 1\.5px solid #000/);
  });
});
