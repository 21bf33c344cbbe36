import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HostGuestsQuery } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host-profile';
import { dayMonth } from '../../../lib/dates';
import { fullName } from '../../../lib/full-name';
import { hostGuestPath } from '../../../lib/paths';
import { DataState } from '../../../ui/DataState';
import { HostGuestsDocument } from './guests.graphql';
import { BarredNote, useGuestBars } from './bars';
import '../host.css';
import './guests.css';

const t = sv.host.guests;
type Guest = HostGuestsQuery['hostGuests'][number];

/** Lower case without diacritics' differences a host would not type ("Åsa" is found by "asa"). */
const fold = (s: string) =>
  s
    .toLocaleLowerCase('sv')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Whether a guest matches every word typed (in the name or the UNO code). */
export function matches(guest: Guest, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const hay = fold(`${guest.firstName} ${guest.lastName} ${guest.unokod ?? ''}`);
  return words.every((w) => hay.includes(w));
}

/**
 * /host/guests, 'Gäster' (issue 19 §4): the guests who have, had or asked for a place at this
 * shelter, searchable by name or UNO code; each opens its stays and the host's notes. One card per
 * guest (a row on a wide screen), so nothing scrolls sideways at 360 px.
 */
export function HostGuestsPage() {
  const { data, loading, error, refetch } = useQuery(HostGuestsDocument, { fetchPolicy: 'cache-and-network' });
  const bars = useGuestBars();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const searchId = useId();
  const all = useMemo(() => data?.hostGuests ?? [], [data]);
  const shown = useMemo(() => all.filter((g) => matches(g, deferred)), [all, deferred]);

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
      <DataState loading={loading && !data} error={data ? undefined : error} onRetry={refetch} empty={all.length === 0} emptyText={t.empty}>
        <p role="status" className="host-guests-count">
          {shown.length === 0 ? t.noMatch : t.count(shown.length, all.length)}
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
      </DataState>
    </section>
  );
}
