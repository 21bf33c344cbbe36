import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { sv } from '../../../i18n/sv-host-profile';
import { dayMonth } from '../../../lib/dates';
import { fullName } from '../../../lib/full-name';
import { hostGuestPath } from '../../../lib/paths';
import { DataState } from '../../../ui/DataState';
import { HostGuestPageDocument } from './guests.graphql';
import { BarredNote, useGuestBars } from './bars';
import '../host.css';
import './guests.css';

const t = sv.host.guests;

/** Guests a page asks for, and how many more 'Visa fler' adds. */
export const GUESTS_PER_PAGE = 50;

/**
 * /host/guests, 'Gäster' (issue 19 §4): the guests who have, had or asked for a place at this
 * shelter, searchable by name or UNO code; each opens its stays and the host's notes. One card per
 * guest (a row on a wide screen), so nothing scrolls sideways at 360 px. Issue 22: the server
 * answers a page (the 50 most recently connected, 'Visa fler' for 50 more) and searches all the
 * shelter's guests itself (every word typed, case and accents ignored), so the page stays the same
 * size however long the shelter's history.
 */
export function HostGuestsPage() {
  const bars = useGuestBars();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const searchId = useId();
  // 'Visa fler' belongs to the search it was pressed for: a new search starts at the first page.
  const [more, setMore] = useState({ search: '', limit: GUESTS_PER_PAGE });
  const limit = more.search === deferred ? more.limit : GUESTS_PER_PAGE;
  const { data, previousData, loading, error, refetch } = useQuery(HostGuestPageDocument, {
    variables: { search: deferred === '' ? null : deferred, limit },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.hostGuestPage;
  const shown = page?.guests ?? [];
  const total = page?.total ?? 0;

  return (
    <section className="host-guests" aria-labelledby="host-guests-title">
      <h1 id="host-guests-title">{t.title}</h1>
      <p className="host-shelter-name">{t.intro}</p>
      <div className="field host-guests-search">
        <label htmlFor={searchId}>{t.search}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={t.searchHint}
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <DataState
        loading={loading && !page}
        error={page ? undefined : error}
        onRetry={refetch}
        empty={total === 0 && deferred === ''}
        emptyText={t.empty}
      >
        <p role="status" className="host-guests-count">
          {shown.length === 0 ? t.noMatch : t.count(shown.length, total)}
        </p>
        <ul className="host-guests-list">
          {shown.map((g) => {
            const name = fullName(g);
            return (
              <li key={g.id} className="host-guest-card">
                <Link to={hostGuestPath(g.id)} className="host-guest-name" aria-label={t.open(name)}>
                  {name}
                </Link>
                <span className="host-guest-uno">
                  <span className="host-guest-label">{t.columns.uno}: </span>
                  {g.unokod ?? t.noUno}
                </span>
                {g.flag && (
                  <span className="host-guest-flag" title={t.flaggedLong}>
                    {t.flagged}
                  </span>
                )}
                <BarredNote bar={bars.get(g.id)} />
                <span className="host-guest-stay">
                  <span className="host-guest-label">{t.columns.lastStay}: </span>
                  {g.lastStay ? t.stayDates(dayMonth(g.lastStay.startDate), dayMonth(g.lastStay.endDate)) : t.noStay}
                </span>
                <span className="host-guest-nights">{t.nightsThisMonth(g.nightsThisMonth)}</span>
              </li>
            );
          })}
        </ul>
        {shown.length < total && (
          <button
            type="button"
            className="secondary host-guests-more"
            disabled={loading}
            onClick={() => setMore({ search: deferred, limit: limit + GUESTS_PER_PAGE })}
          >
            {t.showMore}
          </button>
        )}
      </DataState>
    </section>
  );
}
