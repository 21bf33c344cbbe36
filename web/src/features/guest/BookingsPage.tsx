import { usePageTexts } from '../../lib/texts';
import { MyBookingsPanel } from './MyBookingsPanel';

/** SPEC §2 Guest: bookings list (/user/requests), header 'Bokningar'. */
export function BookingsPage() {
  const t = usePageTexts('guest').guest;
  return (
    <>
      <h1>{t.bookings.heading}</h1>
      <MyBookingsPanel />
    </>
  );
}

/** /se-bokningar (a start page target): the same list under its own heading. */
export function SeeBookingsPage() {
  const t = usePageTexts('guest').guest;
  return (
    <>
      <h1>{t.seeBookings.heading}</h1>
      <MyBookingsPanel />
    </>
  );
}
