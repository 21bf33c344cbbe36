import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { sv } from '../../i18n/sv';
import { homeFor } from '../../lib/paths';

/** SPEC §2 No permission: the text and a link to the person's own group home. */
export function UnauthorizedPage() {
  const { me } = useSession();
  return (
    <section>
      <h1>{sv.auth.unauthorized.text}</h1>
      <p>
        <Link to={homeFor(me?.usergroups ?? [])}>{sv.auth.unauthorized.toHome}</Link>
      </p>
    </section>
  );
}
