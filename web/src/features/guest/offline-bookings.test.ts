import type { MyBookingsQuery } from '../../gql/graphql';
import { ownBookingsSnapshot } from './offline-bookings';

const answer: MyBookingsQuery['myBookings'] = [
  {
    id: '41',
    status: 'confirmed',
    startDate: '2026-12-04',
    endDate: '2026-12-06',
    message: 'Jag kommer runt 21.',
    declineReason: null,
    allowedActions: ['cancel'],
    product: {
      id: 'p1',
      name: 'Rum 1',
      type: 'room',
      shelter: {
        id: 's1',
        name: 'Härbärget Ljusglimten',
        street: 'Ljusgatan 1',
        postcode: '11820',
        city: 'Stockholm',
        phone: '08-123 45 67',
        checkInFrom: '18:00',
        checkInUntil: '22:00',
        latitude: 59.3,
        longitude: 18.1,
      },
    },
    queuePosition: null,
  },
];

describe('the offline snapshot of the guest’s bookings (issue 17)', () => {
  it('holds shelter, address, dates, status, the shelter phone and latest check-in (issue 33), and when it was fetched: nothing else', () => {
    expect(ownBookingsSnapshot(answer, new Date('2026-11-24T11:00:00Z'))).toEqual({
      fetchedAt: '2026-11-24T11:00:00.000Z',
      bookings: [
        {
          shelter: 'Härbärget Ljusglimten',
          address: 'Ljusgatan 1, 118 20 Stockholm',
          startDate: '2026-12-04',
          endDate: '2026-12-06',
          status: 'confirmed',
          // Issue 33 §10: the shelter's phone and latest check-in (the shelter's, nothing of the guest's).
          phone: '08-123 45 67',
          checkInUntil: '22:00',
        },
      ],
    });
  });
});
