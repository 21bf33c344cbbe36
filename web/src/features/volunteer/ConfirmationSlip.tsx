import { useEffect, useRef } from 'react';
import { sv } from '../../i18n/sv-volunteer';
import { formatPostcode } from '../../lib/postcode';
import './slip.css';
import { StartCodeBox } from './StartCodeBox';

const t = sv.volunteer.booking.slip;

/** What the slip shows: nothing a guest would not want to carry (no UNO code, no flag). */
export interface Slip {
  guestName: string;
  /** Issue 36 §3: the guest, for a start code printed with the slip. */
  guestId?: string;
  shelter: {
    name: string;
    street: string;
    postcode: string;
    city: string;
    phone?: string | null;
    checkInFrom?: string | null;
    checkInUntil?: string | null;
  };
  room: string;
  startDate: string;
  endDate: string;
}

function checkInText(from?: string | null, until?: string | null): string {
  if (from && until) return t.checkInWindow(from, until);
  if (until) return t.checkInUntil(until);
  if (from) return t.checkInFrom(from);
  return t.checkInUnknown;
}

/**
 * The printable confirmation (issue 20 §7) for a guest no message can reach: shelter, address,
 * dates and latest check-in, on paper. Printing shows the slip alone (slip.css).
 */
export function ConfirmationSlip({ slip }: { slip: Slip }) {
  const s = slip.shelter;
  // Issue 33 §12: the slip appears where the view is not (the volunteer booked from the list), so
  // focus, and with it the view, moves to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [slip]);
  return (
    <section className="confirmation-slip card" aria-label={t.label}>
      <h2 ref={heading} tabIndex={-1}>
        {t.heading}
      </h2>
      <dl className="slip-facts">
        <dt>{t.guest}</dt>
        <dd>{slip.guestName}</dd>
        <dt>{t.shelter}</dt>
        <dd>{s.name}</dd>
        <dt>{t.room}</dt>
        <dd>{slip.room}</dd>
        <dt>{t.address}</dt>
        <dd>
          {s.street}, {formatPostcode(s.postcode)} {s.city}
        </dd>
        {s.phone && (
          <>
            <dt>{t.phone}</dt>
            <dd>{s.phone}</dd>
          </>
        )}
        <dt>{t.dates}</dt>
        <dd>{t.datesValue(slip.startDate, slip.endDate)}</dd>
        <dt>{t.checkIn}</dt>
        <dd>{checkInText(s.checkInFrom, s.checkInUntil)}</dd>
      </dl>
      {slip.guestId && <StartCodeBox guestId={slip.guestId} />}
      <button type="button" className="slip-print" onClick={() => window.print()}>
        {t.print}
      </button>
    </section>
  );
}
