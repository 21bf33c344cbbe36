/**
 * Biståndsbeslut running out (issue 38 §4): inside each gateway, a pass at start and then every
 * `intervalMs` (app.ts runs it with the no-show release's interval); each pass runs only where no
 * other process of the database runs one (`whenAlone`, advisory lock LOCK_DECISION_REMINDERS) and
 * queues, through the outbox, the messages of decisions ending within three days
 * (DecisionService.sendEndingReminders: reminded_end_date makes it once per decision and last night).
 */
import type { DataSource } from 'typeorm';
import { type SingletonJob, startSingletonJob } from '../platform/scheduler';
import { log } from '../platform/log';
import type { DecisionService } from './decision.service';

/** The job's advisory lock key (platform/db/database.ts holds 727_000–727_003; activities 727_010). */
export const LOCK_DECISION_REMINDERS = 727_011;

export type DecisionReminderJob = SingletonJob<number>;

export function startDecisionReminders(
  dataSource: DataSource,
  decisions: DecisionService,
  opts: { intervalMs: number },
): DecisionReminderJob {
  return startSingletonJob(dataSource, {
    name: 'decision reminders',
    lockKey: LOCK_DECISION_REMINDERS,
    intervalMs: opts.intervalMs,
    work: (signal) => decisions.sendEndingReminders(signal),
    report: (sent) => {
      if (sent > 0) log.info({ sent }, 'decisions: ending messages enqueued');
    },
  });
}
