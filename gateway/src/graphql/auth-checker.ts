import type { AuthChecker } from 'type-graphql';
import { AppError } from '../common/errors';
import type { Group } from '../auth/roles';
import type { Context } from './context';

/**
 * `@Authorized(...groups)`: not logged in → UNAUTHENTICATED; logged in without one of the groups
 * → FORBIDDEN. `@Authorized()` with no groups admits anyone logged in.
 */
export const authChecker: AuthChecker<Context, Group> = ({ context }, groups) => {
  if (!context.actor) throw new AppError('UNAUTHENTICATED');
  if (groups.length === 0 || groups.some((g) => context.actor?.groups.includes(g))) return true;
  throw new AppError('FORBIDDEN');
};
