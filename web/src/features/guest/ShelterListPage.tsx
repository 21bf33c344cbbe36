import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormKeys } from '../../lib/form-key';
import { accommodationBookingPath, accommodationPath } from '../../lib/paths';
import { shelterThumb } from '../../lib/shelter-photo';
import { usePageTexts } from '../../lib/texts';
import { DataState } from '../../ui/DataState';
import { ShowMore } from '../../ui/ShowMore';
import { useBookTonight } from './BookTonight';
import { formatPostcode } from './format';
import { bookTonightAction } from './form-actions';
import { FormOutcome } from './FormOutcome';
import { GuestSheltersDocument } from './guest.graphql';
import { ShelterPlaceholder } from './icons';
import './guest.css';

/** Shelters per page, and the most one answer holds (the server's MAX_SHELTER_PAGE). */
export const SHELTERS_PER_PAGE = 20;
export const MOST_SHELTERS = 200;

/**
 * SPEC §2 Guest: shelter list (title 'Välj boställe', header 'Boställen'). Issue 18: each card says
 * how many beds are free tonight and its criteria, and books tonight in one tap. Issue 22: a page at
 * a time (the guest's own region and city first), 'Visa fler' for the next, and a search by name,
 * town or region; a cheap phone never gets all of Sweden's shelters at once.
 */
export function ShelterListPage() {
  const texts = usePageTexts('guest');
  const t = texts.guest.shelters;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [limit, setLimit] = useState(SHELTERS_PER_PAGE);
  const { data, previousData, loading, error, refetch } = useQuery(GuestSheltersDocument, {
    variables: search === null ? { limit } : { search, limit },
    fetchPolicy: 'cache-and-network',
  });
  const { bookTonight, busy, dialog } = useBookTonight();
  const formKey = useFormKeys();
  // While 'Visa fler' loads, the shelters already shown stay; a new search starts from loading.
  const shown = (data ?? (limit > SHELTERS_PER_PAGE ? previousData : undefined))?.shelterPage;
  const shelters = shown?.shelters ?? [];

  const find = (e: FormEvent) => {
    e.preventDefault();
    const text = typed.trim();
    setSearch(text === '' ? null : text);
    setLimit(SHELTERS_PER_PAGE);
  };
  const showAll = () => {
    setTyped('');
    setSearch(null);
    setLimit(SHELTERS_PER_PAGE);
  };

  return (
    <section aria-labelledby="shelters-title">
      <h1 id="shelters-title">{t.heading}</h1>
      <form role="search" className="shelter-search" onSubmit={find}>
        <label htmlFor="shelter-search">{t.search}</label>
        <div className="shelter-search__row">
          <input id="shelter-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} />
          <button type="submit">{t.searchButton}</button>
          {search !== null && (
            <button type="button" className="secondary" onClick={showAll}>
              {t.showAll}
            </button>
          )}
        </div>
      </form>
      <FormOutcome page="shelters" nameOf={(id) => shelters.find((s) => s.id === id)?.name} />
      <DataState
        loading={loading && !shown}
        error={shown ? undefined : error}
        onRetry={refetch}
        empty={shelters.length === 0}
        emptyText={search === null ? t.empty : t.noMatch(search)}
      >
        <p className="shelter-count" aria-live="polite">
          {t.showing(shelters.length, shown?.total ?? 0)}
        </p>
        <ul className="shelter-list">
          {shelters.map((s) => (
            <li key={s.id} className="card shelter-card">
              {s.image ? <img className="shelter-card__image" src={shelterThumb(s.image)} alt={t.image(s.name)} /> : <ShelterPlaceholder />}
              <div className="shelter-card__body">
                <h2 className="shelter-card__name" translate="no">
                  {s.name}
                </h2>
                {/* Each line isolated left-to-right: Arabic must not reorder "414 59 Göteborg" (issue 33 §9). */}
                <p className="shelter-card__address" translate="no">
                  <bdi dir="ltr">{s.street}</bdi>
                  <br />
                  <bdi dir="ltr">
                    {formatPostcode(s.postcode)} {s.city}
                  </bdi>
                </p>
                <p className={s.placesFreeTonight > 0 ? 'shelter-card__free' : 'shelter-card__free shelter-card__free--none'}>
                  {t.freeTonight(s.placesFreeTonight)}
                </p>
                {s.criteria.length > 0 && (
                  <ul className="criteria" aria-label={texts.guest.place.criteria}>
                    {s.criteria.map((c) => (
                      <li key={c}>{texts.guest.criterion[c]}</li>
                    ))}
                  </ul>
                )}
                <div className="shelter-card__actions">
                  {/* A plain form without JavaScript (issue 34, gateway/src/ssr/forms.ts); with it, the dialog of BookTonight.tsx. */}
                  <form
                    method="post"
                    action={bookTonightAction(s.id)}
                    className="plain-form"
                    onSubmit={(e) => {
                      e.preventDefault();
                      void bookTonight(s);
                    }}
                  >
                    <input type="hidden" name="idempotencyKey" value={formKey(`tonight:${s.id}`)} />
                    <button type="submit" disabled={busy !== null} aria-label={t.bookTonightAt(s.name)}>
                      {busy === s.id ? t.bookingTonight : t.bookTonight}
                    </button>
                  </form>
                  <Link className="button-link secondary" to={accommodationBookingPath(s.id)} aria-label={t.chooseAt(s.name)}>
                    {t.choose}
                  </Link>
                  <Link to={accommodationPath(s.id)} aria-label={t.moreInfoAbout(s.name)}>
                    {t.moreInfo}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <ShowMore
          hasMore={shown?.hasMore ?? false}
          limit={limit}
          step={SHELTERS_PER_PAGE}
          most={MOST_SHELTERS}
          loading={loading}
          onLimit={setLimit}
          more={t.showMore}
          refine={t.refine}
          className="shelter"
        />
      </DataState>
      {dialog}
    </section>
  );
}
