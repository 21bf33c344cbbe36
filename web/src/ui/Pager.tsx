/**
 * Previous / numbered / next page buttons (SPEC §2 statistics table). Texts come from the caller's
 * catalog section; the current page is marked with aria-current.
 */
import './pager.css';

export interface PagerLabels {
  /** The navigation landmark's name, e.g. 'Sidor'. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a numbered button, e.g. n => `Sida ${n}`. */
  page: (n: number) => string;
}

export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="pager" aria-label={labels.nav}>
      <button type="button" className="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {labels.previous}
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? 'pager-current' : 'secondary'}
          aria-label={labels.page(n)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {labels.next}
      </button>
    </nav>
  );
}
