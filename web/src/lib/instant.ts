import { stockholmWallClock } from './dates';

/**
 * An instant (ISO-8601, e.g. Booking.bookingTime) as 'yyyy-MM-dd HH:mm' in Stockholm time, whatever
 * the browser's zone: staff read when a request came in on the shelter's clock.
 */
export function stockholmDateTime(iso: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  const w = stockholmWallClock(ms);
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}
