import type { AuthChecker } from 'type-graphql';
import { requireGroup } from '../gate';
import type { Group } from '../../domain/roles';
import type { Context } from './context';

/**
 * `@Authorized(...groups)`: not logged in → UNAUTHENTICATED; logged in without one of the groups
 * → FORBIDDEN. `@Authorized()` with no groups admits anyone logged in.
 */
export const authChecker: AuthChecker<Context, Group> = ({ context }, groups) => {
  requireGroup(context.actor, ...groups);
  return true;
};
