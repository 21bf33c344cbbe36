import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { ActivityFieldsFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv-activities';
import { actionErrorText } from '../../lib/action-error';
import { DataState } from '../../ui/DataState';
import { Notice, type NoticeValue } from '../../ui/Notice';
import { TaskStatusField } from './TaskStatusField';
import { ActivityCard } from './ActivityCard';
import {
  CancelActivitySignupDocument,
  SetMyVolunteerTaskStatusDocument,
  SignUpForActivityDocument,
  VolunteerActivitiesDocument,
} from './activities.graphql';
import './activities.css';

const t = sv.activities;

/**
 * Aktiviteter (issue 35 §3), the volunteer's page: the activities coming up at every shelter with
 * the places left (Anmäl mig / Avanmäl), my own coming activities, and my tasks, whose status I set.
 * A refusal (full, signed up already, cancelled, begun) shows the server's Swedish message.
 */
export function VolunteerActivitiesPage() {
  const id = useId();
  const { data, loading, error, refetch } = useQuery(VolunteerActivitiesDocument, { fetchPolicy: 'cache-and-network' });
  const [signUp] = useMutation(SignUpForActivityDocument);
  const [cancelSignup] = useMutation(CancelActivitySignupDocument);
  const [setStatus] = useMutation(SetMyVolunteerTaskStatusDocument);
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const act = async (a: ActivityFieldsFragment, join: boolean) => {
    setBusy(a.id);
    try {
      if (join) await signUp({ variables: { id: a.id, phone: phone.trim() === '' ? null : phone.trim() } });
      else await cancelSignup({ variables: { id: a.id } });
      setNotice({ kind: 'ok', text: join ? t.signedUp(a.title) : t.signupCancelled(a.title) });
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, {}, join ? t.signUpFailed : t.cancelFailed) });
    } finally {
      setBusy(null);
      await refetch().catch(() => undefined);
    }
  };

  const actions = (a: ActivityFieldsFragment) =>
    a.status === 'cancelled' ? null : (
      <div className="activities-actions">
        {a.signedUpByMe ? (
          <>
            <p>{t.youAreSignedUp}</p>
            <button
              type="button"
              className="secondary"
              disabled={busy === a.id}
              aria-label={t.cancelSignupNamed(a.title, a.date)}
              onClick={() => void act(a, false)}
            >
              {t.cancelSignup}
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={busy === a.id || a.placesLeft === 0}
            aria-label={t.signUpNamed(a.title, a.date)}
            onClick={() => void act(a, true)}
          >
            {a.placesLeft === 0 ? t.full : t.signUp}
          </button>
        )}
      </div>
    );

  const upcoming = data?.activities ?? [];
  // Mine are those I am signed up to: a cancelled sign-up leaves the list at once (the activity's
  // cached `signedUpByMe` changes with the mutation's answer, before the list is fetched again).
  const mine = (data?.myActivities ?? []).filter((a) => a.signedUpByMe);
  const tasks = data?.myVolunteerTasks ?? [];

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.volunteerHeading}</h1>
      <p>{t.volunteerIntro}</p>
      <Notice notice={notice} />
      <DataState loading={loading && !data} error={data ? undefined : error} onRetry={refetch}>
        <section aria-labelledby={`${id}-mine`}>
          <h2 id={`${id}-mine`}>{t.mine}</h2>
          {mine.length === 0 ? (
            <p>{t.mineEmpty}</p>
          ) : (
            <ul className="activities-list">
              {mine.map((a) => (
                <ActivityCard key={a.id} a={a}>
                  {actions(a)}
                </ActivityCard>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${id}-upcoming`}>
          <h2 id={`${id}-upcoming`}>{t.upcoming}</h2>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t.phoneLabel}</label>
            <input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-describedby={`${id}-phone-hint`}
            />
            <p id={`${id}-phone-hint`} className="kit-hint">
              {t.phoneHint}
            </p>
          </div>
          {upcoming.length === 0 ? (
            <p>{t.upcomingEmpty}</p>
          ) : (
            <ul className="activities-list">
              {upcoming.map((a) => (
                <ActivityCard key={a.id} a={a}>
                  {actions(a)}
                </ActivityCard>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${id}-tasks`}>
          <h2 id={`${id}-tasks`}>{t.tasks}</h2>
          {tasks.length === 0 ? (
            <p>{t.tasksEmpty}</p>
          ) : (
            <ul className="activities-list">
              {tasks.map((task) => (
                <li key={task.id} className="card activities-card">
                  <h3>{task.title}</h3>
                  {task.description && <p>{task.description}</p>}
                  {task.activity && <p>{t.taskFor(task.activity.title, task.activity.date)}</p>}
                  <TaskStatusField
                    id={`${id}-task-${task.id}`}
                    title={task.title}
                    status={task.status}
                    onChange={(status) => {
                      setStatus({ variables: { id: task.id, status } }).then(
                        () => setNotice({ kind: 'ok', text: t.taskSaved(task.title) }),
                        (err: unknown) => setNotice({ kind: 'error', text: actionErrorText(err, {}, t.taskFailed) }),
                      );
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </DataState>
    </section>
  );
}
