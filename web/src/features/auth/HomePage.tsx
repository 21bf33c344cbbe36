import { Navigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { LoginPage } from './LoginPage';
import { sv } from '../../i18n/sv';
import { homeFor } from '../../lib/paths';

/** `/` (SPEC §2): a logged-in person goes to their first group's home; anyone else sees the login. */
export function HomePage() {
  const { me, loading } = useSession();
  if (loading) return <p role="status">{sv.status.loading}</p>;
  if (me && me.usergroups.length > 0) return <Navigate to={homeFor(me.usergroups)} replace />;
  return <LoginPage />;
}
