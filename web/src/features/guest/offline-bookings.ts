// The guest's own bookings as the offline page shows them (issue 17; lib/offline-store.ts).
import type { MyBookingsQuery } from '../../gql/graphql';
import type { OwnBookingsSnapshot } from '../../lib/offline-store';
import { formatPostcode } from './format';

type Shelter = MyBookingsQuery['myBookings'][number]['product']['shelter'];

/** 'Street 1, 118 20 Stockholm' (the parts the shelter has). */
export function shelterAddress({ street, postcode, city }: Shelter): string {
  const place = [formatPostcode(postcode), city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** Only what the offline page shows: shelter, address, dates and status, and when it was fetched. */
export function ownBookingsSnapshot(bookings: MyBookingsQuery['myBookings'], fetchedAt: Date): OwnBookingsSnapshot {
  return {
    fetchedAt: fetchedAt.toISOString(),
    bookings: bookings.map((b) => ({
      shelter: b.product.shelter.name,
      address: shelterAddress(b.product.shelter),
      startDate: b.startDate,
      endDate: b.endDate,
      status: b.status,
      ...(b.product.shelter.phone ? { phone: b.product.shelter.phone } : {}),
      ...(b.product.shelter.checkInUntil ? { checkInUntil: b.product.shelter.checkInUntil } : {}),
    })),
  };
}
