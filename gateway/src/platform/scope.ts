/**
 * Record scope (DESIGN §3) that every feature asks the same way (issue 31 §3): the host's own
 * shelter, and the shelters a caseworker is assigned to. One error per case, on every path:
 *   - no session                          → UNAUTHENTICATED
 *   - not of the group                    → FORBIDDEN
 *   - host staff whose account has no shelter → HOST_NOT_FOUND (they see nothing, SPEC 'Host not found')
 * Whether a given record is in scope ("not yours" answered as "not found") stays with the feature:
 * it knows the record.
 */
import type { Actor } from '../domain/actor';
import { AppError } from './errors';
import { requireGroup } from './gate';

/** Host staff and their own shelter. */
export function hostShelterOf(actorOrNull: Actor | null | undefined): { actor: Actor; shelterId: number } {
  const actor = requireGroup(actorOrNull, 'host');
  if (actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
  return { actor, shelterId: actor.hostShelterId };
}

/** Is this shelter the actor's own as host staff? (No error: for a check on a record.) */
export const isOwnShelter = (actor: Actor | null | undefined, shelterId: number): boolean =>
  !!actor && actor.groups.includes('host') && actor.hostShelterId !== null && actor.hostShelterId === shelterId;
