import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { usePageTexts, useSpeech } from '../../lib/texts';
import { accommodationBookingPath, paths } from '../../lib/paths';
import { DataState } from '../../ui/DataState';
import { errorCode } from '../../lib/errors';
import { PRODUCT_GROUPS } from './format';
import { ShelterDetailsDocument } from './guest.graphql';
import { ProductIcon } from './icons';
import { PlaceFacts } from './PlaceFacts';
import './guest.css';

/**
 * SPEC §2 Shelter information: what the shelter offers, grouped, each product with its icon; and
 * (issue 18 §6) how to get there and in: address with a map link, phone, check-in, house rules and
 * the shelter's criteria.
 */
export function ShelterInfoPage() {
  const texts = usePageTexts('guest');
  const { language } = useSpeech();
  const t = texts.guest.shelterInfo;
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ShelterDetailsDocument, { variables: { id } });
  const shelter = data?.shelter;
  // The house rules in the guest's language, when the host wrote them so (issue 33 §6).
  const rules = shelter?.houseRulesTranslations.find((t) => t.language === language)?.text;

  const back = (
    <p>
      <Link to={paths.user}>{t.back}</Link>
    </p>
  );

  if (errorCode(error) === 'HOST_NOT_FOUND') {
    return (
      <section aria-labelledby="shelter-title">
        <h1 id="shelter-title">{t.heading}</h1>
        {back}
        <p role="alert">{t.notFound}</p>
      </section>
    );
  }

  const groups = PRODUCT_GROUPS.map((g) => ({
    key: g.key,
    products: (shelter?.products ?? []).filter((p) => (g.types as readonly string[]).includes(p.type)),
  })).filter((g) => g.products.length > 0);

  return (
    <section aria-labelledby="shelter-title">
      <h1 id="shelter-title">{t.heading}</h1>
      {back}
      <DataState loading={loading} error={error} onRetry={refetch}>
        {shelter && (
          <>
            <div className="card">
              <h2 translate="no">{shelter.name}</h2>
              <PlaceFacts place={shelter} />
              {shelter.criteria.length > 0 && (
                <>
                  <h3>{texts.guest.place.criteria}</h3>
                  <ul className="criteria">
                    {shelter.criteria.map((c) => (
                      <li key={c}>{texts.guest.criterion[c]}</li>
                    ))}
                  </ul>
                </>
              )}
              {(rules ?? shelter.houseRules) && (
                <>
                  <h3>{texts.guest.place.houseRules}</h3>
                  {/* The host's words: in the guest's language when the host wrote them so, else the Swedish,
                      marked so a screen reader switches voice (issue 33 §6). */}
                  <p className="house-rules" translate="no" lang={rules ? language : 'sv'} dir="auto">
                    {rules ?? shelter.houseRules}
                  </p>
                </>
              )}
            </div>
            <h2>{t.offers}</h2>
            {groups.length === 0 ? (
              <p className="empty">{t.noProducts}</p>
            ) : (
              <div className="offer-groups">
                {groups.map((g) => (
                  <section key={g.key} className="card offer-group" aria-labelledby={`offer-${g.key}`}>
                    <h3 id={`offer-${g.key}`}>{t.groups[g.key]}</h3>
                    <ul className="offer-list">
                      {g.products.map((p) => (
                        <li key={p.id}>
                          <ProductIcon type={p.type} />
                          <span translate="no" lang="sv">
                            {p.name}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
            <p>
              <Link className="button-link" to={accommodationBookingPath(shelter.id)}>
                {t.choose}
              </Link>
            </p>
          </>
        )}
      </DataState>
    </section>
  );
}
