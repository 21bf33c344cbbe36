// The side menu of SPEC §2 Layout, as data: the person's FIRST group chooses it. Entries without
// a target are shown as plain text, as SPEC lists them.
import type { Group } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { paths, type AppPath } from '../../lib/paths';

export interface MenuEntry {
  label: string;
  /** Absent: SPEC lists the entry without a link. */
  to?: AppPath;
}

const m = sv.layout.menu;

const hostMenu: MenuEntry[] = [
  { label: m.overview, to: paths.host },
  { label: m.requests, to: paths.hostRequests },
  { label: m.myRooms, to: paths.hostProducts },
  { label: m.calendar },
  { label: m.shelter },
  { label: m.guests },
  { label: m.billing },
];

const caseworkerMenu: MenuEntry[] = [
  { label: m.overview, to: paths.caseworker },
  { label: m.requests, to: paths.caseworkerRequests },
  { label: m.users, to: paths.caseworkerUsers },
  { label: m.statistics, to: paths.caseworkerStatistics },
];

const userMenu: MenuEntry[] = [
  { label: m.overview, to: paths.user },
  { label: m.bookings, to: paths.userRequests },
];

// SPEC gives volunteers "user's" menu, whose links lead a volunteer to the no-permission page;
// the same two entries point at the volunteer's own pages instead (docs/ARCHITECTURE.md).
const volunteerMenu: MenuEntry[] = [
  { label: m.overview, to: paths.volunteer },
  { label: m.bookings, to: paths.volunteerRequests },
];

/** Below the group's entries for everyone: SPEC lists both without a target. */
export const bottomEntries: MenuEntry[] = [{ label: m.settings }, { label: m.users }];

/**
 * The group's entries of the side menu, chosen by the first group. Nobody logged in: no menu (null).
 * An admin (not in SPEC) gets no group entries, only the bottom ones, so 'Logga ut' is still there.
 */
export function menuFor(groups: readonly Group[]): MenuEntry[] | null {
  const first: Group | undefined = groups[0];
  switch (first) {
    case undefined:
      return null;
    case 'host':
      return hostMenu;
    case 'caseworker':
      return caseworkerMenu;
    case 'user':
      return userMenu;
    case 'volunteer':
      return volunteerMenu;
    case 'admin':
      return [];
  }
}
