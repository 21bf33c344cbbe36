import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Group } from '../gql/graphql';
import { useTexts } from '../lib/texts';
import { LeaveFor, loginUrl } from '../lib/leave';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';

/**
 * SPEC §2 guards: not logged in → the login page, which comes back to the original location after
 * logging in (`?next=`); logged in without one of `groups` → /unauthorized. An empty `groups`
 * admits anyone logged in.
 */
export function RequireGroup({ groups, children }: { groups: readonly Group[]; children?: ReactNode }) {
  const { me, loading } = useSession();
  const location = useLocation();
  const t = useTexts();
  if (loading) return <p role="status">{t.status.loading}</p>;
  if (!me) return <LeaveFor url={loginUrl(location.pathname + location.search + location.hash)} />;
  // An account given an initial password by an admin changes it first (issue 10).
  if (me.mustChangePassword && location.pathname !== paths.settings) return <Navigate to={paths.settings} replace />;
  if (groups.length > 0 && !me.usergroups.some((g) => groups.includes(g))) {
    return <Navigate to={paths.unauthorized} replace />;
  }
  return children ?? <Outlet />;
}
