/**
 * Ikväll's and Kalender's rules: the no-show reason, the calendar's lengths, a booking's group on
 * tonight's list, and the CSV (issue 31 §1).
 */
import { type BookingView } from '../booking/booking.view';
import { toCsv } from '../platform/csv';
import { isAwaitingHost } from './staff.rules';
import { HostTonight, TonightGroup } from './night.view';

/** The decline reason of a no-show (the host's Uteblev button and the automatic release send it). */
export const NO_SHOW_REASON = 'Uteblev';

/** The calendar's two widths (nights). */
export const CALENDAR_DAYS = [14, 28] as const;

export function tonightGroup(b: Pick<BookingView, 'status'>): TonightGroup {
  if (b.status === 'checked_in') return 'checkedIn';
  if (b.status === 'declined') return 'noShow';
  if (isAwaitingHost(b.status)) return 'request';
  return 'expected';
}

export const TONIGHT_CSV_HEADER = [
  'Rum',
  'Gäst',
  'UNO',
  'Läge',
  'Incheckning',
  'Utcheckning',
  'Bokning',
  'Lediga sängar',
  'Datum',
] as const;

/**
 * Ikväll as CSV: one line per guest (checked in, expected, no-shows), and a line for a room
 * nobody has a place in, so every room and its free beds are on the list.
 */
export function tonightCsv(t: HostTonight): string {
  const lines: (string | number | null)[][] = [[...TONIGHT_CSV_HEADER]];
  for (const room of t.rooms) {
    const guests = [...room.checkedIn, ...room.expected, ...room.requests, ...room.noShows];
    if (guests.length === 0) lines.push([room.product.name, '', '', '', '', '', '', room.freeBeds, t.date]);
    for (const b of guests) {
      lines.push([
        room.product.name,
        `${b.guest.firstName} ${b.guest.lastName}`.trim(),
        b.guest.unokod,
        GROUP_LABEL[tonightGroup(b)],
        b.startDate,
        b.endDate,
        b.id,
        room.freeBeds,
        t.date,
      ]);
    }
  }
  return toCsv(lines);
}

export const tonightCsvFilename = (t: HostTonight): string => `ikvall-${t.date}.csv`;

export const GROUP_LABEL: Record<TonightGroup, string> = {
  checkedIn: 'Incheckad',
  expected: 'Väntas',
  noShow: 'Uteblev',
  request: 'Förfrågan',
};
