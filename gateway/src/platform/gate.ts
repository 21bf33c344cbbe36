import type { Actor } from '../domain/actor';
import type { Group } from '../domain/roles';
import { AppError } from './errors';

/**
 * The one gate: no actor → UNAUTHENTICATED; an actor in none of `groups` → FORBIDDEN; else the
 * actor. No groups admits anyone logged in. Resolvers (auth checker), REST shims and services use it.
 */
export function requireGroup(actor: Actor | null | undefined, ...groups: readonly Group[]): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  if (groups.length > 0 && !groups.some((g) => actor.groups.includes(g))) throw new AppError('FORBIDDEN');
  return actor;
}
