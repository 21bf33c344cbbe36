import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { BookingAction, BookingStatus, VolunteerBookingsQuery } from '../../gql/graphql';
import { VolunteerBookingsDocument, VolunteerCancelBookingDocument } from './volunteer.graphql';
import { VolunteerRequestsPage } from './VolunteerRequestsPage';

type Booking = VolunteerBookingsQuery['volunteerBookings'][number];
const booking = (id: string, first: string, status: BookingStatus, allowedActions: BookingAction[]): Booking => ({
  id,
  status,
  startDate: '2025-06-01',
  endDate: '2025-06-02',
  bookingTime: '2025-06-01T08:00:00.000Z',
  guest: { id: `g${id}`, firstName: first, lastName: 'Nord', unokod: '5123' },
  product: { id: '11', name: 'Rum 1', shelter: { id: '1', name: 'Härbärget Ljusglimten' } },
  allowedActions,
});

const list = (bookings: Booking[]): MockLink.MockedResponse => ({
  request: { query: VolunteerBookingsDocument },
  result: { data: { volunteerBookings: bookings } },
});

describe("the volunteer's own bookings", () => {
  it('lists them with Avboka only where allowed, and cancels in place', async () => {
    render(
      <MockedProvider
        mocks={[
          list([booking('1', 'Sara', 'confirmed', ['cancel']), booking('2', 'Olle', 'checked_in', [])]),
          {
            request: { query: VolunteerCancelBookingDocument, variables: { id: '1' } },
            result: { data: { cancelBooking: { id: '1', status: 'cancelled', allowedActions: [] } } },
          },
          list([booking('1', 'Sara', 'cancelled', []), booking('2', 'Olle', 'checked_in', [])]),
        ]}
      >
        <VolunteerRequestsPage />
      </MockedProvider>,
    );
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[6]?.textContent)).toEqual(['Bekräftad', 'Incheckad']);
    const [sara, olle] = rows;
    if (!sara || !olle) throw new Error('rows missing');
    expect(within(olle).queryByRole('button')).toBeNull();

    fireEvent.click(within(sara).getByRole('button', { name: 'Avboka bokningen för Sara Nord' }));
    expect(await screen.findByText('Bokningen för Sara Nord är avbokad.')).toBeTruthy();
    expect(await screen.findByText('Avbokad')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    render(
      <MockedProvider mocks={[list([])]}>
        <VolunteerRequestsPage />
      </MockedProvider>,
    );
    expect(await screen.findByText('Du har inga bokningar för gäster.')).toBeTruthy();
  });
});
