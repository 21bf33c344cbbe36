import { Link } from 'react-router-dom';
import { useTexts } from '../../lib/texts';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const t = useTexts();
  return (
    <section>
      <h1>{t.notFound.text}</h1>
      <p>
        <Link to={paths.home}>{t.notFound.toStart}</Link>
      </p>
    </section>
  );
}
