import { CurrentUser } from '../features/auth/CurrentUser';
import { sv } from '../i18n/sv';

/** Placeholder start page: the title and who is logged in. */
export function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{sv.app.welcome}</h1>
      <CurrentUser />
    </section>
  );
}
