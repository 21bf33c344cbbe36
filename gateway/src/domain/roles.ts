/**
 * The groups (DESIGN §3), declared once. A person may have several, in order: the first chooses
 * the home route and the side menu.
 */
export const GROUPS = ['user', 'host', 'caseworker', 'volunteer', 'admin'] as const;
export type Group = (typeof GROUPS)[number];

export const isGroup = (value: unknown): value is Group => typeof value === 'string' && (GROUPS as readonly string[]).includes(value);

/** Who acts on a booking: a person in one of their groups, or the system (queue promotion). */
export type Role = Group | 'system';

/** The coarse gates, one list per kind of operation; resolvers and REST shims read the same lists. */
export const ROLES = {
  guest: ['user'],
  host: ['host'],
  caseworker: ['caseworker'],
  volunteer: ['volunteer'],
  admin: ['admin'],
  /** Who requests a booking: a guest for themself, a volunteer for a guest. */
  booker: ['user', 'volunteer'],
  /** Who reads or anonymises a guest's whole record (privacy): caseworkers of their shelters, admins. */
  guestRecords: ['caseworker', 'admin'],
  staff: ['host', 'caseworker', 'volunteer', 'admin'],
  /** Who reads the occupancy statistics (issue 37): caseworkers their shelters, admins all. */
  statistics: ['caseworker', 'admin'],
  /** Who turns a shelter's open feed on or off (issue 37): its host, or an admin. */
  openFeed: ['host', 'admin'],
  /** Who reads the volunteer activities (issue 35 §3): volunteers, the shelters' host staff, admins. */
  activities: ['volunteer', 'host', 'admin'],
  /** Who keeps activities and compass resources (issue 35): a shelter's host staff its own, admins all. */
  keepers: ['host', 'admin'],
  anyone: [],
} as const satisfies Record<string, readonly Group[]>;
