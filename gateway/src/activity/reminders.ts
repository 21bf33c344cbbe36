/**
 * The volunteer activities' reminder job (issue 35 §3): inside each gateway, a pass at start and
 * then every `intervalMs` (app.ts runs it with the no-show release's interval); each pass runs only
 * where no other process of the database runs one (`whenAlone`, advisory lock
 * LOCK_ACTIVITY_REMINDERS) and sends, through the outbox, one reminder per sign-up for a planned
 * activity tomorrow (ActivityService.sendReminders: reminded_at makes it once only).
 */
import type { DataSource } from 'typeorm';
import { type SingletonJob, startSingletonJob } from '../platform/scheduler';
import { log } from '../platform/log';
import type { ActivityService } from './activity.service';

/** The job's advisory lock key (platform/db/database.ts holds the others: 727_000–727_003). */
export const LOCK_ACTIVITY_REMINDERS = 727_010;

export type ActivityReminderJob = SingletonJob<number>;

export function startActivityReminders(
  dataSource: DataSource,
  activities: ActivityService,
  opts: { intervalMs: number },
): ActivityReminderJob {
  return startSingletonJob(dataSource, {
    name: 'activity reminders',
    lockKey: LOCK_ACTIVITY_REMINDERS,
    intervalMs: opts.intervalMs,
    work: (signal) => activities.sendReminders(signal),
    report: (sent) => {
      if (sent > 0) log.info({ sent }, 'activities: reminders enqueued');
    },
  });
}
