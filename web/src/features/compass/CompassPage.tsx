import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ResourceKind } from '../../gql/graphql';
import { saveCompass } from '../../lib/compass-offline';
import { usePageTexts, useSpeech } from '../../lib/texts';
import { DataState } from '../../ui/DataState';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { CompassResourcesDocument } from './compass.graphql';
import { addressText, descriptionIn, kmText, statusText, todayText } from './compass-format';
import { RESOURCE_KINDS } from './kinds';
import './compass.css';

type Position = { latitude: number; longitude: number };
type Locating = 'off' | 'asking' | 'on' | 'denied';

/**
 * Kompassen (issue 35 §2): where to get food, a shower, warmth, health care or advice. Guests (in
 * their language), volunteers, caseworkers and staff read the same page: filter by kind and open
 * now (worked out on the server in Stockholm time), nearest first when the reader shares the
 * browser's position (it is sent with the question, never stored). The last list seen is kept for
 * the offline page (lib/compass-offline.ts).
 */
export function CompassPage() {
  const texts = usePageTexts('compass');
  const t = texts.compass;
  const { language } = useSpeech();
  const [kind, setKind] = useState<ResourceKind | ''>('');
  const [openNow, setOpenNow] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState<Locating>('off');
  const { data, previousData, loading, error, refetch } = useQuery(CompassResourcesDocument, {
    variables: { kind: kind === '' ? null : kind, openNow, near: position },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.compassResources;
  const resources = shown ?? [];

  useEffect(() => {
    if (!data) return;
    saveCompass({
      fetchedAt: new Date().toISOString(),
      language,
      heading: t.heading,
      resources: data.compassResources.map((r) => ({
        name: r.name,
        kind: t.kinds[r.kind],
        hours: todayText(r.status, t),
        address: addressText(r),
        phone: r.phone ?? null,
      })),
    });
  }, [data, language, t]);

  const nearest = () => {
    if (locating === 'on') {
      setPosition(null);
      setLocating('off');
      return;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocating('denied');
      return;
    }
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setPosition({ latitude: p.coords.latitude, longitude: p.coords.longitude });
        setLocating('on');
      },
      () => setLocating('denied'),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };

  return (
    <section aria-labelledby="compass-title" className="compass">
      <h1 id="compass-title">{t.heading}</h1>
      <p>{t.intro}</p>
      <form className="compass-filters" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
        <div className="compass-filters__kind">
          <label htmlFor="compass-kind">{t.kind}</label>
          <select id="compass-kind" value={kind} onChange={(e) => setKind(e.target.value as ResourceKind | '')}>
            <option value="">{t.allKinds}</option>
            {RESOURCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <label className="compass-filters__check">
          <input type="checkbox" checked={openNow} onChange={(e) => setOpenNow(e.target.checked)} /> {t.openNow}
        </label>
        <button type="button" className="secondary" aria-pressed={locating === 'on'} onClick={nearest} disabled={locating === 'asking'}>
          {locating === 'on' ? t.stopNearest : t.nearestFirst}
        </button>
      </form>
      <p role="status" className="compass-position">
        {locating === 'asking' ? t.locating : locating === 'on' ? t.positionUsed : locating === 'denied' ? t.positionDenied : ''}
      </p>
      <DataState
        loading={loading && !shown}
        error={shown ? undefined : error}
        onRetry={refetch}
        empty={resources.length === 0}
        emptyText={openNow ? t.emptyOpenNow : t.empty}
      >
        <p className="compass-count" aria-live="polite">
          {t.count(resources.length)}
        </p>
        <ul className="compass-list">
          {resources.map((r) => {
            const about = descriptionIn(r, language);
            const address = addressText(r);
            return (
              <li key={r.id} className="card compass-card">
                <h2 className="compass-card__name" translate="no">
                  {r.name}
                </h2>
                <p className="compass-card__kind">
                  {t.kinds[r.kind]}
                  {r.audiences.length > 0 && (
                    <>
                      {' · '}
                      {t.forWhom}: {r.audiences.map((a) => t.audiences[a]).join(', ')}
                    </>
                  )}
                </p>
                <p className={r.status.openNow ? 'compass-card__status compass-card__status--open' : 'compass-card__status'}>
                  {statusText(r.status, t)}
                </p>
                <p className="compass-card__today">{todayText(r.status, t)}</p>
                {address !== '' && (
                  <p className="compass-card__address">
                    <VisuallyHidden>{t.address}: </VisuallyHidden>
                    <bdi dir="ltr" translate="no">
                      {address}
                    </bdi>
                    {r.mapUrl && (
                      <>
                        {' '}
                        <a href={r.mapUrl} target="_blank" rel="noopener noreferrer">
                          {t.mapLink}
                          <VisuallyHidden>: {r.name}</VisuallyHidden>
                        </a>
                      </>
                    )}
                  </p>
                )}
                {r.phone && (
                  <p className="compass-card__phone">
                    {t.phone}:{' '}
                    <a href={`tel:${r.phone.replace(/[^0-9+]/g, '')}`}>
                      <bdi dir="ltr">{r.phone}</bdi>
                    </a>
                  </p>
                )}
                {r.distanceKm !== null && r.distanceKm !== undefined && (
                  <p className="compass-card__distance">{t.distance(kmText(r.distanceKm, language))}</p>
                )}
                {about.text !== '' && (
                  <p className="compass-card__about" lang={about.lang} dir="auto">
                    {about.text}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </DataState>
    </section>
  );
}
