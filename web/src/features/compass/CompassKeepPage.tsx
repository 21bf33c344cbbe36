import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompassResourceFieldsFragment, CompassResourceInput, ResourceAudience, ResourceKind } from '../../gql/graphql';
import { sv } from '../../i18n/sv-compass';
import { actionErrorText } from '../../lib/action-error';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { DataState } from '../../ui/DataState';
import { Notice, type NoticeValue } from '../../ui/Notice';
import {
  CompassRegionsDocument,
  CreateCompassResourceDocument,
  DeleteCompassResourceDocument,
  KeptCompassResourcesDocument,
  UpdateCompassResourceDocument,
} from './compass.graphql';
import { addressText, statusText } from './compass-format';
import { RESOURCE_AUDIENCES, RESOURCE_KINDS } from './kinds';
import './compass.css';

const t = sv.compassKeep;
const labels = sv.compass;
const LANGUAGES = ['en', 'pl', 'ro', 'ar'] as const;

interface Draft {
  id: string | null;
  name: string;
  kind: ResourceKind;
  audiences: ResourceAudience[];
  street: string;
  postcode: string;
  city: string;
  phone: string;
  latitude: string;
  longitude: string;
  regionId: string;
  weekly: { weekday: number; opens: string; closes: string }[];
  exceptions: { date: string; closed: boolean; opens: string; closes: string }[];
  description: string;
  translations: Record<(typeof LANGUAGES)[number], string>;
}

const emptyDraft = (): Draft => ({
  id: null,
  name: '',
  kind: 'meals',
  audiences: [],
  street: '',
  postcode: '',
  city: '',
  phone: '',
  latitude: '',
  longitude: '',
  regionId: '',
  weekly: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
  exceptions: [],
  description: '',
  translations: { en: '', pl: '', ro: '', ar: '' },
});

function draftOf(r: CompassResourceFieldsFragment): Draft {
  const translation = (l: string) => r.descriptionTranslations.find((x) => x.language === l)?.text ?? '';
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    audiences: [...r.audiences],
    street: r.street,
    postcode: r.postcode,
    city: r.city,
    phone: r.phone ?? '',
    latitude: r.latitude === null || r.latitude === undefined ? '' : String(r.latitude),
    longitude: r.longitude === null || r.longitude === undefined ? '' : String(r.longitude),
    regionId: r.region.id,
    weekly: r.weeklyHours.map((w) => ({ weekday: w.weekday, opens: w.opens, closes: w.closes })),
    exceptions: r.exceptions.map((e) => ({
      date: e.date,
      closed: e.closed,
      opens: e.hours[0]?.opens ?? '',
      closes: e.hours[0]?.closes ?? '',
    })),
    description: r.description,
    translations: { en: translation('en'), pl: translation('pl'), ro: translation('ro'), ar: translation('ar') },
  };
}

const number = (s: string): number | null => (s.trim() === '' ? null : Number(s.replace(',', '.')));

function inputOf(d: Draft, admin: boolean): CompassResourceInput {
  return {
    name: d.name,
    kind: d.kind,
    audiences: d.audiences,
    street: d.street,
    postcode: d.postcode,
    city: d.city,
    phone: d.phone,
    latitude: number(d.latitude),
    longitude: number(d.longitude),
    regionId: admin && d.regionId !== '' ? d.regionId : null,
    weeklyHours: d.weekly,
    exceptions: d.exceptions.map((e) => ({
      date: e.date,
      closed: e.closed,
      hours: e.closed || e.opens === '' || e.closes === '' ? [] : [{ opens: e.opens, closes: e.closes }],
    })),
    description: d.description,
    descriptionTranslations: LANGUAGES.map((language) => ({ language, text: d.translations[language] })),
  };
}

/**
 * Kompassen's editor (issue 35 §2): an admin keeps every resource, host staff their shelter's (the
 * server decides whose; another shelter's is not listed). Add, change (the whole resource) and
 * delete, with the server's Swedish message when something is refused.
 */
export function CompassKeepPage() {
  const { me } = useSession();
  const admin = me?.usergroups.includes('admin') ?? false;
  const { data, loading, error, refetch } = useQuery(KeptCompassResourcesDocument, { fetchPolicy: 'cache-and-network' });
  const regions = useQuery(CompassRegionsDocument, { skip: !admin });
  const [create, creating] = useMutation(CreateCompassResourceDocument);
  const [update, updating] = useMutation(UpdateCompassResourceDocument);
  const [remove] = useMutation(DeleteCompassResourceDocument);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const resources = data?.keptCompassResources ?? [];

  const save = async (d: Draft) => {
    try {
      const input = inputOf(d, admin);
      if (d.id === null) await create({ variables: { input } });
      else await update({ variables: { id: d.id, input } });
      setNotice({ kind: 'ok', text: t.saved(d.name.trim()) });
      setDraft(null);
      await refetch();
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, {}, t.saveFailed) });
    }
  };

  const doRemove = async (r: CompassResourceFieldsFragment) => {
    setConfirming(null);
    try {
      await remove({ variables: { id: r.id } });
      setNotice({ kind: 'ok', text: t.removed(r.name) });
      await refetch();
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, {}, t.removeFailed) });
    }
  };

  return (
    <section aria-labelledby="compass-keep-title" className="compass">
      <h1 id="compass-keep-title">{t.heading}</h1>
      <p>{admin ? t.intro : t.hostIntro}</p>
      <p>
        <Link to={paths.compass}>{t.readLink}</Link>
      </p>
      <Notice notice={notice} />
      {draft ? (
        <ResourceForm
          draft={draft}
          admin={admin}
          regions={regions.data?.adminRegions ?? []}
          busy={creating.loading || updating.loading}
          onSave={(d) => void save(d)}
          onCancel={() => setDraft(null)}
        />
      ) : (
        <p>
          <button type="button" onClick={() => setDraft(emptyDraft())}>
            {t.add}
          </button>
        </p>
      )}
      <DataState
        loading={loading && !data}
        error={data ? undefined : error}
        onRetry={refetch}
        empty={resources.length === 0}
        emptyText={t.empty}
      >
        <ul className="compass-list">
          {resources.map((r) => (
            <li key={r.id} className="card compass-card">
              <h2 className="compass-card__name">{r.name}</h2>
              <p>
                {labels.kinds[r.kind]} · {r.region.name}
                {r.shelter ? ` · ${t.shelter(r.shelter.name)}` : ''}
              </p>
              <p>{addressText(r)}</p>
              <p>{t.openStatus(statusText(r.status, labels))}</p>
              {confirming === r.id ? (
                <div className="compass-keep-actions" role="group" aria-label={t.confirmRemove(r.name)}>
                  <p>{t.confirmRemove(r.name)}</p>
                  <button type="button" className="danger" onClick={() => void doRemove(r)}>
                    {t.remove}
                  </button>
                  <button type="button" className="secondary" onClick={() => setConfirming(null)}>
                    {t.cancel}
                  </button>
                </div>
              ) : (
                <div className="compass-keep-actions">
                  <button type="button" className="secondary" aria-label={t.editNamed(r.name)} onClick={() => setDraft(draftOf(r))}>
                    {t.edit}
                  </button>
                  <button type="button" className="secondary" aria-label={t.removeNamed(r.name)} onClick={() => setConfirming(r.id)}>
                    {t.remove}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </DataState>
    </section>
  );
}

function ResourceForm({
  draft,
  admin,
  regions,
  busy,
  onSave,
  onCancel,
}: {
  draft: Draft;
  admin: boolean;
  regions: readonly { id: string; name: string }[];
  busy: boolean;
  onSave: (d: Draft) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [d, setD] = useState<Draft>(draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((prev) => ({ ...prev, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(d);
  };
  const field = (key: 'name' | 'street' | 'postcode' | 'city' | 'phone' | 'latitude' | 'longitude', label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type={type}
        value={d[key]}
        onChange={(e) => set(key, e.target.value)}
        required={key === 'name'}
        inputMode={key === 'latitude' || key === 'longitude' ? 'decimal' : undefined}
      />
    </div>
  );

  return (
    <form className="compass-keep-form card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{d.id === null ? t.formNew : t.formEdit(draft.name)}</h2>
      {field('name', t.name)}
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t.kind}</label>
        <select id={`${id}-kind`} value={d.kind} onChange={(e) => set('kind', e.target.value as ResourceKind)}>
          {RESOURCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {labels.kinds[k]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>{t.audiences}</legend>
        {RESOURCE_AUDIENCES.map((a) => (
          <label key={a} className="compass-filters__check">
            <input
              type="checkbox"
              checked={d.audiences.includes(a)}
              onChange={(e) => set('audiences', e.target.checked ? [...d.audiences, a] : d.audiences.filter((x) => x !== a))}
            />{' '}
            {labels.audiences[a]}
          </label>
        ))}
      </fieldset>
      {admin && (
        <div className="field">
          <label htmlFor={`${id}-region`}>{t.region}</label>
          <select id={`${id}-region`} value={d.regionId} onChange={(e) => set('regionId', e.target.value)} required>
            <option value="">{t.chooseRegion}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {field('street', t.street)}
      {field('postcode', t.postcode)}
      {field('city', t.city)}
      {field('phone', t.phone, 'tel')}
      <fieldset>
        <legend>{t.weekly}</legend>
        <p>{t.weeklyHelp}</p>
        {d.weekly.map((w, i) => (
          <div key={i} className="compass-hours-row" role="group" aria-label={`${t.weekly} ${i + 1}`}>
            <div>
              <label htmlFor={`${id}-wd-${i}`}>{t.weekday}</label>
              <select
                id={`${id}-wd-${i}`}
                value={w.weekday}
                onChange={(e) =>
                  set(
                    'weekly',
                    d.weekly.map((x, j) => (j === i ? { ...x, weekday: Number(e.target.value) } : x)),
                  )
                }
              >
                {labels.weekdays.map((name, n) => (
                  <option key={name} value={n + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-wo-${i}`}>{t.opens}</label>
              <input
                id={`${id}-wo-${i}`}
                type="time"
                value={w.opens}
                required
                onChange={(e) =>
                  set(
                    'weekly',
                    d.weekly.map((x, j) => (j === i ? { ...x, opens: e.target.value } : x)),
                  )
                }
              />
            </div>
            <div>
              <label htmlFor={`${id}-wc-${i}`}>{t.closes}</label>
              <input
                id={`${id}-wc-${i}`}
                type="time"
                value={w.closes}
                required
                onChange={(e) =>
                  set(
                    'weekly',
                    d.weekly.map((x, j) => (j === i ? { ...x, closes: e.target.value } : x)),
                  )
                }
              />
            </div>
            <button
              type="button"
              className="secondary"
              onClick={() =>
                set(
                  'weekly',
                  d.weekly.filter((_, j) => j !== i),
                )
              }
            >
              {t.removeHours}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="secondary"
          onClick={() =>
            set('weekly', [...d.weekly, { weekday: ((d.weekly.at(-1)?.weekday ?? 0) % 7) + 1, opens: '09:00', closes: '17:00' }])
          }
        >
          {t.addHours}
        </button>
      </fieldset>
      <fieldset>
        <legend>{t.exceptions}</legend>
        {d.exceptions.map((x, i) => (
          <div key={i} className="compass-hours-row" role="group" aria-label={`${t.exceptions} ${i + 1}`}>
            <div>
              <label htmlFor={`${id}-xd-${i}`}>{t.exceptionDate}</label>
              <input
                id={`${id}-xd-${i}`}
                type="date"
                value={x.date}
                required
                onChange={(e) =>
                  set(
                    'exceptions',
                    d.exceptions.map((y, j) => (j === i ? { ...y, date: e.target.value } : y)),
                  )
                }
              />
            </div>
            <label className="compass-filters__check">
              <input
                type="checkbox"
                checked={x.closed}
                onChange={(e) =>
                  set(
                    'exceptions',
                    d.exceptions.map((y, j) => (j === i ? { ...y, closed: e.target.checked } : y)),
                  )
                }
              />{' '}
              {t.exceptionClosed}
            </label>
            {!x.closed && (
              <>
                <div>
                  <label htmlFor={`${id}-xo-${i}`}>{t.opens}</label>
                  <input
                    id={`${id}-xo-${i}`}
                    type="time"
                    value={x.opens}
                    onChange={(e) =>
                      set(
                        'exceptions',
                        d.exceptions.map((y, j) => (j === i ? { ...y, opens: e.target.value } : y)),
                      )
                    }
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-xc-${i}`}>{t.closes}</label>
                  <input
                    id={`${id}-xc-${i}`}
                    type="time"
                    value={x.closes}
                    onChange={(e) =>
                      set(
                        'exceptions',
                        d.exceptions.map((y, j) => (j === i ? { ...y, closes: e.target.value } : y)),
                      )
                    }
                  />
                </div>
              </>
            )}
            <button
              type="button"
              className="secondary"
              onClick={() =>
                set(
                  'exceptions',
                  d.exceptions.filter((_, j) => j !== i),
                )
              }
            >
              {t.removeException}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="secondary"
          onClick={() => set('exceptions', [...d.exceptions, { date: '', closed: true, opens: '', closes: '' }])}
        >
          {t.addException}
        </button>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-desc`}>{t.description}</label>
        <textarea id={`${id}-desc`} rows={3} maxLength={2000} value={d.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      {LANGUAGES.map((l) => (
        <div className="field" key={l}>
          <label htmlFor={`${id}-desc-${l}`}>{t.translation(t.languages[l])}</label>
          <textarea
            id={`${id}-desc-${l}`}
            rows={2}
            maxLength={2000}
            lang={l}
            dir="auto"
            value={d.translations[l]}
            onChange={(e) => set('translations', { ...d.translations, [l]: e.target.value })}
          />
        </div>
      ))}
      {field('latitude', t.latitude)}
      {field('longitude', t.longitude)}
      <div className="compass-keep-actions">
        <button type="submit" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
