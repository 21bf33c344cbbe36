import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { ActivityInput, KeptActivitiesQuery } from '../../gql/graphql';
import { sv } from '../../i18n/sv-activities';
import { actionErrorText } from '../../lib/action-error';
import { useSession } from '../../lib/session';
import { DataState } from '../../ui/DataState';
import { Notice, type NoticeValue } from '../../ui/Notice';
import { ActivityCard } from './ActivityCard';
import { ActivityTasks } from './ActivityTasks';
import {
  ActivityAdminDataDocument,
  CancelActivityDocument,
  CreateActivityDocument,
  KeptActivitiesDocument,
  UpdateActivityDocument,
} from './activities.graphql';
import './activities.css';

const t = sv.activities;
type Kept = KeptActivitiesQuery['activities'][number];

interface Draft {
  id: string | null;
  shelterId: string;
  title: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  volunteersNeeded: string;
}

const emptyDraft = (): Draft => ({
  id: null,
  shelterId: '',
  title: '',
  description: '',
  date: '',
  startTime: '18:00',
  endTime: '21:00',
  volunteersNeeded: '2',
});
const draftOf = (a: Kept): Draft => ({
  id: a.id,
  shelterId: a.shelter.id,
  title: a.title,
  description: a.description,
  date: a.date,
  startTime: a.startTime,
  endTime: a.endTime,
  volunteersNeeded: String(a.volunteersNeeded),
});

/**
 * The activities of host staff's shelter (issue 35 §3), or, for an admin, of every shelter with the
 * tasks below: add, change and cancel (everyone signed up is told), and who is coming.
 */
export function KeepActivitiesPage() {
  const id = useId();
  const { me } = useSession();
  const admin = me?.usergroups.includes('admin') ?? false;
  const { data, loading, error, refetch } = useQuery(KeptActivitiesDocument, { fetchPolicy: 'cache-and-network' });
  const adminData = useQuery(ActivityAdminDataDocument, { skip: !admin, fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateActivityDocument);
  const [update, updating] = useMutation(UpdateActivityDocument);
  const [cancelActivity] = useMutation(CancelActivityDocument);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const list = data?.activities ?? [];

  const save = async (d: Draft) => {
    const input: ActivityInput = {
      shelterId: admin && d.shelterId !== '' ? d.shelterId : null,
      title: d.title,
      description: d.description,
      date: d.date,
      startTime: d.startTime,
      endTime: d.endTime,
      volunteersNeeded: Number(d.volunteersNeeded),
    };
    try {
      if (d.id === null) await create({ variables: { input } });
      else await update({ variables: { id: d.id, input } });
      setNotice({ kind: 'ok', text: t.saved(d.title.trim()) });
      setDraft(null);
      await refetch();
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, {}, t.saveFailed) });
    }
  };

  const doCancel = async (a: Kept) => {
    setConfirming(null);
    try {
      await cancelActivity({ variables: { id: a.id } });
      setNotice({ kind: 'ok', text: t.activityCancelled(a.title) });
      await refetch();
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, {}, t.cancelActivityFailed) });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.keepHeading}</h1>
      <p>{admin ? t.adminIntro : t.hostIntro}</p>
      <Notice notice={notice} />
      {draft ? (
        <ActivityForm
          draft={draft}
          admin={admin}
          shelters={adminData.data?.adminShelters ?? []}
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
        empty={list.length === 0}
        emptyText={t.keepEmpty}
      >
        <ul className="activities-list">
          {list.map((a) => (
            <ActivityCard key={a.id} a={a} headingLevel={2}>
              <p>{t.signedUpCount(a.signedUp, a.volunteersNeeded)}</p>
              <h3>{t.coming}</h3>
              {(a.signups ?? []).length === 0 ? (
                <p>{t.nobodyYet}</p>
              ) : (
                <ul className="activities-coming">
                  {(a.signups ?? []).map((s) => (
                    <li key={s.id}>
                      {s.volunteer.firstName} {s.volunteer.lastName}
                      {s.phone ? `, ${s.phone}` : ''}
                    </li>
                  ))}
                </ul>
              )}
              {a.status === 'planned' &&
                (confirming === a.id ? (
                  <div className="activities-actions" role="group" aria-label={t.confirmCancel(a.title)}>
                    <p>{t.confirmCancel(a.title)}</p>
                    <button type="button" className="danger" onClick={() => void doCancel(a)}>
                      {t.cancelActivity}
                    </button>
                    <button type="button" className="secondary" onClick={() => setConfirming(null)}>
                      {t.keepIt}
                    </button>
                  </div>
                ) : (
                  <div className="activities-actions">
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t.editNamed(a.title, a.date)}
                      onClick={() => setDraft(draftOf(a))}
                    >
                      {t.edit}
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t.cancelActivityNamed(a.title, a.date)}
                      onClick={() => setConfirming(a.id)}
                    >
                      {t.cancelActivity}
                    </button>
                  </div>
                ))}
            </ActivityCard>
          ))}
        </ul>
      </DataState>
      {admin && (
        <ActivityTasks
          volunteers={adminData.data?.activityVolunteers ?? []}
          activities={list}
          tasks={adminData.data?.volunteerTasks ?? []}
          onChanged={() => void adminData.refetch()}
        />
      )}
    </section>
  );
}

function ActivityForm({
  draft,
  admin,
  shelters,
  busy,
  onSave,
  onCancel,
}: {
  draft: Draft;
  admin: boolean;
  shelters: readonly { id: string; name: string }[];
  busy: boolean;
  onSave: (d: Draft) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [d, setD] = useState<Draft>(draft);
  const set = (key: keyof Draft, value: string) => setD((prev) => ({ ...prev, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(d);
  };
  const input = (key: 'title' | 'date' | 'startTime' | 'endTime' | 'volunteersNeeded', label: string, type: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type={type}
        value={d[key]}
        required
        min={type === 'number' ? 1 : undefined}
        max={type === 'number' ? 100 : undefined}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  );
  return (
    <form className="card activities-form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{d.id === null ? t.formNew : t.formEdit(draft.title)}</h2>
      {admin && (
        <div className="field">
          <label htmlFor={`${id}-shelter`}>{t.shelter}</label>
          <select id={`${id}-shelter`} value={d.shelterId} required onChange={(e) => set('shelterId', e.target.value)}>
            <option value="">{t.chooseShelter}</option>
            {shelters.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {input('title', t.title, 'text')}
      <div className="field">
        <label htmlFor={`${id}-description`}>{t.description}</label>
        <textarea id={`${id}-description`} rows={3} value={d.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      {input('date', t.date, 'date')}
      <div className="activities-times">
        {input('startTime', t.startTime, 'time')}
        {input('endTime', t.endTime, 'time')}
      </div>
      {input('volunteersNeeded', t.volunteersNeeded, 'number')}
      <div className="activities-actions">
        <button type="submit" disabled={busy}>
          {t.save}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
