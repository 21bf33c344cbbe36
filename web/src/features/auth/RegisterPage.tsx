import { Link } from 'react-router-dom';
import { sv } from '../../i18n/sv';
import { paths } from '../../lib/paths';

/** SPEC §2: the registration page is only a placeholder saying the form is still to do. */
export function RegisterPage() {
  return (
    <section className="login">
      <h1>{sv.auth.register.title}</h1>
      <p>{sv.auth.register.pending}</p>
      <p>
        <Link to={paths.login}>{sv.auth.register.toLogin}</Link>
      </p>
    </section>
  );
}
