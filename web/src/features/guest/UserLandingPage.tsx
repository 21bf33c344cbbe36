import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { usePageTexts } from '../../lib/texts';
import { paths } from '../../lib/paths';
import './guest.css';

/** SPEC §2 Guest start page: a greeting by first name and the three ways on. */
export function UserLandingPage() {
  const { me } = useSession();
  const t = usePageTexts('guest').guest.landing;
  return (
    <section aria-labelledby="landing-title">
      <h1 id="landing-title">{t.greeting(me?.firstName.trim() ?? '')}</h1>
      <p>{t.intro}</p>
      <ul className="landing-actions">
        <li>
          <Link className="button-link" to={paths.user}>
            {t.book}
          </Link>
        </li>
        <li>
          <Link className="button-link secondary" to={paths.seeBookings}>
            {t.seeBookings}
          </Link>
        </li>
        <li>
          <Link className="button-link secondary" to={paths.bookingStatus}>
            {t.bookingStatus}
          </Link>
        </li>
      </ul>
    </section>
  );
}
