import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { VolunteerTaskFieldsFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv-activities';
import { actionErrorText } from '../../lib/action-error';
import { Notice, type NoticeValue } from '../../ui/Notice';
import { TaskStatusField } from './TaskStatusField';
import { AssignVolunteerTaskDocument, UpdateVolunteerTaskDocument } from './activities.graphql';

const t = sv.activities;

/** Admin: give a volunteer a task (optionally for an activity) and follow its status (issue 35 §3). */
export function ActivityTasks({
  volunteers,
  activities,
  tasks,
  onChanged,
}: {
  volunteers: readonly { id: string; firstName: string; lastName: string }[];
  activities: readonly { id: string; title: string; date: string }[];
  tasks: readonly VolunteerTaskFieldsFragment[];
  onChanged: () => void;
}) {
  const id = useId();
  const [assign, assigning] = useMutation(AssignVolunteerTaskDocument);
  const [update] = useMutation(UpdateVolunteerTaskDocument);
  const [volunteerId, setVolunteerId] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [activityId, setActivityId] = useState('');
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await assign({ variables: { input: { volunteerId, title, description, activityId: activityId === '' ? null : activityId } } });
      setNotice({ kind: 'ok', text: t.assigned(title.trim()) });
      setTitle('');
      setDescription('');
      onChanged();
    } catch (err) {
      setNotice({ kind: 'error', text: actionErrorText(err, {}, t.assignFailed) });
    }
  };

  return (
    <section aria-labelledby={`${id}-tasks`}>
      <h2 id={`${id}-tasks`}>{t.tasksHeading}</h2>
      <Notice notice={notice} />
      <form className="card activities-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-assign`}>
        <h3 id={`${id}-assign`}>{t.assign}</h3>
        <div className="field">
          <label htmlFor={`${id}-volunteer`}>{t.volunteer}</label>
          <select id={`${id}-volunteer`} value={volunteerId} required onChange={(e) => setVolunteerId(e.target.value)}>
            <option value="">{t.chooseVolunteer}</option>
            {volunteers.map((v) => (
              <option key={v.id} value={v.id}>
                {v.firstName} {v.lastName}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t.title}</label>
          <input id={`${id}-title`} value={title} required onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t.description}</label>
          <textarea id={`${id}-description`} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-activity`}>{t.activity}</label>
          <select id={`${id}-activity`} value={activityId} onChange={(e) => setActivityId(e.target.value)}>
            <option value="">{t.noActivity}</option>
            {activities.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title} {a.date}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={assigning.loading}>
          {t.assign}
        </button>
      </form>
      {tasks.length === 0 ? (
        <p>{t.allTasksEmpty}</p>
      ) : (
        <ul className="activities-list">
          {tasks.map((task) => (
            <li key={task.id} className="card activities-card">
              <h3>{task.title}</h3>
              <p>{t.taskOf(`${task.volunteer.firstName} ${task.volunteer.lastName}`)}</p>
              {task.activity && <p>{t.taskFor(task.activity.title, task.activity.date)}</p>}
              <TaskStatusField
                id={`${id}-status-${task.id}`}
                title={task.title}
                status={task.status}
                onChange={(status) => {
                  update({ variables: { id: task.id, input: { status } } }).then(
                    () => {
                      setNotice({ kind: 'ok', text: t.taskSaved(task.title) });
                      onChanged();
                    },
                    (err: unknown) => setNotice({ kind: 'error', text: actionErrorText(err, {}, t.taskFailed) }),
                  );
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
