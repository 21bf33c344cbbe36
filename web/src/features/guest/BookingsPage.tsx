import { sv } from '../../i18n/sv';
import { MyBookingsPanel } from './MyBookingsPanel';

/** SPEC §2 Guest: bookings list (/user/requests), header 'Bokningar'. */
export function BookingsPage() {
  return (
    <>
      <h1>{sv.guest.bookings.heading}</h1>
      <MyBookingsPanel />
    </>
  );
}

/** /se-bokningar (a start page target): the same list under its own heading. */
export function SeeBookingsPage() {
  return (
    <>
      <h1>{sv.guest.seeBookings.heading}</h1>
      <MyBookingsPanel />
    </>
  );
}
