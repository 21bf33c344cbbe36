import { useTexts } from '../../lib/texts';
import './auth.css';
import { paths } from '../../lib/paths';

/** SPEC §2: the registration page is only a placeholder saying the form is still to do. */
export function RegisterPage() {
  const t = useTexts();
  return (
    <section className="login">
      <h1>{t.auth.register.title}</h1>
      <p>{t.auth.register.pending}</p>
      <p>
        <a href={paths.login}>{t.auth.register.toLogin}</a>
      </p>
    </section>
  );
}
