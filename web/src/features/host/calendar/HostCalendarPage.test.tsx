import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BookingAction, BookingStatus, CalendarBookingDetailsFragment, HostCalendarQuery } from '../../../gql/graphql';
import { HostCalendarPage } from './HostCalendarPage';
import { shiftDate, weekday } from './CalendarGrid';
import { CalendarBookingDocument, CalendarCheckInDocument, HostCalendarDocument } from './calendar.graphql';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;
const FROM = '2030-05-10'; // a Friday

const stayOf = (id: string, first: string, status: BookingStatus, startDate: string, endDate: string) => ({
  __typename: 'CalendarStay' as const,
  id,
  status,
  startDate,
  endDate,
  guest: { __typename: 'BookingGuest' as const, id: `g${id}`, firstName: first, lastName: 'Ek' },
});

function calendar(from: string, days: number, bo: BookingStatus = 'reserved') {
  const nights = Array.from({ length: days }, (_, i) => shiftDate(from, i));
  const stays = [stayOf('7', 'Bo', bo, from, shiftDate(from, 2)), stayOf('8', 'Eva', 'pending', shiftDate(from, 1), shiftDate(from, 3))];
  const room = (id: string, name: string, capacity: number, withStays: boolean) => ({
    __typename: 'CalendarRoom' as const,
    product: { __typename: 'Product' as const, id, name },
    nights: nights.map((date) => {
      const bookings = withStays ? stays.filter((s) => s.startDate <= date && date < s.endDate) : [];
      return { __typename: 'CalendarNight' as const, date, capacity, freeBeds: capacity - bookings.length, bookings };
    }),
  });
  return {
    hostCalendar: { __typename: 'HostCalendar', from, days, nights, rooms: [room('p1', 'Rum A', 2, true), room('p2', 'Rum B', 3, false)] },
  };
}

const details = (status: BookingStatus, allowedActions: BookingAction[]) => ({
  __typename: 'Booking' as const,
  id: '7',
  status,
  startDate: FROM,
  endDate: shiftDate(FROM, 2),
  bookingTime: '2030-05-09T18:30:00Z',
  message: 'Kommer sent',
  declineReason: null,
  allowedActions,
  guest: { __typename: 'BookingGuest' as const, id: 'g7', firstName: 'Bo', lastName: 'Ek', unokod: '2345' },
  product: { __typename: 'Product' as const, id: 'p1', name: 'Rum A' },
  history: [
    {
      __typename: 'BookingEvent' as const,
      id: 'e1',
      action: 'request',
      toStatus: 'pending' as const,
      actorName: 'Bo Ek',
      reason: null,
      at: '2030-05-09T18:30:00Z',
    },
    {
      __typename: 'BookingEvent' as const,
      id: 'e2',
      action: 'assign',
      toStatus: 'reserved' as const,
      actorName: 'Maria Holm',
      reason: null,
      at: '2030-05-09T19:00:00Z',
    },
  ],
});

// The generated types carry no __typename; the answers do (as the server's), the rest must match.
const _calendar: HostCalendarQuery = calendar(FROM, 14);
const _details: CalendarBookingDetailsFragment = details('reserved', []);
void _calendar;
void _details;

function renderCalendar(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <HostCalendarPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const firstLoad: Mock = {
  request: { query: HostCalendarDocument, variables: { from: null, days: 14 } },
  result: { data: calendar(FROM, 14) },
};

describe('Kalender (host calendar)', () => {
  it('is a table with rooms as row headers, nights as column headers, free beds and bookings with their status in words', async () => {
    renderCalendar([firstLoad]);
    expect(screen.getByRole('heading', { level: 1, name: 'Kalender' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Sängar per rum och natt, 2030-05-10 till 2030-05-23' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(15);
    expect(within(table).getByRole('columnheader', { name: /fre 10\/05/ })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Rum A' })).toBeTruthy();
    const row = within(table).getByRole('rowheader', { name: 'Rum A' }).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(14);
    expect(cells[0]?.textContent).toContain('1 av 2 lediga');
    expect(cells[1]?.textContent).toContain('0 av 2 lediga');
    expect(cells[3]?.textContent).toContain('2 av 2 lediga');
    // Status colour AND words: the button says Tilldelad / Avvaktar.
    const bo = within(cells[0] as HTMLElement).getByRole('button', { name: 'Bo Ek Tilldelad' });
    expect(bo.textContent).toContain('Tilldelad');
    expect(bo.className).toContain('kit-status-reserved');
    expect(within(cells[1] as HTMLElement).getAllByRole('button')).toHaveLength(2);
    expect(weekday('2030-05-12')).toBe(0);
  });

  it('moves between the cells with the arrow keys (one cell in the tab order)', async () => {
    renderCalendar([firstLoad]);
    const table = await screen.findByRole('table');
    const cell = (r: number, c: number) => table.querySelector(`[data-cell="${r}-${c}"]`) as HTMLElement;
    expect(cell(0, 0).tabIndex).toBe(0);
    expect(cell(0, 1).tabIndex).toBe(-1);
    act(() => cell(0, 0).focus());
    fireEvent.keyDown(cell(0, 0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell(0, 1));
    fireEvent.keyDown(cell(0, 1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell(1, 1));
    fireEvent.keyDown(cell(1, 1), { key: 'End' });
    expect(document.activeElement).toBe(cell(1, 13));
    fireEvent.keyDown(cell(1, 13), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell(1, 13));
    expect(cell(1, 13).tabIndex).toBe(0);
    expect(cell(0, 0).tabIndex).toBe(-1);
  });

  it('switches to 28 nights and moves the dates', async () => {
    renderCalendar([
      firstLoad,
      { request: { query: HostCalendarDocument, variables: { from: null, days: 28 } }, result: { data: calendar(FROM, 28) } },
      {
        request: { query: HostCalendarDocument, variables: { from: shiftDate(FROM, 28), days: 28 } },
        result: { data: calendar(shiftDate(FROM, 28), 28) },
      },
    ]);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: '28 nätter' }));
    expect(await screen.findByRole('table', { name: /till 2030-06-06/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '28 nätter' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Senare' }));
    expect(await screen.findByRole('table', { name: /2030-06-07 till 2030-07-04/ })).toBeTruthy();
  });

  it("opens a booking's details and the host's actions in the dialog, and refreshes the grid after an action", async () => {
    renderCalendar([
      firstLoad,
      {
        request: { query: CalendarBookingDocument, variables: { id: '7' } },
        result: { data: { booking: details('reserved', ['decline', 'host_undo', 'check_in']) } },
      },
      {
        request: { query: CalendarCheckInDocument, variables: { id: '7' } },
        result: { data: { checkInBooking: details('checked_in', ['check_out', 'extend']) } },
      },
      { request: { query: HostCalendarDocument, variables: { from: null, days: 14 } }, result: { data: calendar(FROM, 14, 'checked_in') } },
    ]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Bo Ek Tilldelad' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Bokning: Bo Ek' });
    expect(await within(dialog).findByText('2345')).toBeTruthy();
    expect(within(dialog).getByText('Kommer sent')).toBeTruthy();
    expect(within(dialog).getByText(/Maria Holm/)).toBeTruthy();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Incheckning', 'Neka', 'Ångra', 'Uteblev', 'Stäng']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incheckning' }));
    expect(await within(dialog).findByText('Incheckning: Bo Ek. Klart.')).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: 'Bo Ek Incheckad' })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
