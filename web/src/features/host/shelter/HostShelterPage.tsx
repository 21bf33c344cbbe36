import { useMutation, useQuery } from '@apollo/client/react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import type { MyShelterProfileFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host-profile';
import { actionErrorText } from '../../../lib/action-error';
import { DataState } from '../../../ui/DataState';
import { Notice, type NoticeValue } from '../../../ui/Notice';
import { MAX_PHOTO_MB, PHOTO_TYPES, uploadPhoto } from '../../../lib/photo-upload';
import {
  type ProfileErrors,
  type ProfileFields,
  profileFieldsOf,
  profileInputOf,
  shelterProfileErrors,
} from '../../../lib/shelter-profile';
import { ShelterProfileFields } from '../../../ui/ShelterProfileFields';
import { MyShelterProfileDocument, OpenFeedSettingDocument, SetOpenFeedDocument, UpdateMyShelterDocument } from './shelter.graphql';
import '../host.css';
import './shelter.css';

const t = sv.host.shelter;

/** The profile form, filled from the shelter as loaded. */
function ProfileForm({ shelter }: { shelter: MyShelterProfileFragment }) {
  const [v, setV] = useState<ProfileFields>(() => profileFieldsOf(shelter));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateMyShelterDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = shelterProfileErrors(v, t.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice({ kind: 'error', text: t.fixErrors });
      return;
    }
    try {
      const r = await save({ variables: { input: profileInputOf(v) } });
      if (r.data) setV(profileFieldsOf(r.data.updateMyShelter));
      setNotice({ kind: 'ok', text: t.saved });
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, {}, t.failed) });
    }
  };

  return (
    <form className="card host-shelter-form" aria-label={t.title} onSubmit={(e) => void submit(e)} noValidate>
      <ShelterProfileFields value={v} errors={errors} onChange={setV} />
      <Notice notice={notice} />
      <button type="submit" disabled={saving}>
        {t.save}
      </button>
    </form>
  );
}

/** The photo and its upload control (the file is sent as it is; the gateway resizes it). */
function PhotoCard({ shelter, onUploaded }: { shelter: MyShelterProfileFragment; onUploaded: () => Promise<unknown> }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setNotice(null);
    try {
      await uploadPhoto(file);
      await onUploaded();
      setNotice({ kind: 'ok', text: t.photoSaved });
    } catch (err) {
      setNotice({ kind: 'error', text: err instanceof Error ? err.message : t.photoFailed });
    } finally {
      setBusy(false);
      input.value = '';
    }
  };

  return (
    <section className="card host-shelter-photo" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t.photo}</h2>
      {shelter.image ? <img src={shelter.image} alt={t.photoAlt(shelter.name)} /> : <p className="empty">{t.noPhoto}</p>}
      <div className="field">
        <label htmlFor={inputId}>{t.choosePhoto}</label>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => void choose(e)}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          {busy ? t.uploading : t.photoHint(MAX_PHOTO_MB)}
        </p>
      </div>
      <Notice notice={notice} />
    </section>
  );
}

/** Whether the shelter is in the anonymous open feed of free beds tonight (issue 37): the host's switch. */
function OpenFeedCard({ shelterId }: { shelterId: string }) {
  const setting = useQuery(OpenFeedSettingDocument, { variables: { shelterId } });
  const [save, saving] = useMutation(SetOpenFeedDocument);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const on = setting.data?.openFeed ?? false;
  const toggle = async (next: boolean) => {
    setNotice(null);
    try {
      await save({ variables: { shelterId, on: next }, refetchQueries: [OpenFeedSettingDocument], awaitRefetchQueries: true });
      setNotice({ kind: 'ok', text: next ? t.openFeedOn : t.openFeedOff });
    } catch {
      setNotice({ kind: 'error', text: t.openFeedFailed });
    }
  };
  return (
    <section className="card host-shelter-open-feed" aria-labelledby="host-open-feed-title">
      <h2 id="host-open-feed-title">{t.openFeedTitle}</h2>
      <DataState loading={setting.loading && !setting.data} error={setting.data ? undefined : setting.error} onRetry={setting.refetch}>
        <div className="field host-shelter-release">
          <label>
            <input
              type="checkbox"
              checked={on}
              disabled={saving.loading}
              aria-describedby="host-open-feed-hint"
              onChange={(e) => void toggle(e.target.checked)}
            />
            {t.openFeed}
          </label>
          <p id="host-open-feed-hint" className="field-hint">
            {t.openFeedHint}
          </p>
        </div>
        <Notice notice={notice} />
      </DataState>
    </section>
  );
}

/**
 * /host/shelter, 'Härberget' (issue 19 §5): the host edits the shelter's public profile — address,
 * phone, check-in window, house rules, criteria, position — and its photo. Guests and volunteers
 * see them. One column at 360 px.
 */
export function HostShelterPage() {
  const { data, loading, error, refetch } = useQuery(MyShelterProfileDocument);
  const shelter = data?.myShelter;
  return (
    <section className="host-shelter" aria-labelledby="host-shelter-title">
      <h1 id="host-shelter-title">{t.title}</h1>
      <DataState loading={loading && !data} error={data ? undefined : error} onRetry={refetch}>
        {shelter && (
          <>
            <p className="host-shelter-name">
              {shelter.name} · {t.intro}
            </p>
            <div className="host-shelter-grid">
              <ProfileForm key={shelter.id} shelter={shelter} />
              <PhotoCard shelter={shelter} onUploaded={() => refetch()} />
              <OpenFeedCard shelterId={shelter.id} />
            </div>
          </>
        )}
      </DataState>
    </section>
  );
}
