import { Link } from 'react-router-dom';
import { useTexts } from '../../lib/texts';

/**
 * The noQ word mark, a link to the person's home (SPEC §2: the route named after the first group).
 * `alt` gives the other logo colour (SPEC §2's one first name, see person.ts).
 */
export function Logo({ to, alt = false }: { to: string; alt?: boolean }) {
  const t = useTexts();
  return (
    <Link to={to} className={alt ? 'logo logo--alt' : 'logo'} aria-label={t.layout.logoHome}>
      <svg viewBox="0 0 64 28" width="64" height="28" aria-hidden="true" focusable="false">
        <text x="0" y="22" fontSize="24" fontWeight="700" fontFamily="system-ui, sans-serif" fill="currentColor">
          noQ
        </text>
      </svg>
    </Link>
  );
}
