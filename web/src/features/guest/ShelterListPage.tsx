import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { accommodationBookingPath, accommodationPath } from '../../lib/paths';
import { shelterThumb } from '../../lib/shelter-photo';
import { useTexts } from '../../lib/texts';
import { DataState } from '../../ui/DataState';
import { useBookTonight } from './BookTonight';
import { formatPostcode } from './format';
import { GuestSheltersDocument } from './guest.graphql';
import { ShelterPlaceholder } from './icons';
import './guest.css';

/**
 * SPEC §2 Guest: shelter list (title 'Välj boställe', header 'Boställen'). Issue 18: each card says
 * how many beds are free tonight and its criteria, and books tonight in one tap.
 */
export function ShelterListPage() {
  const texts = useTexts();
  const t = texts.guest.shelters;
  const { data, loading, error, refetch } = useQuery(GuestSheltersDocument, { fetchPolicy: 'cache-and-network' });
  const { bookTonight, busy, dialog } = useBookTonight();
  const shelters = data?.shelters ?? [];
  return (
    <section aria-labelledby="shelters-title">
      <h1 id="shelters-title">{t.heading}</h1>
      <DataState loading={loading && !data} error={error} onRetry={refetch} empty={shelters.length === 0} emptyText={t.empty}>
        <ul className="shelter-list">
          {shelters.map((s) => (
            <li key={s.id} className="card shelter-card">
              {s.image ? <img className="shelter-card__image" src={shelterThumb(s.image)} alt={t.image(s.name)} /> : <ShelterPlaceholder />}
              <div className="shelter-card__body">
                <h2 className="shelter-card__name" translate="no">
                  {s.name}
                </h2>
                <p className="shelter-card__address" translate="no">
                  {s.street}
                  <br />
                  {formatPostcode(s.postcode)} {s.city}
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
                  <button type="button" onClick={() => void bookTonight(s)} disabled={busy !== null} aria-label={t.bookTonightAt(s.name)}>
                    {busy === s.id ? t.bookingTonight : t.bookTonight}
                  </button>
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
      </DataState>
      {dialog}
    </section>
  );
}
