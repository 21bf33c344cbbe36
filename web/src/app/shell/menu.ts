// The side menu of SPEC §2 Layout, as data: the person's FIRST group chooses it. Entries without
// a target are shown as plain text, as SPEC lists them.
import type { Group } from '../../gql/graphql';
import type { Texts } from '../../i18n/texts';
import { paths, type AppPath } from '../../lib/paths';

export interface MenuEntry {
  /** Which of the layout's menu texts (in the person's language, issue 18). */
  label: keyof Texts['layout']['menu'];
  /** Absent: SPEC lists the entry without a link. */
  to?: AppPath;
}

const hostMenu: MenuEntry[] = [
  { label: 'overview', to: paths.host },
  { label: 'tonight', to: paths.tonight },
  { label: 'requests', to: paths.hostRequests },
  { label: 'myRooms', to: paths.hostProducts },
  { label: 'calendar', to: paths.calendar },
  { label: 'shelter', to: paths.hostShelter },
  { label: 'guests', to: paths.hostGuests },
  { label: 'billing', to: paths.hostInvoices },
  { label: 'compass', to: paths.compassKeep },
  { label: 'activities', to: paths.hostActivities },
];

const caseworkerMenu: MenuEntry[] = [
  { label: 'overview', to: paths.caseworker },
  { label: 'requests', to: paths.caseworkerRequests },
  { label: 'users', to: paths.caseworkerUsers },
  { label: 'statistics', to: paths.caseworkerStatistics },
  { label: 'decisions', to: paths.caseworkerDecisions },
  { label: 'invoices', to: paths.caseworkerInvoices },
  { label: 'occupancy', to: paths.occupancy },
  { label: 'compass', to: paths.compass },
];

const userMenu: MenuEntry[] = [
  { label: 'overview', to: paths.user },
  { label: 'bookings', to: paths.userRequests },
  { label: 'compass', to: paths.compass },
];

// SPEC gives volunteers "user's" menu, whose links lead a volunteer to the no-permission page;
// the same two entries point at the volunteer's own pages instead (docs/DECISIONS.md).
const volunteerMenu: MenuEntry[] = [
  { label: 'overview', to: paths.volunteer },
  { label: 'bookings', to: paths.volunteerRequests },
  { label: 'activities', to: paths.volunteerActivities },
  { label: 'compass', to: paths.compass },
];

const adminMenu: MenuEntry[] = [
  { label: 'administration', to: paths.administration },
  { label: 'activities', to: paths.adminActivities },
  { label: 'compass', to: paths.compassKeep },
];

/** Below the group's entries for everyone: SPEC lists both without a target. */
export const bottomEntries: MenuEntry[] = [{ label: 'settings' }, { label: 'users' }];

/**
 * The group's entries of the side menu, chosen by the first group. Nobody logged in: no menu (null).
 * An admin (not in SPEC) gets the administration page, above the bottom entries and 'Logga ut'
 * (issue 23 §12: on a desktop the menu's column is never empty).
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
      return adminMenu;
  }
}
