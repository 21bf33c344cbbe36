import { Link } from 'react-router-dom';
import { sv } from '../../i18n/sv';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <section>
      <h1>{sv.notFound.text}</h1>
      <p>
        <Link to={paths.home}>{sv.notFound.toStart}</Link>
      </p>
    </section>
  );
}
