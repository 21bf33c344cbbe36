import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { sv } from '../../../i18n/sv-host';
import { actionErrorText } from '../../../lib/action-error';
import { useLiveRefetch } from '../../../lib/live';
import { DataState } from '../../../ui/DataState';
import { DateField } from '../../../ui/DateField';
import { BookingDialog } from './BookingDialog';
import { CalendarGrid, type CalendarStay, shiftDate } from './CalendarGrid';
import { HostCalendarDocument } from './calendar.graphql';
import '../host.css';
import './calendar.css';

const t = sv.host.calendar;
const WIDTHS = [14, 28] as const;

/**
 * /host/calendar, 'Kalender' (issue 19): the host's rooms × 14 or 28 nights from a chosen date (today
 * by default, the server's Stockholm date), each cell the bookings holding a place and the beds
 * left. A booking opens its details and the host's actions in the shared dialog.
 */
export function HostCalendarPage() {
  const [from, setFrom] = useState<string | null>(null);
  const [days, setDays] = useState<(typeof WIDTHS)[number]>(14);
  const [open, setOpen] = useState<CalendarStay | null>(null);
  const { data, loading, error, refetch } = useQuery(HostCalendarDocument, {
    variables: { from, days },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(refetch);
  const calendar = data?.hostCalendar;
  const shown = calendar?.from ?? from;

  return (
    <section className="calendar-page" aria-labelledby="calendar-title">
      <h1 id="calendar-title">{t.title}</h1>
      <div className="calendar-tools">
        <DateField id="calendar-from" label={t.from} value={shown} onChange={(v) => v && setFrom(v)} placeholder={t.fromPlaceholder} />
        <div role="group" aria-label={t.width} className="calendar-widths">
          {WIDTHS.map((w) => (
            <button
              key={w}
              type="button"
              className={w === days ? undefined : 'secondary'}
              aria-pressed={w === days}
              onClick={() => setDays(w)}
            >
              {t.nights(w)}
            </button>
          ))}
        </div>
        <div className="calendar-steps">
          <button type="button" className="secondary" disabled={!shown} onClick={() => shown && setFrom(shiftDate(shown, -days))}>
            {t.previous}
          </button>
          <button type="button" className="secondary" onClick={() => setFrom(null)}>
            {t.today}
          </button>
          <button type="button" className="secondary" disabled={!shown} onClick={() => shown && setFrom(shiftDate(shown, days))}>
            {t.next}
          </button>
        </div>
      </div>
      <p id="calendar-keys" className="calendar-hint">
        {t.keyboardHint}
      </p>
      <DataState
        loading={loading && !data}
        error={data ? undefined : error}
        onRetry={refetch}
        errorText={error ? actionErrorText(error, sv.requests.serverErrors, sv.common.loadFailed) : undefined}
        empty={calendar !== undefined && calendar.rooms.length === 0}
        emptyText={t.noRooms}
      >
        {calendar && <CalendarGrid calendar={calendar} onOpen={setOpen} />}
      </DataState>
      {open && <BookingDialog stay={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
