import type { RequestRowFragment } from '../../gql/graphql';

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
