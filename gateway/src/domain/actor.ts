import type { Group } from './roles';

/** The person behind a request, loaded once per request from the session. */
export interface Actor {
  userId: number;
  email: string | null;
  firstName: string;
  lastName: string;
  groups: Group[];
  /** Host staff's shelter. */
  hostShelterId: number | null;
  /** Shelters a caseworker is assigned to. */
  assignedShelterIds: number[];
  /** The account still has the initial password an admin set (issue 10): the web sends them to /settings. */
  mustChangePassword?: boolean;
}

export const hasGroup = (actor: Actor | null | undefined, group: Group): boolean => !!actor && actor.groups.includes(group);

export const hasAnyGroup = (actor: Actor | null | undefined, groups: readonly Group[]): boolean =>
  !!actor && (groups.length === 0 || groups.some((g) => actor.groups.includes(g)));
