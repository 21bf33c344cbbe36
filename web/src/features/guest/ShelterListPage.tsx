import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { sv } from '../../i18n/sv';
import { accommodationBookingPath, accommodationPath } from '../../lib/paths';
import { DataState } from '../../ui/DataState';
import { formatPostcode } from './format';
import { GuestSheltersDocument } from './guest.graphql';
import { ShelterPlaceholder } from './icons';
import './guest.css';

const t = sv.guest.shelters;

/** SPEC §2 Guest: shelter list (title 'Välj boställe', header 'Boställen'). */
export function ShelterListPage() {
  const { data, loading, error } = useQuery(GuestSheltersDocument);
  const shelters = data?.shelters ?? [];
  return (
    <section aria-labelledby="shelters-title">
      <h1 id="shelters-title">{t.heading}</h1>
      <DataState loading={loading} error={error} empty={shelters.length === 0} emptyText={t.empty}>
        <ul className="shelter-list">
          {shelters.map((s) => (
            <li key={s.id} className="card shelter-card">
              {s.image ? <img className="shelter-card__image" src={s.image} alt={t.image(s.name)} /> : <ShelterPlaceholder />}
              <div className="shelter-card__body">
                <h2 className="shelter-card__name">{s.name}</h2>
                <p className="shelter-card__address">
                  {s.street}
                  <br />
                  {formatPostcode(s.postcode)} {s.city}
                </p>
                <div className="shelter-card__actions">
                  <Link className="button-link" to={accommodationBookingPath(s.id)} aria-label={t.chooseAt(s.name)}>
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
    </section>
  );
}
