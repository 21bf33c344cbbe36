import { type KeyboardEvent, useRef, useState } from 'react';
import type { HostCalendarQuery } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host';
import { fullName } from '../../../lib/full-name';
import { dayColumn } from '../../../lib/dates';

const t = sv.host.calendar;

export type Calendar = HostCalendarQuery['hostCalendar'];
export type CalendarStay = Calendar['rooms'][number]['nights'][number]['bookings'][number];

/** The weekday of a yyyy-MM-dd date (0 = Sunday), by arithmetic: no time zone can move it. */
export function weekday(date: string): number {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))).getUTCDay();
}

/** `date` moved by `days` (yyyy-MM-dd), by UTC arithmetic. */
export function shiftDate(date: string, days: number): string {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days));
  return d.toISOString().slice(0, 10);
}

/**
 * Rooms as rows, nights as columns: a real table (row and column headers for screen readers),
 * scrolling inside its own box on a phone. The arrow keys move between the cells (one of them is
 * in the tab order: a roving tabindex); a booking in a cell is a button that opens its details.
 */
export function CalendarGrid({ calendar, onOpen }: { calendar: Calendar; onOpen: (stay: CalendarStay) => void }) {
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const table = useRef<HTMLTableElement>(null);
  const rows = calendar.rooms.length;
  const cols = calendar.nights.length;
  const last = calendar.nights[cols - 1] ?? calendar.from;

  const focusCell = (r: number, c: number) => {
    const row = Math.max(0, Math.min(rows - 1, r));
    const col = Math.max(0, Math.min(cols - 1, c));
    setActive([row, col]);
    table.current?.querySelector<HTMLElement>(`[data-cell="${row}-${col}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [r, c] = (cell.dataset.cell ?? '0-0').split('-').map(Number) as [number, number];
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      Home: [r, 0],
      End: [r, cols - 1],
    };
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    focusCell(to[0], to[1]);
  };

  return (
    <div className="calendar-scroll" role="region" aria-label={t.gridLabel(calendar.from, last)} tabIndex={-1}>
      <table ref={table} className="calendar-grid" onKeyDown={onKeyDown} aria-describedby="calendar-keys">
        <caption className="sr-only">{t.gridLabel(calendar.from, last)}</caption>
        <thead>
          <tr>
            <th scope="col" className="calendar-corner">
              {t.room}
            </th>
            {calendar.nights.map((night) => {
              const day = weekday(night);
              return (
                <th key={night} scope="col" className={day === 0 || day === 6 ? 'calendar-weekend' : undefined}>
                  <abbr title={`${t.weekdaysLong[day]} ${night}`} className="calendar-day">
                    <span>{t.weekdays[day]}</span> <span>{dayColumn(night)}</span>
                  </abbr>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {calendar.rooms.map((room, r) => (
            <tr key={room.product.id}>
              <th scope="row" className="calendar-room">
                {room.product.name}
              </th>
              {room.nights.map((cell, c) => {
                const isActive = active[0] === r && active[1] === c;
                const full = cell.freeBeds === 0;
                return (
                  <td
                    key={cell.date}
                    data-cell={`${r}-${c}`}
                    tabIndex={isActive ? 0 : -1}
                    onFocus={() => setActive([r, c])}
                    className={full ? 'calendar-cell calendar-full' : 'calendar-cell'}
                  >
                    <span className="calendar-free">{t.free(cell.freeBeds, cell.capacity)}</span>
                    {cell.bookings.length > 0 && (
                      <ul className="calendar-stays">
                        {cell.bookings.map((b) => {
                          const name = fullName(b.guest);
                          const status = sv.statusLabel[b.status];
                          return (
                            <li key={b.id}>
                              <button
                                type="button"
                                tabIndex={isActive ? 0 : -1}
                                className={`calendar-stay kit-status kit-status-${b.status}`}
                                data-booking-id={b.id}
                                aria-haspopup="dialog"
                                onClick={() => onOpen(b)}
                              >
                                {/* Name and status in words (never colour alone); the text is the button's name. */}
                                <span className="calendar-stay-name">{name}</span> <span className="calendar-stay-status">{status}</span>
                              </button>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
