import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useTexts } from '../../lib/texts';
import { homeFor } from '../../lib/paths';

/** SPEC §2 No permission: the text and a link to the person's own group home. */
export function UnauthorizedPage() {
  const { me } = useSession();
  const t = useTexts();
  return (
    <section>
      <h1>{t.auth.unauthorized.text}</h1>
      <p>
        <Link to={homeFor(me?.usergroups ?? [])}>{t.auth.unauthorized.toHome}</Link>
      </p>
    </section>
  );
}
