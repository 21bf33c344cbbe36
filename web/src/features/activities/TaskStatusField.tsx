import type { VolunteerTaskStatus } from '../../gql/graphql';
import { sv } from '../../i18n/sv-activities';

const t = sv.activities;
const TASK_STATUSES: readonly VolunteerTaskStatus[] = ['todo', 'in_progress', 'done'];

/** A task's status as a labelled select: the admin's task list and the volunteer's own tasks. */
export function TaskStatusField(props: {
  id: string;
  title: string;
  status: VolunteerTaskStatus;
  onChange: (status: VolunteerTaskStatus) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{t.taskStatusLabel(props.title)}</label>
      <select id={props.id} value={props.status} onChange={(e) => props.onChange(e.target.value as VolunteerTaskStatus)}>
        {TASK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t.taskStatus[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
