import type { RequestRowFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv-requests';
import { compareSwedish } from '../../lib/swedish-order';

export type RequestRow = RequestRowFragment;

export interface ShelterGroup {
  /** The shelter's id, or '' when the row carries none. */
  id: string;
  /** The shelter's name; '' when missing (the view shows 'Okänt Härbärge'). */
  name: string;
  rows: RequestRow[];
}

/** Oldest request first, as the server lists them; ties by id so the order never jumps. */
export const byReceived = (a: RequestRow, b: RequestRow): number =>
  a.bookingTime < b.bookingTime ? -1 : a.bookingTime > b.bookingTime ? 1 : Number(a.id) - Number(b.id);

/**
 * SPEC: one card per shelter. Groups keep the order in which their shelter first appears; rows
 * within a group are sorted by when they were received.
 */
export function groupByShelter(rows: readonly RequestRow[]): ShelterGroup[] {
  const groups = new Map<string, ShelterGroup>();
  for (const row of rows) {
    const shelter = row.product?.shelter;
    const id = shelter?.id ?? '';
    let group = groups.get(id);
    if (!group) {
      group = { id, name: shelter?.name?.trim() ?? '', rows: [] };
      groups.set(id, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()].map((g) => ({ ...g, rows: [...g.rows].sort(byReceived) }));
}

/**
 * The rows to show: the server's list, plus the row just handled while it is still on screen (it
 * has left the server's list, but keeps its place until the next action so it can be undone).
 */
export function withHandled(rows: readonly RequestRow[], handled: RequestRow | null): RequestRow[] {
  if (!handled || rows.some((r) => r.id === handled.id)) return [...rows];
  return [...rows, handled];
}

export const guestName = (row: Pick<RequestRow, 'guest'>): string =>
  [row.guest.firstName, row.guest.lastName].filter((p) => p?.trim()).join(' ');

const MINUTE = 60_000;

/**
 * How long a request has waited, from its booking time to `now` (issue 19): minutes under an hour,
 * whole hours under a day ('väntat 3 h'), then whole days ('väntat 2 dygn').
 */
export function waitedText(bookingTime: string, now: number): string {
  const at = new Date(bookingTime).getTime();
  if (Number.isNaN(at)) return '';
  const minutes = Math.max(0, Math.floor((now - at) / MINUTE));
  if (minutes < 60) return sv.requests.waited.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return sv.requests.waited.hours(hours);
  return sv.requests.waited.days(Math.floor(hours / 24));
}

/** The day after a 'yyyy-MM-dd' date (calendar arithmetic, no time zone involved). */
const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A stay longer than this lists only its first nights as filter choices (it still matches later ones). */
const MAX_LISTED_NIGHTS = 31;

/** The nights a row asks for: its start up to the night before its end; only the start without an end. */
function nightsOf(row: Pick<RequestRow, 'startDate' | 'endDate'>): string[] {
  const nights = [row.startDate];
  if (!row.endDate) return nights;
  for (let d = nextDay(row.startDate); d < row.endDate && nights.length < MAX_LISTED_NIGHTS; d = nextDay(d)) nights.push(d);
  return nights;
}

/** What the filters above the lists ask for: '' is 'all'. */
export interface RequestFilter {
  night: string;
  room: string;
}

export const noFilter: RequestFilter = { night: '', room: '' };

/** True when the row asks for that night (a stay without an end covers every night from its start) and that room. */
export function matchesFilter(row: Pick<RequestRow, 'startDate' | 'endDate' | 'product'>, filter: RequestFilter): boolean {
  if (filter.room !== '' && row.product.id !== filter.room) return false;
  if (filter.night === '') return true;
  if (filter.night < row.startDate) return false;
  return !row.endDate || filter.night < row.endDate || filter.night === row.startDate;
}

/** The filters' choices: every night the rows ask for, in order, and every room, by name. */
export function filterChoices(rows: readonly RequestRow[]): { nights: string[]; rooms: { id: string; label: string }[] } {
  const nights = new Set<string>();
  const rooms = new Map<string, { name: string; shelter: string }>();
  for (const row of rows) {
    for (const night of nightsOf(row)) nights.add(night);
    rooms.set(row.product.id, { name: row.product.name, shelter: row.product.shelter?.name ?? '' });
  }
  const shelters = new Set([...rooms.values()].map((r) => r.shelter));
  const label = (r: { name: string; shelter: string }) => (shelters.size > 1 && r.shelter ? `${r.shelter} – ${r.name}` : r.name);
  return {
    nights: [...nights].sort(),
    rooms: [...rooms.entries()].map(([id, r]) => ({ id, label: label(r) })).sort((a, b) => compareSwedish(a.label, b.label)),
  };
}
