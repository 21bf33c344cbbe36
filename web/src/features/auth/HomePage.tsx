import { Navigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useTexts } from '../../lib/texts';
import { LeaveFor } from '../../lib/leave';
import { homeFor, paths } from '../../lib/paths';

/**
 * `/` (SPEC §2): a logged-in person goes to their first group's home; anyone else to the login page
 * (the gateway sends a browser without a session cookie there before this page loads).
 */
export function HomePage() {
  const { me, loading } = useSession();
  const t = useTexts();
  if (loading) return <p role="status">{t.status.loading}</p>;
  if (me && me.usergroups.length > 0) return <Navigate to={homeFor(me.usergroups)} replace />;
  return <LeaveFor url={paths.login} />;
}
